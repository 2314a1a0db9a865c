// Single play and dice (issue 4; R7.16–R7.27, R4.36) on the fixture pack tests/fixtures/packs/single.json:
// challenges spend hearts or dice once, locked missions are refused, gold purchases go through the wallet
// with ledger lines, and results are replayed with the Go engine before anything is credited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setBalances } from '../support/ledger';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  // Every die shows 1: the fixture's dice table keeps its missions as the pack has them on a 1.
  t = await createTestApp({ randomBelow: () => 0 });
});
afterAll(async () => {
  await t.close();
});

let n = 0;
async function student(flags: { admin?: boolean; teacher?: boolean } = {}) {
  n += 1;
  const username = `single${n}`;
  await t.post('/api/user/reg', { username, passwd: 'stone-1234', email: '' });
  const login = async () => {
    const json = (await t.post('/api/login', { username, passwd: 'stone-1234' })).json();
    return { userno: json.userno as number, token: json.accessToken as string, at: t.now.ms };
  };
  let session = await login();
  const { userno } = session;
  if (flags.admin || flags.teacher)
    await t.testDb.db.kysely
      .updateTable('users')
      .set({ admin_flag: flags.admin ? 1 : 0, teacher_flag: flags.teacher ? 1 : 0 })
      .where('userno', '=', userno)
      .execute();
  let key = 0;
  const call = async (path: string, body: object, replayKey?: string) => {
    // The tests move the clock by hours; access tokens live 15 minutes.
    if (t.now.ms - session.at > 10 * 60_000) session = await login();
    const res = await t.post(path, body, {
      token: session.token,
      headers: { 'idempotency-key': replayKey ?? `k-${n}-${key++}-${path.length}` },
    });
    return res.json();
  };
  // The balances row exists from the first read on.
  await call('/api/dice/alive/count', {});
  const balances = () =>
    t.testDb.db.kysely
      .selectFrom('balances')
      .selectAll()
      .where('userno', '=', userno)
      .executeTakeFirstOrThrow();
  const ledger = () =>
    t.testDb.db.kysely
      .selectFrom('ledger')
      .select(['currency', 'delta', 'reason'])
      .where('userno', '=', userno)
      .orderBy('id')
      .execute();
  /** A call without an Idempotency-Key (an online call the app does not queue). */
  const callOnce = async (path: string, body: object) => {
    if (t.now.ms - session.at > 10 * 60_000) session = await login();
    return (await t.post(path, body, { token: session.token })).json();
  };
  return { userno, call, callOnce, balances, ledger };
}

type Student = Awaited<ReturnType<typeof student>>;

async function challenge(s: Student, sno: number, gno: number, jkno: number, challengeId: string) {
  const path = sno === 6 ? '/api/single/dice/challenge' : '/api/single/challenge/req';
  return s.call(path, { sno, gno, jkno, type: sno, challengeId });
}

async function play(
  s: Student,
  where: { sno: number; gno: number; jkno: number },
  id: string,
  result: { moves: string[]; outcome?: 'win' | 'loss'; resign?: string; dead?: string[] },
) {
  const started = await challenge(s, where.sno, where.gno, where.jkno, id);
  expect(started.errorcode).toBe(0);
  return s.call('/api/single/result', { ...where, challengeId: id, outcome: 'win', ...result });
}

