// Dice challenges roll on the server (issue 17; R7.25, R3.37 dice_multi_flag): the roll is made when the
// challenge starts, kept with it (a replay never rolls again), decides the mission from the group's dice
// table in the fixture pack (tests/fixtures/packs/single.json: 1–3 a 5×5 board, 4–6 a 7×7 board with two
// stones to capture, 7+ a 9×9 board with a handicap stone; 30, 60, 90 seconds for the puzzle), and the
// result is replayed on the board the roll made.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp';

/** The faces the next rolls show (1–6), in order; each is used once. */
const faces: number[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ randomBelow: () => (faces.shift() ?? 1) - 1 });
});
afterAll(async () => {
  await t.close();
});

let n = 0;
async function student() {
  n += 1;
  const username = `dice${n}`;
  await t.post('/api/user/reg', { username, passwd: 'stone-1234', email: '' });
  const json = (await t.post('/api/login', { username, passwd: 'stone-1234' })).json();
  const token = json.accessToken as string;
  let key = 0;
  const call = async (path: string, body: object, replayKey?: string) =>
    (
      await t.post(path, body, {
        token,
        headers: { 'idempotency-key': replayKey ?? `dice-key-${n}-${key++}` },
      })
    ).json();
  // The balances row exists from the first read on.
  await call('/api/dice/alive/count', {});
  return { userno: json.userno as number, call };
}

type Student = Awaited<ReturnType<typeof student>>;

const start = (s: Student, jkno: number, challengeId: string, dice?: number) =>
  s.call('/api/single/dice/challenge', {
    sno: 6,
    gno: 1,
    jkno,
    type: 6,
    challengeId,
    ...(dice ? { dice } : {}),
  });

async function clearPuzzle(s: Student, id: string) {
  faces.push(1);
  await start(s, 0, id);
  const done = await s.call('/api/single/result', {
    sno: 6,
    gno: 1,
    jkno: 0,
    challengeId: id,
    moves: ['D3'],
    dead: [],
    outcome: 'win',
  });
  expect(done).toMatchObject({ credited: true, lastjkno: 1 });
}

describe('the server rolls when a dice challenge starts', () => {
  it.each<[number, number]>([
    [1, 30],
    [4, 60],
    [6, 60],
  ])('one die showing %i gives the puzzle %i seconds', async (face, seconds) => {
    const s = await student();
    faces.push(face);
    const answer = await start(s, 0, `roll-one-${face}-000`);
    expect(answer).toMatchObject({ errorcode: 0, roll: { dice: [face], total: face, seconds } });
    // A puzzle keeps its problem; only the time is the roll's.
    expect(answer.SingleLoadVector[0].kind).toBe('problem');
  });

  it('keeps the roll: a replay or a reload with the same challenge id never rolls again', async () => {
    const s = await student();
    faces.push(5);
    const first = await start(s, 0, 'roll-kept-0001');
    expect(first.roll).toMatchObject({ dice: [5], total: 5 });
    faces.push(2);
    const again = await start(s, 0, 'roll-kept-0001');
    expect(again.roll).toEqual(first.roll);
    expect(again.dcount).toBe(first.dcount);
    // The unused face is still waiting: nothing was rolled.
    expect(faces).toEqual([2]);
    faces.length = 0;
    const row = await t.testDb.db.kysely
      .selectFrom('single_challenges')
      .select('dice')
      .where('userno', '=', s.userno)
      .where('challenge_id', '=', 'roll-kept-0001')
      .executeTakeFirstOrThrow();
    expect(row.dice).toBe('5');
  });

  it('rolls two dice and adds them when asked (dice_multi_flag)', async () => {
    const s = await student();
    faces.push(3, 6);
    const answer = await start(s, 0, 'roll-two-00001', 2);
    expect(answer.roll).toMatchObject({ dice: [3, 6], total: 9, seconds: 90 });
  });

  it.each<[number[], number, number, number, string[] | undefined, string]>([
    [[2], 5, 1, 1, undefined, 'B'],
    [[4], 7, 2, 2, undefined, 'B'],
    [
      [3, 5],
      9,
      2,
      3,
      [
        '.........',
        '.........',
        '......X..',
        '.........',
        '.........',
        '.........',
        '.........',
        '.........',
        '.........',
      ],
      'W',
    ],
  ])(
    'dice %j: the capture game on %i lines, %i to capture, level %i',
    async (dice, size, target, level, board, toMove) => {
      const s = await student();
      await clearPuzzle(s, `roll-cap-${dice.join('')}-p`);
      faces.push(...dice);
      const answer = await start(s, 1, `roll-cap-${dice.join('')}-g`, dice.length);
      const game = answer.SingleLoadVector[0].game;
      expect(game).toMatchObject({ size, captureTarget: target, level, toMove, player: 'B' });
      expect(game.board).toEqual(board);
      expect(answer.roll).toMatchObject({ dice, size, captureTarget: target, level });
    },
  );

  it('replays the result on the board the roll made', async () => {
    const s = await student();
    await clearPuzzle(s, 'roll-replay-p');
    faces.push(4);
    const started = await start(s, 1, 'roll-replay-g');
    expect(started.SingleLoadVector[0].game).toMatchObject({ size: 7, captureTarget: 2 });
    // Two captures on 7×7 (A1, then G1): moves past E do not exist on the pack's 5×5 board.
    const result = await s.call('/api/single/result', {
      sno: 6,
      gno: 1,
      jkno: 1,
      challengeId: 'roll-replay-g',
      moves: ['A2', 'A1', 'B1', 'G1', 'G2', 'D4', 'F1'],
      dead: [],
      outcome: 'win',
    });
    expect(result).toMatchObject({ errorcode: 0, verdict: 'win', credited: true });
  });

  it('a capture short of the rolled target is not a win', async () => {
    const s = await student();
    await clearPuzzle(s, 'roll-short-p');
    faces.push(4);
    await start(s, 1, 'roll-short-g');
    const result = await s.call('/api/single/result', {
      sno: 6,
      gno: 1,
      jkno: 1,
      challengeId: 'roll-short-g',
      moves: ['A2', 'A1', 'B1'],
      dead: [],
      outcome: 'win',
    });
    expect(result).toMatchObject({ errorcode: 0, credited: false });
    expect(result.verdict).not.toBe('win');
  });

  it('refuses more than two dice and a heart challenge has no roll', async () => {
    const s = await student();
    expect(await start(s, 0, 'roll-three-001', 3)).toMatchObject({ errorcode: -1000 });
    const hearts = await s.call('/api/single/challenge/req', { sno: 3, gno: 1, jkno: 0, type: 3 });
    expect(hearts.errorcode).toBe(0);
    expect(hearts.roll).toBeUndefined();
  });
});
