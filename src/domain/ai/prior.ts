// The heuristic move prior: what a new tree node believes about its moves before any playout, as virtual
// wins and visits (michi's scheme). Captures, atari escapes, ataris, 3×3 shapes and closeness to the
// last move (in common-fate-graph distance, where a whole chain is one step) earn virtual wins; first-
// and second-line moves in an empty area and self-ataris earn virtual losses; third and fourth lines in
// empty areas and the classic corner points in empty corners earn wins, which gives sensible openings.
import type { FastBoard } from '../go/fastBoard';
import type { Color } from '../go/stones';
import { LadderReader } from './ladder';
import { matchesPattern } from './patterns';
import type { MovePrior, PriorOut } from './types';

const PASS = -1;

/** Virtual experience of each heuristic, in equivalent playouts (wins, visits). */
export interface PriorWeights {
  readonly even: number;
  readonly captureOne: number;
  readonly captureMany: number;
  readonly escape: number;
  /** Putting an opponent chain in atari (not as a self-atari). */
  readonly atari: number;
  readonly pattern: number;
  /** By common-fate-graph distance 1, 2, 3 from the last move. */
  readonly near: readonly [number, number, number];
  readonly emptyArea: number;
  readonly corner: number;
  readonly selfAtari: number;
  readonly groupSelfAtari: number;
}

export const priorWeights: PriorWeights = {
  even: 10,
  captureOne: 15,
  captureMany: 30,
  escape: 20,
  atari: 10,
  pattern: 10,
  near: [24, 22, 8],
  emptyArea: 10,
  corner: 20,
  selfAtari: 10,
  groupSelfAtari: 40,
};

export class HeuristicPrior implements MovePrior {
  private readonly weights: PriorWeights;

  constructor(weights: Partial<PriorWeights> = {}) {
    this.weights = { ...priorWeights, ...weights };
  }

  private distance: Int8Array = new Int8Array(0);
  private escape: Uint8Array = new Uint8Array(0);
  private queue: Int16Array = new Int16Array(0);
  private readonly libs = new Int16Array(4);
  private readonly ladders = new LadderReader();

  evaluate(board: FastBoard, moves: Int16Array, count: number, out: PriorOut): void {
    const color = board.toMove;
    this.ensure(board.area);
    this.markDistances(board);
    this.markEscapes(board, color);
    const w = this.weights;
    const size = board.size;
    const big = size >= 13;
    for (let i = 0; i < count; i++) {
      const m = moves[i] ?? PASS;
      let visits = w.even;
      let wins = w.even / 2;
      if (m !== PASS) {
        const captured = board.captureCount(m, color);
        if (captured > 0) {
          const bonus = captured > 1 ? w.captureMany : w.captureOne;
          visits += bonus;
          wins += bonus;
        }
        const escape = this.escape[m] ?? 0;
        if (escape > 0) {
          const bonus = escape > 1 ? w.escape * 1.5 : w.escape;
          visits += bonus;
          wins += bonus;
        }
        if (w.atari > 0 && captured === 0 && ataris(board, m, color, this.libs)) {
          visits += w.atari;
          wins += w.atari;
        }
        if (matchesPattern(board, m)) {
          visits += w.pattern;
          wins += w.pattern;
        }
        const d = this.distance[m] ?? 0;
        if (d >= 1 && d <= 3) {
          const bonus = w.near[d - 1] ?? 0;
          visits += bonus;
          wins += bonus;
        }
        const x = (m % board.stride) - 1;
        const y = Math.floor(m / board.stride) - 1;
        const height = Math.min(x, y, size - 1 - x, size - 1 - y);
        if (height <= 3 && isEmptyArea(board, m, 3)) {
          if (height <= 1) visits += w.emptyArea;
          else if (height === 2 || (height === 3 && big)) {
            visits += w.emptyArea;
            wins += w.emptyArea;
          }
        }
        if (isCornerPoint(size, x, y) && isEmptyArea(board, m, big ? 5 : 3)) {
          visits += w.corner;
          wins += w.corner;
        }
        if (captured === 0 && board.libertiesAfter(m, color, 2) < 2) {
          visits += joinsOwnStone(board, m, color) ? w.groupSelfAtari : w.selfAtari;
        }
      }
      out.visits[i] = visits;
      out.wins[i] = wins;
      out.policy[i] = 1 / count;
    }
  }

