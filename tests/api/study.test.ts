// Study and ninth-dan calls (issue 6; R3.04, R3.06, R3.07, R4.05, R4.06, R7.11–R7.15, R7.28–R7.31) on
// the fixture packs: results are replayed with the Go engine before anything is credited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  const json = (await t.post('/api/login', { username, passwd: 'stone-1234' })).json();
  const token = json.accessToken as string;
  let key = 0;
  const call = (path: string, body: object, replayKey?: string) =>
    t
      .post(path, body, {
        token,
        headers: { 'idempotency-key': replayKey ?? `k-${n}-${key++}-${path.length}` },
      })
      .then((r) => r.json());
  return { userno: json.userno as number, token, call };
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
      [2, 1],
    ]);
    const dan9 = await s.call('/api/study/course', { kind: 'dan9' });
    expect(dan9.categories[0].groups[0]).toMatchObject({ gno: 0, missions: 1 });
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
    });
    expect(await s.call('/api/study/group/progress', { sno: 2, gno: 2 })).toEqual({
      errorcode: 0,
      solved: [],
      tried: [],
    });
    expect(await s.call('/api/study/group/progress', { sno: 1, gno: 1, kind: 'dan9' })).toEqual({
      errorcode: 0,
      solved: [],
      tried: [],
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

  it('refuses to start a run without the hearts for it', async () => {
    const s = await student();
    await t.testDb.db.kysely
      .updateTable('balances')
      .set({ heart_count: 0 })
      .where('userno', '=', s.userno)
      .execute();
    await s.call('/api/heart/add', {}); // creates the row if needed
    await t.testDb.db.kysely
      .updateTable('balances')
      .set({ heart_count: 0, heart_anchor_ms: t.now.ms })
      .where('userno', '=', s.userno)
      .execute();
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
    await a.call('/api/study/work/result', { sno: 2, gno: 1, jkno: 0, moves: ['D3'] });
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
