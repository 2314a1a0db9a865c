// Single play's rules on the app's side, as tables: challenge ids the schema accepts, the result bodies the
// server replays (problems: the player's moves; games: every move, who resigned, the dead stones), the
// verdict the rules predict (the server's own rules, server/single/verify.ts), the stars of a first win,
// prisoners counted from the setup, which missions are open with this tab's wins counted, which category
// and group a place means, the lesson steps of the fixed single keys (R5.13) fetched with the spec's retry
// (R5.15, R5.16), and missions read into what the board and the AI play.
import { describe, expect, it } from 'vitest';
import { BLACK, WHITE } from '../../../src/domain/go/stones';
import { apiFailure, apiSuccess, type ApiResult } from '../../../src/io/api/result';
import type { AiBattleResult } from '../../../src/features/single/aiBattle';
import {
  canAfford,
  gameClaim,
  isCredited,
  killedStones,
  lastOpenWithNotes,
  missionStateAt,
  newChallengeId,
  nextMissionIndex,
  predictGameVerdict,
  predictProblemVerdict,
  predictStars,
  problemClaim,
  remainingStones,
  type NoteAnswer,
} from '../../../src/features/single/challenge';
import {
  clearedCount,
  groupProgressOf,
  modeCategories,
  openMissionIndex,
  pickCategory,
  pickGroup,
  shownMissionIndex,
  type SingleCourse,
} from '../../../src/features/single/singleCourse';
import { readSingleMission } from '../../../src/features/single/singleMissionData';
import { movePlace, placeOf } from '../../../src/features/single/singleMode';
import { fetchSingleTutorial, singleTutorialSeqs } from '../../../src/features/single/singleTutorial';
import { defaultSingleSelection } from '../../../src/state/singleSession';
import { singleMissionSchema, type SingleMission } from '../../../src/protocol';
import { captureOne } from './problemFixtures';

const text = (en: string) => ({ 'ko-KR': en, 'en-US': en, 'zh-CN': en });

describe('challenge ids', () => {
  it.each([
    [
      'a UUID loses its dashes',
      () => '123e4567-e89b-12d3-a456-426614174000',
      '123e4567e89b12d3a456426614174000',
    ],
    ['unsafe characters go', () => 'ab/cd+ef=gh.ij', 'abcdefghij'],
  ])('%s', (_case, random, expected) => {
    expect(newChallengeId(random)).toBe(expected);
  });

  it('always matches the schema (8–64 of A–Z a–z 0–9 _ -)', () => {
    for (const random of [() => '', () => 'x', () => 'é'.repeat(100), () => 'a'.repeat(200), undefined]) {
      expect(newChallengeId(random)).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    }
  });
});

describe('starting', () => {
  it.each([
    [null, 3, true],
    [3, 3, true],
    [2, 3, false],
    [0, 0, true],
  ] as const)('balance %s against cost %s: %s', (balance, cost, expected) => {
    expect(canAfford(balance, cost)).toBe(expected);
  });
});

function battle(partial: Partial<AiBattleResult> & Pick<AiBattleResult, 'reason'>): AiBattleResult {
  return { winner: BLACK, playerWon: true, moves: ['C3', 'D3'], firstColor: BLACK, ...partial };
}

describe('result bodies', () => {
  it('a problem sends the player’s moves and the claimed outcome', () => {
    expect(problemClaim({ solved: true, moves: ['D3'] })).toEqual({
      moves: ['D3'],
      dead: [],
      outcome: 'win',
    });
    expect(problemClaim({ solved: false, moves: ['E3'] })).toEqual({
      moves: ['E3'],
      dead: [],
      outcome: 'loss',
    });
  });

  it.each([
    [
      'a capture win',
      battle({ reason: { kind: 'capture', captured: 1 } }),
      { moves: ['C3', 'D3'], dead: [], outcome: 'win' },
    ],
    [
      'the player resigned',
      battle({ winner: WHITE, playerWon: false, reason: { kind: 'resignation', resigned: BLACK } }),
      { moves: ['C3', 'D3'], dead: [], outcome: 'loss', resign: 'player' },
    ],
    [
      'the AI resigned',
      battle({ reason: { kind: 'resignation', resigned: WHITE } }),
      { moves: ['C3', 'D3'], dead: [], outcome: 'win', resign: 'opponent' },
    ],
    [
      'a counted game with dead stones and passes',
      battle({
        moves: ['C3', 'pass', 'pass'],
        reason: { kind: 'score', black: 25, white: 0.5, margin: 24.5, dead: ['A1'] },
      }),
      { moves: ['C3', 'pass', 'pass'], dead: ['A1'], outcome: 'win' },
    ],
  ])('%s', (_case, result, expected) => {
    expect(gameClaim(result)).toEqual(expected);
  });
});

