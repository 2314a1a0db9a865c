// Playouts and shapes: the 3×3 table knows the MoGo shapes in every orientation and colour; playouts end
// (two passes, or the move cap and ko limit on 19×19, where random play can cycle through kos), score by
// area with komi, stop at the capture target, and leave only eyes and dame behind.
import { describe, expect, it } from 'vitest';
import { FastBoard, createRandom, emptyPosition } from '../../../../src/domain/go';
import {
  Playout,
  createEngine,
  estimate,
  matchesPattern,
  pooledOwnership,
  ownership,
  resultForBlack,
} from '../../../../src/domain/ai';
import type { GameGoal } from '../../../../src/domain/ai';
import { board, vx } from './helpers';
import { swapColors } from '../go/helpers';

const full: GameGoal = { mode: 'full', komi: 7.5, captureTarget: 1 };

function fast(ascii: string): FastBoard {
  return FastBoard.fromPosition(board(ascii));
}

describe('3×3 shapes', () => {
  // The enclosing hane: X O X above an empty row; the point under O is the hane.
  const hane = `
    . . . . .
    . X O X .
    . . . . .
    . . . . .
    . . . . .`;

  it('match in every rotation and for both colours', () => {
    const variants = [hane, swapColors(hane)];
    for (const ascii of variants) {
      const b = fast(ascii);
      expect(matchesPattern(b, b.pointOf(vx(5, 'C3')))).toBe(true);
    }
    // The same shape turned a quarter: X, O, X down a column, the hane point beside the O.
    const turned = fast(`
      . . . . .
      . X . . .
      . O . . .
      . X . . .
      . . . . .`);
    expect(matchesPattern(turned, turned.pointOf(vx(5, 'C3')))).toBe(true);
  });

  it('do not match an empty neighbourhood', () => {
    const b = new FastBoard(9);
    expect(matchesPattern(b, b.pointOf(40))).toBe(false);
  });
});

describe('playouts', () => {
  it('end on 9×9 with two passes, leaving only eyes and dame', () => {
    const random = createRandom(5);
    const playout = new Playout(9, full, random);
    for (let i = 0; i < 20; i++) {
      const b = new FastBoard(9);
      const amaf = new Int8Array(b.area);
      const owner = new Int8Array(b.area);
      const value = playout.evaluate(b, { amaf, owner });
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(1);
      expect(b.consecutivePasses).toBe(2);
      for (let k = 0; k < b.emptyPointCount; k++) {
        const p = b.emptyPoint(k);
        // Nobody could play there any more: an eye of one side, or illegal for both.
        const black = b.isTrueEye(p, 1) || !b.isLegal(p, 1);
        const white = b.isTrueEye(p, -1) || !b.isLegal(p, -1);
        expect(black || white || b.libertiesAfter(p, 1, 2) < 2 || b.libertiesAfter(p, -1, 2) < 2).toBe(true);
      }
    }
  });

  it('always end on 19×19 (move cap and ko limit), in time', () => {
    const random = createRandom(6);
    const playout = new Playout(19, full, random);
    for (let i = 0; i < 30; i++) {
      const b = new FastBoard(19);
      playout.evaluate(b, { amaf: new Int8Array(b.area), owner: null });
      expect(b.emptyPointCount).toBeLessThan(361);
    }
  });

  it('stop as soon as the capture target is reached', () => {
    const goal: GameGoal = { mode: 'capture', komi: 0, captureTarget: 1 };
    const playout = new Playout(7, goal, createRandom(7));
    for (let i = 0; i < 20; i++) {
      const b = new FastBoard(7);
      const value = playout.evaluate(b, { amaf: new Int8Array(b.area), owner: null });
      const black = b.prisoners(1);
      const white = b.prisoners(-1);
      expect(black + white).toBeGreaterThanOrEqual(1);
      expect(value).toBe(black >= 1 ? 1 : 0);
    }
  });

  it('score by area with komi: stones and the points they surround', () => {
    // 25 points: X has two columns plus its eyes (10), O has the rest (15).
    const b = fast(`
      . X O . O
      X X O O O
      . X O . O
      X X O O O
      . X O . O`);
    const playout = new Playout(5, full, createRandom(1));
    const score = playout.areaScore(b, null);
    expect(score).toBe(10 - 15);
    expect(resultForBlack(b, { ...full, komi: -5.5 }, score)).toBe(1);
    expect(resultForBlack(b, { ...full, komi: 0.5 }, score)).toBe(0);
    expect(resultForBlack(b, { ...full, komi: -5 }, score)).toBe(0.5);
  });
});

