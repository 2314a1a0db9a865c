// Suicide, ko, snapback, positional superko, passes and eyes on ASCII boards.
import { describe, expect, it } from 'vitest';
import {
  BLACK,
  PASS,
  WHITE,
  analyzeMove,
  isLegal,
  play,
  playMoves,
  toAscii,
} from '../../../../src/domain/go';
import type { PlayOptions, Position } from '../../../../src/domain/go';
import { board, drawn, names, swapColors, vx } from './helpers';

function mustPlay(position: Position, move: string, options: PlayOptions = {}): Position {
  const result = play(position, vx(position.size, move), options);
  if (!result.ok) throw new Error(`${move}: ${result.error}`);
  return result.position;
}

function playAll(position: Position, moves: readonly string[], options: PlayOptions = {}): Position {
  return moves.reduce((p, m) => mustPlay(p, m, options), position);
}

describe.each([
  ['X', false],
  ['O', true],
])('suicide, %s to move', (_mover, swap) => {
  const paint = (ascii: string) => (swap ? swapColors(ascii) : ascii);
  const toMove = swap ? WHITE : BLACK;
  // A single stone played into the opponent's eye has no liberty and captures nothing.
  const eye = `
    . O . . .
    O . O . .
    . O . . .
    . . . . .
    . . . . .`;
  // Filling the last liberty of one's own chain of two makes a chain of three without liberties.
  const ownChain = `
    X X . O .
    O O O . .
    . . . . .
    . . . . .
    . . . . .`;

  it('is refused by default, with the reason', () => {
    const position = board(paint(eye), { toMove });
    const result = play(position, vx(5, 'B4'));
    expect(result).toEqual({
      ok: false,
      error: 'suicide',
      analysis: { capturing: false, suicide: true, ko: false, overwrite: false, superko: false },
    });
    expect(play(board(paint(ownChain), { toMove }), vx(5, 'C5')).ok).toBe(false);
  });

  it('removes the own chain when allowed, and the opponent takes the prisoners', () => {
    const result = play(board(paint(ownChain), { toMove }), vx(5, 'C5'), { allowSuicide: true });
    if (!result.ok) throw new Error(result.error);
    expect(names(5, result.captured)).toEqual(['A5', 'B5', 'C5']);
    expect(result.analysis.suicide).toBe(true);
    expect(toAscii(result.position)).toBe(
      drawn(
        paint(`
          . . . O .
          O O O . .
          . . . . .
          . . . . .
          . . . . .`),
      ),
    );
    expect(result.position.captures).toEqual(swap ? { black: 3, white: 0 } : { black: 0, white: 3 });
  });

  it('is not suicide when the move captures first', () => {
    // The opponent's eye-maker is in atari itself, so playing in the eye captures it.
    const position = board(
      paint(`
        X O . . .
        O . O . .
        X O . . .
        . X . . .
        . . . . .`),
      { toMove },
    );
    const result = play(position, vx(5, 'B4'));
    if (!result.ok) throw new Error(result.error);
    expect(names(5, result.captured)).toEqual(['A4']);
    expect(result.analysis).toMatchObject({ capturing: true, suicide: false });
  });
});

// The classic ko: X captures one stone with a stone that then sits in atari on the same point.
const ko = `
  . X O . .
  X O . O .
  . X O . .
  . . . . .
  . . . . .`;

describe('simple ko', () => {
  it('marks the ko point after a single-stone capture by a lone stone in atari', () => {
    const after = play(board(ko), vx(5, 'C4'));
    if (!after.ok) throw new Error(after.error);
    expect(names(5, after.captured)).toEqual(['B4']);
    expect(after.position.ko).toBe(vx(5, 'B4'));
  });

  it('forbids the immediate retake', () => {
    const position = mustPlay(board(ko), 'C4');
    const retake = play(position, vx(5, 'B4'));
    expect(retake.ok).toBe(false);
    expect(retake).toMatchObject({ error: 'ko', analysis: { ko: true, capturing: true } });
    expect(analyzeMove(position, vx(5, 'B4')).error).toBe('ko');
  });

  it('allows the retake after a move elsewhere on each side', () => {
    const position = playAll(board(ko), ['C4', 'E1', 'E2']);
    const retake = play(position, vx(5, 'B4'));
    if (!retake.ok) throw new Error(retake.error);
    expect(names(5, retake.captured)).toEqual(['C4']);
    // And now the ko belongs to the other side.
    expect(retake.position.ko).toBe(vx(5, 'C4'));
  });

  it('is cleared by a pass', () => {
    const position = playAll(board(ko), ['C4']);
    const passed = play(position, PASS);
    if (!passed.ok) throw new Error(passed.error);
    expect(passed.position.ko).toBeNull();
  });

  it('binds only the side to move (the capturer may fill the ko)', () => {
    const position = mustPlay(board(ko), 'C4');
    expect(isLegal(position, vx(5, 'B4'), { color: BLACK })).toBe(true);
  });

  it('is not set when the capturing stone has a second liberty', () => {
    // Same shape with C3 empty: C4 keeps two liberties after the capture, so White may play B4 back.
    const position = board(`
      . X O . .
      X O . O .
      . X . . .
      . . . . .
      . . . . .`);
    const after = play(position, vx(5, 'C4'));
    if (!after.ok) throw new Error(after.error);
    expect(after.position.ko).toBeNull();
  });
});