describe('outline, progress and content (R7.16–R7.18, R7.23, R7.27)', () => {
  it('lists the categories and groups with heart costs and mission counts', async () => {
    const s = await student();
    const course = await s.call('/api/single/course', {});
    expect(course.categories.map((c: { sno: number; key: string }) => [c.sno, c.key])).toEqual([
      [1, 'basic'],
      [3, 'puzzle'],
      [4, 'aiBattle1'],
      [5, 'badukBattle'],
      [6, 'dice'],
    ]);
    expect(course.categories[2].groups[0]).toMatchObject({ gno: 1, heart: 2, missions: 2, kind: 'capture' });
    // R9.06: a group without a heart cost in the pack costs 1.
    expect(course.categories[3].groups[0]).toMatchObject({ heart: 1, kind: 'game' });
  });

  it('answers every group of a category, untouched ones at lastjkno 0', async () => {
    const s = await student();
    expect(await s.call('/api/single/group/info', { sno: 3 })).toEqual({
      errorcode: 0,
      UserGroupSingleInfo: [{ sno: 3, gno: 1, lastjkno: 0, starsum: 0 }],
    });
    expect(await s.call('/api/single/group/info', { sno: 9 })).toEqual({
      errorcode: 0,
      UserGroupSingleInfo: [],
    });
    const info = await s.call('/api/single/user/info', { sno: 3, gno: 1 });
    expect(info).toMatchObject({ lastjkno: 0, starsum: 0, heart: 1 });
    expect(info.UserSingleMissionInfo).toEqual([
      { jkno: 0, stars: 0, tries: 0, cleared: false, open: true },
      { jkno: 1, stars: 0, tries: 0, cleared: false, open: false },
    ]);
    expect(await s.call('/api/single/user/info', { sno: 3, gno: 7 })).toEqual({ errorcode: -2 });
  });

  it('answers a mission with its problem or game, -2 when absent', async () => {
    const s = await student();
    const puzzle = await s.call('/api/single/mission/info', { sno: 3, gno: 1, jkno: 0 });
    expect(puzzle.mission).toMatchObject({ kind: 'problem', videos: 2, title: { 'en-US': 'Mission 1' } });
    expect(puzzle.mission.problem.goal).toEqual({ kind: 'capture', targets: ['C3'] });
    const battle = await s.call('/api/single/mission/info', { sno: 4, gno: 1, jkno: 1 });
    expect(battle.mission.game).toMatchObject({ size: 5, captureTarget: 2, player: 'B', level: 2 });
    expect(await s.call('/api/single/mission/info', { sno: 3, gno: 1, jkno: 5 })).toEqual({ errorcode: -2 });
  });

  it('answers tutorials by single key and videos by index (R5.13, R7.27)', async () => {
    const s = await student();
    const tuto = await s.call('/api/single/tuto/info', { sno: 3, gno: 1, jkno: 0, seq: 1 });
    expect(JSON.parse(tuto.data)).toMatchObject({ key: '3_1_0_1', text: { 'en-US': 'Capture the stone.' } });
    expect(await s.call('/api/single/tuto/info', { sno: 3, gno: 1, jkno: 0, seq: 2 })).toEqual({
      errorcode: -2,
    });
    const video = await s.call('/api/single/video/info', { ano: 1, sno: 3, gno: 1, jkno: 0 });
    expect(video).toEqual({
      errorcode: 0,
      count: 2,
      VideoCode: 'def456',
      StartPos: 0,
      EndPos: 30,
      url: 'https://video.example/watch?v=def456&start=0&end=30',
    });
    expect(await s.call('/api/single/video/info', { ano: 2, sno: 3, gno: 1, jkno: 0 })).toEqual({
      errorcode: -2,
    });
    expect(await s.call('/api/single/video/info', { ano: 0, sno: 3, gno: 1, jkno: 1 })).toEqual({
      errorcode: -2,
    });
  });
});

