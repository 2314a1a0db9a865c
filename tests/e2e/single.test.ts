// Single play end to end (R2.09–R2.12, R7.16–R7.27), in Chromium against the built app and the real server
// on the fixture packs: a new user opens single play, the puzzle category, its first group and mission 1
// (its lesson first, R5.13); starting spends a heart through the outbox (R7.24); the solve is credited by the
// server, which opens mission 2. Then a capture game against the real AI in the browser's worker (5×5, level
// 1, first capture wins) is played to its end, and the server's own tables hold the challenge and the
// result it replayed. Last, offline after one visit under the service worker: the group's missions and
// mission 2 open from what the device kept, a challenge is started and solved with the network gone, and
// both writes reach the server when it returns.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchProfile } from './support/browser';
import type { RunningServer } from './support/server';
import { closeSuite, copyFixturePacks, openSuite } from './support/suite';
import { goHome, reach, register, settled, signIn } from './support/app';

let contentDir: string;
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let profile: { context: BrowserContext; close: () => Promise<void> } | null = null;

const user = { username: 'single_student1', password: 'Go-stones-42', email: 'single1@example.com' };

/** The fixture packs in a folder of this test's own (the server reads CONTENT_DIR). */
const writeContent = () => copyFixturePacks('hoshi-e2e-single-');

interface ServerRows {
  hearts: number | null;
  challenges: { sno: number; jkno: number; cost: number; finished: boolean }[];
  results: { sno: number; jkno: number; verdict: string; credited: number; moves: string }[];
}

