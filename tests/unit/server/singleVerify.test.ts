// Single-play results are replayed before credit (DESIGN.md; server/single/verify.ts): problems against
// their tree, capture games to the target, full games to two passes and area scoring with consistent dead
// stones. Boards are drawn as ASCII (top row first, row 1 at the bottom).
import { describe, expect, it } from 'vitest';
import {
  BLACK,
  compileProblem,
  fromAscii,
  parseProblemJson,
  parseVertex,
  WHITE,
  withToMove,
  type Color,
  type Position,
} from '../../../src/domain/go';
import {
  consistentDeadStones,
  verifyCaptureGame,
  verifyFullGame,
  verifyProblem,
} from '../../../server/single/verify';
import { startPosition } from '../../../server/single/setup';
import type { SingleGame } from '../../../src/protocol';

function board(rows: string, toMove: Color = BLACK): Position {
  const parsed = fromAscii(rows);
  if (!parsed.ok) throw new Error(parsed.error);
  return withToMove(parsed.value, toMove);
}

const v = (position: Position, name: string) => {
  const parsed = parseVertex(position.size, name);
  if (!parsed.ok) throw new Error(name);
  return parsed.value;
};

const empty5 = board('.....\n.....\n.....\n.....\n.....');

describe('verifyProblem', () => {
  // The study fixture's first mission: capture C3 by playing D3.
  const parsed = parseProblemJson({
    board: ['.....', '..X..', '.XO..', '..X..', '.....'],
    toMove: 'B',
    goal: { kind: 'capture', targets: ['C3'] },
    tree: [
      { line: 'D3', result: 'right' },
      { line: 'E3 D3', result: 'wrong' },
    ],
  });
  if (!parsed.ok) throw new Error('fixture');
  const problem = compileProblem(parsed.value);

  it.each([
    ['the right move', ['D3'], 'win', -1],
    ['a wrong move', ['E3'], 'wrong_answer', 0],
    ['no move at all', [], 'wrong_answer', -1],
    ['an occupied point', ['C3'], 'illegal_move', 0],
    ['a point off this board', ['Z9'], 'illegal_move', 0],
    ['a move after the solve', ['D3', 'E5'], 'moves_after_end', 1],
  ])('%s', (_case, moves, verdict, at) => {
    expect(verifyProblem(problem, moves)).toEqual({ verdict, at, score: '' });
  });
});

describe('verifyCaptureGame', () => {
  // Black A2, White A1 (self-atari), Black B1 takes it.
  const firstCapture = ['A2', 'A1', 'B1'];

  it.each([
    ['Black captures first: Black wins', BLACK, 1, firstCapture, undefined, 'win', -1],
    ['the same game seen by White: a loss', WHITE, 1, firstCapture, undefined, 'loss', -1],
    ['White captures first', BLACK, 1, ['A1', 'A2', 'C3', 'B1'], undefined, 'loss', -1],
    ['one capture of a target of two', BLACK, 2, firstCapture, undefined, 'target_not_reached', -1],
    // The AI resigns only past the opening and when hopeless (docs/rules.md): not in an open game.
    ['the opponent resigned an open game', BLACK, 2, firstCapture, 'opponent', 'resignation_refused', -1],
    ['the opponent resigned before a move', BLACK, 1, [], 'opponent', 'too_few_moves', -1],
    [
      'the opponent resigned a lost game (its stone in atari cannot escape)',
      BLACK,
      1,
      ['A3', 'B4', 'B3', 'C4', 'C2', 'D3', 'D2', 'D1', 'C1'],
      'opponent',
      'win',
      -1,
    ],
    ['the player resigned', BLACK, 2, firstCapture, 'player', 'loss', -1],
    ['a resignation after the end changes nothing', BLACK, 1, firstCapture, 'player', 'win', -1],
    ['a move after the deciding capture', BLACK, 1, [...firstCapture, 'C3'], undefined, 'moves_after_end', 3],
    ['an occupied point', BLACK, 1, ['A2', 'A2'], undefined, 'illegal_move', 1],
    ['suicide', BLACK, 1, ['B1', 'C3', 'A2', 'A1'], undefined, 'illegal_move', 3],
    ['passes are moves too', BLACK, 1, ['pass', 'A1', 'A2', 'pass', 'B1'], undefined, 'win', -1],
  ] as const)('%s', (_case, player, target, moves, resign, verdict, at) => {
    expect(verifyCaptureGame(empty5, player, target, { moves, resign })).toEqual({ verdict, at, score: '' });
  });

  it('counts captures from the setup, not the prisoners it starts with', () => {
    const start = { ...empty5, captures: { black: 4, white: 0 } };
    expect(verifyCaptureGame(start, BLACK, 5, { moves: firstCapture }).verdict).toBe('target_not_reached');
    expect(verifyCaptureGame(start, BLACK, 1, { moves: firstCapture }).verdict).toBe('win');
  });
});

