// Immutable positions: ASCII in and out, chains and liberties, hashing (incremental equals from scratch,
// transpositions agree), setup, and that playing never changes the position it started from.
import { describe, expect, it } from 'vitest';
import {
  BLACK,
  WHITE,
  chainOf,
  createPosition,
  emptyPosition,
  fromAscii,
  hashKey,
  hashStones,
  legalMoves,
  libertiesOf,
  play,
  playMoves,
  sameHash,
  stoneAt,
  toAscii,
  withSetup,
  withToMove,
} from '../../../../src/domain/go';
import type { Position } from '../../../../src/domain/go';
import { board, names, vx } from './helpers';

function after(position: Position, moves: readonly string[]): Position {
  const result = playMoves(
    position,
    moves.map((m) => vx(position.size, m)),
  );
  if (!result.ok) throw new Error(`move ${result.error.index}: ${result.error.error}`);
  return result.value;
}

describe('ASCII boards', () => {
  it('round-trip, with or without spaces', () => {
    const text = 'X O .\n. X .\nO . .';
    expect(toAscii(board(text))).toBe(text);
    expect(toAscii(board('XO.\n.X.\nO++'))).toBe(text);
  });

  it.each([
    ['one row is not a board', '.', 'bad_size'],
    ['rows must match the row count', '. .\n. . .', 'ragged_rows'],
    ['only X, O, . and + are points', '. ?\n. .', 'bad_char'],
  ])('%s', (_why, text, error) => {
    expect(fromAscii(text)).toEqual({ ok: false, error });
  });
});

describe('chains and liberties', () => {
  const position = board(`
    X X . . .
    X O O . .
    . O X . .
    . . . . .
    . . . . .`);

  it('find the connected stones of one colour', () => {
    expect(names(5, chainOf(position, vx(5, 'A5')))).toEqual(['A4', 'A5', 'B5']);
    expect(names(5, chainOf(position, vx(5, 'C4')))).toEqual(['B3', 'B4', 'C4']);
    expect(chainOf(position, 99)).toEqual([]);
  });

  it('count each liberty once', () => {
    expect(names(5, libertiesOf(position, vx(5, 'B5')))).toEqual(['A3', 'C5']);
    expect(names(5, libertiesOf(position, vx(5, 'B4')))).toEqual(['A3', 'B2', 'C5', 'D4']);
    expect(libertiesOf(position, vx(5, 'E1'))).toEqual([]);
  });
});

describe('hashes', () => {
  it('of the empty board is zero and a stone changes it', () => {
    const empty = emptyPosition(9);
    expect(empty.hash).toEqual({ lo: 0, hi: 0 });
    expect(hashKey(empty.hash)).toBe('0000000000000000');
    const one = after(empty, ['E5']);
    expect(sameHash(one.hash, empty.hash)).toBe(false);
    expect(hashKey(one.hash)).toMatch(/^[0-9a-f]{16}$/);
  });

  it('agree for transpositions: the same stones by different move orders', () => {
    const a = after(emptyPosition(19), ['D4', 'Q16', 'Q4', 'D16']);
    const b = after(emptyPosition(19), ['Q4', 'D16', 'D4', 'Q16']);
    expect(a.hash).toEqual(b.hash);
    expect(sameHash(a.hash, after(emptyPosition(19), ['D16', 'D4', 'Q16', 'Q4']).hash)).toBe(false);
  });

  it('kept move by move equal the hash of the board drawn from scratch, captures included', () => {
    const position = after(
      board(`
        . . . . .
        . . X . .
        . X O . .
        . . X . .
        . . . . .`),
      ['D3', 'A1', 'C3'],
    );
    expect(position.hash).toEqual(hashStones(position.stones));
    expect(position.hash).toEqual(
      board(`
        . . . . .
        . . X . .
        . X X X .
        . . X . .
        O . . . .`).hash,
    );
  });

  it('do not depend on the side to move (they hash the board only)', () => {
    const position = board('X . .\n. O .\n. . .');
    expect(withToMove(position, WHITE).hash).toEqual(position.hash);
  });
});

describe('playing', () => {
  it('never changes the position it starts from', () => {
    const position = board(`
      . . . . .
      . . X . .
      . X O . .
      . . X . .
      . . . . .`);
    const before = position.stones.slice();
    const result = play(position, vx(5, 'D3'));
    expect(result.ok).toBe(true);
    expect(position.stones).toEqual(before);
    expect(position.captures).toEqual({ black: 0, white: 0 });
  });

  it('can play out of turn for a given colour', () => {
    const result = play(emptyPosition(9), vx(9, 'E5'), { color: WHITE });
    if (!result.ok) throw new Error(result.error);
    expect(stoneAt(result.position, vx(9, 'E5'))).toBe(WHITE);
    expect(result.position.toMove).toBe(BLACK);
  });

  it('reports the first illegal move of a list', () => {
    const result = playMoves(emptyPosition(9), [vx(9, 'E5'), vx(9, 'E5')]);
    expect(result).toEqual({ ok: false, error: { index: 1, error: 'occupied' } });
  });

  it('lists every legal move', () => {
    const position = board(`
      . O .
      O . O
      . O .`);
    expect(names(3, legalMoves(position))).toEqual([]);
    expect(names(3, legalMoves(position, { allowSuicide: true }))).toEqual(['A1', 'A3', 'B2', 'C1', 'C3']);
    expect(legalMoves(emptyPosition(4))).toHaveLength(16);
  });
});

describe('building positions', () => {
  it('ignores values other than ±1 and a ko on an occupied point', () => {
    const position = createPosition({ size: 2, stones: [1, -1, 7, 0], ko: 0 });
    expect(Array.from(position.stones)).toEqual([1, -1, 0, 0]);
    expect(position.ko).toBeNull();
    expect(createPosition({ size: 2, ko: 3 }).ko).toBe(3);
  });

  it('places setup stones without capturing and adds the board to the history', () => {
    const start = emptyPosition(3);
    const set = withSetup(start, { black: [0, 1], white: [4], empty: [] });
    expect(toAscii(set)).toBe('X X .\n. O .\n. . .');
    expect(set.history.previous?.hash).toEqual(start.hash);
    const cleared = withSetup(set, { empty: [0, 99] });
    expect(toAscii(cleared)).toBe('. X .\n. O .\n. . .');
  });
});
