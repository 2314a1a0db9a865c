// Study end to end (issue 6), in Chromium against the built app and the real server on the test packs: a new
// user signs in, opens the first study mission (its lesson first), plays a wrong move and sees it refuted,
// plays the right move by clicking its `data-vertex` point and sees the success confirmed; a try run over a
// ten-mission group ends with the medal the rules engine predicts, confirmed by the server; the rank view
// shows the user with the points the rules give; the ninth-dan ladder plays on the same board.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { MedalThresholds } from '../../src/domain/rules/medal';
import { groupMedal, PRACTICE_POINTS, tryRunPoints } from '../../src/domain/rules/studyPoints';
import type { RunningServer } from './support/server';
import { fixtureMoves } from './support/study';
import { closeSuite, editedFixturePacks, openSuite } from './support/suite';
import { heading, reach, register, settled, signIn } from './support/app';

/** The server's medal thresholds (server/content/appConfig.ts, sent in appini). */
const thresholds: MedalThresholds = { gold: 9, silver: 7, bronze: 5 };
/** The three fixture problems, by mission index modulo 3: the right and a wrong first move. */
const answers = fixtureMoves;
const groupSize = 10;

let contentDir: string;
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const user = { username: 'study_student1', password: 'Go-stones-42', email: 'study1@example.com' };

/** The fixture packs, with elementary group 1 grown to ten missions (the fixture's three, repeated). */
function writeContent(): string {
  return editedFixturePacks('hoshi-e2e-packs-', (group) => {
    const base = group.missions;
    group.missions = Array.from({ length: groupSize }, (_, jkno) => {
      const source = base[jkno % base.length];
      if (!source) throw new Error('empty fixture group');
      const name = `Mission ${jkno + 1}`;
      return { ...source, jkno, title: { 'ko-KR': name, 'en-US': name, 'zh-CN': name } };
    });
  });
}

const feedback = () => page.locator('[data-feedback]').first();
const click = (vertex: string) => page.locator(`[data-vertex="${vertex}"]`).first().click();

beforeAll(async () => {
  contentDir = writeContent();
  ({ server, browser, context, page } = await openSuite({ CONTENT_DIR: contentDir }));
});

afterAll(async () => {
  const code = await closeSuite({ server, browser, context });
  fs.rmSync(contentDir, { recursive: true, force: true });
  expect(code).toBe(0);
});

