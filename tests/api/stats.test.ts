// Points and statistics (R3.35, R7.53–R7.57, R9.16) on SQLite and, with DATABASE_URL, PostgreSQL: days
// on the academy calendar computed from the stored study and single results, the date list a page of 10
// at a time, the statistics PIN and the sign-off it guards, and the once-a-day reward.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previousStatDay, statDayBounds, statDayOf } from '../../src/domain/rules/statistics';
import { createTestApp, signUpPlayer, type SignedInPlayer, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let n = 0;
type Player = SignedInPlayer;

const signedIn = async (): Promise<Player> => signUpPlayer(t, 'counter', (n += 1));

const db = () => t.testDb.db.kysely;
const today = () => statDayOf(t.now.ms);
/** Noon of a day `back` days before today, on the academy clock. */
const noonDaysAgo = (back: number) =>
  (statDayBounds(today())?.startMs ?? 0) - back * 86_400_000 + 12 * 3_600_000;

let storedMissions = 0;
/**
 * Stored practice answers at a time, as /api/study/work/result writes them: each solve the first of a
 * mission of its own (only those count, docs/rules.md), with its claim in study_practice_solves.
 */
async function storeAnswers(userno: number, atMs: number, solved: number, missed = 0): Promise<void> {
  for (let i = 0; i < solved + missed; i++) {
    const jkno = ++storedMissions;
    const row = await db()
      .insertInto('study_results')
      .values({
        userno,
        kind: 'study',
        sno: 2,
        gno: 1,
        jkno,
        try_id: null,
        solved: i < solved ? 1 : 0,
        moves: 'D3',
        created_at: atMs,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (i < solved)
      await db()
        .insertInto('study_practice_solves')
        .values({ userno, kind: 'study', sno: 2, gno: 1, jkno, result_id: row.id, solved_at: atMs })
        .execute();
  }
}

interface Detail {
  sdate: number;
  points: number;
  solved: number;
  tried: number;
  seconds: number;
  sections: { section: string; points: number; solved: number; tried: number; seconds: number }[];
  targets: { kind: string; need: number; have: number; met: boolean }[];
  reward: { gold: number; heart: number };
  rewarded: boolean;
  checked: boolean;
  streak?: number;
}

async function detail(p: Player, sdate = 0): Promise<Detail> {
  const res = await p.call('/api/total/point/date/detail', { userno: p.userno, sdate });
  expect(res.errorcode).toBe(0);
  return res.MyStatDetail as Detail;
}

describe('/api/total/point/date/detail (R7.54)', () => {
  it('an empty day: zeros in every section, targets not met, no reward', async () => {
    const p = await signedIn();
    const day = await detail(p);
    expect(day).toMatchObject({
      sdate: today(),
      points: 0,
      solved: 0,
      tried: 0,
      seconds: 0,
      reward: { gold: 0, heart: 0 },
      rewarded: false,
      checked: false,
    });
    expect(day.sections.map((s) => s.section)).toEqual(['study', 'dan9', 'single']);
    expect(day.targets).toEqual([
      { kind: 'solved', need: 10, have: 0, met: false },
      { kind: 'points', need: 80, have: 0, met: false },
    ]);
  });

  it('counts what the study calls stored: practice, a timed try run, and single results', async () => {
    const p = await signedIn();
    for (const [jkno, move] of [
      [0, 'D3'],
      [1, 'C2'],
      [2, 'C1'],
      [0, 'E3'],
    ] as const) {
      await p.call('/api/study/work/result', { sno: 2, gno: 1, jkno, moves: [move] });
    }
    await p.call('/api/quest/total/start', { sno: 2, gno: 1, tryId: 'stats-run-1' });
    t.now.ms += 120_000;
    await p.call('/api/study/try/result', {
      tryId: 'stats-run-1',
      answers: [
        { jkno: 0, moves: ['D3'] },
        { jkno: 1, moves: ['C2'] },
        { jkno: 2, moves: ['C1'] },
        { jkno: 2, moves: ['C1'] },
      ],
    });
    await db()
      .insertInto('single_challenges')
      .values({
        userno: p.userno,
        challenge_id: 'stats-single-1',
        sno: 3,
        gno: 1,
        jkno: 0,
        paid_with: 'heart',
        cost: 1,
        started_at: t.now.ms - 45_000,
        finished_at: t.now.ms,
        credited: 1,
      })
      .execute();
    await db()
      .insertInto('single_results')
      .values(
        [1, 1, 0].map((credited) => ({
          userno: p.userno,
          challenge_id: 'stats-single-1',
          sno: 3,
          gno: 1,
          jkno: 0,
          verdict: credited ? 'solved' : 'failed',
          credited,
          stars: credited ? 3 : 0,
          moves: 'D3',
          created_at: t.now.ms,
        })),
      )
      .execute();

    const day = await detail(p);
    expect(day.sections).toEqual([
      // 3 practice solves (5 points each) + 1 miss; the run's 3 missions (10 each), one answered twice
      { section: 'study', points: 45, solved: 6, tried: 8, seconds: 120 },
      { section: 'dan9', points: 0, solved: 0, tried: 0, seconds: 0 },
      { section: 'single', points: 20, solved: 2, tried: 3, seconds: 45 },
    ]);
    expect(day).toMatchObject({ points: 65, solved: 8, tried: 11, seconds: 165 });
  });

  it('reads another day by its date, and refuses dates that are not dates', async () => {
    const p = await signedIn();
    await storeAnswers(p.userno, noonDaysAgo(3), 2);
    const sdate = statDayOf(noonDaysAgo(3));
    expect(await detail(p, sdate)).toMatchObject({ sdate, solved: 2, points: 10 });
    expect((await detail(p)).solved).toBe(0);
    for (const bad of [20260230, 20261301, 123, -1, 1.5, '20261122', null]) {
      expect(await p.call('/api/total/point/date/detail', { sdate: bad })).toEqual({ errorcode: -1000 });
    }
  });
});

describe('/api/total/point/date/detail: the streak (issue 13)', () => {
  /** Claims on the days `daysBack` days before today, as the once-a-day reward stores them. */
  async function claimedBefore(p: Player, daysBack: readonly number[]): Promise<void> {
    let day = today();
    for (let back = 1; back <= Math.max(0, ...daysBack); back++) {
      day = previousStatDay(day);
      if (daysBack.includes(back))
        await db()
          .insertInto('stat_rewards')
          .values({ userno: p.userno, sdate: day, gold: 20, heart: 1, created_at: t.now.ms - 1 })
          .execute();
    }
  }

  it('is 0 for a new student', async () => {
    expect((await detail(await signedIn())).streak).toBe(0);
  });

  it('counts the run up to yesterday while today is not claimed, and today once it is', async () => {
    const p = await signedIn();
    await claimedBefore(p, [1, 2, 3]);
    expect((await detail(p)).streak).toBe(3);
    await storeAnswers(p.userno, t.now.ms, 16);
    const claim = await p.call('/api/total/point/reward', { heart: 1, gold: 20 });
    expect(claim).toMatchObject({ errorcode: 0, streak: 4 });
    expect((await detail(p)).streak).toBe(4);
    // An earlier day reads its own run: the day before yesterday was the second day of it.
    expect((await detail(p, previousStatDay(previousStatDay(today())))).streak).toBe(2);
  });

  it('is 0 when yesterday was missed, whatever came before', async () => {
    const p = await signedIn();
    await claimedBefore(p, [2, 3, 4, 5]);
    expect((await detail(p)).streak).toBe(0);
  });
});

describe('/api/total/point/date/list (R7.55, R9.16)', () => {
  it('lists days with activity from a date backwards, 10 a page, with the next page', async () => {
    const p = await signedIn();
    // Twelve active days with gaps: 0, 2, 4, … 22 days ago; an answer on the day after tomorrow is ignored.
    for (let k = 0; k < 12; k++) await storeAnswers(p.userno, noonDaysAgo(2 * k), k + 1);
    await storeAnswers(p.userno, noonDaysAgo(-2), 1);
    const days = Array.from({ length: 12 }, (_, k) => statDayOf(noonDaysAgo(2 * k)));

    const first = await p.call('/api/total/point/date/list', { userno: p.userno, sdate: 0, count: 10 });
    const list = first.MyStatDateList as { sdate: number; solved: number; points: number }[];
    expect(list.map((d) => d.sdate)).toEqual(days.slice(0, 10));
    expect(list[1]).toMatchObject({ solved: 2, points: 10, checked: false, rewarded: false });
    expect(first.next).toBe(days[10]);

    const second = await p.call('/api/total/point/date/list', { sdate: first.next, count: 10 });
    expect((second.MyStatDateList as { sdate: number }[]).map((d) => d.sdate)).toEqual(days.slice(10));
    expect(second.next).toBe(0);

    // A page never holds more than 10, however many are asked; a smaller page is kept.
    const big = await p.call('/api/total/point/date/list', { count: 500 });
    expect((big.MyStatDateList as unknown[]).length).toBe(10);
    const small = await p.call('/api/total/point/date/list', { count: 3 });
    expect((small.MyStatDateList as unknown[]).length).toBe(3);
    expect(small.next).toBe(days[3]);
  });

  it('answers an empty list for a new user and -1000 to bad input', async () => {
    const p = await signedIn();
    expect(await p.call('/api/total/point/date/list', {})).toEqual({
      errorcode: 0,
      MyStatDateList: [],
      next: 0,
    });
    for (const body of [{ count: 0 }, { count: -1 }, { sdate: 20250230 }, { sdate: 'today' }]) {
      expect(await p.call('/api/total/point/date/list', body)).toEqual({ errorcode: -1000 });
    }
  });
});

describe('/api/total/point/password (R7.53)', () => {
  it('sets, checks, changes and clears the PIN', async () => {
    const p = await signedIn();
    const pin = (body: object) => p.call('/api/total/point/password', body);
    expect(await pin({ userno: p.userno })).toEqual({
      errorcode: 0,
      MyStatPassWord: false,
      verified: false,
      attemptsLeft: 5,
      waitSeconds: 0,
    });
    expect(await pin({ newPin: '1234' })).toMatchObject({
      errorcode: 0,
      MyStatPassWord: true,
      verified: true,
    });
    expect(await pin({})).toMatchObject({ errorcode: 0, MyStatPassWord: true, verified: false });
    expect(await pin({ pin: '1234' })).toMatchObject({ errorcode: 0, MyStatPassWord: true, verified: true });
    expect(await pin({ pin: '4321' })).toEqual({ errorcode: -1401 });
    // Changing a set PIN needs the PIN or the account password.
    expect(await pin({ newPin: '5555' })).toEqual({ errorcode: -1401 });
    expect(await pin({ newPin: '5555', pin: '1234' })).toMatchObject({ errorcode: 0, MyStatPassWord: true });
    expect(await pin({ newPin: '6666', passwd: 'stone-1234' })).toMatchObject({ errorcode: 0 });
    expect(await pin({ pin: '6666' })).toMatchObject({ verified: true });
    expect(await pin({ newPin: '', pin: '6666' })).toMatchObject({
      errorcode: 0,
      MyStatPassWord: false,
      verified: true,
    });
    const stored = await db().selectFrom('stat_pins').selectAll().where('userno', '=', p.userno).execute();
    expect(stored).toEqual([]);
  });

  it('locks after five wrong guesses, even for the right PIN', async () => {
    const p = await signedIn();
    await p.call('/api/total/point/password', { newPin: '2468' });
    for (let k = 0; k < 5; k++) {
      expect(await p.call('/api/total/point/password', { pin: `000${k}` })).toEqual({ errorcode: -1401 });
    }
    expect(await p.call('/api/total/point/password', { pin: '2468' })).toEqual({ errorcode: -4290 });
    t.now.ms += 2000;
    expect(await p.call('/api/total/point/password', { pin: '2468' })).toMatchObject({ verified: true });
  });

  // Issue 22 item 3 (and 16): only a wrong secret counts; a try says how many are left; the count decays.
  it('counts no try while no PIN is set, and says how many wrong tries are left', async () => {
    const p = await signedIn();
    const pin = (body: object) => p.call('/api/total/point/password', body);
    for (let k = 0; k < 8; k++) {
      expect(await pin({ pin: '1234' })).toEqual({ errorcode: -1404 });
      expect(
        await p.call('/api/total/point/tcheck', { tcheck: 1, arr: [statDayOf(t.now.ms)], pin: '1234' }),
      ).toEqual({ errorcode: -1404 });
    }
    expect(await pin({})).toMatchObject({ MyStatPassWord: false, attemptsLeft: 5, waitSeconds: 0 });
    await pin({ newPin: '2580' });
    expect(await pin({ pin: '1111' })).toEqual({ errorcode: -1401 });
    expect(await pin({ pin: '1111' })).toEqual({ errorcode: -1401 });
    expect(await pin({})).toMatchObject({ MyStatPassWord: true, attemptsLeft: 3, waitSeconds: 0 });
    // Ten quiet minutes forgive one wrong try.
    t.now.ms += 10 * 60 * 1000;
    expect(await pin({})).toMatchObject({ attemptsLeft: 4 });
    // The right PIN clears the count.
    expect(await pin({ pin: '2580' })).toMatchObject({ verified: true, attemptsLeft: 5 });
  });

  it('says how long to wait once the free tries are used', async () => {
    const p = await signedIn();
    const pin = (body: object) => p.call('/api/total/point/password', body);
    await pin({ newPin: '1357' });
    for (let k = 0; k < 5; k++) expect(await pin({ pin: '0000' })).toEqual({ errorcode: -1401 });
    expect(await pin({})).toMatchObject({ attemptsLeft: 0, waitSeconds: 1 });
    expect(await pin({ pin: '1357' })).toEqual({ errorcode: -4290 });
  });

  it.each([{ pin: '12a4' }, { pin: '123' }, { newPin: '12345' }, { pin: 1234 }, { passwd: 'x'.repeat(65) }])(
    'answers -1000 to %j',
    async (body) => {
      const p = await signedIn();
      expect(await p.call('/api/total/point/password', body)).toEqual({ errorcode: -1000 });
    },
  );
});

describe('/api/total/point/tcheck (R7.56)', () => {
  it('signs days off with the PIN and shows it in the detail and the list', async () => {
    const p = await signedIn();
    const yesterday = statDayOf(noonDaysAgo(1));
    await storeAnswers(p.userno, noonDaysAgo(1), 1);
    expect(await p.call('/api/total/point/tcheck', { tcheck: 1, arr: [yesterday], pin: '1111' })).toEqual({
      errorcode: -1404,
    });
    await p.call('/api/total/point/password', { newPin: '1111' });
    expect(await p.call('/api/total/point/tcheck', { tcheck: 1, arr: [yesterday], pin: '9999' })).toEqual({
      errorcode: -1401,
    });
    const signed = await p.call('/api/total/point/tcheck', {
      userno: p.userno,
      tcheck: 1,
      arr: [yesterday, today(), yesterday],
      pin: '1111',
    });
    expect(signed).toEqual({ errorcode: 0, tcheck: 1, arr: [today(), yesterday] });
    expect((await detail(p, yesterday)).checked).toBe(true);
    const list = await p.call('/api/total/point/date/list', {});
    expect(list.MyStatDateList).toEqual([expect.objectContaining({ sdate: yesterday, checked: true })]);

    const withdrawn = await p.call('/api/total/point/tcheck', { tcheck: 0, arr: [yesterday], pin: '1111' });
    expect(withdrawn).toEqual({ errorcode: 0, tcheck: 0, arr: [] });
    expect((await detail(p, yesterday)).checked).toBe(false);
    expect((await detail(p)).checked).toBe(true);
  });

  it.each([
    { why: 'a future day', body: () => ({ tcheck: 1, arr: [statDayOf(noonDaysAgo(-1))], pin: '1111' }) },
    { why: 'not a date', body: () => ({ tcheck: 1, arr: [20260231], pin: '1111' }) },
    { why: 'no days', body: () => ({ tcheck: 1, arr: [], pin: '1111' }) },
    { why: 'tcheck 2', body: () => ({ tcheck: 2, arr: [today()], pin: '1111' }) },
    { why: 'no PIN', body: () => ({ tcheck: 1, arr: [today()] }) },
  ])('answers -1000 to $why', async ({ body }) => {
    const p = await signedIn();
    await p.call('/api/total/point/password', { newPin: '1111' });
    expect(await p.call('/api/total/point/tcheck', body())).toEqual({ errorcode: -1000 });
  });
});

describe('/api/total/point/reward (R7.57)', () => {
  async function balances(userno: number) {
    return db()
      .selectFrom('balances')
      .select(['gold', 'heart_count'])
      .where('userno', '=', userno)
      .executeTakeFirstOrThrow();
  }

  it("refuses while today's targets are not met, and changes nothing", async () => {
    const p = await signedIn();
    await p.call('/api/heart/add', {});
    await storeAnswers(p.userno, t.now.ms, 9);
    const before = await balances(p.userno);
    expect(await p.call('/api/total/point/reward', { heart: 1, gold: 20 })).toEqual({ errorcode: -1402 });
    expect(await balances(p.userno)).toEqual(before);
  });

  it('grants what the rules earned, at most what was asked, once a day, with ledger lines', async () => {
    const p = await signedIn();
    await storeAnswers(p.userno, t.now.ms, 16);
    expect((await detail(p)).reward).toEqual({ gold: 20, heart: 1 });
    const claim = await p.call(
      '/api/total/point/reward',
      { userno: p.userno, heart: 50, gold: 99999 },
      'daily-claim-1',
    );
    expect(claim).toEqual({
      errorcode: 0,
      gold: 120,
      goldDelta: 20,
      heart: 6,
      heartDelta: 1,
      gem: 3,
      gemDelta: 3,
      streak: 1,
      singleTime: expect.any(Number),
      sdate: today(),
    });
    expect(
      await p.call('/api/total/point/reward', { userno: p.userno, heart: 50, gold: 99999 }, 'daily-claim-1'),
    ).toEqual(claim);
    expect(await p.call('/api/total/point/reward', { heart: 1, gold: 20 })).toEqual({ errorcode: -1403 });
    expect(await balances(p.userno)).toEqual({ gold: 120, heart_count: 6 });
    const ledger = await db()
      .selectFrom('ledger')
      .select(['currency', 'delta'])
      .where('userno', '=', p.userno)
      .where('reason', '=', 'daily_reward')
      .execute();
    expect(ledger.sort((a, b) => a.currency.localeCompare(b.currency))).toEqual([
      { currency: 'gem', delta: 3 },
      { currency: 'gold', delta: 20 },
      { currency: 'heart', delta: 1 },
    ]);
    expect((await detail(p)).rewarded).toBe(true);

    // The next academy day starts over: its targets are not met yet.
    t.now.ms = (statDayBounds(today())?.endMs ?? 0) + 60_000;
    const relogin = (await t.post('/api/login', { username: p.username, passwd: 'stone-1234' })).json();
    const next = await t.post(
      '/api/total/point/reward',
      { heart: 1, gold: 20 },
      { token: relogin.accessToken, headers: { 'idempotency-key': 'daily-claim-2' } },
    );
    expect(next.json()).toEqual({ errorcode: -1402 });
  });

  it.each([
    ['six claimed days before today: the seventh pays the streak bonus', [1, 2, 3, 4, 5, 6], 7, 18],
    ['a gap breaks the streak', [1, 2, 3, 4, 5, 7], 6, 3],
    [
      'twelve claimed days before today: day thirteen pays no bonus',
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
      13,
      3,
    ],
  ] as const)('pays gems for a 7-day streak (issue 16): %s', async (_name, daysBack, streak, gems) => {
    const p = await signedIn();
    await storeAnswers(p.userno, t.now.ms, 16);
    let day = today();
    const earlier: number[] = [];
    for (let back = 1; back <= Math.max(...daysBack); back++) {
      day = previousStatDay(day);
      if ((daysBack as readonly number[]).includes(back)) earlier.push(day);
    }
    for (const sdate of earlier)
      await db()
        .insertInto('stat_rewards')
        .values({ userno: p.userno, sdate, gold: 20, heart: 1, created_at: t.now.ms - 1 })
        .execute();
    expect(await p.call('/api/total/point/reward', { heart: 1, gold: 20 })).toMatchObject({
      errorcode: 0,
      gem: gems,
      gemDelta: gems,
      streak,
    });
  });

  it('an app asking for less gets less; asking for nothing is refused and keeps the claim', async () => {
    const p = await signedIn();
    await storeAnswers(p.userno, t.now.ms, 10);
    expect((await detail(p)).reward).toEqual({ gold: 10, heart: 0 });
    expect(await p.call('/api/total/point/reward', { heart: 1, gold: 0 })).toEqual({ errorcode: -1000 });
    expect(await p.call('/api/total/point/reward', { heart: 0, gold: 4 })).toMatchObject({
      errorcode: 0,
      goldDelta: 4,
      heartDelta: 0,
      gold: 104,
    });
  });

  it.each([
    {},
    { heart: -1, gold: 0 },
    { heart: 1, gold: 1.5 },
    { heart: 101, gold: 0 },
    { heart: '1', gold: 1 },
  ])('answers -1000 to %j', async (body) => {
    const p = await signedIn();
    expect(await p.call('/api/total/point/reward', body)).toEqual({ errorcode: -1000 });
  });

  it("refuses another user's number (-4031) on every statistics call", async () => {
    const victim = await signedIn();
    const attacker = await signedIn();
    for (const [path, body] of [
      ['/api/total/point/date/detail', {}],
      ['/api/total/point/date/list', {}],
      ['/api/total/point/password', {}],
      ['/api/total/point/tcheck', { tcheck: 1, arr: [today()], pin: '1111' }],
      ['/api/total/point/reward', { heart: 1, gold: 1 }],
    ] as const) {
      expect(await attacker.call(path, { ...body, userno: victim.userno })).toEqual({ errorcode: -4031 });
    }
  });
});
