// Offline after the first visit (issue 7), in Chromium against the built app and the real server: a student
// signs in and opens the study missions once; with the network gone the app reloads from its service
// worker, the student solves a mission and starts a try run (a heart spent), all queued in the outbox; when
// the network returns, the server's database holds exactly one result for that mission and exactly one
// heart spend, and still does after another reload, another network toggle, and a replay of the very same
// queued writes (what a tablet sends again when the server's answers were lost on the way back).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openServerDb, type ServerDb, type UserState } from './support/db';
import { drained, putWrites, readOutbox, type StoredWrite } from './support/outbox';
import type { RunningServer } from './support/server';
import { openProfileSuite, visitUnderWorker, type ProfileSuite } from './support/suite';
import { register, settled, signIn } from './support/app';
import { fixtureGroup, fixtureMoves, openMissionList } from './support/study';

const group = { sno: fixtureGroup.sno, gno: fixtureGroup.gno };
const rightMoves = fixtureMoves.map((m) => m.right);
const user = { username: 'offline_student', password: 'Go-stones-42', email: 'offline@example.com' };

let server: RunningServer;
let profile: ProfileSuite['profile'];
let page: Page;
let db: ServerDb;
let userno: number;
let queued: StoredWrite[] = [];
let delivered: UserState;

const feedback = () => page.locator('[data-feedback]').first();
const click = (vertex: string) => page.locator(`[data-vertex="${vertex}"]`).first().click();

beforeAll(async () => {
  ({ server, profile, page } = await openProfileSuite());
  db = openServerDb(server.dataDir);
});

afterAll(async () => {
  await profile?.context.setOffline(false);
  await profile?.close();
  await db?.close();
  const code = await server?.stop();
  expect(code).toBe(0);
});

describe('offline after the first visit', () => {
  it('signs in and opens the study missions once, under the service worker', async () => {
    await visitUnderWorker(page, server.url);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await register(page, server.url, user);
    await signIn(page, user);
    userno = await db.userno(user.username);
    await openMissionList(page);
    // The replay grant is what would deliver these writes if the student signed out first.
    await expect.poll(async () => (await readOutbox(page)).grants).toEqual([userno]);
    const before = await db.state(userno);
    expect(before.practice).toEqual([]);
    // Only the new account's starting hearts, booked when its balances row was made: nothing spent yet.
    expect(before.ledger.filter((l) => l.currency === 'heart')).toEqual([
      { currency: 'heart', delta: 5, balanceAfter: 5, reason: 'starting_balance' },
    ]);
    expect(before.balances?.heart).toBe(5);
  });

  it('reloads offline, solves a mission and starts a try run, all kept in the outbox', async () => {
    await profile.context.setOffline(true);
    await page.reload();
    await settled(page, '/');
    await openMissionList(page);

    await page.getByRole('link', { name: 'Play Mission 2', exact: true }).click();
    await settled(page, '/study/group/mission/field');
    await expect.poll(() => feedback().getAttribute('data-feedback'), { timeout: 15_000 }).toBe('start');
    await click('C2');
    await expect.poll(() => feedback().getAttribute('data-feedback')).toBe('solved');
    await expect.poll(() => page.locator('[data-result="solved"]').getAttribute('data-sync')).toBe('pending');

    await page.getByRole('link', { name: 'Back to the mission' }).click();
    await settled(page, '/study/group/mission');
    await page.locator('main a[href="/study/group/mission/tryfield"]').first().click();
    await settled(page, '/study/group/mission/tryfield');
    await expect.poll(() => page.getByText('Hearts you have: 5').count(), { timeout: 15_000 }).toBe(1);
    const start = page.getByRole('button', { name: 'Start the try run' });
    await expect.poll(() => start.isEnabled(), { timeout: 15_000 }).toBe(true);
    await start.click();
    await expect.poll(() => page.locator('[role="timer"]').count()).toBe(1);
    for (const [index, vertex] of rightMoves.entries()) {
      await expect.poll(() => page.getByRole('heading', { name: `Mission ${index + 1}` }).count()).toBe(1);
      await click(vertex);
      await expect.poll(() => feedback().getAttribute('data-feedback')).toBe('solved');
      const last = index === rightMoves.length - 1;
      await page.getByRole('button', { name: last ? 'See the result' : 'Next mission' }).click();
    }
    await expect.poll(() => page.locator('.try-result').getAttribute('data-sync')).toBe('pending');
    await expect.poll(() => page.locator('[data-pending]').getAttribute('data-pending')).toBe('3');

    queued = (await readOutbox(page)).writes;
    expect(queued.map((w) => [w.userno, w.path])).toEqual([
      [userno, '/api/study/work/result'],
      [userno, '/api/quest/total/start'],
      [userno, '/api/study/try/result'],
    ]);
    expect(new Set(queued.map((w) => w.idempotencyKey)).size).toBe(3);
    // Nothing reached the server while the network was off.
    const offline = await db.state(userno);
    expect(offline.practice).toEqual([]);
    expect(offline.tryRuns).toEqual([]);
  });

  it('delivers each write exactly once when the network returns', async () => {
    await profile.context.setOffline(false);
    await drained(page);
    const predicted = await page.locator('[data-medal-predicted]').getAttribute('data-medal-predicted');
    await expect
      .poll(() => page.locator('[data-medal-confirmed]').getAttribute('data-medal-confirmed'), {
        timeout: 15_000,
      })
      .toBe(predicted);
    delivered = await db.state(userno);
    expect(delivered.practice).toEqual([{ ...group, jkno: 1, solved: true, moves: 'C2' }]);
    expect(delivered.tryRuns).toHaveLength(1);
    expect(delivered.tryRuns[0]).toMatchObject({
      ...group,
      finished: true,
      cno: 3,
      answers: [
        { jkno: 0, solved: true },
        { jkno: 1, solved: true },
        { jkno: 2, solved: true },
      ],
    });
    expect(delivered.ledger.filter((l) => l.currency === 'heart')).toEqual([
      // The new account's starting hearts, booked when its balances row was made.
      { currency: 'heart', delta: 5, balanceAfter: 5, reason: 'starting_balance' },
      { currency: 'heart', delta: -1, balanceAfter: 4, reason: 'study_try' },
    ]);
    expect(delivered.balances?.heart).toBe(4);
    expect(delivered.keysByPath).toMatchObject({
      '/api/study/work/result': 1,
      '/api/quest/total/start': 1,
      '/api/study/try/result': 1,
    });
    expect((await readOutbox(page)).rejections).toEqual([]);
  });

  it('stays exactly once after another reload and network toggle', async () => {
    await page.reload();
    await settled(page, '/study/group/mission/tryfield');
    await profile.context.setOffline(true);
    await profile.context.setOffline(false);
    await drained(page);
    expect(await db.state(userno)).toEqual(delivered);
  });

  it('answers a replay of the same queued writes without applying them again', async () => {
    // The tablet sent them, the server applied them, the answers were lost: the same writes go again.
    await putWrites(
      page,
      queued.map(({ id: _id, ...write }) => ({ ...write, attempts: 0, nextAttemptAt: 0 })),
    );
    expect((await readOutbox(page)).writes).toHaveLength(3);
    await profile.context.setOffline(true);
    await profile.context.setOffline(false);
    await drained(page);
    expect((await readOutbox(page)).rejections).toEqual([]);
    expect(await db.state(userno)).toEqual(delivered);
  });
});