describe('predicted verdicts (the server’s rules)', () => {
  const won = { playerWon: true, winner: BLACK } as const;
  const lost = { playerWon: false, winner: WHITE } as const;
  // Black (the player) places three stones: enough for a capture game (2) and a 5×5 full game (3).
  const played = { moves: ['C3', 'D3', 'C2', 'D2', 'C4', 'D4'] };
  it.each([
    ['capture', battle({ ...played, ...won, reason: { kind: 'capture', captured: 1 } }), 'win'],
    ['capture', battle({ ...played, ...lost, reason: { kind: 'capture', captured: 1 } }), 'loss'],
    ['capture', battle({ ...played, ...won, reason: { kind: 'resignation', resigned: WHITE } }), 'win'],
    [
      'capture',
      battle({ ...played, ...won, reason: { kind: 'captures', black: 2, white: 1 } }),
      'target_not_reached',
    ],
    [
      'capture',
      battle({ ...played, ...won, reason: { kind: 'score', black: 9, white: 3, margin: 6, dead: [] } }),
      'target_not_reached',
    ],
    [
      'game',
      battle({ ...played, ...won, reason: { kind: 'score', black: 9, white: 3, margin: 6, dead: [] } }),
      'win',
    ],
    [
      'game',
      battle({ ...played, ...lost, reason: { kind: 'score', black: 3, white: 9, margin: 6, dead: [] } }),
      'loss',
    ],
    [
      'game',
      battle({
        ...played,
        winner: null,
        playerWon: false,
        reason: { kind: 'score', black: 6, white: 6, margin: 0, dead: [] },
      }),
      'draw',
    ],
    ['game', battle({ ...played, ...lost, reason: { kind: 'resignation', resigned: BLACK } }), 'loss'],
    // A win needs the player's own stones (docs/rules.md): passes place none.
    ['capture', battle({ ...won, reason: { kind: 'capture', captured: 1 } }), 'too_few_moves'],
    ['capture', battle({ ...won, reason: { kind: 'resignation', resigned: WHITE } }), 'too_few_moves'],
    [
      'game',
      battle({
        ...won,
        moves: ['C3', 'pass', 'pass'],
        reason: { kind: 'score', black: 25, white: 0, margin: 24.5, dead: [] },
      }),
      'too_few_moves',
    ],
    [
      'game',
      battle({
        ...won,
        moves: ['C3', 'D3', 'pass', 'D2', 'C2', 'D4', 'pass', 'pass'],
        reason: { kind: 'score', black: 9, white: 3, margin: 6, dead: [] },
      }),
      'too_few_moves',
    ],
    // White moving second: its stones are the odd moves.
    [
      'capture',
      battle({
        winner: WHITE,
        playerWon: true,
        moves: ['C3', 'D3', 'B3', 'D2'],
        reason: { kind: 'capture', captured: 1 },
      }),
      'win',
    ],
    // A loss is a loss however short.
    ['capture', battle({ ...lost, moves: [], reason: { kind: 'resignation', resigned: BLACK } }), 'loss'],
  ] as const)('%s game: %j → %s', (kind, result, expected) => {
    expect(predictGameVerdict(kind, result, 5)).toBe(expected);
  });

  it('problems: solved is a win, else a wrong answer; only a claimed, verified win is credited', () => {
    expect(predictProblemVerdict(true)).toBe('win');
    expect(predictProblemVerdict(false)).toBe('wrong_answer');
    expect(isCredited('win', 'win')).toBe(true);
    expect(isCredited('win', 'loss')).toBe(false);
    expect(isCredited('target_not_reached', 'win')).toBe(false);
  });

  it.each([
    [{ stars: 0, tries: 0 }, 3],
    [{ stars: 0, tries: 1 }, 2],
    [{ stars: 0, tries: 5 }, 1],
    [{ stars: 2, tries: 3 }, null],
    [null, null],
  ] as const)('stars of a first win after %j: %s', (record, expected) => {
    expect(predictStars(record)).toBe(expected);
  });
});