describe('study', () => {
  it('signs in a new user and opens the first study mission, its lesson first', async () => {
    await register(page, server.url, user);
    await signIn(page, user);
    await reach(page, '/study');
    await expect
      .poll(() => page.getByRole('tab', { name: 'Elementary' }).getAttribute('aria-selected'))
      .toBe('true');
    // The category's measured level (issue 14; tests/fixtures/packs/levels.json): the median of its problems.
    await expect.poll(() => page.getByText('About 28 kyu').count()).toBe(1);
    await page.getByRole('link', { name: 'Open Elementary' }).click();
    await settled(page, '/study/group');
    await expect.poll(() => page.locator('[data-crowns]').getAttribute('data-crowns')).toBe('0');
    // The course outline names the groups (R3.03), each with its level.
    await expect.poll(() => page.locator('[data-group="1"] .group-title').textContent()).toBe('Atari');
    expect(await page.locator('[data-group="1"] .path-level').textContent()).toBe('About 29 kyu');
    expect(await page.locator('[data-group="2"] .path-level').textContent()).toBe('About 22 kyu');
    await page.getByRole('link', { name: 'Open group 1', exact: true }).click();
    await settled(page, '/study/group/mission');
    await expect.poll(() => page.locator('[data-mission]').count(), { timeout: 15_000 }).toBe(groupSize);
    await page.getByRole('link', { name: 'Play Mission 1', exact: true }).click();
    await settled(page, '/study/group/mission/field');

    // The lesson of study key 02-01-00: one step on the board, then the mission.
    await expect.poll(() => page.getByText('Take the last liberty').count(), { timeout: 15_000 }).toBe(1);
    await click('D3');
    await expect.poll(() => feedback().getAttribute('data-feedback')).toBe('solved');
    await page.getByRole('button', { name: 'Start the mission' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Mission 1' }).count()).toBe(1);
    expect(await page.locator('.mission-level').textContent()).toBe('About 29 kyu');
  });

  it('refutes a wrong move on the board', async () => {
    await expect.poll(() => feedback().getAttribute('data-feedback')).toBe('start');
    await click('E3');
    await expect
      .poll(() => feedback().textContent())
      .toBe('Wrong: White answers at D3. The marked stones now have 2 liberties.');
    expect(await page.locator('[data-vertex="E3"]').getAttribute('aria-label')).toContain('cross');
  });

  it('solves with the right move and sees the success confirmed by the server', async () => {
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => feedback().getAttribute('data-feedback')).toBe('start');
    await click('D3');
    await expect.poll(() => feedback().textContent()).toBe('Right! The problem is solved.');
    expect(await page.locator('[data-vertex="C3"]').getAttribute('aria-label')).toBe('C3, empty');
    await expect
      .poll(() => page.locator('[data-result="solved"]').getAttribute('data-sync'), { timeout: 15_000 })
      .toBe('applied');
    expect(await page.getByText(`Confirmed by the server: +${PRACTICE_POINTS} points`).count()).toBe(1);
  });

  it('ends a try run over the group with the medal the rules engine predicts', async () => {
    await page.getByRole('link', { name: 'Back to the mission' }).click();
    await settled(page, '/study/group/mission');
    await page.locator('main a[href="/study/group/mission/tryfield"]').first().click();
    await settled(page, '/study/group/mission/tryfield');
    const start = page.getByRole('button', { name: 'Start the try run' });
    await expect.poll(() => start.isEnabled(), { timeout: 15_000 }).toBe(true);
    // The medal rule is said before the run (issue 22 item 14).
    expect(await page.locator('.try-start [data-medal-rule]').getAttribute('data-medal-rule')).toBe(
      'bestRun',
    );
    await start.click();
    await expect.poll(() => page.locator('[role="timer"]').count()).toBe(1);

    const correct = 7;
    for (let jkno = 0; jkno < groupSize; jkno += 1) {
      const moves = answers[jkno % answers.length];
      if (!moves) throw new Error('no answer');
      await expect.poll(() => page.getByRole('heading', { name: `Mission ${jkno + 1}` }).count()).toBe(1);
      await click(jkno < correct ? moves.right : moves.wrong);
      await expect
        .poll(() => feedback().getAttribute('data-feedback'))
        .toBe(jkno < correct ? 'solved' : 'wrong');
      const last = jkno === groupSize - 1;
      await page.getByRole('button', { name: last ? 'See the result' : 'Next mission' }).click();
    }

    const predicted = groupMedal(2, [{ slot: 0, correctCount: correct }], thresholds);
    expect(predicted).toBe('silver');
    await expect
      .poll(() => page.locator('[data-medal-predicted]').getAttribute('data-medal-predicted'))
      .toBe(predicted);
    // "Medal" is said once (issue 22 item 12), and the rule again after the run (item 14).
    expect(await page.locator('[data-medal-predicted]').textContent()).toBe('Medal by the rules: Silver');
    expect(await page.locator('.try-result [data-medal-rule]').count()).toBe(1);
    expect(await page.getByText(`Correct answers: ${correct} of ${groupSize}`).count()).toBe(1);
    await expect
      .poll(() => page.locator('[data-medal-confirmed]').getAttribute('data-medal-confirmed'), {
        timeout: 15_000,
      })
      .toBe(predicted);
    // The group list shows the new medal.
    await reach(page, '/study/group');
    await expect
      .poll(() => page.locator('[data-group="1"] [data-medal]').getAttribute('data-medal'))
      .toBe(predicted);
  });

  it('shows the user in the rank view with the points the rules give', async () => {
    await reach(page, '/study/rank/field');
    await expect.poll(() => heading(page)).toBe('Study rank');
    const table = page.locator('table.rank-table');
    await expect.poll(() => table.getAttribute('data-user')).toBe(user.username);
    expect(await table.locator('caption').textContent()).toBe(`Standing of ${user.username}`);
    const row = table.locator('tr[data-category="2"]');
    const points = PRACTICE_POINTS + tryRunPoints(7, 'none', 'silver');
    await expect.poll(() => row.locator('[data-points]').getAttribute('data-points')).toBe(String(points));
    expect(await row.locator('[data-tries]').getAttribute('data-tries')).toBe('1');
    await expect.poll(() => row.locator('[data-rank]').getAttribute('data-rank')).toBe('1');
  });

  it('delivered every write through the outbox and holds a replay grant for the user (issue 7)', async () => {
    const outbox = () =>
      page.evaluate(async () => {
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const request = indexedDB.open('hoshi-outbox');
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error as Error);
        });
        const count = (store: string) =>
          new Promise<number>((resolve, reject) => {
            const request = db.transaction(store).objectStore(store).count();
            request.onsuccess = () => resolve(request.result);
            request.onerror = () => reject(request.error as Error);
          });
        const result = { writes: await count('writes'), grants: await count('grants') };
        db.close();
        return result;
      });
    await expect.poll(outbox).toEqual({ writes: 0, grants: 1 });
  });

  it('names the groups and the way on only once the course outline is in, never "Group 1" first', async () => {
    await reach(page, '/study');
    // Hold the outline (the groups' titles) until the rest of the screen has had its time.
    const held: (() => void)[] = [];
    let holding = true;
    await page.route('**/api/study/course', async (route) => {
      if (holding) await new Promise<void>((release) => held.push(release));
      await route.continue();
    });
    // Every text the screen shows from now on, however briefly: a sample could miss a flash.
    await page.evaluate(() => {
      const w = globalThis as unknown as { seenTexts: string[]; document: { body: unknown } };
      w.seenTexts = [];
      new MutationObserver(() => {
        const main = (
          w.document as unknown as { querySelector: (s: string) => { textContent: string } | null }
        ).querySelector('main');
        w.seenTexts.push(main?.textContent ?? '');
      }).observe(w.document.body as never, { childList: true, subtree: true, characterData: true });
    });
    const seen = () => page.evaluate(() => (globalThis as unknown as { seenTexts: string[] }).seenTexts);
    try {
      await page.locator('main a[href="/study/group"]').first().click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/study/group');
      await expect.poll(() => held.length).toBeGreaterThan(0);
      await page.waitForTimeout(800);
      expect(await page.getByRole('link', { name: /^Go on/ }).count()).toBe(0);
    } finally {
      holding = false;
      for (const release of held) release();
      // Held requests go on to the server before the route is taken away.
      await page.unrouteAll({ behavior: 'wait' });
    }
    await expect.poll(() => page.getByRole('link', { name: 'Go on: Atari' }).count()).toBe(1);
    expect(await page.locator('[data-group="1"] .group-title').textContent()).toBe('Atari');
    expect((await seen()).filter((text) => /Group \d/.test(text))).toEqual([]);
  });
});

