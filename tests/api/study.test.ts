// Study and ninth-dan calls (issue 6; R3.04, R3.06, R3.07, R4.05, R4.06, R7.11–R7.15, R7.28–R7.31) on
// the fixture packs: results are replayed with the Go engine before anything is credited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setBalances } from '../support/ledger';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let n = 0;
async function student() {
  n += 1;
  const username = `student${n}`;
  await t.post('/api/user/reg', { username, passwd: 'stone-1234', email: '' });
  const login = async () => {
    const json = (await t.post('/api/login', { username, passwd: 'stone-1234' })).json();
    return { userno: json.userno as number, token: json.accessToken as string, at: t.now.ms };
  };
  let session = await login();
  let key = 0;
  const call = async (path: string, body: object, replayKey?: string) => {
    // Some tests move the clock past the 15 minutes an access token lives.
    if (t.now.ms - session.at > 10 * 60_000) session = await login();
    const res = await t.post(path, body, {
      token: session.token,
      headers: { 'idempotency-key': replayKey ?? `k-${n}-${key++}-${path.length}` },
    });
    return res.json();
  };
  return { userno: session.userno, token: session.token, call };
}

describe('course outline', () => {
  it('lists categories and groups with titles and mission counts', async () => {
    const s = await student();
    const course = await s.call('/api/study/course', {});
    expect(course.categories[0]).toMatchObject({ sno: 2, key: 'cho', title: { 'en-US': 'Elementary' } });
    expect(
      course.categories[0].groups.map((g: { gno: number; missions: number }) => [g.gno, g.missions]),
    ).toEqual([
      [1, 3],
      [2, 5],
    ]);
    const dan9 = await s.call('/api/study/course', { kind: 'dan9' });
    // A step's first part is group 0, its further parts groups 1, 2, … (issue 14).
    expect(
      dan9.categories[0].groups.map((g: { gno: number; missions: number }) => [g.gno, g.missions]),
    ).toEqual([
      [0, 1],
      [1, 1],
    ]);
  });

  it('gives each group and category the median kyu estimate of its problems (issue 14)', async () => {
    const s = await student();
    // tests/fixtures/packs/levels.json: group 1 at 29, 28, 29 kyu; group 2 at 25, 20, 29, 22, 18.
    const course = await s.call('/api/study/course', {});
    expect(course.categories[0].groups.map((g: { kyu: number }) => g.kyu)).toEqual([29, 22]);
    expect(course.categories[0].kyu).toBe(28);
    const dan9 = await s.call('/api/study/course', { kind: 'dan9' });
    expect(dan9.categories[0].kyu).toBe(29);
    const mission = JSON.parse((await s.call('/api/study/mission/info', { sno: 2, gno: 2, jkno: 1 })).data);
    expect(mission.kyu).toBe(20);
  });
});

describe('mission and tutorial content (R7.11, R7.15, R5.16)', () => {
  it('answers a mission as a JSON string with texts in three languages', async () => {
    const s = await student();
    const res = await s.call('/api/study/mission/info', { sno: 2, gno: 1, jkno: 0 });
    const mission = JSON.parse(res.data);
    expect(mission.title['ko-KR']).toBe('문제 1');
    expect(mission.problem.goal).toEqual({ kind: 'capture', targets: ['C3'] });
  });

  it('answers -2 for a mission or tutorial that does not exist', async () => {
    const s = await student();
    expect(await s.call('/api/study/mission/info', { sno: 2, gno: 1, jkno: 9 })).toEqual({ errorcode: -2 });
    expect(await s.call('/api/study/tuto/info', { sno: 9, gno: 9, jkno: 9 })).toEqual({ errorcode: -2 });
    const tutorial = await s.call('/api/study/tuto/info', { sno: 2, gno: 1, jkno: 0 });
    expect(JSON.parse(tutorial.data).key).toBe('02-01-00');
  });
});

