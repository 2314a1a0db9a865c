// A move that also wins after the first move (issue 14: "moves that are right but slower … are accepted
// with a note, not refused"), in Chromium against the built app and the real server: elementary mission 2
// of the fixture packs is made a ladder whose tree chases with E4 and lists E2 after it as a move that
// also wins. The student plays E2, the board says it works too and names E4, and the server, which
// replays every credited answer against the tree, counts it solved.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { RunningServer } from './support/server';
import { register, settled, signIn } from './support/app';
import { openMissionList } from './support/study';
import { closeSuite, editedFixturePacks, openSuite } from './support/suite';
import { ladderAlsoRight } from '../unit/features/problemFixtures';

let contentDir: string;
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const user = { username: 'also_student1', password: 'Go-stones-42', email: 'also1@example.com' };

const feedback = () => page.locator('[data-feedback]').first();
const vertex = (name: string) => page.locator(`[data-vertex="${name}"]`).first();

beforeAll(async () => {
  contentDir = editedFixturePacks('hoshi-e2e-also-', (group) => {
    const second = group.missions[1];
    if (!second) throw new Error('fixture packs changed');
    second.problem = ladderAlsoRight;
  });
  ({ server, browser, context, page } = await openSuite(
    { CONTENT_DIR: contentDir },
    { serviceWorkers: 'block' },
  ));
});

afterAll(async () => {
  const code = await closeSuite({ server, browser, context });
  fs.rmSync(contentDir, { recursive: true, force: true });
  expect(code).toBe(0);
});

describe('a move that also wins', () => {
  it('is accepted with a note naming the tree’s move, and the server credits it', async () => {
    await register(page, server.url, user);
    await signIn(page, user);
    await openMissionList(page);
    await page.getByRole('link', { name: 'Play Mission 2', exact: true }).click();
    await settled(page, '/study/group/mission/field');
    await expect.poll(() => feedback().getAttribute('data-feedback'), { timeout: 15_000 }).toBe('start');
    for (const move of ['C4', 'D4']) {
      await vertex(move).click();
      await expect.poll(() => feedback().getAttribute('data-feedback')).toBe('continue');
    }
    await vertex('E2').click();
    await expect.poll(() => feedback().getAttribute('data-feedback')).toBe('solved');
    expect(await feedback().textContent()).toBe(
      "Right! That works too: the marked stones can't escape any more. Another good move was E4.",
    );
    // The marked stones still stand: the goal is proven by reading.
    expect(await vertex('C3').getAttribute('aria-label')).toContain('white');
    const note = page.locator('.result-note');
    await expect.poll(() => note.getAttribute('data-sync'), { timeout: 15_000 }).toBe('applied');
    expect(await note.getAttribute('data-verdict')).toBe('agrees');
  });
});
