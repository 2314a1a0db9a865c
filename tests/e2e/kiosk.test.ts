// A shared academy tablet (issue 7, DESIGN.md kiosk tablets), in Chromium against the built app and the real
// server: student A works offline (a mission answered, a try run that spends a heart) and signs out, and
// A's queued writes stay in the outbox tagged with A. Student B signs in on the same browser while A's
// writes still cannot get through, works too, and sees nothing of A: not on the screens, not in the
// storage the app keeps for B. When the network returns, the server credits A's writes to A (under A's
// replay grant, B still signed in) and B's to B.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { openServerDb, type ServerDb, type UserState } from './support/db';
import { drained, readOutbox, type StoredWrite } from './support/outbox';
import type { RunningServer } from './support/server';
import { openProfileSuite, visitUnderWorker, type ProfileSuite } from './support/suite';
import { register, settled, signIn } from './support/app';
import { answerMission, fixtureGroup, openMissionList, runTry } from './support/study';

const studentA = { username: 'kiosk_anna', password: 'Go-stones-42', email: 'anna@example.com' };
const studentB = { username: 'kiosk_bora', password: 'Go-stones-43', email: 'bora@example.com' };
/** The replayable writes of the study screens: what a classroom's flaky Wi-Fi loses. */
const writePaths = /\/api\/(study\/work\/result|quest\/total\/start|study\/try\/result)$/;

let server: RunningServer;
let profile: ProfileSuite['profile'];
let page: Page;
let db: ServerDb;
let usernoA: number;
let usernoB: number;

/** Every personal thing the page keeps outside the outbox: web storage and the app's IndexedDB records. */
async function personalStorage(): Promise<{ text: string; usernos: number[] }> {
  return page.evaluate(async () => {
    const records: unknown[] = [];
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('hoshi');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error as Error);
    });
    for (const store of Array.from(db.objectStoreNames)) {
      records.push(
        ...(await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(store).objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error as Error);
        })),
      );
    }
    db.close();
    const usernos = records
      .map((r) => (typeof r === 'object' && r !== null ? (r as { userno?: unknown }).userno : undefined))
      .filter((u): u is number => typeof u === 'number');
    const text = JSON.stringify({
      records,
      local: { ...localStorage },
      session: { ...sessionStorage },
    });
    return { text, usernos: [...new Set(usernos)] };
  });
}

const abortWrite = (route: Route) => route.abort('internetdisconnected');

beforeAll(async () => {
  ({ server, profile, page } = await openProfileSuite());
  db = openServerDb(server.dataDir);
});

afterAll(async () => {
  await profile?.context.unroute(writePaths, abortWrite);
  await profile?.close();
  await db?.close();
  const code = await server?.stop();
  expect(code).toBe(0);
});