describe('practice results (R3.04, R7.12)', () => {
  it('credits a solve only when the moves really solve the mission', async () => {
    const s = await student();
    const wrong = await s.call('/api/study/work/result', { sno: 2, gno: 1, jkno: 0, moves: ['E3'] });
    expect(wrong).toMatchObject({ errorcode: 0, solved: false, wrongAt: 0, gained: 0, jkno: 0 });
    const right = await s.call('/api/study/work/result', { sno: 2, gno: 1, jkno: 0, moves: ['D3'] });
    expect(right).toMatchObject({ errorcode: 0, solved: true, wrongAt: -1, gained: 5, spoint: 5, jkno: 1 });
    // A claimed solve with an illegal or extra move is not a solve.
    expect(
      await s.call('/api/study/work/result', { sno: 2, gno: 1, jkno: 0, moves: ['D3', 'E5'] }),
    ).toMatchObject({ solved: false });
    expect(await s.call('/api/study/work/result', { sno: 2, gno: 1, jkno: 0, moves: ['C3'] })).toMatchObject({
      solved: false,
    });
  });

  it('reports progress in study/info: worked groups, untouched ones at jkno 0, the group seconds and hearts', async () => {
    const s = await student();
    await s.call('/api/study/work/result', { sno: 2, gno: 1, jkno: 0, moves: ['D3'] });
    const info = await s.call('/api/study/info', {});
    expect(info.study_count_info2).toEqual([{ sno: 2, gcnt: 2 }]);
    expect(info.user_study_work).toEqual([
      { sno: 2, gno: 1, jkno: 1, stime: expect.any(Number) },
      { sno: 2, gno: 2, jkno: 0, stime: 0 },
    ]);
    expect(info.study_group_second2).toEqual([
      { sno: 2, gno: 1, second: 600, heart: 1 },
      { sno: 2, gno: 2, second: 300, heart: 0 },
    ]);
  });

  it('pays a practice solve once per mission, so repeating one earns nothing (issue 12; R7.12, R7.57)', async () => {
    const s = await student();
    const solve = (body: object, key?: string) => s.call('/api/study/work/result', body, key);
    const first = { sno: 2, gno: 1, jkno: 0, moves: ['D3'] };
    expect(await solve(first)).toMatchObject({ solved: true, gained: 5, spoint: 5 });
    // The same mission again: still right, recorded, but it pays nothing.
    for (let i = 0; i < 3; i++)
      expect(await solve(first)).toMatchObject({ solved: true, gained: 0, spoint: 5, jkno: 1 });
    // Another mission pays; ninth-dan missions are missions of their own.
    expect(await solve({ sno: 2, gno: 1, jkno: 1, moves: ['C2'] })).toMatchObject({ gained: 5, spoint: 10 });
    const dan9 = { kind: 'dan9', sno: 1, gno: 0, jkno: 0, moves: ['C1'] };
    expect(await solve(dan9)).toMatchObject({ solved: true, gained: 5 });
    expect(await solve(dan9)).toMatchObject({ solved: true, gained: 0 });
    // Two first solves racing under different keys (on PostgreSQL in parallel transactions) pay once.
    const race = { sno: 2, gno: 1, jkno: 2, moves: ['C1'] };
    const raced = await Promise.all([1, 2, 3].map((i) => solve(race, `practice-race-${i}-key`)));
    expect(raced.map((r) => r.gained).sort()).toEqual([0, 0, 5]);
    expect(await s.call('/api/quest/total/point', {})).toEqual({ errorcode: 0, spoint: 15 });
    // The day's statistics count the paying solves only: a repeat is an answer tried, not solved.
    const day = (await s.call('/api/total/point/date/detail', { sdate: 0 })).MyStatDetail;
    expect(day.sections.slice(0, 2)).toEqual([
      { section: 'study', points: 15, solved: 3, tried: 8, seconds: 0 },
      { section: 'dan9', points: 5, solved: 1, tried: 2, seconds: 0 },
    ]);
  });

  it('answers -2 for a result on a mission that does not exist', async () => {
    const s = await student();
    expect(await s.call('/api/study/work/result', { sno: 7, gno: 1, jkno: 0, moves: ['D3'] })).toEqual({
      errorcode: -2,
    });
  });
});

// Issue 22 item 6: the mission list marks what the server recorded, the user's own only.
describe('group progress', () => {
  it("answers the group's solved and tried missions, the user's own only", async () => {
    const s = await student();
    const other = await student();
    await other.call('/api/study/work/result', { sno: 2, gno: 1, jkno: 2, moves: ['C1'] });
    await s.call('/api/study/work/result', { sno: 2, gno: 1, jkno: 0, moves: ['E3'] });
    await s.call('/api/study/work/result', { sno: 2, gno: 1, jkno: 1, moves: ['D2'] });
    await s.call('/api/study/work/result', { sno: 2, gno: 1, jkno: 1, moves: ['C2'] });
    expect(await s.call('/api/study/group/progress', { sno: 2, gno: 1 })).toEqual({
      errorcode: 0,
      solved: [1],
      tried: [0],
      // Too few first tries to order by rating (issue 14): pack order.
      order: [0, 1, 2],
      tryOrder: [0, 1, 2],
    });
    expect(await s.call('/api/study/group/progress', { sno: 2, gno: 2 })).toEqual({
      errorcode: 0,
      solved: [],
      tried: [],
      order: [0, 1, 2, 3, 4],
      tryOrder: [0, 1, 2, 3, 4],
    });
    // The ninth-dan step has no group 5: nothing to order.
    expect(await s.call('/api/study/group/progress', { sno: 1, gno: 5, kind: 'dan9' })).toEqual({
      errorcode: 0,
      solved: [],
      tried: [],
      order: [],
      tryOrder: [],
    });
  });
});