  private ensure(area: number): void {
    if (this.distance.length === area) return;
    this.distance = new Int8Array(area);
    this.escape = new Uint8Array(area);
    this.queue = new Int16Array(area * 2);
  }

  /** Common-fate-graph distance from the last move, up to 3 (0 = unknown or farther). */
  private markDistances(board: FastBoard): void {
    const dist = this.distance;
    dist.fill(0);
    const last = board.lastMove;
    if (last < 0) return;
    // 0-1 breadth-first search: a step inside a chain costs nothing. Distances are stored plus one.
    const q = this.queue;
    let headAt = board.area;
    let tail = board.area;
    q[tail++] = last;
    dist[last] = 1;
    const s = board.stride;
    while (headAt < tail) {
      const p = q[headAt++] ?? 0;
      const dp = dist[p] ?? 1;
      const kp = board.at(p);
      for (let j = 0; j < 4; j++) {
        const n = j === 0 ? p - s : j === 1 ? p - 1 : j === 2 ? p + 1 : p + s;
        const kn = board.at(n);
        if (kn === 2) continue;
        const free = kn !== 0 && kn === kp;
        const dn = free ? dp : dp + 1;
        if (dn > 4) continue;
        const known = dist[n] ?? 0;
        if (known !== 0 && known <= dn) continue;
        dist[n] = dn;
        if (free) q[--headAt] = n;
        else q[tail++] = n;
      }
    }
    // Shift back so that the last move itself is 0 and its neighbours 1.
    for (let p = 0; p < dist.length; p++) {
      const d = dist[p] ?? 0;
      dist[p] = d > 0 ? d - 1 : 0;
    }
  }

  /** Marks the liberty of each own chain in atari where extending gives it two liberties or more. */
  private markEscapes(board: FastBoard, color: Color): void {
    const escape = this.escape;
    escape.fill(0);
    const n = board.emptyPointCount;
    const s = board.stride;
    for (let i = 0; i < n; i++) {
      const p = board.emptyPoint(i);
      for (let j = 0; j < 4; j++) {
        const q = j === 0 ? p - s : j === 1 ? p - 1 : j === 2 ? p + 1 : p + s;
        if (board.at(q) !== color || board.atariLiberty(q) !== p) continue;
        if (board.libertiesAfter(p, color, 3) >= 2 && !this.ladders.laddered(board, p, color)) {
          escape[p] = Math.max(escape[p] ?? 0, board.chainSizeAt(q) > 1 ? 2 : 1);
        }
      }
    }
  }
}

/** No stone within Manhattan distance `radius` of `point` (points off the board count as empty). */
export function isEmptyArea(board: FastBoard, point: number, radius: number): boolean {
  const s = board.stride;
  for (let dy = -radius; dy <= radius; dy++) {
    const span = radius - Math.abs(dy);
    for (let dx = -span; dx <= span; dx++) {
      const k = board.at(point + dy * s + dx);
      if (k === 1 || k === -1) return false;
    }
  }
  return true;
}

/** The points a beginner is taught to open on: the 3-3, 3-4 and 4-4 points; on small boards also tengen. */
function isCornerPoint(size: number, x: number, y: number): boolean {
  const hx = Math.min(x, size - 1 - x);
  const hy = Math.min(y, size - 1 - y);
  if (size <= 9) {
    const centre = size % 2 === 1 && hx === (size - 1) / 2 && hy === hx;
    return centre || (hx === 2 && hy === 2) || (hx === 2 && hy === 3) || (hx === 3 && hy === 2);
  }
  return (hx === 2 || hx === 3) && (hy === 2 || hy === 3);
}

/** Playing at `p` leaves an adjacent opponent chain with one liberty, and the new stone is not in atari. */
function ataris(board: FastBoard, p: number, color: Color, scratch: Int16Array): boolean {
  const s = board.stride;
  for (let j = 0; j < 4; j++) {
    const q = j === 0 ? p - s : j === 1 ? p - 1 : j === 2 ? p + 1 : p + s;
    if (board.at(q) !== -color) continue;
    if (board.libertyPoints(q, scratch, 3) === 2 && (scratch[0] === p || scratch[1] === p)) {
      return board.libertiesAfter(p, color, 2) >= 2;
    }
  }
  return false;
}

function joinsOwnStone(board: FastBoard, p: number, color: Color): boolean {
  const s = board.stride;
  return (
    board.at(p - s) === color ||
    board.at(p - 1) === color ||
    board.at(p + 1) === color ||
    board.at(p + s) === color
  );
}