/** What the server stored for the user (read-only beside the running server; WAL allows it). */
function serverRows(username: string): ServerRows {
  const db = new SQLite(path.join(server.dataDir, 'hoshi.sqlite'), { readonly: true, fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const { userno } = db
      .prepare('select userno from users where username = ?')
      .get(username.toLowerCase()) as {
      userno: number;
    };
    const balance = db.prepare('select heart_count from balances where userno = ?').get(userno) as
      { heart_count: number } | undefined;
    const challenges = db
      .prepare(
        'select sno, jkno, cost, finished_at from single_challenges where userno = ? order by started_at, rowid',
      )
      .all(userno) as { sno: number; jkno: number; cost: number; finished_at: number | null }[];
    const results = db
      .prepare('select sno, jkno, verdict, credited, moves from single_results where userno = ? order by id')
      .all(userno) as ServerRows['results'];
    return {
      hearts: balance?.heart_count ?? null,
      challenges: challenges.map((c) => ({
        sno: c.sno,
        jkno: c.jkno,
        cost: c.cost,
        finished: c.finished_at !== null,
      })),
      results,
    };
  } finally {
    db.close();
  }
}

const feedback = () => page.locator('[data-feedback]').first();
const click = (vertex: string) => page.locator(`[data-vertex="${vertex}"]`).first().click();
const shownHearts = async () =>
  Number(await page.locator('[data-hearts]').first().getAttribute('data-hearts'));
const startButton = () => page.getByRole('button', { name: /^Start the challenge/ });

beforeAll(async () => {
  contentDir = writeContent();
  ({ server, browser, context, page } = await openSuite({ CONTENT_DIR: contentDir }));
});

afterAll(async () => {
  await profile?.context.setOffline(false);
  await profile?.close();
  const code = await closeSuite({ server, browser, context });
  fs.rmSync(contentDir, { recursive: true, force: true });
  expect(code).toBe(0);
});

describe('single play', () => {
  it('opens the puzzle category, a group and mission 1, its lesson first', async () => {
    await register(page, server.url, user);
    await signIn(page, user);
    await reach(page, '/single');
    await expect.poll(() => page.locator('[data-category]').count(), { timeout: 15_000 }).toBe(4);
    await page.getByRole('link', { name: 'Open Puzzle' }).click();
    await settled(page, '/single/group');
    await expect.poll(() => page.locator('[data-group="1"] .group-title').textContent()).toBe('Atari');
    await page.getByRole('link', { name: 'Open Group 1', exact: true }).click();
    await settled(page, '/single/group/mission');
    await expect.poll(() => page.locator('[data-mission]').count(), { timeout: 15_000 }).toBe(2);
    expect(await page.locator('[data-mission="0"]').getAttribute('data-state')).toBe('open');
    expect(await page.locator('[data-mission="1"]').getAttribute('data-state')).toBe('locked');
    await page.getByRole('link', { name: 'Play Mission 1', exact: true }).click();
    await settled(page, '/single/group/mission/field');

    // The lesson of single key 3_1_0_1 (3_1_0_2 is not in the pack: -2, skipped).
    await expect.poll(() => page.getByText('Capture the stone.').count(), { timeout: 15_000 }).toBe(1);
    await click('D3');
    await expect.poll(() => feedback().getAttribute('data-feedback')).toBe('solved');
    await page.getByRole('button', { name: 'Go to the mission' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Mission 1' }).count()).toBe(1);
  });

  it('starts a challenge: a heart is spent, at once on the screen and then on the server', async () => {
    await expect.poll(() => startButton().isEnabled(), { timeout: 15_000 }).toBe(true);
    const before = await shownHearts();
    expect(before).toBeGreaterThan(0);
    await startButton().click();
    await expect.poll(() => feedback().getAttribute('data-feedback'), { timeout: 15_000 }).toBe('start');
    await expect.poll(shownHearts).toBe(before - 1);
    await expect.poll(() => serverRows(user.username).challenges.length, { timeout: 15_000 }).toBe(1);
    expect(serverRows(user.username).hearts).toBe(before - 1);
  });

  it('solves it; the server credits it and opens mission 2', async () => {
    await click('D3');
    await expect.poll(() => feedback().textContent()).toBe('Right! The problem is solved.');
    const outcome = page.locator('[data-result]');
    expect(await outcome.getAttribute('data-predicted')).toBe('win');
    await expect
      .poll(() => page.locator('[data-sync="applied"]').getAttribute('data-credited'), { timeout: 15_000 })
      .toBe('true');
    expect(await page.locator('[data-sync="applied"]').getAttribute('data-server-stars')).toBe('3');
    expect(serverRows(user.username).results).toEqual([
      { sno: 3, jkno: 0, verdict: 'win', credited: 1, moves: 'D3' },
    ]);

    await page.getByRole('button', { name: 'Next mission' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Mission 2' }).count()).toBe(1);
    await expect.poll(() => startButton().isEnabled(), { timeout: 15_000 }).toBe(true);
    // The mission list says the same.
    await page.getByRole('link', { name: 'Back to the missions' }).first().click();
    await settled(page, '/single/group/mission');
    await expect.poll(() => page.locator('[data-mission="1"]').getAttribute('data-state')).toBe('open');
    expect(await page.locator('[data-mission="0"]').getAttribute('data-state')).toBe('cleared');
  });

  it('plays a capture game against the AI in the worker to its end; the server replays the result', async () => {
    await reach(page, '/single');
    await page.getByRole('link', { name: 'Open Small-board battles' }).click();
    await settled(page, '/single/group');
    await page.getByRole('link', { name: 'Open Group 1', exact: true }).click();
    await settled(page, '/single/group/mission');
    await page.getByRole('link', { name: 'Play Mission 1', exact: true }).click();
    await settled(page, '/single/group/mission/field');
    // Lesson 4_1_0_1 is text only.
    await expect.poll(() => page.getByText('Capture one stone first.').count(), { timeout: 15_000 }).toBe(1);
    await page.getByRole('button', { name: 'Go to the mission' }).click();
    await expect.poll(() => startButton().isEnabled(), { timeout: 15_000 }).toBe(true);
    expect(await startButton().textContent()).toBe('Start the challenge (2 hearts)');
    await startButton().click();

    const phase = () => page.locator('[data-phase]').getAttribute('data-phase');
    await expect.poll(phase, { timeout: 20_000 }).toBe('player');
    // The player plays empty points (in a random order) whenever it is their turn, until someone captures;
    // a few dozen tries on 5×5 always get there, else the player resigns.
    for (let tries = 0; tries < 60 && (await phase()) !== 'over'; tries += 1) {
      await expect.poll(phase, { timeout: 30_000 }).not.toBe('ai');
      if ((await phase()) !== 'player') continue;
      const labels = await page.locator('[data-vertex]').evaluateAll((cells) =>
        cells.map((c) => ({
          vertex: c.getAttribute('data-vertex') ?? '',
          label: c.getAttribute('aria-label') ?? '',
        })),
      );
      const empty = labels.filter((cell) => cell.label.includes(', empty')).map((cell) => cell.vertex);
      const vertex = empty[Math.floor(Math.random() * empty.length)];
      if (!vertex) break;
      await click(vertex);
      // The board stays disabled until the worker has answered the move: then it is the AI's turn (or
      // the game's end), or, on an illegal point (suicide), the player's again with the board open.
      await expect
        .poll(
          async () =>
            (await phase()) !== 'player' ||
            (await page.locator('[data-phase] svg.go-board').first().getAttribute('aria-disabled')) === null,
          { timeout: 30_000 },
        )
        .toBe(true);
    }
    if ((await phase()) !== 'over') await page.getByRole('button', { name: 'Resign' }).click();
    await expect.poll(phase, { timeout: 30_000 }).toBe('over');

    const predicted = await page.locator('[data-result]').getAttribute('data-predicted');
    expect(['win', 'loss']).toContain(predicted);
    const applied = page.locator('[data-sync="applied"]');
    await expect.poll(() => applied.count(), { timeout: 15_000 }).toBe(1);
    // The server's replay agrees with the rules the app applied.
    expect(await applied.getAttribute('data-verdict')).toBe(predicted);
    const rows = serverRows(user.username);
    expect(rows.challenges.map((c) => [c.sno, c.jkno, c.cost, c.finished])).toEqual([
      [3, 0, 1, true],
      [4, 0, 2, true],
    ]);
    const game = rows.results[1];
    expect(game).toMatchObject({
      sno: 4,
      jkno: 0,
      verdict: predicted,
      credited: predicted === 'win' ? 1 : 0,
    });
    // Every move of both sides went to the server, alternating from Black's first.
    const sent = game?.moves.split(' ') ?? [];
    expect(sent.length).toBeGreaterThan(0);
    for (const move of sent) expect(move).toMatch(/^([A-E][1-5]|pass)$/);
  });

  it('reviews the finished game in the worker: marked mistakes, a better move on the board (issue 20)', async () => {
    await page.getByRole('button', { name: 'Review the game' }).click();
    const review = page.locator('[data-review]');
    await expect.poll(() => review.getAttribute('data-review'), { timeout: 60_000 }).toBe('done');
    // A player clicking random points always leaves stones to capture: the review marks mistakes.
    const count = Number(await review.getAttribute('data-mistakes'));
    expect(count).toBeGreaterThan(0);
    expect(await page.getByText(`Mistake 1 of ${count}`).count()).toBe(1);
    expect(
      await page.getByText(/^Move \d+: (Black|White) \((you|the AI)\) (played [A-E][1-5]|passed)\./).count(),
    ).toBe(1);
    expect(await page.getByRole('img', { name: /Black's winning chances, move by move/ }).count()).toBe(1);
    // The better move is named, and the board shows the position before the mistake.
    expect(await page.getByText(/Better: ([A-E][1-5]|a pass)\./).count()).toBe(1);
    expect(await page.getByRole('grid', { name: /The board before move \d+/ }).count()).toBe(1);
    // REVIEW_SHOTS=DIR: screenshots of the review at a phone and a tablet size, to look at.
    const shots = process.env.REVIEW_SHOTS;
    if (shots) {
      for (const size of [
        { width: 390, height: 844 },
        { width: 1024, height: 768 },
      ]) {
        await page.setViewportSize(size);
        await page.screenshot({ path: path.join(shots, `review-${size.width}.png`), fullPage: true });
      }
    }
    if (count > 1) {
      // Keyboard: the buttons are reachable and the arrow keys step.
      await page.getByRole('button', { name: 'Next mistake' }).focus();
      await page.keyboard.press('Enter');
      expect(await page.getByText(`Mistake 2 of ${count}`).count()).toBe(1);
      await page.keyboard.press('ArrowLeft');
      expect(await page.getByText(`Mistake 1 of ${count}`).count()).toBe(1);
    }
    // The better move is tried against the AI from the position before the mistake (when it is not a pass).
    const tryButton = page.getByRole('button', { name: 'Try the better move' });
    if ((await tryButton.count()) > 0) {
      await tryButton.click();
      await expect.poll(() => page.getByRole('heading', { name: 'Try the better move' }).count()).toBe(1);
      await expect
        .poll(() => page.locator('[data-phase]').getAttribute('data-phase'), { timeout: 30_000 })
        .toMatch(/^(player|over)$/);
      expect(await page.getByRole('grid', { name: 'Playing on from the better move' }).count()).toBe(1);
      await page.getByRole('button', { name: 'Back to the review' }).click();
      await expect.poll(() => review.getAttribute('data-review')).toBe('done');
    }
    await page.getByRole('button', { name: 'Back to the game' }).first().click();
    await expect.poll(() => page.locator('[data-phase]').getAttribute('data-phase')).toBe('over');
  });

  it('delivered every write through the outbox', async () => {
    const writes = () =>
      page.evaluate(async () => {
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const request = indexedDB.open('hoshi-outbox');
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error as Error);
        });
        const count = await new Promise<number>((resolve, reject) => {
          const request = db.transaction('writes').objectStore('writes').count();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error as Error);
        });
        db.close();
        return count;
      });
    await expect.poll(writes, { timeout: 15_000 }).toBe(0);
  });

  it('downloads single play for offline from its home (issue 7)', async () => {
    await reach(page, '/single');
    const panel = page.locator('[data-offline-section="single"]');
    await expect.poll(() => panel.getByRole('button', { name: 'Download' }).isEnabled()).toBe(true);
    await panel.getByRole('button', { name: 'Download' }).click();
    await expect.poll(() => panel.getAttribute('data-download-state'), { timeout: 30_000 }).toBe('complete');
  });
});

/** From anywhere: the puzzle category's group 1, its missions listed. */
async function openPuzzleGroup(p: Page): Promise<void> {
  await reach(p, '/single');
  await p.getByRole('link', { name: 'Open Puzzle' }).click();
  await settled(p, '/single/group');
  await p.getByRole('link', { name: 'Open Group 1', exact: true }).click();
  await settled(p, '/single/group/mission');
  await expect.poll(() => p.locator('[data-mission]').count(), { timeout: 15_000 }).toBe(2);
}

describe('single play offline', () => {
  it('opens missions seen once, plays a challenge offline and delivers it when the network returns', async () => {
    profile = await launchProfile({ locale: 'en-US' });
    const tablet = await profile.context.newPage();
    tablet.on('pageerror', (error) => console.error('page error:', error.message));
    await tablet.goto(server.url);
    await settled(tablet, '/auth/sign-in');
    await tablet.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // From the next load on the worker sees every fetch (and keeps the missions' POST answers).
    await tablet.reload();
    await settled(tablet, '/auth/sign-in');
    await signIn(tablet, user);
    await openPuzzleGroup(tablet);
    await expect
      .poll(() => tablet.getByRole('button', { name: 'Mission 2', exact: true }).count(), { timeout: 15_000 })
      .toBe(1);
    await goHome(tablet);

    await profile.context.setOffline(true);
    await tablet.reload();
    await settled(tablet, '/');
    await openPuzzleGroup(tablet);
    expect(await tablet.locator('[data-mission="1"]').getAttribute('data-state')).toBe('open');
    await tablet.getByRole('link', { name: 'Play Mission 2', exact: true }).click();
    await settled(tablet, '/single/group/mission/field');
    await expect
      .poll(() => tablet.getByRole('heading', { name: 'Mission 2' }).count(), { timeout: 15_000 })
      .toBe(1);
    const start = tablet.getByRole('button', { name: /^Start the challenge/ });
    await expect.poll(() => start.isEnabled(), { timeout: 15_000 }).toBe(true);
    await start.click();
    const board = tablet.locator('[data-feedback]').first();
    await expect.poll(() => board.getAttribute('data-feedback'), { timeout: 15_000 }).toBe('start');
    await tablet.locator('[data-vertex="C2"]').first().click();
    await expect.poll(() => board.getAttribute('data-feedback')).toBe('solved');
    await expect.poll(() => tablet.locator('[data-sync="pending"]').count()).toBe(1);
    expect(serverRows(user.username).results).toHaveLength(2);

    await profile.context.setOffline(false);
    await expect
      .poll(() => tablet.locator('[data-sync="applied"]').getAttribute('data-credited'), { timeout: 20_000 })
      .toBe('true');
    const rows = serverRows(user.username);
    expect(rows.challenges.filter((c) => c.sno === 3).map((c) => [c.jkno, c.finished])).toEqual([
      [0, true],
      [1, true],
    ]);
    expect(rows.results[2]).toEqual({ sno: 3, jkno: 1, verdict: 'win', credited: 1, moves: 'C2' });
  });
});