describe('try runs (R1.04, R3.06, R4.05, R4.06)', () => {
  const allRight = [
    { jkno: 0, moves: ['D3'] },
    { jkno: 1, moves: ['C2'] },
    { jkno: 2, moves: ['C1'] },
  ];

  it("spends the group's hearts once per run, however often the start is replayed", async () => {
    const s = await student();
    const start = await s.call(
      '/api/quest/total/start',
      { sno: 2, gno: 1, tryId: 'run-aaaa-0001' },
      'start-key-0001',
    );
    expect(start).toMatchObject({ errorcode: 0, TryCount: 1, second: 600, heart: 1, heartCnt: 4 });
    // The spend from a full count starts the recharge clock now: the anchor the app shows hearts from.
    expect(start.singleTime).toBeGreaterThan(0);
    expect(
      await s.call('/api/quest/total/start', { sno: 2, gno: 1, tryId: 'run-aaaa-0001' }, 'start-key-0001'),
    ).toEqual(start);
    // Same run, another key (e.g. the app lost the key): still one run, one heart.
    expect(await s.call('/api/quest/total/start', { sno: 2, gno: 1, tryId: 'run-aaaa-0001' })).toMatchObject({
      TryCount: 1,
      heartCnt: 4,
    });
  });

  it('re-checks every answer: the correct count takes a slot and sets the medal', async () => {
    const s = await student();
    await s.call('/api/quest/total/start', { sno: 2, gno: 1, tryId: 'run-bbbb-0001' });
    const cheat = [
      { jkno: 0, moves: ['D3'] },
      { jkno: 0, moves: ['D3'] }, // the same mission twice counts once
      { jkno: 1, moves: ['D2'] }, // wrong
      { jkno: 2, moves: ['A1'] }, // wrong
    ];
    const first = await s.call('/api/study/try/result', { tryId: 'run-bbbb-0001', answers: cheat });
    expect(first).toMatchObject({ errorcode: 0, cno: 1, slot: 0, medal: 'none', gained: 10 });
    // A finished run cannot be finished again.
    expect(await s.call('/api/study/try/result', { tryId: 'run-bbbb-0001', answers: allRight })).toEqual({
      errorcode: -1000,
    });
    // An unknown run is refused.
    expect(await s.call('/api/study/try/result', { tryId: 'run-none-0001', answers: allRight })).toEqual({
      errorcode: -1000,
    });
  });

  it('fills three slots, then replaces the weakest only when beaten', async () => {
    const s = await student();
    const run = async (id: string, answers: { jkno: number; moves: string[] }[]) => {
      await s.call('/api/quest/total/start', { sno: 2, gno: 2, tryId: id });
      return s.call('/api/study/try/result', { tryId: id, answers });
    };
    const right = [{ jkno: 0, moves: ['D3'] }];
    const wrong = [{ jkno: 0, moves: ['E3'] }];
    expect((await run('run-cccc-0001', wrong)).slot).toBe(0);
    expect((await run('run-cccc-0002', wrong)).slot).toBe(1);
    expect((await run('run-cccc-0003', wrong)).slot).toBe(2);
    expect((await run('run-cccc-0004', wrong)).slot).toBe(-1);
    const better = await run('run-cccc-0005', right);
    expect(better.slot).toBe(0);
    expect(better.slots).toEqual([
      { slot: 0, cno: 1 },
      { slot: 1, cno: 0 },
      { slot: 2, cno: 0 },
    ]);
    const info = await s.call('/api/study/info', {});
    expect(info.study_try2_info).toEqual([{ sno: 2, gno: 2, cno: 1 }]);
  });

  it('pays a run once when two results race with different keys (issue 12)', async () => {
    const s = await student();
    await s.call('/api/quest/total/start', { sno: 2, gno: 1, tryId: 'run-race-0001' });
    // Four deliveries of the same finish under different keys (two devices, a lost key), all at once:
    // on PostgreSQL they run in parallel transactions; only the guarded update's winner credits.
    const answers = await Promise.all(
      [1, 2, 3, 4].map((i) =>
        s.call('/api/study/try/result', { tryId: 'run-race-0001', answers: allRight }, `race-key-000${i}`),
      ),
    );
    expect(answers.filter((a) => a.errorcode === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.errorcode === -1000)).toHaveLength(3);
    expect(await s.call('/api/quest/total/point', {})).toEqual({ errorcode: 0, spoint: 30 });
    const db = t.testDb.db.kysely;
    const results = await db
      .selectFrom('study_results')
      .select('jkno')
      .where('userno', '=', s.userno)
      .where('try_id', '=', 'run-race-0001')
      .execute();
    expect(results).toHaveLength(3);
    const slots = await db.selectFrom('study_try_slots').selectAll().where('userno', '=', s.userno).execute();
    expect(slots.map((r) => [r.slot, r.cno])).toEqual([[0, 3]]);
  });

  it("credits a run only within the group's time limit and its grace (issue 12)", async () => {
    const s = await student();
    // Group 1 allows 600 s; the grace is 60 s (docs/rules.md).
    await s.call('/api/quest/total/start', { sno: 2, gno: 1, tryId: 'run-late-0001' });
    t.now.ms += (600 + 59) * 1000;
    expect(
      await s.call('/api/study/try/result', { tryId: 'run-late-0001', answers: allRight }),
    ).toMatchObject({ errorcode: 0, cno: 3, gained: 30 });
    await s.call('/api/quest/total/start', { sno: 2, gno: 1, tryId: 'run-late-0002' });
    t.now.ms += (600 + 61) * 1000;
    expect(await s.call('/api/study/try/result', { tryId: 'run-late-0002', answers: allRight })).toEqual({
      errorcode: -1101,
    });
    // Nothing of the late run was credited or recorded; the points are the first run's.
    expect(await s.call('/api/quest/total/point', {})).toEqual({ errorcode: 0, spoint: 30 });
    const late = await t.testDb.db.kysely
      .selectFrom('study_results')
      .select('id')
      .where('userno', '=', s.userno)
      .where('try_id', '=', 'run-late-0002')
      .execute();
    expect(late).toEqual([]);
  });

  it('pays the medal bonus when a run raises the medal, once per medal (R4.05, R4.06; issue 12)', async () => {
    // Group 2 holds five missions: five correct answers reach bronze (appini threshold 5).
    const s = await student();
    const fiveRight = [
      { jkno: 0, moves: ['D3'] },
      { jkno: 1, moves: ['B3'] },
      { jkno: 2, moves: ['C4'] },
      { jkno: 3, moves: ['C2'] },
      { jkno: 4, moves: ['B1'] },
    ];
    const run = async (tryId: string, answers: { jkno: number; moves: string[] }[]) => {
      await s.call('/api/quest/total/start', { sno: 2, gno: 2, tryId });
      return s.call('/api/study/try/result', { tryId, answers });
    };
    // 5 correct × 10 points, and 20 for raising the medal to bronze.
    expect(await run('run-medal-0001', fiveRight)).toMatchObject({
      errorcode: 0,
      cno: 5,
      slot: 0,
      medal: 'bronze',
      gained: 70,
      spoint: 70,
    });
    // The same medal again pays the answers only; a weaker run too.
    expect(await run('run-medal-0002', fiveRight)).toMatchObject({
      medal: 'bronze',
      gained: 50,
      spoint: 120,
    });
    expect(await run('run-medal-0003', fiveRight.slice(0, 4))).toMatchObject({
      cno: 4,
      medal: 'bronze',
      gained: 40,
      spoint: 160,
    });
    expect((await s.call('/api/study/info', {})).study_try2_info).toEqual([{ sno: 2, gno: 2, cno: 5 }]);
  });

  it('refuses to start a run without the hearts for it', async () => {
    const s = await student();
    await s.call('/api/heart/add', {}); // creates the row
    await setBalances(t.testDb.db.kysely, s.userno, { heart_count: 0, heart_anchor_ms: t.now.ms });
    expect(await s.call('/api/quest/total/start', { sno: 2, gno: 1, tryId: 'run-dddd-0001' })).toEqual({
      errorcode: -1004,
    });
  });
});