describe('ownership', () => {
  it('gives settled areas to their owners and is reproducible', () => {
    const position = board(`
      . . X . O . .
      . . X . O . .
      . . X . O . .
      . . X . O . .
      . . X . O . .
      . . X . O . .
      . . X . O . .`);
    const a = ownership(position, { playouts: 200, seed: 3 });
    const b = ownership(position, { playouts: 200, seed: 3 });
    expect(a).toEqual(b);
    expect(a[vx(7, 'A4')]).toBeGreaterThan(0.6);
    expect(a[vx(7, 'G4')]).toBeLessThan(-0.6);
    expect(Math.abs(a[vx(7, 'D4')] ?? 1)).toBeLessThan(0.5);
  });

  it("still sees a dead stone after both players passed (the engine's own estimate)", () => {
    const position = board(`
      . . X . O . .
      . . X . O . .
      . . X . O . .
      . . X . O . .
      . . X . O O O
      . . X . O . X
      . . X . O . .`);
    const engine = createEngine({ position, mode: 'full', komi: 0.5, seed: 3 });
    const before = engine.ownership(200);
    expect(engine.play(-1).ok && engine.play(-1).ok).toBe(true);
    const after = engine.ownership(200);
    // The lone black stone inside White's area is White's point, before and after the passes.
    expect(before[vx(7, 'G2')]).toBeLessThan(-0.5);
    expect(after[vx(7, 'G2')]).toBeLessThan(-0.5);
  });

  it("stops at its clock's deadline, but not before its minimum (issue 20: replies within the cap)", () => {
    // A clock that moves 1 ms each time it is read: the deadline 3 ms away passes after a few checks.
    let t = 0;
    const now = () => t++;
    const b = FastBoard.fromPosition(emptyPosition(9));
    const timed = estimate(b, full, createRandom(1), 300, { now, deadline: 3, minPlayouts: 32 });
    expect(timed.playouts).toBeGreaterThanOrEqual(32);
    expect(timed.playouts).toBeLessThan(300);
    // A clock long past the deadline still gets the minimum; no clock plays the whole budget.
    const late = estimate(b, full, createRandom(1), 300, { now: () => 1e9, deadline: 0, minPlayouts: 100 });
    expect(late.playouts).toBe(112);
    expect(estimate(b, full, createRandom(1), 300).playouts).toBe(300);
    // With no minimum (the search already played enough), a deadline that has passed plays none.
    expect(
      estimate(b, full, createRandom(1), 300, { now: () => 1, deadline: 0, minPlayouts: 0 }).playouts,
    ).toBe(0);
  });

  it('pools two ownership maps by their playouts', () => {
    const a = Float32Array.from([1, -1, 0]);
    const b = Float32Array.from([0, 1, 0.5]);
    expect([...pooledOwnership(a, 300, b, 100)]).toEqual([0.75, -0.5, 0.125]);
    expect([...pooledOwnership(a, 48, b, 0)]).toEqual([1, -1, 0]);
    expect(pooledOwnership(a, 0, b, 0)).toBe(a);
  });

  it('has one value per vertex, within [-1, 1]', () => {
    const values = ownership(emptyPosition(9), { playouts: 20 });
    expect(values).toHaveLength(81);
    for (const v of values) expect(Math.abs(v)).toBeLessThanOrEqual(1);
  });
});