const game = (g: Partial<SingleMission['game']> = {}): SingleMission => ({
  sno: 4,
  gno: 1,
  jkno: 0,
  kind: 'capture',
  title: text('Mission 1'),
  prompt: text('Black to play'),
  hint: text('Count'),
  videos: 0,
  game: { size: 5, toMove: 'B', player: 'B', level: 1, komi: 0, captureTarget: 1, ...g },
});

describe('missions read for play', () => {
  it('a capture game: its setup as stones for the AI, the side to move, the player’s colour', () => {
    const read = readSingleMission(
      game({ board: ['.....', '.....', '..X..', '..O..', '.....'], captureTarget: 2 }),
    );
    if (!read.ok) throw new Error(read.error);
    const g = read.value.game;
    expect(g?.mode).toBe('capture');
    expect(g?.captureTarget).toBe(2);
    expect(g?.playerColor).toBe(BLACK);
    // C3 is vertex 12 and C2 vertex 17 on 5×5 (row-major from the top).
    expect(g?.setup).toEqual({ black: [12], white: [17], toMove: BLACK });
    expect(read.value.problem).toBeNull();
  });

  it('a full game plays White when the mission says so; an unreadable board is no mission', () => {
    const full = readSingleMission({ ...game({ player: 'W', komi: 6.5 }), kind: 'game' });
    expect(full.ok && full.value.game).toMatchObject({ mode: 'full', playerColor: WHITE, komi: 6.5 });
    expect(readSingleMission(game({ board: ['...', '...'] }))).toEqual({ ok: false, error: 'bad_game' });
  });

  it('a problem compiles with the domain’s parser', () => {
    const mission = singleMissionSchema.parse({
      ...game(),
      kind: 'problem',
      game: undefined,
      problem: captureOne,
    });
    const read = readSingleMission(mission);
    expect(read.ok && read.value.problem?.problem.start.size).toBe(5);
    expect(readSingleMission({ ...mission, problem: { board: [] } })).toEqual({
      ok: false,
      error: 'bad_problem',
    });
  });

  it('counts the prisoners of a game from its setup, for the player and the AI', () => {
    const read = readSingleMission(game({ board: ['.....', '.....', '..X..', '.XOX.', '.....'] }));
    if (!read.ok || !read.value.game) throw new Error('unreadable');
    // Black takes White C2 at C1; White then plays elsewhere.
    const killed = killedStones(read.value.game, ['C1', 'E5']);
    expect(killed).toEqual([1, 0]);
    expect(remainingStones(read.value.game, killed)).toBe(0);
  });
});