describe('verifyFullGame', () => {
  // Black walls off columns A–C, White D–E: 15 to 10 by area.
  const wall = ['C1', 'D1', 'C2', 'D2', 'C3', 'D3', 'C4', 'D4', 'C5', 'D5', 'pass', 'pass'];

  it.each([
    ['Black by 4.5 with komi 0.5', BLACK, 0.5, 'win', 'B+4.5'],
    ['the same game for White', WHITE, 0.5, 'loss', 'B+4.5'],
    ['komi 5.5 turns it', BLACK, 5.5, 'loss', 'W+0.5'],
    ['komi 5 is a draw', BLACK, 5, 'draw', '0'],
    ['komi 5.5 for White', WHITE, 5.5, 'win', 'W+0.5'],
  ] as const)('%s', (_case, player, komi, verdict, score) => {
    expect(verifyFullGame(empty5, player, komi, { moves: wall })).toEqual({ verdict, at: -1, score });
  });

  it('a win needs the player’s own stones: one stone and two passes count, but were not played', () => {
    expect(verifyFullGame(empty5, BLACK, 0.5, { moves: ['C3', 'pass', 'pass'] })).toEqual({
      verdict: 'too_few_moves',
      at: -1,
      score: 'B+24.5',
    });
  });

  it.each([
    ['no two final passes', wall.slice(0, 11), undefined, 'not_finished', -1],
    ['a resignation of a lost game ends it', wall.slice(0, 10), 'opponent', 'win', -1],
    ['a resignation before the player played enough', wall.slice(0, 4), 'opponent', 'too_few_moves', -1],
    ['the player resigned', wall.slice(0, 4), 'player', 'loss', -1],
    ['a move after two passes', [...wall, 'A1'], undefined, 'moves_after_end', 12],
    ['an occupied point', ['C1', 'C1'], undefined, 'illegal_move', 1],
  ] as const)('%s', (_case, moves, resign, verdict, at) => {
    expect(verifyFullGame(empty5, BLACK, 0.5, { moves, resign })).toMatchObject({ verdict, at });
  });

  it('refuses dead stones that are not stones', () => {
    expect(verifyFullGame(empty5, BLACK, 0.5, { moves: wall, dead: ['E3'] }).verdict).toBe('bad_dead_stones');
  });
});

describe('consistentDeadStones', () => {
  // A lone White stone at A3 inside Black's area, and one at A1 that is not marked.
  const inside = board(['. X . O .', '. X . O .', 'O X . O .', '. X . O .', 'O X . O .'].join('\n'));

  it('accepts a stone inside the other side’s area, as its whole chain', () => {
    const a3 = v(inside, 'A3');
    expect(consistentDeadStones(inside, [a3])).toBeNull(); // A1, still on the board, shares A3's area
    const a1 = v(inside, 'A1');
    expect(consistentDeadStones(inside, [a3, a1])).toEqual([a3, a1].sort((x, y) => x - y));
  });

  it('refuses an empty point', () => {
    expect(consistentDeadStones(inside, [v(inside, 'C3')])).toBeNull();
  });

  // Black's group has three one-point eyes: pass-alive (Benson), never dead.
  const alive = board(['. X . X .', 'X X X X X', 'O O O O O', '. . . . .', '. . . . .'].join('\n'));

  it('refuses a pass-alive group', () => {
    expect(consistentDeadStones(alive, [v(alive, 'B4')])).toBeNull();
  });

  it('cannot tell a living group that is not pass-alive from a dead one (the documented limit)', () => {
    const c3 = v(alive, 'C3');
    expect(consistentDeadStones(alive, [c3])).toHaveLength(5);
  });
});

describe('startPosition', () => {
  const game: SingleGame = { size: 5, toMove: 'W', player: 'B', level: 1, komi: 0, captureTarget: 1 };

  it('reads the setup with the side to move, or an empty board', () => {
    const start = startPosition({ ...game, board: ['.....', '.....', '..X..', '..O..', '.....'] }, 'capture');
    expect(start.ok && start.position.toMove).toBe(WHITE);
    expect(start.ok && start.position.stones.filter((s) => s !== 0).length).toBe(2);
    expect(startPosition({ ...game, toMove: 'B' }, 'capture')).toMatchObject({ ok: true });
  });

  const refused: [string, SingleGame, 'capture' | 'game', string][] = [
    ['rows of another size', { ...game, board: ['...', '...', '...'] }, 'capture', 'bad_board'],
    [
      'a stone without liberties',
      { ...game, board: ['XO...', 'O....', '.....', '.....', '.....'] },
      'capture',
      'dead_setup_stone',
    ],
    [
      'a capture game without a target',
      { size: 5, toMove: 'B', player: 'B', level: 1, komi: 0 },
      'capture',
      'no_capture_target',
    ],
  ];
  it.each(refused)('refuses %s', (_case, g, kind, error) => {
    expect(startPosition(g, kind)).toEqual({ ok: false, error });
  });
});
