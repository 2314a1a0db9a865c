// Events with goals (issue 16, R7.38) on SQLite and, with DATABASE_URL, PostgreSQL: the event list answers
// each goal's progress counted from the user's stored results inside the event's window (a weekly
// challenge's week on the academy clock), and /api/event/reward pays once per window, with ledger lines,
// only when the goal is met, and only to the signed-in user.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startingBalances } from '../../server/economy/wallet';
import { createTestApp, signUpPlayer, type SignedInPlayer, type TestApp } from '../support/testApp';

let t: TestApp;
let startMs = 0;
beforeAll(async () => {
  t = await createTestApp();
  startMs = t.now.ms;
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  t.now.ms = startMs;
});

let n = 0;
const numbers = new Map<number, number>();
async function signedIn(): Promise<SignedInPlayer> {
  const p = await signUpPlayer(t, 'eventer', (n += 1));
  numbers.set(p.userno, n);
  return p;
}
/** Moves the clock; players must sign in again (`again`): an access token lasts minutes, not days. */
function moveClock(toMs: number): void {
  t.now.ms = toMs;
}
const again = (p: SignedInPlayer) => signUpPlayer(t, 'eventer', numbers.get(p.userno) ?? 0);
const db = () => t.testDb.db.kysely;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A wall-clock time in Seoul (UTC+9) as a UTC instant. */
const kst = (y: number, m: number, d: number, h = 0) => Date.UTC(y, m - 1, d, h) - 9 * HOUR;
// The test clock is Sunday 22 November 2026, noon in Seoul: the week runs from Monday the 16th.
const weekStart = kst(2026, 11, 16);
const weekEnd = kst(2026, 11, 23);
const WEEKLY = 2;
const DATED = 3;

let challenges = 0;
/** Stored single-play results at a time, as /api/single/result writes them (credited = solved). */
async function storeSolves(userno: number, atMs: number, solved: number, failed = 0): Promise<void> {
  const rows = Array.from({ length: solved + failed }, (_, i) => ({
    userno,
    challenge_id: `event-${++challenges}`,
    sno: 3,
    gno: 1,
    jkno: i,
    verdict: i < solved ? 'solved' : 'failed',
    credited: i < solved ? 1 : 0,
    stars: i < solved ? 3 : 0,
    moves: 'D3',
    created_at: atMs,
  }));
  if (rows.length > 0) await db().insertInto('single_results').values(rows).execute();
}

interface EventView {
  eid: number;
  stime: number;
  etime: number;
  period?: string;
  goal?: { kind: string; need: number; have: number; met: boolean; claimed: boolean };
  reward?: { gem: number; gold: number };
}

async function events(p: SignedInPlayer): Promise<EventView[]> {
  const res = await p.call('/api/event/view', {});
  expect(res.errorcode).toBe(0);
  return res.events as EventView[];
}
const weekly = async (p: SignedInPlayer) => (await events(p)).find((e) => e.eid === WEEKLY);

/** The stored balances, or the starting ones before the first change. */
async function balances(userno: number): Promise<{ gem: number; gold: number }> {
  const row = await db().selectFrom('balances').selectAll().where('userno', '=', userno).executeTakeFirst();
  return row ?? startingBalances;
}

const claim = (p: SignedInPlayer, eid: number, stimeMs: number, key?: string) =>
  p.call('/api/event/reward', { eid, stime: stimeMs * 1000 }, key);