describe('kiosk tablet', () => {
  it('A signs in online and opens the missions (the outbox gets A a replay grant)', async () => {
    await visitUnderWorker(page, server.url);
    await register(page, server.url, studentA);
    await register(page, server.url, studentB);
    usernoA = await db.userno(studentA.username);
    usernoB = await db.userno(studentB.username);
    await signIn(page, studentA);
    await openMissionList(page);
    await expect.poll(async () => (await readOutbox(page)).grants).toEqual([usernoA]);
  });

  it('A works offline and signs out; the queued writes stay, tagged with A', async () => {
    await profile.context.setOffline(true);
    await answerMission(page, 1, true);
    expect(await runTry(page, [true, false, true])).toBe(true);
    const queued = (await readOutbox(page)).writes;
    expect(queued.map((w) => [w.userno, w.path])).toEqual([
      [usernoA, '/api/study/work/result'],
      [usernoA, '/api/quest/total/start'],
      [usernoA, '/api/study/try/result'],
    ]);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await settled(page, '/auth/sign-in');
    // Behind A's writes waits the server's end of A's session (issue 12 #2): it goes out after them.
    const identity = (w: StoredWrite) => [w.id, w.userno, w.path, w.idempotencyKey, w.anonymous];
    await expect.poll(async () => (await readOutbox(page)).writes.length).toBe(4);
    const waiting = (await readOutbox(page)).writes;
    expect(waiting.slice(0, 3).map(identity)).toEqual(queued.map(identity));
    expect(waiting.slice(3).map((w) => [w.userno, w.path, w.anonymous])).toEqual([
      [usernoA, '/api/logout', true],
    ]);
    expect(await db.liveSessions(usernoA)).toBe(1);
    // The sign-out clears what the device kept of A (IndexedDB too, which takes its own time).
    await expect.poll(async () => (await personalStorage()).usernos).toEqual([]);
    expect((await personalStorage()).text).not.toContain(studentA.username);
  });

  it('B signs in while A’s writes cannot get through, works, and sees nothing of A', async () => {
    // The Wi-Fi lets the sign-in through but loses every replayable write, A's and B's.
    await profile.context.route(writePaths, abortWrite);
    await profile.context.setOffline(false);
    await signIn(page, studentB);
    await expect.poll(async () => (await readOutbox(page)).grants).toEqual([usernoA, usernoB]);
    await openMissionList(page);
    // A's three waiting writes are not B's to see.
    expect(await page.locator('[data-pending]').count()).toBe(0);

    await answerMission(page, 2, false);
    expect(await runTry(page, [true, true])).toBe(true);
    await expect.poll(() => page.locator('[data-pending]').getAttribute('data-pending')).toBe('3');
    // B's hearts are B's: A's pending try start does not take one of them.
    await page.locator('main a[href="/study/group/mission/tryfield"]').first().click();
    await settled(page, '/study/group/mission/tryfield');
    await page.getByRole('button', { name: 'Start another try run' }).click();
    await expect.poll(() => page.getByText(`Hearts you have: ${5 - fixtureGroup.heartCost}`).count()).toBe(1);
    expect(await page.locator('body').innerText()).not.toContain(studentA.username);

    const mine = await personalStorage();
    expect(mine.usernos).toEqual([usernoB]);
    expect(mine.text).not.toContain(studentA.username);
    expect((await readOutbox(page)).writes.map((w) => [w.userno, w.path])).toEqual([
      [usernoA, '/api/study/work/result'],
      [usernoA, '/api/quest/total/start'],
      [usernoA, '/api/study/try/result'],
      [usernoA, '/api/logout'],
      [usernoB, '/api/study/work/result'],
      [usernoB, '/api/quest/total/start'],
      [usernoB, '/api/study/try/result'],
    ]);
    // Nothing reached the server yet.
    expect((await db.state(usernoA)).practice).toEqual([]);
    expect((await db.state(usernoB)).practice).toEqual([]);
  });

  it('credits A’s writes to A and B’s to B when the network returns', async () => {
    await profile.context.unroute(writePaths, abortWrite);
    // The browser's `online` event, as when the Wi-Fi comes back.
    await profile.context.setOffline(true);
    await profile.context.setOffline(false);
    await drained(page);
    expect((await readOutbox(page)).rejections).toEqual([]);

    const a = await db.state(usernoA);
    const b = await db.state(usernoB);
    const group = { sno: fixtureGroup.sno, gno: fixtureGroup.gno };
    expect(a.practice).toEqual([{ ...group, jkno: 1, solved: true, moves: 'C2' }]);
    expect(b.practice).toEqual([{ ...group, jkno: 2, solved: false, moves: 'D1' }]);
    const runOf = (state: UserState) =>
      state.tryRuns.map((run) => ({ finished: run.finished, cno: run.cno, answers: run.answers }));
    expect(runOf(a)).toEqual([
      {
        finished: true,
        cno: 2,
        answers: [
          { jkno: 0, solved: true },
          { jkno: 1, solved: false },
          { jkno: 2, solved: true },
        ],
      },
    ]);
    expect(runOf(b)).toEqual([
      {
        finished: true,
        cno: 2,
        answers: [
          { jkno: 0, solved: true },
          { jkno: 1, solved: true },
        ],
      },
    ]);
    for (const state of [a, b]) {
      expect(state.ledger.filter((l) => l.currency === 'heart')).toEqual([
        // The new account's starting hearts, booked when its balances row was made.
        { currency: 'heart', delta: 5, balanceAfter: 5, reason: 'starting_balance' },
        { currency: 'heart', delta: -1, balanceAfter: 4, reason: 'study_try' },
      ]);
      expect(state.keysByPath).toMatchObject({
        '/api/study/work/result': 1,
        '/api/quest/total/start': 1,
        '/api/study/try/result': 1,
      });
    }
    // A's sign-out followed A's writes: A's session and grant are gone from the server and the tablet,
    // B's live on.
    expect(await db.liveSessions(usernoA)).toBe(0);
    expect(await db.liveSessions(usernoB)).toBe(1);
    await expect.poll(async () => (await readOutbox(page)).grants).toEqual([usernoB]);
    // B, still signed in, sees B's own confirmed result and nothing waiting.
    await expect.poll(() => page.locator('[data-pending]').count()).toBe(0);
    expect(await page.locator('body').innerText()).not.toContain(studentA.username);
  });
});