describe('open missions', () => {
  const pending = (): NoteAnswer => ({ state: 'pending' });
  it.each([
    ['no notes: the server’s lastjkno', 1, [], pending, 5, 1],
    ['a pending win of the open mission opens the next', 1, [{ key: 'a', missionIndex: 1 }], pending, 5, 2],
    ['a pending win of a cleared mission changes nothing', 2, [{ key: 'a', missionIndex: 0 }], pending, 5, 2],
    [
      'two pending wins in a row',
      0,
      [
        { key: 'a', missionIndex: 0 },
        { key: 'b', missionIndex: 1 },
      ],
      pending,
      5,
      2,
    ],
    ['a refused one counts not', 1, [{ key: 'a', missionIndex: 1 }], () => ({ state: 'rejected' }), 5, 1],
    [
      'a confirmed one by the server',
      1,
      [{ key: 'a', missionIndex: 1 }],
      () => ({ state: 'applied', lastjkno: 1 }),
      5,
      1,
    ],
    ['never past the count', 2, [{ key: 'a', missionIndex: 2 }], pending, 2, 2],
  ] as const)('%s', (_case, server, notes, answerOf, count, expected) => {
    expect(lastOpenWithNotes(server, notes, answerOf as (key: string) => NoteAnswer, count)).toBe(expected);
  });

  it.each([
    [0, 0, 'open'],
    [0, 1, 'cleared'],
    [1, 1, 'open'],
    [2, 1, 'locked'],
    [2, 3, 'cleared'],
  ] as const)('mission %s with lastjkno %s is %s', (index, last, expected) => {
    expect(missionStateAt(index, last)).toBe(expected);
  });

  it.each([
    [0, 5, 1, 1],
    [0, 5, 0, null],
    [4, 5, 5, null],
    [1, null, 2, 2],
  ] as const)('after mission %s of %s with lastjkno %s the next is %s', (index, count, last, expected) => {
    expect(nextMissionIndex(index, count, last)).toBe(expected);
  });
});

const course: SingleCourse = {
  errorcode: 0,
  version: 't',
  categories: [
    {
      sno: 3,
      key: 'puzzle',
      title: text('Puzzle'),
      groups: [
        { gno: 1, title: text('Atari'), heart: 1, missions: 2, kind: 'problem' },
        { gno: 2, title: text('Nets'), heart: 2, missions: 3, kind: 'problem' },
      ],
    },
    { sno: 4, key: 'aiBattle1', title: text('AI battle 1'), groups: [] },
    {
      sno: 6,
      key: 'dice',
      title: text('Dice'),
      groups: [{ gno: 1, title: text('D'), heart: 0, missions: 2, kind: 'problem' }],
    },
  ],
};

describe('the outline and the place', () => {
  it('single lists every category but dice; dice only dice', () => {
    expect(modeCategories(course, 'single').map((c) => c.sno)).toEqual([3, 4]);
    expect(modeCategories(course, 'dice').map((c) => c.sno)).toEqual([6]);
  });

  // Issue 22 item 17: basics and puzzles before battles, AI battle 1 before AI battle 2.
  it('lists the types in learning order, not by their wire numbers', () => {
    const every: SingleCourse = {
      ...course,
      categories: [0, 1, 2, 3, 4, 5, 6].map((sno) => ({
        sno,
        key: `t${sno}`,
        title: text(`T${sno}`),
        groups: [],
      })),
    };
    expect(modeCategories(every, 'single').map((c) => c.sno)).toEqual([1, 3, 2, 4, 0, 5]);
    expect(modeCategories(every, 'dice').map((c) => c.sno)).toEqual([6]);
  });

  it('the chosen category and group, else the first; null when none', () => {
    const single = modeCategories(course, 'single');
    expect(pickCategory(single, 4)?.sno).toBe(4);
    expect(pickCategory(single, -1)?.sno).toBe(3);
    expect(pickCategory([], 3)).toBeNull();
    expect(pickGroup(single[0]?.groups ?? [], 2)?.gno).toBe(2);
    expect(pickGroup(single[0]?.groups ?? [], 9)?.gno).toBe(1);
  });

  it('progress: cleared missions and the open one', () => {
    const infos = [{ gno: 2, lastjkno: 3, starsum: 7 }];
    expect(groupProgressOf(infos, 1)).toEqual({ lastjkno: 0, starsum: 0 });
    expect(clearedCount(groupProgressOf(infos, 2), 3)).toBe(3);
    expect(openMissionIndex(groupProgressOf(infos, 2), 3)).toBe(2);
    expect(openMissionIndex({ lastjkno: 1, starsum: 0 }, 3)).toBe(1);
    expect(shownMissionIndex(-1, 1, 3)).toBe(1);
    expect(shownMissionIndex(2, 1, 3)).toBe(2);
    expect(shownMissionIndex(7, 1, 3)).toBe(1);
  });

  it('single and dice keep their own places (gjkno)', () => {
    const selection = {
      ...defaultSingleSelection,
      categoryId: 3,
      groupId: 2,
      missionIndex: 1,
      dice: { groupId: 1, missionIndex: 0 },
    };
    expect(placeOf(selection, 'single')).toEqual({ categoryId: 3, groupId: 2, missionIndex: 1 });
    expect(placeOf(selection, 'dice')).toEqual({ categoryId: 6, groupId: 1, missionIndex: 0 });
    expect(movePlace('dice', { groupId: 2, missionIndex: 1 })).toEqual({
      dice: { groupId: 2, missionIndex: 1 },
      singleType: 6,
    });
    expect(movePlace('single', { categoryId: 4, groupId: 1 })).toEqual({
      categoryId: 4,
      groupId: 1,
      singleType: 4,
    });
  });
});

