// Ownership: the average final owner of every point over many heuristic playouts from a position, from −1
// (White's) to 1 (Black's), with the share of playouts Black won. Pure and reproducible from the seed.
// Scoring's dead-stone suggestion reads it (a stone whose point ends up the other colour's is probably
// dead), and the engine uses it to tell a finished game (nothing left but own territory, eyes and points
// that are decided) from one that still has points to take.
import type { Vertex } from '../go/coords';
import { FastBoard } from '../go/fastBoard';
import type { Position } from '../go/position';
import { createRandom } from '../go/random';
import type { Random } from '../go/random';
import { BLACK } from '../go/stones';
import { Playout } from './playout';
import type { GameGoal, GameMode } from './types';

export interface Estimate {
  /** By board point (FastBoard numbering). */
  readonly ownership: Float32Array;
  /** Share of playouts Black won. */
  readonly blackWinRate: number;
  /** Black's mean playout value (the win plus the score term of full games). */
  readonly blackValue: number;
  readonly playouts: number;
}

/** A time limit for `estimate`: stop at `deadline` (by `now`), but not before `minPlayouts` playouts. */
export interface EstimateClock {
  readonly now: () => number;
  readonly deadline: number;
  readonly minPlayouts: number;
}

/**
 * Plays `playouts` playouts from `board` (not changed) and averages owners and results; with a `clock`,
 * fewer when its deadline passes first (checked every 16 playouts, never before `minPlayouts`).
 */
export function estimate(
  board: FastBoard,
  goal: GameGoal,
  random: Random,
  playouts: number,
  clock?: EstimateClock,
): Estimate {
  // Plain playouts: the estimate should not learn replies from its own results.
  const playout = new Playout(board.size, goal, random, { lastGoodReply: false });
  const work = board.clone();
  const amaf = new Int8Array(board.area);
  const owner = new Int8Array(board.area);
  const sum = new Float32Array(board.area);
  let wins = 0;
  let value = 0;
  let done = 0;
  for (; done < playouts; done++) {
    if (clock && done >= clock.minPlayouts && (done & 15) === 0 && clock.now() >= clock.deadline) break;
    work.copyFrom(board);
    value += playout.evaluate(work, { amaf, owner });
    wins += playout.lastWin;
    for (let p = 0; p < sum.length; p++) sum[p] = (sum[p] ?? 0) + (owner[p] ?? 0);
  }
  const n = Math.max(1, done);
  for (let p = 0; p < sum.length; p++) sum[p] = (sum[p] ?? 0) / n;
  return { ownership: sum, blackWinRate: wins / n, blackValue: value / n, playouts: done };
}

/** Two ownership maps averaged by their playouts (`a` alone when neither has any). */
export function pooledOwnership(
  a: Float32Array,
  aPlayouts: number,
  b: Float32Array,
  bPlayouts: number,
): Float32Array {
  const total = aPlayouts + bPlayouts;
  if (total <= 0) return a;
  const out = new Float32Array(a.length);
  for (let p = 0; p < out.length; p++) out[p] = ((a[p] ?? 0) * aPlayouts + (b[p] ?? 0) * bPlayouts) / total;
  return out;
}

export interface OwnershipOptions {
  readonly komi?: number;
  readonly mode?: GameMode;
  readonly captureTarget?: number;
  /** Default 400. */
  readonly playouts?: number;
  /** Default 1. */
  readonly seed?: number;
}

/**
 * The ownership of each vertex of `position` (indexed like `position.stones`), from −1 (White) to 1
 * (Black), estimated from playouts with the side to move of the position moving first.
 */
export function ownership(position: Position, options: OwnershipOptions = {}): Float32Array {
  const board = FastBoard.fromPosition(position);
  const goal: GameGoal = {
    mode: options.mode ?? 'full',
    komi: options.komi ?? 7.5,
    captureTarget: options.captureTarget ?? 1,
  };
  const result = estimate(board, goal, createRandom(options.seed ?? 1), options.playouts ?? 400);
  return byVertex(board, result.ownership);
}

/** A per-point array converted to vertex order. */
export function byVertex(board: FastBoard, perPoint: Float32Array): Float32Array {
  const out = new Float32Array(board.size * board.size);
  for (let v: Vertex = 0; v < out.length; v++) out[v] = perPoint[board.pointOf(v)] ?? 0;
  return out;
}

/**
 * The area score Black minus White (without komi) if every point went to the side that owns it in more
 * than `threshold` of the estimate: a count with the estimate's dead stones removed.
 */
export function countedScore(board: FastBoard, ownershipByPoint: Float32Array, threshold = 0.4): number {
  let score = 0;
  for (let v = 0; v < board.size * board.size; v++) {
    const o = ownershipByPoint[board.pointOf(v)] ?? 0;
    if (o > threshold) score++;
    else if (o < -threshold) score--;
  }
  return score;
}

/** Black's share expressed for `color`. */
export function rateFor(color: number, blackRate: number): number {
  return color === BLACK ? blackRate : 1 - blackRate;
}