describe('challenges (R7.24, R7.25)', () => {
  it("spends the group's hearts once, however often the start is replayed", async () => {
    const s = await student();
    const body = { sno: 3, gno: 1, jkno: 0, type: 3, challengeId: 'chal-aaaa-0001' };
    const first = await s.call('/api/single/challenge/req', body, 'start-key-0001');
    expect(first).toMatchObject({
      errorcode: 0,
      singleAliveCnt: 4,
      heart: 1,
      challengeId: 'chal-aaaa-0001',
      spentSecond: 0,
      stime: t.now.ms * 1000,
    });
    expect(first.SingleLoadVector).toHaveLength(1);
    expect(first.SingleLoadVector[0]).toMatchObject({ sno: 3, gno: 1, jkno: 0, kind: 'problem' });
    expect(await s.call('/api/single/challenge/req', body, 'start-key-0001')).toEqual(first);
    // Same challenge under another key (the app lost its key): found, not charged again.
    expect(await s.call('/api/single/challenge/req', body)).toMatchObject({ singleAliveCnt: 4 });
    // The same key with another body is a conflict.
    expect(
      await s.call('/api/single/challenge/req', { ...body, challengeId: 'chal-aaaa-0002' }, 'start-key-0001'),
    ).toEqual({
      errorcode: -4090,
    });
    // A challenge id is bound to its mission.
    expect(await s.call('/api/single/challenge/req', { ...body, sno: 1, type: 1 })).toEqual({
      errorcode: -1000,
    });
    expect((await s.balances()).heart_count).toBe(4);
    expect((await s.ledger()).filter((l) => l.currency === 'heart')).toEqual([
      { currency: 'heart', delta: 5, reason: 'starting_balance' },
      { currency: 'heart', delta: -1, reason: 'single_heart' },
    ]);
  });

  it('gives a server id when the app sends none, and costs nothing in a free group', async () => {
    const s = await student();
    const started = await s.call('/api/single/challenge/req', { sno: 1, gno: 1, jkno: 0, type: 1 });
    expect(started).toMatchObject({ errorcode: 0, singleAliveCnt: 5, heart: 0 });
    expect(started.challengeId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('refuses a locked mission, a wrong type, an unknown mission, and leaves the hearts alone', async () => {
    const s = await student();
    expect(await challenge(s, 3, 1, 1, 'chal-lock-0001')).toEqual({ errorcode: -4030 });
    expect(await s.call('/api/single/challenge/req', { sno: 3, gno: 1, jkno: 0, type: 4 })).toEqual({
      errorcode: -1000,
    });
    // Dice missions are challenged with a die, never with hearts (and the other way round).
    expect(await s.call('/api/single/challenge/req', { sno: 6, gno: 1, jkno: 0, type: 6 })).toEqual({
      errorcode: -1000,
    });
    expect(await s.call('/api/single/dice/challenge', { sno: 3, gno: 1, jkno: 0, type: 3 })).toEqual({
      errorcode: -1000,
    });
    expect(await challenge(s, 3, 2, 0, 'chal-none-0001')).toEqual({ errorcode: -2 });
    expect((await s.balances()).heart_count).toBe(5);
  });

  it('refuses a challenge without enough hearts, balances unchanged', async () => {
    const s = await student();
    expect((await challenge(s, 4, 1, 0, 'chal-poor-0001')).singleAliveCnt).toBe(3);
    expect((await challenge(s, 4, 1, 0, 'chal-poor-0002')).singleAliveCnt).toBe(1);
    const before = await s.balances();
    expect(await challenge(s, 4, 1, 0, 'chal-poor-0003')).toEqual({ errorcode: -1004 });
    expect(await s.balances()).toEqual(before);
    // Recharge is settled first: after one interval (30 min) there are two hearts again.
    t.now.ms += 30 * 60_000;
    expect(await challenge(s, 4, 1, 0, 'chal-poor-0004')).toMatchObject({ errorcode: 0, singleAliveCnt: 0 });
  });

  // Issue 19: membership helps, never blocks.
  it.each([
    ['a member inside the membership hours plays without spending hearts', 255, 5],
    ['a member outside them (no allowed weekday) plays under the free rules', 0, 3],
  ])('%s', async (_why, weekDay, heartsLeft) => {
    const s = await student();
    await t.testDb.db.kysely
      .insertInto('memberships')
      .values({
        userno: s.userno,
        stime_us: (t.now.ms - 86_400_000) * 1000,
        term_day: 30,
        type: 1,
        week_day: weekDay,
      })
      .execute();
    const started = await challenge(s, 4, 1, 0, `chal-member-${weekDay}`);
    expect(started).toMatchObject({ errorcode: 0, singleAliveCnt: heartsLeft });
    expect((await s.balances()).heart_count).toBe(heartsLeft);
  });

  // Issue 19: class hours are the membership's days and hours; the teacher's "hearts unlimited during class
  // hours" decides whether a student of the class spends hearts in them. An archived class no longer limits.
  it.each([
    ['on: a student of the class plays without spending hearts in class hours', true, false, 255, 5],
    ['off: a student of the class spends hearts in class hours too', false, false, 255, 3],
    ['on, outside class hours (no allowed weekday): hearts are spent', true, false, 0, 3],
    ['off, but the class is archived: the membership benefit stands', false, true, 255, 5],
  ])('hearts unlimited during class hours %s', async (_why, heartsInHours, archive, weekDay, heartsLeft) => {
    const teacher = await student({ teacher: true });
    const made = await teacher.call('/api/class/create', { name: `Hearts ${n}` });
    expect(made.errorcode).toBe(0);
    const classId = made.class.classId as number;
    const settings = {
      heartsInHours,
      chatFreeText: false,
      trainerOn: true,
      liveOn: true,
      locked: true,
      rankingOn: false,
    };
    expect((await teacher.call('/api/class/settings', { classId, settings })).errorcode).toBe(0);
    const s = await student();
    expect((await s.call('/api/class/join', { code: made.class.code })).errorcode).toBe(0);
    if (archive)
      expect((await teacher.call('/api/class/archive', { classId, archived: true })).errorcode).toBe(0);
    await t.testDb.db.kysely
      .insertInto('memberships')
      .values({
        userno: s.userno,
        stime_us: (t.now.ms - 86_400_000) * 1000,
        term_day: 30,
        type: 1,
        week_day: weekDay,
      })
      .execute();
    const started = await challenge(s, 4, 1, 0, `chal-class-${n}`);
    expect(started).toMatchObject({ errorcode: 0, singleAliveCnt: heartsLeft });
    expect((await s.balances()).heart_count).toBe(heartsLeft);
  });

  it('spends one die per dice challenge, once per id, and refuses without dice', async () => {
    const s = await student();
    const first = await challenge(s, 6, 1, 0, 'dice-aaaa-0001');
    expect(first).toMatchObject({ errorcode: 0, dcount: 4, challengeId: 'dice-aaaa-0001' });
    expect(await challenge(s, 6, 1, 0, 'dice-aaaa-0001')).toMatchObject({ dcount: 4 });
    for (let i = 2; i <= 5; i++)
      expect((await challenge(s, 6, 1, 0, `dice-aaaa-000${i}`)).dcount).toBe(5 - i);
    const before = await s.balances();
    expect(await challenge(s, 6, 1, 0, 'dice-aaaa-0006')).toEqual({ errorcode: -1004 });
    expect(await s.balances()).toEqual(before);
    expect((await s.balances()).heart_count).toBe(5);
  });

  it('refuses a body userno of another user (IDOR)', async () => {
    const a = await student();
    const b = await student();
    expect(
      await a.call('/api/single/challenge/req', { userno: b.userno, sno: 3, gno: 1, jkno: 0, type: 3 }),
    ).toEqual({ errorcode: -4031 });
    expect(await a.call('/api/single/takeback/gold', { userno: b.userno })).toEqual({ errorcode: -4031 });
    expect((await b.balances()).gold).toBe(100);
  });
});

describe('results are replayed before credit', () => {
  const puzzle = { sno: 3, gno: 1, jkno: 0 };

  it('a solved puzzle opens the next mission and earns three stars', async () => {
    const s = await student();
    const won = await play(s, puzzle, 'res-puzz-0001', { moves: ['D3'] });
    expect(won).toEqual({
      errorcode: 0,
      credited: true,
      verdict: 'win',
      at: -1,
      stars: 3,
      lastjkno: 1,
      starsum: 3,
      score: '',
    });
    expect(await s.call('/api/single/group/info', { sno: 3 })).toMatchObject({
      UserGroupSingleInfo: [{ sno: 3, gno: 1, lastjkno: 1, starsum: 3 }],
    });
    // The user info of the load sequence says the same (R3.20).
    expect((await s.call('/api/userinfo', {})).userinfo).toMatchObject({
      UserGroupSingleInfo: [{ sno: 3, gno: 1, lastjkno: 1, starsum: 3 }],
    });
    // The next mission is open now; winning a cleared one again changes nothing.
    expect((await challenge(s, 3, 1, 1, 'res-puzz-0002')).errorcode).toBe(0);
    expect(await play(s, puzzle, 'res-puzz-0003', { moves: ['D3'] })).toMatchObject({
      credited: true,
      lastjkno: 1,
    });
  });

  it('works without an Idempotency-Key too (each call in one transaction)', async () => {
    const s = await student();
    const started = await s.callOnce('/api/single/challenge/req', { sno: 3, gno: 1, jkno: 0, type: 3 });
    expect(started).toMatchObject({ errorcode: 0, singleAliveCnt: 4 });
    const body = { ...puzzle, challengeId: started.challengeId, moves: ['D3'], outcome: 'win' };
    expect(await s.callOnce('/api/single/result', body)).toMatchObject({ credited: true, lastjkno: 1 });
    expect(await s.callOnce('/api/single/result', body)).toEqual({ errorcode: -1000 });
    expect(await s.callOnce('/api/single/admin/open', { sno: 3, gno: 1, jkno: 0 })).toEqual({
      errorcode: -4030,
    });
    expect(await s.callOnce('/api/single/check/free', {})).toMatchObject({ free: true, useCheckCount: 1 });
  });

  it('a challenge finishes once, and only for its own mission and user', async () => {
    const s = await student();
    const other = await student();
    await play(s, puzzle, 'res-once-0001', { moves: ['E3'] });
    expect(
      await s.call('/api/single/result', {
        ...puzzle,
        challengeId: 'res-once-0001',
        moves: ['D3'],
        outcome: 'win',
      }),
    ).toEqual({ errorcode: -1000 });
    await challenge(s, 3, 1, 0, 'res-once-0002');
    expect(
      await s.call('/api/single/result', {
        sno: 1,
        gno: 1,
        jkno: 0,
        challengeId: 'res-once-0002',
        moves: ['D3'],
        outcome: 'win',
      }),
    ).toEqual({ errorcode: -1000 });
    expect(
      await other.call('/api/single/result', {
        ...puzzle,
        challengeId: 'res-once-0002',
        moves: ['D3'],
        outcome: 'win',
      }),
    ).toEqual({ errorcode: -1000 });
    expect(
      await s.call('/api/single/result', {
        ...puzzle,
        challengeId: 'res-none-0001',
        moves: ['D3'],
        outcome: 'win',
      }),
    ).toEqual({
      errorcode: -1000,
    });
  });

  it('a replayed result answers the first answer and credits once', async () => {
    const s = await student();
    await challenge(s, 3, 1, 0, 'res-repl-0001');
    const body = { ...puzzle, challengeId: 'res-repl-0001', moves: ['D3'], outcome: 'win' };
    const first = await s.call('/api/single/result', body, 'result-key-0001');
    expect(await s.call('/api/single/result', body, 'result-key-0001')).toEqual(first);
    const rows = await t.testDb.db.kysely
      .selectFrom('single_results')
      .select('verdict')
      .where('userno', '=', s.userno)
      .execute();
    expect(rows).toEqual([{ verdict: 'win' }]);
  });

  it('rejects a wrong answer, an illegal move, and a claimed win the moves do not show', async () => {
    const s = await student();
    expect(await play(s, puzzle, 'res-fake-0001', { moves: ['E3'] })).toMatchObject({
      credited: false,
      verdict: 'wrong_answer',
      at: 0,
      stars: 0,
      lastjkno: 0,
    });
    expect(await play(s, puzzle, 'res-fake-0002', { moves: ['C3'] })).toMatchObject({
      credited: false,
      verdict: 'illegal_move',
      at: 0,
    });
    expect(await play(s, puzzle, 'res-fake-0003', { moves: ['Z9'] })).toMatchObject({
      verdict: 'illegal_move',
    });
    // The app says it lost: nothing is credited even if the moves were right.
    expect(await play(s, puzzle, 'res-fake-0004', { moves: ['D3'], outcome: 'loss' })).toMatchObject({
      credited: false,
      verdict: 'win',
    });
    // Three misses before the first win: one star.
    expect(await play(s, puzzle, 'res-fake-0005', { moves: ['D3'] })).toMatchObject({
      credited: true,
      stars: 1,
    });
  });

  const battle = { sno: 4, gno: 1, jkno: 0 };
  const game = { sno: 5, gno: 1, jkno: 0 };

  it('capture games: the player must reach the target first with legal moves', async () => {
    const s = await student();
    expect(await play(s, battle, 'res-capt-0001', { moves: ['A2', 'A1'] })).toMatchObject({
      credited: false,
      verdict: 'target_not_reached',
    });
    expect(await play(s, battle, 'res-capt-0002', { moves: ['A2', 'A2', 'B1'] })).toMatchObject({
      verdict: 'illegal_move',
      at: 1,
    });
    // White captures first.
    t.now.ms += 2 * 30 * 60_000;
    expect(await play(s, battle, 'res-capt-0003', { moves: ['A1', 'A2', 'C3', 'B1'] })).toMatchObject({
      credited: false,
      verdict: 'loss',
    });
    t.now.ms += 3 * 30 * 60_000;
    expect(await play(s, battle, 'res-capt-0004', { moves: ['A2', 'A1', 'B1', 'C3'] })).toMatchObject({
      verdict: 'moves_after_end',
      at: 3,
    });
    expect(await play(s, battle, 'res-capt-0005', { moves: ['A2', 'A1', 'B1'] })).toMatchObject({
      credited: true,
      verdict: 'win',
      lastjkno: 1,
    });
    // The AI resigned a lost game (a White stone of the setup cannot escape): a win nobody had decided
    // yet, past the opening, where the AI's own resignation rule resigns too.
    t.now.ms += 2 * 30 * 60_000;
    expect(
      await play(s, { ...battle, jkno: 1 }, 'res-capt-0006', {
        moves: ['D2', 'C1', 'B2', 'B4', 'B1'],
        resign: 'opponent',
      }),
    ).toMatchObject({ credited: true, verdict: 'win', lastjkno: 2 });
  });

  it('a win must be played: an empty game or a resignation the AI would not make earns nothing', async () => {
    const s = await student();
    const refill = () => (t.now.ms += 3 * 30 * 60_000);
    // The AI "resigned" before a stone was played.
    expect(await play(s, battle, 'res-void-0001', { moves: [], resign: 'opponent' })).toMatchObject({
      credited: false,
      verdict: 'too_few_moves',
      stars: 0,
      lastjkno: 0,
    });
    refill();
    // Still in the opening (a quarter of the board): the AI never resigns there.
    expect(
      await play(s, battle, 'res-void-0002', { moves: ['C3', 'D3', 'C2', 'D2'], resign: 'opponent' }),
    ).toMatchObject({ credited: false, verdict: 'resignation_refused', lastjkno: 0 });
    refill();
    // Past the opening, but White stands well: the AI would play on.
    const whiteAhead = ['C5', 'B4', 'D4', 'C3', 'D2', 'D3', 'E3', 'E5', 'B5', 'A4', 'A5'];
    expect(await play(s, battle, 'res-void-0003', { moves: whiteAhead, resign: 'opponent' })).toMatchObject({
      credited: false,
      verdict: 'resignation_refused',
      lastjkno: 0,
    });
    refill();
    // A full game of one stone and two passes counts B+24.5 by area, but was not played.
    expect(await play(s, game, 'res-void-0004', { moves: ['C3', 'pass', 'pass'] })).toMatchObject({
      credited: false,
      verdict: 'too_few_moves',
      score: 'B+24.5',
      lastjkno: 0,
    });
    // No stars, no next mission, and nothing toward the try-quest's single targets (R4.15).
    expect(await s.call('/api/single/group/info', { sno: 4 })).toMatchObject({
      UserGroupSingleInfo: [{ sno: 4, gno: 1, lastjkno: 0, starsum: 0 }],
    });
    expect(await s.call('/api/single/group/info', { sno: 5 })).toMatchObject({
      UserGroupSingleInfo: [{ sno: 5, gno: 1, lastjkno: 0, starsum: 0 }],
    });
    const quest = await s.call('/api/tryquest/info', {});
    expect(quest.TryQuestVector[0].Single).toContainEqual(
      expect.objectContaining({ SNo: 4, count: 0, met: false }),
    );
    refill();
    // White's stone in atari cannot be saved: here the AI resigns, and so the win counts.
    expect(
      await play(s, battle, 'res-void-0005', {
        moves: ['A3', 'B4', 'B3', 'C4', 'C2', 'D3', 'D2', 'D1', 'C1'],
        resign: 'opponent',
      }),
    ).toMatchObject({ credited: true, verdict: 'win', lastjkno: 1 });
  });

  const wall = ['C1', 'D1', 'C2', 'D2', 'C3', 'D3', 'C4', 'D4', 'C5', 'D5', 'pass', 'pass'];

  it('full games: two passes, area scoring with komi, consistent dead stones', async () => {
    const s = await student();
    expect(await play(s, game, 'res-game-0001', { moves: wall.slice(0, 10) })).toMatchObject({
      verdict: 'not_finished',
    });
    expect(await play(s, game, 'res-game-0002', { moves: wall, dead: ['E3'] })).toMatchObject({
      credited: false,
      verdict: 'bad_dead_stones',
    });
    expect(await play(s, game, 'res-game-0003', { moves: [...wall, 'A1'] })).toMatchObject({
      verdict: 'moves_after_end',
      at: 12,
    });
    t.now.ms += 3 * 30 * 60_000;
    expect(await play(s, game, 'res-game-0004', { moves: wall })).toMatchObject({
      credited: true,
      verdict: 'win',
      score: 'B+4.5',
      lastjkno: 1,
    });
  });

  it('dice missions are credited like the others', async () => {
    const s = await student();
    expect(await play(s, { sno: 6, gno: 1, jkno: 0 }, 'res-dice-0001', { moves: ['D3'] })).toMatchObject({
      credited: true,
      lastjkno: 1,
    });
    expect(
      await play(s, { sno: 6, gno: 1, jkno: 1 }, 'res-dice-0002', { moves: ['A2', 'A1', 'B1'] }),
    ).toMatchObject({ credited: true, lastjkno: 2 });
    expect((await s.balances()).dice_count).toBe(3);
  });
});

describe('gold purchases (R7.19–R7.22)', () => {
  it('take-back, take-back in learning and re-put spend their prices with ledger lines', async () => {
    const s = await student();
    expect(await s.call('/api/single/takeback/gold', {})).toEqual({
      errorcode: 0,
      gold: 90,
      goldDelta: -10,
      price: 10,
    });
    expect(await s.call('/api/single/takebackedu/gold', { bkey: '3_1_0' })).toEqual({
      errorcode: 0,
      gold: 85,
      goldDelta: -5,
      price: 5,
    });
    expect(await s.call('/api/single/takebackedu/gold', {})).toMatchObject({ gold: 80 });
    expect(await s.call('/api/single/reput/gold', {})).toMatchObject({ gold: 70, price: 10 });
    expect(await s.call('/api/single/takebackedu/gold', { bkey: 'x' })).toEqual({ errorcode: -1000 });
    expect(await s.ledger()).toEqual([
      // The new account's starting balances, booked when its balances row was made.
      { currency: 'heart', delta: 5, reason: 'starting_balance' },
      { currency: 'gold', delta: 100, reason: 'starting_balance' },
      { currency: 'dice', delta: 5, reason: 'starting_balance' },
      { currency: 'gold', delta: -10, reason: 'single_takeback' },
      { currency: 'gold', delta: -5, reason: 'single_takebackedu:3_1_0' },
      { currency: 'gold', delta: -5, reason: 'single_takebackedu' },
      { currency: 'gold', delta: -10, reason: 'single_reput' },
    ]);
  });

  it('a replayed purchase answers the first answer and spends once; too little gold changes nothing', async () => {
    const s = await student();
    const first = await s.call('/api/single/takeback/gold', {}, 'buy-key-0001');
    expect(await s.call('/api/single/takeback/gold', {}, 'buy-key-0001')).toEqual(first);
    expect((await s.balances()).gold).toBe(90);
    await setBalances(t.testDb.db.kysely, s.userno, { gold: 5 });
    const before = await s.balances();
    expect(await s.call('/api/single/takeback/gold', {})).toEqual({ errorcode: -1004 });
    expect(await s.call('/api/single/reput/gold', {})).toEqual({ errorcode: -1004 });
    expect(await s.call('/api/single/takebackedu/gold', {})).toMatchObject({ errorcode: 0, gold: 0 });
    expect((await s.balances()).gold).toBe(0);
    expect(before.gold).toBe(5);
  });

  it('checks are free three times per academy day, then cost gold', async () => {
    const s = await student();
    for (let i = 1; i <= 3; i++)
      expect(await s.call('/api/single/check/free', {})).toEqual({
        errorcode: 0,
        free: true,
        useCheckCount: i,
        freeLimit: 3,
        gold: 100,
        goldDelta: 0,
      });
    expect((await s.call('/api/userinfo', {})).userinfo.free4Day).toEqual({ useCheck4Day: 3 });
    expect(await s.call('/api/single/check/free', {})).toEqual({
      errorcode: 0,
      free: false,
      useCheckCount: 3,
      freeLimit: 3,
      gold: 90,
      goldDelta: -10,
    });
    await setBalances(t.testDb.db.kysely, s.userno, { gold: 5 });
    expect(await s.call('/api/single/check/free', {})).toEqual({ errorcode: -1004 });
    expect((await s.balances()).gold).toBe(5);
    // The academy day (UTC+9) turns at 15:00 UTC: free checks again.
    const now = new Date(t.now.ms);
    t.now.ms =
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 15, 0, 1) +
      (now.getUTCHours() >= 15 ? 86_400_000 : 0);
    expect(await s.call('/api/single/check/free', {})).toMatchObject({
      free: true,
      useCheckCount: 1,
      gold: 5,
    });
  });
});

describe('gold purchases under races (issue 16; SQLite and PostgreSQL)', () => {
  const gold = async (s: Student) => (await s.balances()).gold;
  const goldLines = async (s: Student, reason: string) =>
    (await s.ledger()).filter((line) => line.currency === 'gold' && line.reason === reason);

  it('the price is the server’s: a price, balance or delta in the body changes nothing', async () => {
    const s = await student();
    const body = { price: 0, gold: 9999, goldDelta: 0, bkey: '3_1_0' };
    expect(await s.call('/api/single/takebackedu/gold', body)).toEqual({
      errorcode: 0,
      gold: 95,
      goldDelta: -5,
      price: 5,
    });
    expect(await s.call('/api/single/reput/gold', { price: -50 })).toMatchObject({ gold: 85, price: 10 });
    expect(await gold(s)).toBe(85);
  });

  it('racing purchases never spend gold that is not there', async () => {
    const s = await student();
    await setBalances(t.testDb.db.kysely, s.userno, { gold: 25 });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => s.call('/api/single/takeback/gold', {}, `race-buy-000${i}`)),
    );
    const paid = answers.filter((a: { errorcode: number }) => a.errorcode === 0);
    expect(paid).toHaveLength(2);
    expect(answers.filter((a: { errorcode: number }) => a.errorcode === -1004)).toHaveLength(4);
    expect(await gold(s)).toBe(5);
    expect(await goldLines(s, 'single_takeback')).toHaveLength(2);
  });

  it('one key sent again while the first is under way charges once and answers the same', async () => {
    const s = await student();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => s.call('/api/single/reput/gold', {}, 'same-key-reput-01')),
    );
    for (const answer of answers)
      expect(answer).toEqual({ errorcode: 0, gold: 90, goldDelta: -10, price: 10 });
    expect(await gold(s)).toBe(90);
    expect(await goldLines(s, 'single_reput')).toHaveLength(1);
    // The outbox's later delivery of the same key (after a lost answer) changes nothing either.
    expect(await s.call('/api/single/reput/gold', {}, 'same-key-reput-01')).toEqual(answers[0]);
    expect(await gold(s)).toBe(90);
  });

  it('racing checks take each free check once, then pay, and never go below zero', async () => {
    const s = await student();
    await setBalances(t.testDb.db.kysely, s.userno, { gold: 15 });
    const answers = (await Promise.all(
      Array.from({ length: 6 }, (_, i) => s.call('/api/single/check/free', {}, `race-check-000${i}`)),
    )) as { errorcode: number; free?: boolean }[];
    expect(answers.filter((a) => a.errorcode === 0 && a.free === true)).toHaveLength(3);
    expect(answers.filter((a) => a.errorcode === 0 && a.free === false)).toHaveLength(1);
    expect(answers.filter((a) => a.errorcode === -1004)).toHaveLength(2);
    expect(await gold(s)).toBe(5);
    expect(await goldLines(s, 'single_check')).toHaveLength(1);
    // A replayed free check is answered again, not counted again.
    const again = await s.call('/api/single/check/free', {}, 'race-check-0000');
    expect(again).toEqual(answers[0]);
    expect((await s.call('/api/userinfo', {})).userinfo.free4Day).toEqual({ useCheck4Day: 3 });
  });
});