describe('/api/event/view', () => {
  it('answers the running events with their window and the goal counted from nothing yet', async () => {
    const p = await signedIn();
    const list = await events(p);
    expect(list.map((e) => e.eid)).toEqual([1, WEEKLY, DATED]);
    expect(list[0]).not.toHaveProperty('goal');
    expect(list[1]).toMatchObject({
      stime: weekStart * 1000,
      etime: weekEnd * 1000,
      period: 'week',
      goal: { kind: 'solved', need: 5, have: 0, met: false, claimed: false },
      reward: { gem: 20, gold: 0 },
    });
    expect(list[2]).toMatchObject({
      stime: kst(2026, 11, 1) * 1000,
      etime: kst(2026, 12, 1) * 1000,
      goal: { kind: 'points', need: 50, have: 0, met: false, claimed: false },
      reward: { gem: 0, gold: 30 },
    });
  });

  it('counts only solved results inside the week (R7.38)', async () => {
    let p = await signedIn();
    await storeSolves(p.userno, weekStart - 1, 4); // Sunday 23:59:59.999 of the week before
    await storeSolves(p.userno, weekStart, 2, 3); // Monday 00:00: two solved, three missed
    await storeSolves(p.userno, t.now.ms - HOUR, 1);
    expect((await weekly(p))?.goal).toEqual({ kind: 'solved', need: 5, have: 3, met: false, claimed: false });
    moveClock(weekEnd - 1);
    p = await again(p);
    await storeSolves(p.userno, weekEnd - 1, 2);
    expect((await weekly(p))?.goal).toMatchObject({ have: 5, met: true });
    // The next week starts from nothing, whatever the week before held.
    moveClock(weekEnd + HOUR);
    p = await again(p);
    expect(await weekly(p)).toMatchObject({
      stime: weekEnd * 1000,
      goal: { have: 0, met: false, claimed: false },
    });
  });

  it('shows a weekly challenge every week and no event before its start', async () => {
    const first = await signedIn();
    moveClock(kst(2027, 1, 6, 10));
    const p = await again(first);
    const list = await events(p);
    // The November event ended; the new-year one (1 January) runs; the weekly one is in its week.
    expect(list.map((e) => e.eid)).toEqual([1, WEEKLY, 4]);
    expect(list[1]).toMatchObject({ stime: kst(2027, 1, 4) * 1000, etime: kst(2027, 1, 11) * 1000 });
  });
});