describe('snapback', () => {
  // X throws in at B5, O takes at C5, and X takes five stones back at B5: legal, since it is no ko.
  const snapback = `
    O . . X .
    O O O X .
    X X X . .
    . . . . .
    . . . . .`;

  it('lets the thrower-in recapture at once', () => {
    const position = playAll(board(snapback), ['B5', 'C5']);
    expect(position.ko).toBeNull();
    const result = play(position, vx(5, 'B5'));
    if (!result.ok) throw new Error(result.error);
    expect(names(5, result.captured)).toEqual(['A4', 'A5', 'B4', 'C4', 'C5']);
    expect(result.position.captures).toEqual({ black: 5, white: 1 });
    expect(toAscii(result.position)).toBe(
      drawn(`
        . X . X .
        . . . X .
        X X X . .
        . . . . .
        . . . . .`),
    );
  });
});

describe('positional superko', () => {
  // Three kos: X can take at C8 and C4, O at H8. Taking in turn, the sixth move recreates the start.
  const tripleKo = `
    . X O . . . O X .
    X O . O . O X . X
    . X O . . . O X .
    . . . . . . . . .
    . X O . . . . . .
    X O . O . . . . .
    . X O . . . . . .
    . . . . . . . . .
    . . . . . . . . .`;
  const cycle = ['C8', 'H8', 'C4', 'B8', 'G8'];

  it('allows a triple-ko cycle under simple ko only', () => {
    const position = playAll(board(tripleKo), cycle);
    const back = play(position, vx(9, 'B4'));
    if (!back.ok) throw new Error(back.error);
    expect(toAscii(back.position)).toBe(drawn(tripleKo));
  });

  it('refuses the move that closes the cycle under the option', () => {
    const options = { superko: 'positional' } as const;
    const position = playAll(board(tripleKo), cycle, options);
    const back = play(position, vx(9, 'B4'), options);
    expect(back).toMatchObject({ ok: false, error: 'superko', analysis: { superko: true, capturing: true } });
    expect(analyzeMove(position, vx(9, 'B4'), options).error).toBe('superko');
    expect(analyzeMove(position, vx(9, 'B4')).error).toBeNull();
  });

  it('refuses a ko retake after both sides passed, which simple ko allows', () => {
    const options = { superko: 'positional' } as const;
    const position = playMoves(board(ko), [vx(5, 'C4'), PASS, PASS], options);
    if (!position.ok) throw new Error(position.error.error);
    expect(isLegal(position.value, vx(5, 'B4'))).toBe(true);
    expect(analyzeMove(position.value, vx(5, 'B4'), options).error).toBe('superko');
  });

  it('refuses a single-stone suicide, which leaves the board unchanged', () => {
    const eye = board(`
      . O . . .
      O . O . .
      . O . . .
      . . . . .
      . . . . .`);
    expect(isLegal(eye, vx(5, 'B4'), { allowSuicide: true })).toBe(true);
    expect(analyzeMove(eye, vx(5, 'B4'), { allowSuicide: true, superko: 'positional' }).error).toBe(
      'superko',
    );
  });
});

describe('pass', () => {
  it('changes the side to move and nothing on the board', () => {
    const position = board(ko);
    const result = play(position, PASS);
    if (!result.ok) throw new Error(result.error);
    expect(result.position.toMove).toBe(WHITE);
    expect(result.position.stones).toEqual(position.stones);
    expect(result.position.hash).toEqual(position.hash);
    expect(result.captured).toEqual([]);
  });
});

describe('eyes', () => {
  // A group with two eyes lives: neither eye can be filled by the opponent.
  const twoEyes = `
    . X . X O
    X X X X O
    O O O O O
    . . . . .
    . . . . .`;

  it('two real eyes cannot be filled', () => {
    const position = board(twoEyes, { toMove: WHITE });
    expect(analyzeMove(position, vx(5, 'A5')).error).toBe('suicide');
    expect(analyzeMove(position, vx(5, 'C5')).error).toBe('suicide');
  });

  it('a group with one eye dies when the outside liberties are gone and the eye is filled', () => {
    const position = board(
      `
      . X X X O
      X X X X O
      O O O O O
      . . . . .
      . . . . .`,
      { toMove: WHITE },
    );
    const result = play(position, vx(5, 'A5'));
    if (!result.ok) throw new Error(result.error);
    expect(result.captured).toHaveLength(7);
  });

  it('the owner may fill its own eye (legal, if unwise)', () => {
    const position = board(twoEyes, { toMove: BLACK });
    expect(isLegal(position, vx(5, 'A5'))).toBe(true);
  });
});

describe('occupied and off-board points', () => {
  it('answer overwrite and off_board', () => {
    const position = board(ko);
    expect(play(position, vx(5, 'B5'))).toMatchObject({
      ok: false,
      error: 'occupied',
      analysis: { overwrite: true },
    });
    expect(play(position, 25)).toMatchObject({ ok: false, error: 'off_board' });
    expect(play(position, -7)).toMatchObject({ ok: false, error: 'off_board' });
    expect(play(position, 2.5)).toMatchObject({ ok: false, error: 'off_board' });
  });
});
