// A student's way through a group's missions (issue 22), in Chromium against the built app and the real
// server on the fixture packs: "Next mission" puts the next mission's own board up (study and the
// ninth-dan ladder), and when the server's verdict on an answer differs from the board's the screen says
// the server's; the mission list marks each mission solved or tried; "Next mission" and a try run follow the
// order the server gave for the group (issue 14, ratings from play), and the server credits by mission.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { RunningServer } from './support/server';
import { reach, register, settled, signIn } from './support/app';
import { answerMission, openMissionList } from './support/study';
import { closeSuite, editedFixturePacks, openSuite } from './support/suite';

let contentDir: string;
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const user = { username: 'flow_student1', password: 'Go-stones-42', email: 'flow1@example.com' };

/** The fixture packs with a second mission on ninth-dan step 1 (elementary mission 2's problem). */
function writeContent(): string {
  return editedFixturePacks('hoshi-e2e-flow-', (group, dir) => {
    const second = group.missions[1];
    const dan9File = path.join(dir, 'dan9.json');
    const dan9 = JSON.parse(fs.readFileSync(dan9File, 'utf8')) as {
      steps: { sno: number; missions: Record<string, unknown>[] }[];
    };
    const step = dan9.steps.find((s) => s.sno === 1);
    if (!second || !step) throw new Error('fixture packs changed');
    step.missions.push({ ...second, jkno: 1 });
    fs.writeFileSync(dan9File, JSON.stringify(dan9));
  });
}

const feedback = () => page.locator('[data-feedback]').first();
const vertex = (name: string) => page.locator(`[data-vertex="${name}"]`).first();

/** Plays `move` on the board shown and waits for the board's verdict. */
async function play(move: string, verdict: 'solved' | 'wrong'): Promise<void> {
  await expect.poll(() => feedback().getAttribute('data-feedback'), { timeout: 15_000 }).toBe('start');
  await vertex(move).click();
  await expect.poll(() => feedback().getAttribute('data-feedback')).toBe(verdict);
}