describe('ninth-dan challenge', () => {
  it('plays a step’s mission on the same board', async () => {
    await reach(page, '/dan9');
    // The step shows the honest estimate beside the challenge's name (issue 14).
    await expect
      .poll(() => page.locator('[data-step="1"] .path-level').textContent(), { timeout: 15_000 })
      .toBe('About 29 kyu');
    await page.getByRole('link', { name: 'Open Step 1', exact: true }).click();
    await settled(page, '/dan9/mission');
    await page.getByRole('link', { name: 'Play Mission 1', exact: true }).click();
    await settled(page, '/dan9/mission/field');
    await expect.poll(() => feedback().getAttribute('data-feedback'), { timeout: 15_000 }).toBe('start');
    await click('D1');
    await expect.poll(() => feedback().getAttribute('data-feedback')).toBe('wrong');
    await page.getByRole('button', { name: 'Try again' }).click();
    await click('C1');
    await expect.poll(() => feedback().getAttribute('data-feedback')).toBe('solved');
    await expect
      .poll(() => page.locator('[data-result="solved"]').getAttribute('data-sync'), { timeout: 15_000 })
      .toBe('applied');
  });

  it('opens a step’s second part (issue 14) from its tab and plays that part’s own mission', async () => {
    await reach(page, '/dan9');
    await page.getByRole('link', { name: 'Open Step 1', exact: true }).click();
    await settled(page, '/dan9/mission');
    const tabs = page.getByRole('tablist', { name: 'The parts of this step' });
    await expect.poll(() => tabs.getByRole('tab').count(), { timeout: 15_000 }).toBe(2);
    expect(await page.locator('.screen-where').textContent()).toBe('Step 1 · part 1 of 2');
    await tabs.getByRole('tab', { name: 'Part 2' }).click();
    expect(await tabs.getByRole('tab', { name: 'Part 2' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.locator('.screen-where').textContent()).toBe('Step 1 · part 2 of 2');
    await page.getByRole('link', { name: 'Play Mission 1', exact: true }).click();
    await settled(page, '/dan9/mission/field');
    await expect.poll(() => feedback().getAttribute('data-feedback'), { timeout: 15_000 }).toBe('start');
    // The part's own problem: White to play (the first part's is Black's).
    expect(await page.getByText('White to play').count()).toBeGreaterThan(0);
    await click('C1');
    await expect.poll(() => feedback().getAttribute('data-feedback')).toBe('solved');
    await expect
      .poll(() => page.locator('[data-result="solved"]').getAttribute('data-sync'), { timeout: 15_000 })
      .toBe('applied');
  });
});