describe('rank view (R7.13, R7.14, R7.28, R7.30)', () => {
  it('ranks users by points in a category and totals the tries and points', async () => {
    const a = await student();
    const b = await student();
    await a.call('/api/study/work/result', { sno: 2, gno: 1, jkno: 0, moves: ['D3'] });
    await a.call('/api/study/work/result', { sno: 2, gno: 1, jkno: 1, moves: ['C2'] });
    await b.call('/api/study/work/result', { sno: 2, gno: 1, jkno: 0, moves: ['D3'] });
    // A repeated solve pays nothing, so it does not move b up.
    await b.call('/api/study/work/result', { sno: 2, gno: 1, jkno: 0, moves: ['D3'] });
    const rankA = await a.call('/api/study/rank/all', { rankvec: [2, 3] });
    const rankB = await b.call('/api/study/rank/all', { rankvec: [2] });
    expect(rankA.StudyTotalRank[1]).toEqual({ sno: 3, rank: 0 });
    expect(rankB.StudyTotalRank[0].rank).toBeGreaterThan(rankA.StudyTotalRank[0].rank);
    expect(await a.call('/api/quest/total/point', {})).toEqual({ errorcode: 0, spoint: 10 });
    const info = await a.call('/api/study/rank/info', {});
    expect(info.StudyTotalTryInfo2).toEqual([{ sno: 2, spoint: 10 }]);
    const entries = await a.call('/api/quest/total/info', { normal: true });
    expect(entries.StudyTotalTryVector).toEqual([
      { sno: 2, TryCount: 0, spoint: 10, Rank: expect.any(Number), enabled: true },
    ]);
  });
});