describe('single lessons (R5.13–R5.16)', () => {
  it('take their steps from the fixed keys', () => {
    expect(singleTutorialSeqs({ categoryId: 1, groupId: 1, missionIndex: 0 })).toEqual([1, 2, 3, 4]);
    expect(singleTutorialSeqs({ categoryId: 3, groupId: 1, missionIndex: 0 })).toEqual([1, 2]);
    expect(singleTutorialSeqs({ categoryId: 3, groupId: 1, missionIndex: 1 })).toEqual([]);
  });

  const step = (seq: number, problem?: unknown) =>
    apiSuccess({
      data: JSON.stringify({
        key: `3_1_0_${seq}`,
        title: text('Puzzles'),
        text: text(`Step ${seq}`),
        ...(problem ? { problem } : {}),
      }),
    });

  function server(answers: Record<number, ApiResult<{ data: string }>[]>) {
    const sleeps: number[] = [];
    const calls: number[] = [];
    return {
      deps: {
        request: (body: { seq: number }) => {
          calls.push(body.seq);
          const list = answers[body.seq] ?? [apiFailure(-2, { status: 200 })];
          const count = calls.filter((s) => s === body.seq).length;
          return Promise.resolve(list[Math.min(count - 1, list.length - 1)] as ApiResult<{ data: string }>);
        },
        sleep: (ms: number) => {
          sleeps.push(ms);
          return Promise.resolve();
        },
      },
      sleeps,
      calls,
    };
  }
  const address = { categoryId: 3, groupId: 1, missionIndex: 0 };
  const offline = apiFailure(-4002, { unreachable: true });

  it('skips a step the server does not have (-2) without retrying', async () => {
    const s = server({ 1: [step(1, captureOne)] });
    const result = await fetchSingleTutorial(address, s.deps);
    expect(result.kind === 'ready' && result.steps.map((x) => [x.seq, x.problem !== null])).toEqual([
      [1, true],
    ]);
    expect(s.calls).toEqual([1, 2]);
    expect(s.sleeps).toEqual([]);
  });

  it('retries a failure twice, one second apart, then uses the answer', async () => {
    const s = server({ 1: [offline, offline, step(1)], 2: [step(2)] });
    const result = await fetchSingleTutorial(address, s.deps);
    expect(result.kind === 'ready' && result.steps.map((x) => [x.seq, x.problem])).toEqual([
      [1, null],
      [2, null],
    ]);
    expect(s.sleeps).toEqual([1000, 1000]);
  });

  it('gives up after three attempts', async () => {
    const s = server({ 1: [offline] });
    expect(await fetchSingleTutorial(address, s.deps)).toMatchObject({ kind: 'failed', code: -4002 });
    expect(s.calls).toEqual([1, 1, 1]);
  });

  it('is none when the server has no step, and a mission off the list asks nothing', async () => {
    const s = server({});
    expect(await fetchSingleTutorial(address, s.deps)).toEqual({ kind: 'none' });
    const t = server({});
    expect(await fetchSingleTutorial({ ...address, missionIndex: 1 }, t.deps)).toEqual({ kind: 'none' });
    expect(t.calls).toEqual([]);
  });
});