describe('admin open (R4.36, R6.08)', () => {
  it('lets an admin set the last open mission of any user', async () => {
    const admin = await student({ admin: true });
    const pupil = await student();
    expect(
      await admin.call('/api/single/admin/open', { sno: 3, gno: 1, jkno: 1, targetno: pupil.userno }),
    ).toEqual({
      errorcode: 0,
      targetno: pupil.userno,
      sno: 3,
      gno: 1,
      lastjkno: 1,
      starsum: 0,
    });
    expect(await pupil.call('/api/single/group/info', { sno: 3 })).toMatchObject({
      UserGroupSingleInfo: [{ gno: 1, lastjkno: 1 }],
    });
    expect((await challenge(pupil, 3, 1, 1, 'open-aaaa-0001')).errorcode).toBe(0);
    // Past the end means every mission cleared; the caller's own group without targetno.
    expect(await admin.call('/api/single/admin/open', { sno: 3, gno: 1, jkno: 99 })).toMatchObject({
      targetno: admin.userno,
      lastjkno: 2,
    });
    expect(await admin.call('/api/single/admin/open', { sno: 3, gno: 9, jkno: 0 })).toEqual({
      errorcode: -2,
    });
    expect(await admin.call('/api/single/admin/open', { sno: 3, gno: 1, jkno: 0, targetno: 999999 })).toEqual(
      {
        errorcode: -1001,
      },
    );
  });

  it('refuses normal users and teachers', async () => {
    const user = await student();
    const teacher = await student({ teacher: true });
    const pupil = await student();
    for (const caller of [user, teacher]) {
      expect(await caller.call('/api/single/admin/open', { sno: 3, gno: 1, jkno: 1 })).toEqual({
        errorcode: -4030,
      });
      expect(
        await caller.call('/api/single/admin/open', { sno: 3, gno: 1, jkno: 1, targetno: pupil.userno }),
      ).toEqual({ errorcode: -4030 });
    }
    expect(await pupil.call('/api/single/group/info', { sno: 3 })).toMatchObject({
      UserGroupSingleInfo: [{ lastjkno: 0 }],
    });
  });
});