beforeAll(async () => {
  contentDir = writeContent();
  // No service worker: the test answers one call itself (page.route) to stand for a server that disagrees.
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

describe('next mission', () => {
  it('puts up the next study mission’s own board, and the server counts the solves', async () => {
    await register(page, server.url, user);
    await signIn(page, user);
    await openMissionList(page);
    await page.getByRole('link', { name: 'Play Mission 1', exact: true }).click();
    await settled(page, '/study/group/mission/field');
    await page.getByRole('button', { name: 'Skip the lesson' }).click();
    await play('D3', 'solved');

    await page.getByRole('button', { name: 'Next mission' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Mission 2' }).count()).toBe(1);
    // Mission 2's stones (mission 1 has a white stone at C3, marked as the target).
    await expect.poll(() => vertex('C3').getAttribute('aria-label')).toBe('C3, black, triangle');
    // Mission 1's answer is no answer here; mission 2's is.
    await play('C2', 'solved');
    const note = page.locator('.result-note');
    await expect.poll(() => note.getAttribute('data-sync'), { timeout: 15_000 }).toBe('applied');
    expect(await note.getAttribute('data-verdict')).toBe('agrees');

    await page.getByRole('button', { name: 'Next mission' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Mission 3' }).count()).toBe(1);
    await expect.poll(() => vertex('C2').getAttribute('aria-label')).toBe('C2, white, triangle');
    await play('C1', 'solved');
    await expect.poll(() => note.getAttribute('data-sync'), { timeout: 15_000 }).toBe('applied');
    expect(await note.getAttribute('data-verdict')).toBe('agrees');
  });

  it('does the same on the ninth-dan ladder', async () => {
    await reach(page, '/dan9');
    await page.getByRole('link', { name: 'Open Step 1', exact: true }).click();
    await settled(page, '/dan9/mission');
    await page.getByRole('link', { name: 'Play Mission 1', exact: true }).click();
    await settled(page, '/dan9/mission/field');
    await play('C1', 'solved');
    await page.getByRole('button', { name: 'Next mission' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Mission 2' }).count()).toBe(1);
    await expect.poll(() => vertex('C3').getAttribute('aria-label')).toBe('C3, black, triangle');
    await play('C2', 'solved');
    await expect
      .poll(() => page.locator('.result-note').getAttribute('data-sync'), { timeout: 15_000 })
      .toBe('applied');
  });

  it('shows the server’s verdict when it differs from the board’s', async () => {
    await reach(page, '/dan9');
    await page.getByRole('link', { name: 'Open Step 1', exact: true }).click();
    await settled(page, '/dan9/mission');
    await page.route('**/api/study/work/result', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ errorcode: 0, solved: false, wrongAt: 0, jkno: 0, gained: 0, spoint: 0 }),
      }),
    );
    await page.getByRole('link', { name: 'Play Mission 1', exact: true }).click();
    await settled(page, '/dan9/mission/field');
    await play('C1', 'solved');
    const note = page.locator('.result-note');
    await expect.poll(() => note.getAttribute('data-verdict'), { timeout: 15_000 }).toBe('differs');
    expect(await note.textContent()).toContain('did not count this as solved');
    expect(await note.textContent()).not.toContain('This earns');
    await page.unroute('**/api/study/work/result');
  });
});

describe('the mission list', () => {
  const second = { username: 'flow_student2', password: 'Go-stones-42', email: 'flow2@example.com' };
  const states = () =>
    page.locator('[data-mission]').evaluateAll((items) => items.map((i) => i.getAttribute('data-state')));

  it('marks each mission solved or tried, as the server recorded it', async () => {
    await page.locator('header').getByRole('button', { name: 'Sign out' }).click();
    await settled(page, '/auth/sign-in');
    await register(page, server.url, second);
    await signIn(page, second);
    await openMissionList(page);
    expect(await states()).toEqual(['new', 'new', 'new']);
    await answerMission(page, 1, false);
    await answerMission(page, 2, true);
    await expect.poll(states, { timeout: 15_000 }).toEqual(['new', 'tried', 'solved']);
    expect(await page.locator('[data-mission="2"] .mission-mark').textContent()).toBe('✓ Solved');
    // From the server's record, on a new visit of the list.
    await openMissionList(page);
    await expect.poll(states, { timeout: 15_000 }).toEqual(['new', 'tried', 'solved']);
  });
});

describe('the order the server serves a group in (issue 14)', () => {
  const third = { username: 'flow_student3', password: 'Go-stones-42', email: 'flow3@example.com' };

  it('"Next mission" and the try run follow it; the server credits each answer by its mission', async () => {
    await page.locator('header').getByRole('button', { name: 'Sign out' }).click();
    await settled(page, '/auth/sign-in');
    await register(page, server.url, third);
    await signIn(page, third);
    // The server's answer for a group whose problems are rated: practice 1, 3, 2; a try run 3, 1, 2.
    await page.route('**/api/study/group/progress', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ errorcode: 0, solved: [], tried: [], order: [0, 2, 1], tryOrder: [2, 0, 1] }),
      }),
    );
    await openMissionList(page);
    await page.getByRole('link', { name: 'Play Mission 1', exact: true }).click();
    await settled(page, '/study/group/mission/field');
    await page.getByRole('button', { name: 'Skip the lesson' }).click();
    await play('D3', 'solved');
    await page.getByRole('button', { name: 'Next mission' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Mission 3' }).count()).toBe(1);
    await play('C1', 'solved');
    await page.getByRole('button', { name: 'Next mission' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Mission 2' }).count()).toBe(1);

    await openMissionList(page);
    await page.locator('main a[href="/study/group/mission/tryfield"]').first().click();
    await settled(page, '/study/group/mission/tryfield');
    await page.getByRole('button', { name: 'Start the try run' }).click();
    await expect.poll(() => page.locator('[role="timer"]').count()).toBe(1);
    for (const [mission, move] of [
      [3, 'C1'],
      [1, 'D3'],
      [2, 'C2'],
    ] as const) {
      await expect.poll(() => page.getByRole('heading', { name: `Mission ${mission}` }).count()).toBe(1);
      await play(move, 'solved');
      await page.getByRole('button', { name: mission === 2 ? 'See the result' : 'Next mission' }).click();
    }
    const result = page.locator('.try-result');
    await expect.poll(() => result.getAttribute('data-sync'), { timeout: 15_000 }).toBe('applied');
    expect(await result.locator('.confirmed').textContent()).toContain('3 correct');
    await page.unroute('**/api/study/group/progress');
  });
});