describe('ninth-dan (R1.08, R7.31)', () => {
  it('starts a step run and finishes it with re-checked answers', async () => {
    const s = await student();
    const start = await s.call('/api/dan9/total/start', { sno: 1, tryId: 'dan9-run-0001' });
    expect(start).toMatchObject({ errorcode: 0, sno: 1, tcount: 1, heart: 1 });
    const done = await s.call('/api/study/try/result', {
      tryId: 'dan9-run-0001',
      answers: [{ jkno: 0, moves: ['C1'] }],
    });
    expect(done).toMatchObject({ errorcode: 0, cno: 1 });
    const mission = await s.call('/api/study/mission/info', { sno: 1, gno: 0, jkno: 0, kind: 'dan9' });
    expect(JSON.parse(mission.data).problem.goal.kind).toBe('capture');
  });

  it("runs a step's further part (issue 14) on its own: its missions, its slot, its medal", async () => {
    const s = await student();
    const mission = await s.call('/api/study/mission/info', { sno: 1, gno: 1, jkno: 0, kind: 'dan9' });
    expect(JSON.parse(mission.data).problem.toMove).toBe('W');
    const start = await s.call('/api/dan9/total/start', { sno: 1, gno: 1, tryId: 'dan9-part-0001' });
    expect(start).toMatchObject({ errorcode: 0, sno: 1, tcount: 1, heart: 1 });
    const done = await s.call('/api/study/try/result', {
      tryId: 'dan9-part-0001',
      answers: [{ jkno: 0, moves: ['C1'] }],
    });
    expect(done).toMatchObject({ errorcode: 0, cno: 1, slot: 0, slots: [{ slot: 0, cno: 1 }] });
    // The part's slot is not the first part's: the first part has none.
    const first = await s.call('/api/study/group/progress', { sno: 1, gno: 0, kind: 'dan9' });
    expect(first.solved).toEqual([]);
    const part = await s.call('/api/study/group/progress', { sno: 1, gno: 1, kind: 'dan9' });
    expect(part.solved).toEqual([0]);
    // A part the step does not have is refused, and spends nothing.
    expect(await s.call('/api/dan9/total/start', { sno: 1, gno: 2, tryId: 'dan9-part-0002' })).toEqual({
      errorcode: -2,
    });
  });
});

describe('fixture packs', () => {
  it('hold only problems the checker accepts', async () => {
    const { checkProblem, parseProblemJson } = await import('../../src/domain/go');
    const fs = await import('node:fs');
    const { fixturePacksDir } = await import('../support/testApp');
    const study = JSON.parse(fs.readFileSync(`${fixturePacksDir}/study.json`, 'utf8')) as {
      categories: { groups: { missions: { problem: unknown }[] }[] }[];
    };
    for (const m of study.categories.flatMap((c) => c.groups.flatMap((g) => g.missions))) {
      const parsed = parseProblemJson(m.problem);
      expect(parsed.ok).toBe(true);
      if (parsed.ok) expect(checkProblem(parsed.value)).toEqual([]);
    }
  });
});