describe('/api/event/reward', () => {
  it('refuses a claim before the goal is reached (-1701), then pays once with ledger lines', async () => {
    const p = await signedIn();
    await storeSolves(p.userno, weekStart - DAY, 10); // last week's solves do not help
    await storeSolves(p.userno, weekStart + DAY, 4);
    const before = await balances(p.userno);
    expect(await claim(p, WEEKLY, weekStart)).toEqual({ errorcode: -1701 });
    await storeSolves(p.userno, weekStart + 2 * DAY, 1);
    expect(await claim(p, WEEKLY, weekStart)).toEqual({
      errorcode: 0,
      eid: WEEKLY,
      stime: weekStart * 1000,
      gem: before.gem + 20,
      gemDelta: 20,
      gold: before.gold,
      goldDelta: 0,
    });
    expect(await claim(p, WEEKLY, weekStart)).toEqual({ errorcode: -1702 });
    expect((await weekly(p))?.goal).toMatchObject({ met: true, claimed: true });
    expect((await balances(p.userno)).gem).toBe(before.gem + 20);
    const lines = await db()
      .selectFrom('ledger')
      .select(['currency', 'delta', 'reason'])
      .where('userno', '=', p.userno)
      .where('reason', '=', `event_${WEEKLY}`)
      .execute();
    expect(lines).toEqual([{ currency: 'gem', delta: 20, reason: `event_${WEEKLY}` }]);
  });

  it('a replay of the same claim (the outbox resending it) answers the same and pays once', async () => {
    const p = await signedIn();
    await storeSolves(p.userno, weekStart + DAY, 5);
    const first = await claim(p, WEEKLY, weekStart, 'event-replay');
    const again = await claim(p, WEEKLY, weekStart, 'event-replay');
    expect(first.errorcode).toBe(0);
    expect(again).toEqual(first);
    expect((await balances(p.userno)).gem).toBe(first.gem);
  });

  it('claims racing with different keys pay once', async () => {
    const p = await signedIn();
    await storeSolves(p.userno, weekStart + DAY, 5);
    const before = await balances(p.userno);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, k) => claim(p, WEEKLY, weekStart, `event-race-${p.userno}-${k}`)),
    );
    expect(answers.map((a) => a.errorcode).sort()).toEqual([-1702, -1702, -1702, -1702, -1702, 0]);
    expect((await balances(p.userno)).gem).toBe(before.gem + 20);
    const claims = await db().selectFrom('event_claims').selectAll().where('userno', '=', p.userno).execute();
    expect(claims).toHaveLength(1);
  });

  it("a claim sent after the week ended counts that week's results only", async () => {
    let late = await signedIn();
    await storeSolves(late.userno, weekStart + DAY, 5);
    let short = await signedIn();
    await storeSolves(short.userno, weekStart + DAY, 3);
    moveClock(weekEnd + 10 * HOUR);
    late = await again(late);
    short = await again(short);
    await storeSolves(short.userno, weekEnd + HOUR, 10); // this week's solves
    expect((await claim(late, WEEKLY, weekStart)).errorcode).toBe(0);
    expect(await claim(short, WEEKLY, weekStart)).toEqual({ errorcode: -1701 });
    // This week is a new window with its own reward.
    expect((await claim(short, WEEKLY, weekEnd)).errorcode).toBe(0);
    // A week after its end the old window's claims are closed.
    moveClock(weekEnd + 7 * DAY);
    short = await again(short);
    // (A fresh key: the first refusal of the same body would be replayed under its key.)
    expect(await claim(short, WEEKLY, weekStart, `closed-${short.userno}`)).toEqual({ errorcode: -1703 });
  });

  it('pays gold for a dated event counted in points', async () => {
    const p = await signedIn();
    await storeSolves(p.userno, kst(2026, 10, 31, 23), 10); // October: outside the event
    expect(await claim(p, DATED, kst(2026, 11, 1))).toEqual({ errorcode: -1701 });
    await storeSolves(p.userno, kst(2026, 11, 2), 5);
    const before = await balances(p.userno);
    expect(await claim(p, DATED, kst(2026, 11, 1))).toMatchObject({
      errorcode: 0,
      goldDelta: 30,
      gemDelta: 0,
    });
    expect((await balances(p.userno)).gold).toBe(before.gold + 30);
  });

  it('another user can neither claim for you (-4031) nor use your results', async () => {
    const victim = await signedIn();
    const attacker = await signedIn();
    await storeSolves(victim.userno, weekStart + DAY, 5);
    expect(
      await attacker.call('/api/event/reward', {
        userno: victim.userno,
        eid: WEEKLY,
        stime: weekStart * 1000,
      }),
    ).toEqual({ errorcode: -4031 });
    expect(await claim(attacker, WEEKLY, weekStart)).toEqual({ errorcode: -1701 });
    const claims = await db().selectFrom('event_claims').selectAll().execute();
    expect(claims.filter((c) => c.userno === victim.userno || c.userno === attacker.userno)).toEqual([]);
  });

  it('refuses an event without a goal or unknown (-2), and a window that is not running (-1703)', async () => {
    const p = await signedIn();
    await storeSolves(p.userno, weekStart + DAY, 20);
    expect(await claim(p, 1, 0)).toEqual({ errorcode: -2 });
    expect(await claim(p, 99, weekStart)).toEqual({ errorcode: -2 });
    expect(await claim(p, WEEKLY, weekStart + HOUR)).toEqual({ errorcode: -1703 });
    expect(await claim(p, WEEKLY, weekEnd)).toEqual({ errorcode: -1703 });
    expect(await claim(p, 4, kst(2027, 1, 1))).toEqual({ errorcode: -1703 });
  });

  it.each([{}, { eid: WEEKLY }, { eid: '2', stime: 0 }, { eid: 2, stime: -1 }, { eid: 2.5, stime: 0 }])(
    'answers -1000 to the bad body %j',
    async (body) => {
      const p = await signedIn();
      expect(await p.call('/api/event/reward', body)).toEqual({ errorcode: -1000 });
    },
  );
});
