// The fast board on small ASCII positions: chains, real and pseudo-liberties, atari, captures, ko,
// suicide, the empty-point list, and copies that do not share state.
import { describe, expect, it } from 'vitest';
import { BLACK, BORDER, FastBoard, NO_MOVE, PASS, WHITE, toAscii } from '../../../../src/domain/go';
import { board, drawn, vx } from './helpers';

function fast(ascii: string, toMove: 1 | -1 = BLACK, allowSuicide = false): FastBoard {
  return FastBoard.fromPosition(board(ascii, { toMove }), { allowSuicide });
}

function at(b: FastBoard, name: string): number {
  return b.pointOf(vx(b.size, name));
}

function draw(b: FastBoard): string {
  return toAscii({ size: b.size, stones: b.toStones() });
}

describe('fast board chains', () => {
  // X's chain A5-B5-A4 touches A3 twice (from A4) and C5 once: three pseudo-liberties, two real ones.
  const b = fast(`
    X X . . .
    X O O . .
    . O X . .
    . . . . .
    . . . . .`);

  it('know their stones and liberties', () => {
    expect(b.chainSizeAt(at(b, 'A5'))).toBe(3);
    expect(b.sameChain(at(b, 'A5'), at(b, 'A4'))).toBe(true);
    expect(b.sameChain(at(b, 'A5'), at(b, 'B4'))).toBe(false);
    expect(
      b
        .chainStones(at(b, 'B5'))
        .map((p) => b.vertexOf(p))
        .sort(),
    ).toEqual(['A5', 'B5', 'A4'].map((n) => vx(5, n)).sort());
    expect(b.liberties(at(b, 'A5'))).toBe(2);
    expect(b.liberties(at(b, 'B4'))).toBe(4);
    expect(b.liberties(at(b, 'C3'))).toBe(2);
    expect(b.liberties(at(b, 'E1'))).toBe(0);
    expect(b.pseudoLiberties(at(b, 'C3'))).toBe(2);
  });

  it('report atari only with exactly one liberty, and where', () => {
    const atari = fast(`
      X O . . .
      . . . . .
      . . . . .
      . . . . .
      . . . . .`);
    expect(atari.atariLiberty(at(atari, 'A5'))).toBe(at(atari, 'A4'));
    expect(atari.atariLiberty(at(atari, 'B5'))).toBe(-1);
    expect(b.atariLiberty(at(b, 'A5'))).toBe(-1);
  });

  it('mark the border and the empty points', () => {
    expect(b.at(0)).toBe(BORDER);
    expect(b.at(at(b, 'A5'))).toBe(BLACK);
    expect(b.at(at(b, 'B4'))).toBe(WHITE);
    expect(b.emptyPointCount).toBe(25 - 7);
    const empties = Array.from({ length: b.emptyPointCount }, (_, i) => b.vertexOf(b.emptyPoint(i)));
    expect(new Set(empties).size).toBe(18);
    expect(empties.every((v) => b.toStones()[v] === 0)).toBe(true);
  });
});

describe('fast board moves', () => {
  it('capture, count prisoners and keep the empty list right', () => {
    const b = fast(`
      . . . . .
      . X . X .
      X O . O X
      . X . X .
      . . . . .`);
    expect(b.play(at(b, 'C3'))).toBe(true);
    expect(b.lastCaptureCount).toBe(2);
    expect(b.prisoners(BLACK)).toBe(2);
    expect(b.emptyPointCount).toBe(25 - 7);
    expect(draw(b)).toBe(
      drawn(`
        . . . . .
        . X . X .
        X . X . X
        . X . X .
        . . . . .`),
    );
    expect(b.liberties(at(b, 'C3'))).toBe(4);
  });

  it('forbid the immediate ko retake, then allow it after moves elsewhere', () => {
    const b = fast(`
      . X O . .
      X O . O .
      . X O . .
      . . . . .
      . . . . .`);
    b.play(at(b, 'C4'));
    expect(b.ko).toBe(at(b, 'B4'));
    expect(b.isLegal(at(b, 'B4'))).toBe(false);
    expect(b.play(at(b, 'B4'))).toBe(false);
    expect(b.isLegal(at(b, 'B4'), BLACK)).toBe(true);
    b.play(at(b, 'E1'));
    b.play(at(b, 'E2'));
    expect(b.play(at(b, 'B4'))).toBe(true);
    expect(b.ko).toBe(at(b, 'C4'));
  });

  it('refuse suicide, or play it and give the opponent the prisoners when allowed', () => {
    const shape = `
      X X . O .
      O O O . .
      . . . . .
      . . . . .
      . . . . .`;
    const strict = fast(shape);
    expect(strict.isLegal(at(strict, 'C5'))).toBe(false);
    const loose = fast(shape, BLACK, true);
    expect(loose.play(at(loose, 'C5'))).toBe(true);
    expect(loose.prisoners(WHITE)).toBe(3);
    expect(loose.at(at(loose, 'A5'))).toBe(0);
    expect(loose.liberties(at(loose, 'A4'))).toBe(7);
  });

  it('pass: flips the side, clears the ko, counts passes', () => {
    const b = new FastBoard(9);
    expect(b.lastMove).toBe(NO_MOVE);
    b.pass();
    b.play(PASS);
    expect(b.consecutivePasses).toBe(2);
    expect(b.toMove).toBe(BLACK);
    expect(b.lastMove).toBe(PASS);
    b.play(b.pointOf(vx(9, 'E5')));
    expect(b.consecutivePasses).toBe(0);
    expect(b.legalPoints()).toHaveLength(80);
  });

  it('hash like the immutable position', () => {
    const position = board(`
      . X O . .
      X O . O .
      . X O . .
      . . . . .
      . . . . .`);
    const b = FastBoard.fromPosition(position);
    expect(b.hash).toEqual(position.hash);
    b.play(at(b, 'C4'));
    b.play(at(b, 'E1'));
    expect(b.hash).toEqual(
      board(`
        . X O . .
        X . X O .
        . X O . .
        . . . . .
        . . . . O`).hash,
    );
  });
});

describe('fast board copies', () => {
  it('clone and copyFrom do not share state', () => {
    const a = new FastBoard(9);
    a.play(a.pointOf(vx(9, 'E5')));
    const b = a.clone();
    b.play(b.pointOf(vx(9, 'E6')));
    expect(a.at(a.pointOf(vx(9, 'E6')))).toBe(0);
    expect(a.toMove).toBe(WHITE);
    expect(b.toMove).toBe(BLACK);
    a.copyFrom(b);
    expect(a.toStones()).toEqual(b.toStones());
    expect(a.hash).toEqual(b.hash);
    a.play(a.pointOf(vx(9, 'A1')));
    expect(b.at(b.pointOf(vx(9, 'A1')))).toBe(0);
  });
});
