// The fast mutable board for search and playouts. Points live in a flat array with a one-point border, so
// neighbours are ±1 and ±stride with no bounds checks. Every stone knows its chain's head and the next stone
// of its chain (a circular list); each chain keeps pseudo-liberties (one per stone–empty adjacency) with
// their sum and sum of squares, which tells "no liberty" and "exactly one liberty (atari) at p" in O(1)
// without counting real liberties. Simple ko and incremental Zobrist hashing as in position.ts; positional
// superko is left to the caller (the hash is here). No undo: copy the board (`clone`, `copyFrom`) instead.
// Checked move by move against the immutable core by a seeded random-game test.
import type { BoardSize, Vertex } from './coords';
import type { Position } from './position';
import type { Color } from './stones';
import { ZOBRIST_HI, ZOBRIST_LO, keyIndex } from './zobrist';
import type { Hash } from './zobrist';

// Local copies of the stone signs (1, −1, 0 as in stones.ts) and of PASS (coords.ts): the hot loops then
// read plain constants even when a loader turns imports into getters (CommonJS interop, ~2× slower).
const PASS = -1;
const BLACK = 1;
const WHITE = -1;
const EMPTY = 0;

/** Content of a border point in `FastBoard.at`. */
export const BORDER = 2;
/** `lastMove` before any move. */
export const NO_MOVE = -2;

export interface FastBoardOptions {
  readonly allowSuicide?: boolean;
}

interface Layout {
  readonly stride: number;
  readonly area: number;
  readonly pointOfVertex: Int16Array;
  readonly vertexOfPoint: Int16Array;
  /** Zobrist words by point: black at `p`, white at `p + area`. */
  readonly keyLo: Int32Array;
  readonly keyHi: Int32Array;
}

const layouts = new Map<number, Layout>();

function layoutFor(size: number): Layout {
  const cached = layouts.get(size);
  if (cached) return cached;
  const stride = size + 2;
  const area = stride * stride;
  const pointOfVertex = new Int16Array(size * size);
  const vertexOfPoint = new Int16Array(area).fill(-1);
  const keyLo = new Int32Array(area * 2);
  const keyHi = new Int32Array(area * 2);
  for (let v = 0; v < size * size; v++) {
    const p = (Math.floor(v / size) + 1) * stride + (v % size) + 1;
    pointOfVertex[v] = p;
    vertexOfPoint[p] = v;
    keyLo[p] = ZOBRIST_LO[keyIndex(BLACK, v)] ?? 0;
    keyHi[p] = ZOBRIST_HI[keyIndex(BLACK, v)] ?? 0;
    keyLo[p + area] = ZOBRIST_LO[keyIndex(WHITE, v)] ?? 0;
    keyHi[p + area] = ZOBRIST_HI[keyIndex(WHITE, v)] ?? 0;
  }
  const layout = { stride, area, pointOfVertex, vertexOfPoint, keyLo, keyHi };
  layouts.set(size, layout);
  return layout;
}

export class FastBoard {
  readonly size: BoardSize;
  readonly stride: number;
  readonly area: number;
  readonly allowSuicide: boolean;
  private readonly layout: Layout;
  private readonly color: Int8Array;
  private readonly head: Int16Array;
  private readonly next: Int16Array;
  private readonly chainSize: Int16Array;
  private readonly libs: Int16Array;
  private readonly libSum: Int32Array;
  private readonly libSumSq: Int32Array;
  private readonly emptyList: Int16Array;
  private readonly emptyIndex: Int16Array;
  private readonly mark: Int32Array;
  private markStamp = 0;
  private emptyCount = 0;
  private side: Color = BLACK;
  private koPoint = -1;
  private prisonersBlack = 0;
  private prisonersWhite = 0;
  private passes = 0;
  private last = NO_MOVE;
  private lastCaptures = 0;
  private hLo = 0;
  private hHi = 0;

  /** An empty board; with `from` (clone), a copy of that board, its arrays copied without being set up. */
  constructor(size: BoardSize, options: FastBoardOptions = {}, from?: FastBoard) {
    this.size = size;
    this.allowSuicide = options.allowSuicide ?? false;
    this.layout = layoutFor(size);
    this.stride = this.layout.stride;
    this.area = this.layout.area;
    const area = this.area;
    if (from !== undefined) {
      // Copying the arrays costs a fraction of allocating and filling them: readers clone on every move.
      this.color = from.color.slice();
      this.head = from.head.slice();
      this.next = from.next.slice();
      this.chainSize = from.chainSize.slice();
      this.libs = from.libs.slice();
      this.libSum = from.libSum.slice();
      this.libSumSq = from.libSumSq.slice();
      this.emptyList = from.emptyList.slice();
      this.emptyIndex = from.emptyIndex.slice();
      this.mark = new Int32Array(area);
      this.copyScalars(from);
      return;
    }
    this.color = new Int8Array(area).fill(BORDER);
    this.head = new Int16Array(area);
    this.next = new Int16Array(area);
    this.chainSize = new Int16Array(area);
    this.libs = new Int16Array(area);
    this.libSum = new Int32Array(area);
    this.libSumSq = new Int32Array(area);
    this.emptyList = new Int16Array(size * size);
    this.emptyIndex = new Int16Array(area);
    this.mark = new Int32Array(area);
    for (const p of this.layout.pointOfVertex) {
      this.color[p] = EMPTY;
      this.emptyIndex[p] = this.emptyCount;
      this.emptyList[this.emptyCount++] = p;
    }
  }

  /** A board holding a position's stones, side to move, ko and prisoners. */
  static fromPosition(position: Position, options: FastBoardOptions = {}): FastBoard {
    const board = new FastBoard(position.size, options);
    const points = board.layout.pointOfVertex;
    for (let v = 0; v < position.stones.length; v++) {
      const s = position.stones[v];
      if (s === BLACK || s === WHITE) board.putStone(points[v] ?? 0, s);
    }
    board.side = position.toMove;
    board.koPoint = position.ko === null ? -1 : (points[position.ko] ?? -1);
    board.prisonersBlack = position.captures.black;
    board.prisonersWhite = position.captures.white;
    return board;
  }

  clone(): FastBoard {
    return new FastBoard(this.size, { allowSuicide: this.allowSuicide }, this);
  }

  /** Makes this board equal to `other`, which must have the same size. */
  copyFrom(other: FastBoard): void {
    this.color.set(other.color);
    this.head.set(other.head);
    this.next.set(other.next);
    this.chainSize.set(other.chainSize);
    this.libs.set(other.libs);
    this.libSum.set(other.libSum);
    this.libSumSq.set(other.libSumSq);
    this.emptyList.set(other.emptyList);
    this.emptyIndex.set(other.emptyIndex);
    this.copyScalars(other);
  }

  private copyScalars(other: FastBoard): void {
    this.emptyCount = other.emptyCount;
    this.side = other.side;
    this.koPoint = other.koPoint;
    this.prisonersBlack = other.prisonersBlack;
    this.prisonersWhite = other.prisonersWhite;
    this.passes = other.passes;
    this.last = other.last;
    this.lastCaptures = other.lastCaptures;
    this.hLo = other.hLo;
    this.hHi = other.hHi;
  }

  // ---- coordinates and plain reads ----

  pointOf(vertex: Vertex): number {
    return vertex === PASS ? PASS : (this.layout.pointOfVertex[vertex] ?? -1);
  }

  vertexOf(point: number): Vertex {
    return point === PASS ? PASS : (this.layout.vertexOfPoint[point] ?? -1);
  }

  /** 1 black, −1 white, 0 empty, 2 border. */
  at(point: number): number {
    return this.color[point] ?? BORDER;
  }

  get toMove(): Color {
    return this.side;
  }

  /** The point the side to move may not retake at, or −1. */
  get ko(): number {
    return this.koPoint;
  }

  get consecutivePasses(): number {
    return this.passes;
  }

  /** The last move's point, PASS, or NO_MOVE. */
  get lastMove(): number {
    return this.last;
  }

  /** Stones removed by the last move (own stones after a suicide included). */
  get lastCaptureCount(): number {
    return this.lastCaptures;
  }

  get hash(): Hash {
    return { lo: this.hLo >>> 0, hi: this.hHi >>> 0 };
  }

  /** The lower hash word as a signed int, for cheap table indexing. */
  get hashLo(): number {
    return this.hLo;
  }

  get hashHi(): number {
    return this.hHi;
  }

  prisoners(color: Color): number {
    return color === BLACK ? this.prisonersBlack : this.prisonersWhite;
  }

  get emptyPointCount(): number {
    return this.emptyCount;
  }

  /** The i-th empty point (0 ≤ i < emptyPointCount), in no particular order. */
  emptyPoint(i: number): number {
    return this.emptyList[i] ?? -1;
  }

  /** Stones in vertex order, as Position.stones has them. */
  toStones(): Int8Array {
    const out = new Int8Array(this.size * this.size);
    const points = this.layout.pointOfVertex;
    for (let v = 0; v < out.length; v++) out[v] = this.color[points[v] ?? 0] ?? 0;
    return out;
  }

  // ---- chains ----

  chainSizeAt(point: number): number {
    return this.isStone(point) ? (this.chainSize[this.head[point] ?? 0] ?? 0) : 0;
  }

  /** Stone–liberty adjacencies of the chain (≥ its real liberties; 0 exactly when it has none). */
  pseudoLiberties(point: number): number {
    return this.isStone(point) ? (this.libs[this.head[point] ?? 0] ?? 0) : 0;
  }

  /** The chain's only liberty if it has exactly one, else −1. */
  atariLiberty(point: number): number {
    if (!this.isStone(point)) return -1;
    const h = this.head[point] ?? 0;
    const n = this.libs[h] ?? 0;
    const sum = this.libSum[h] ?? 0;
    // All pseudo-liberties are the same point exactly when n·Σp² = (Σp)² (Cauchy–Schwarz equality).
    if (n === 0 || n * (this.libSumSq[h] ?? 0) !== sum * sum) return -1;
    return sum / n;
  }

  /** Real liberties of the chain, counted (O(chain)). */
  liberties(point: number): number {
    if (!this.isStone(point)) return 0;
    const stamp = this.nextStamp();
    const h = this.head[point] ?? 0;
    let count = 0;
    let s = h;
    do {
      // Indexed neighbours, not an array literal: readers call this on every node.
      for (let j = 0; j < 4; j++) {
        const n = j === 0 ? s - this.stride : j === 1 ? s - 1 : j === 2 ? s + 1 : s + this.stride;
        if (this.color[n] === EMPTY && this.mark[n] !== stamp) {
          this.mark[n] = stamp;
          count++;
        }
      }
      s = this.next[s] ?? h;
    } while (s !== h);
    return count;
  }

  chainStones(point: number): number[] {
    if (!this.isStone(point)) return [];
    const out: number[] = [];
    const h = this.head[point] ?? 0;
    let s = h;
    do {
      out.push(s);
      s = this.next[s] ?? h;
    } while (s !== h);
    return out;
  }

  sameChain(a: number, b: number): boolean {
    return this.isStone(a) && this.isStone(b) && this.head[a] === this.head[b];
  }

  // ---- moves ----

  /** Whether `color` (default: the side to move) may play at `point`. PASS is always legal. */
  isLegal(point: number, color: Color = this.side): boolean {
    if (point === PASS) return true;
    const c = this.color;
    if (c[point] !== EMPTY) return false;
    if (point === this.koPoint && color === this.side) return false;
    const s = this.stride;
    // Legal if a neighbour is empty, an own neighbour chain keeps another liberty, or an enemy chain dies.
    for (let i = 0; i < 4; i++) {
      const n = i === 0 ? point - s : i === 1 ? point - 1 : i === 2 ? point + 1 : point + s;
      const k = c[n];
      if (k === EMPTY) return true;
      if (k === BORDER) continue;
      const onlyHere = this.onlyLibertyIs(this.head[n] ?? 0, point);
      if (k === color ? !onlyHere : onlyHere) return true;
    }
    return this.allowSuicide;
  }

  /** Plays a stone if legal (true) or leaves the board unchanged (false). */
  play(point: number, color: Color = this.side): boolean {
    if (point === PASS) {
      this.pass();
      return true;
    }
    if (!this.isLegal(point, color)) return false;
    this.playLegal(point, color);
    return true;
  }

  pass(): void {
    this.koPoint = -1;
    this.side = -this.side as Color;
    this.passes++;
    this.last = PASS;
    this.lastCaptures = 0;
  }

  /** Plays a move already known to be legal (from `isLegal`); skips the check. */
  playLegal(point: number, color: Color): void {
    this.koPoint = -1;
    this.lastCaptures = 0;
    this.putStone(point, color);
    const s = this.stride;
    const c = this.color;
    let capturedPoint = -1;
    const enemy = -color;
    for (let i = 0; i < 4; i++) {
      const n = i === 0 ? point - s : i === 1 ? point - 1 : i === 2 ? point + 1 : point + s;
      if (c[n] === enemy && this.libs[this.head[n] ?? 0] === 0) {
        capturedPoint = n;
        this.removeChain(this.head[n] ?? 0, color);
      }
    }
    const own = this.head[point] ?? 0;
    if (this.libs[own] === 0) {
      this.removeChain(own, enemy as Color);
    } else if (this.lastCaptures === 1 && this.chainSize[own] === 1 && this.libs[own] === 1) {
      // A lone stone that took one stone and breathes only through that point: a ko.
      this.koPoint = capturedPoint;
    }
    this.side = enemy as Color;
    this.passes = 0;
    this.last = point;
  }

  /** Every legal point for `color` (default: side to move), PASS not included. */
  legalPoints(color: Color = this.side): number[] {
    const out: number[] = [];
    for (let i = 0; i < this.emptyCount; i++) {
      const p = this.emptyList[i] ?? 0;
      if (this.isLegal(p, color)) out.push(p);
    }
    return out;
  }

  // ---- search helpers (the AI's playouts and priors) ----

  /** One id per chain (its head point), to tell chains apart cheaply; −1 when `point` holds no stone. */
  chainHead(point: number): number {
    return this.isStone(point) ? (this.head[point] ?? -1) : -1;
  }

  /**
   * Sets what `lastMove` and `consecutivePasses` report without playing anything: a board built from a
   * position (which keeps no move history) learns the move that led to it, for searches that answer it.
   */
  setLastMove(point: number, consecutivePasses = point === PASS ? 1 : 0): void {
    this.last = point;
    this.passes = consecutivePasses;
  }

  /**
   * The eight neighbours of `point` as a 16-bit code for 3×3 pattern tables: two bits each, the board value
   * masked with 3 (empty 0, black 1, border 2, white 3), in the order NW, N, NE, W, E, SW, S, SE.
   */
  neighbourCode(point: number): number {
    const c = this.color;
    const s = this.stride;
    return (
      ((c[point - s - 1] ?? 0) & 3) |
      (((c[point - s] ?? 0) & 3) << 2) |
      (((c[point - s + 1] ?? 0) & 3) << 4) |
      (((c[point - 1] ?? 0) & 3) << 6) |
      (((c[point + 1] ?? 0) & 3) << 8) |
      (((c[point + s - 1] ?? 0) & 3) << 10) |
      (((c[point + s] ?? 0) & 3) << 12) |
      (((c[point + s + 1] ?? 0) & 3) << 14)
    );
  }

  /** The next stone of the chain through `point` (chains are circles: following it returns to the start). */
  nextStone(point: number): number {
    return this.isStone(point) ? (this.next[point] ?? point) : point;
  }

  /** Whether every on-board neighbour of the empty `point` is a stone of `color` (an eye shape, maybe false). */
  isEyeShape(point: number, color: Color): boolean {
    const c = this.color;
    const s = this.stride;
    if (c[point] !== EMPTY) return false;
    const up = c[point - s];
    const left = c[point - 1];
    const right = c[point + 1];
    const down = c[point + s];
    return (
      (up === color || up === BORDER) &&
      (left === color || left === BORDER) &&
      (right === color || right === BORDER) &&
      (down === color || down === BORDER)
    );
  }

  /**
   * An eye shape that the diagonals do not make false: at most one enemy stone on the diagonals in the
   * middle of the board, none on the edge or in the corner. Playouts never fill these.
   */
  isTrueEye(point: number, color: Color): boolean {
    if (!this.isEyeShape(point, color)) return false;
    const c = this.color;
    const s = this.stride;
    const enemy = -color;
    let enemies = 0;
    let border = 0;
    for (let i = 0; i < 4; i++) {
      const d = i === 0 ? point - s - 1 : i === 1 ? point - s + 1 : i === 2 ? point + s - 1 : point + s + 1;
      const k = c[d];
      if (k === enemy) enemies++;
      else if (k === BORDER) border = 1;
    }
    return enemies + border < 2;
  }

  /** Stones `color` would capture by playing at the empty `point` (enemy chains whose only liberty it is). */
  captureCount(point: number, color: Color): number {
    const c = this.color;
    const s = this.stride;
    const enemy = -color;
    let count = 0;
    let h0 = -1;
    let h1 = -1;
    let h2 = -1;
    for (let i = 0; i < 4; i++) {
      const n = i === 0 ? point - s : i === 1 ? point - 1 : i === 2 ? point + 1 : point + s;
      if (c[n] !== enemy) continue;
      const h = this.head[n] ?? 0;
      if (h === h0 || h === h1 || h === h2 || !this.onlyLibertyIs(h, point)) continue;
      count += this.chainSize[h] ?? 0;
      if (h0 < 0) h0 = h;
      else if (h1 < 0) h1 = h;
      else h2 = h;
    }
    return count;
  }

  /**
   * Liberties, counted up to `limit`, of the chain that `color` would have at the empty `point` after playing
   * there. Enemy stones next to `point` that the move captures count as liberties (a lower bound: other
   * captured stones that touch the chain are not counted). The board is not changed.
   */
  libertiesAfter(point: number, color: Color, limit: number): number {
    const stamp = this.nextStamp();
    this.mark[point] = stamp;
    return this.countAround(point, color, limit, stamp, 0);
  }

  /**
   * `libertiesAfter(point, color, limit)` when the chain at `stone` (of `color`, next to `point`) has exactly
   * the two liberties `point` and `other`: the same count, without walking that chain again (its share is
   * `other`). For callers that have just read those two liberties.
   */
  libertiesAfterJoining(point: number, color: Color, limit: number, stone: number, other: number): number {
    const mark = this.mark;
    const stamp = this.nextStamp();
    mark[point] = stamp;
    mark[other] = stamp;
    // The known chain counts as walked: its head is marked, as libertiesAfter marks a walked chain.
    mark[this.head[stone] ?? 0] = stamp;
    if (limit <= 1) return 1;
    return this.countAround(point, color, limit, stamp, 1);
  }

  /**
   * The shared walk of `libertiesAfter` and `libertiesAfterJoining`: adds to `count` the liberties around
   * `point` not yet marked with `stamp` (empty neighbours, the liberties of own chains, enemy chains in
   * atari on `point`), stopping at `limit`.
   */
  private countAround(point: number, color: Color, limit: number, stamp: number, count: number): number {
    const c = this.color;
    const s = this.stride;
    const mark = this.mark;
    for (let i = 0; i < 4; i++) {
      const n = i === 0 ? point - s : i === 1 ? point - 1 : i === 2 ? point + 1 : point + s;
      const k = c[n];
      if (k === EMPTY) {
        if (mark[n] !== stamp) {
          mark[n] = stamp;
          if (++count >= limit) return count;
        }
      } else if (k === color) {
        const h = this.head[n] ?? 0;
        if (mark[h] === stamp && c[h] === color) continue;
        // Walk the chain once; its head is marked so a second neighbour of the same chain is skipped.
        let st = h;
        do {
          for (let j = 0; j < 4; j++) {
            const m = j === 0 ? st - s : j === 1 ? st - 1 : j === 2 ? st + 1 : st + s;
            if (c[m] === EMPTY && mark[m] !== stamp) {
              mark[m] = stamp;
              if (++count >= limit) return count;
            }
          }
          st = this.next[st] ?? h;
        } while (st !== h);
        mark[h] = stamp;
      } else if (k !== BORDER && mark[n] !== stamp && this.onlyLibertyIs(this.head[n] ?? 0, point)) {
        mark[n] = stamp;
        if (++count >= limit) return count;
      }
    }
    return count;
  }

  /** Writes up to `max` real liberties of the chain at `point` into `out`; answers how many it wrote. */
  libertyPoints(point: number, out: Int16Array | number[], max: number): number {
    if (!this.isStone(point) || max <= 0) return 0;
    const c = this.color;
    const s = this.stride;
    const mark = this.mark;
    const stamp = this.nextStamp();
    const h = this.head[point] ?? 0;
    let count = 0;
    let st = h;
    do {
      for (let j = 0; j < 4; j++) {
        const m = j === 0 ? st - s : j === 1 ? st - 1 : j === 2 ? st + 1 : st + s;
        if (c[m] === EMPTY && mark[m] !== stamp) {
          mark[m] = stamp;
          out[count++] = m;
          if (count >= max) return count;
        }
      }
      st = this.next[st] ?? h;
    } while (st !== h);
    return count;
  }

  // ---- internals ----

  private isStone(point: number): boolean {
    const k = this.color[point];
    return k === BLACK || k === WHITE;
  }

  private onlyLibertyIs(h: number, point: number): boolean {
    const n = this.libs[h] ?? 0;
    return (this.libSum[h] ?? 0) === n * point && (this.libSumSq[h] ?? 0) === n * point * point;
  }

  private nextStamp(): number {
    if (this.markStamp >= 0x7ffffff0) {
      this.mark.fill(0);
      this.markStamp = 0;
    }
    return ++this.markStamp;
  }

  private addLiberty(h: number, p: number): void {
    this.libs[h] = (this.libs[h] ?? 0) + 1;
    this.libSum[h] = (this.libSum[h] ?? 0) + p;
    this.libSumSq[h] = (this.libSumSq[h] ?? 0) + p * p;
  }

  private removeLiberty(h: number, p: number): void {
    this.libs[h] = (this.libs[h] ?? 0) - 1;
    this.libSum[h] = (this.libSum[h] ?? 0) - p;
    this.libSumSq[h] = (this.libSumSq[h] ?? 0) - p * p;
  }

  private toggleHash(point: number, color: number): void {
    const k = color === BLACK ? point : point + this.area;
    this.hLo ^= this.layout.keyLo[k] ?? 0;
    this.hHi ^= this.layout.keyHi[k] ?? 0;
  }

  /** Puts a stone down and joins it to its neighbours' chains; captures nothing (setup uses it as is). */
  private putStone(point: number, color: Color): void {
    const c = this.color;
    c[point] = color;
    this.toggleHash(point, color);
    // Take the point out of the empty list by moving the last entry into its slot.
    const i = this.emptyIndex[point] ?? 0;
    const lastPoint = this.emptyList[--this.emptyCount] ?? 0;
    this.emptyList[i] = lastPoint;
    this.emptyIndex[lastPoint] = i;
    this.head[point] = point;
    this.next[point] = point;
    this.chainSize[point] = 1;
    this.libs[point] = 0;
    this.libSum[point] = 0;
    this.libSumSq[point] = 0;
    const s = this.stride;
    for (let k = 0; k < 4; k++) {
      const n = k === 0 ? point - s : k === 1 ? point - 1 : k === 2 ? point + 1 : point + s;
      const nc = c[n];
      if (nc === EMPTY) {
        this.addLiberty(this.head[point] ?? 0, n);
      } else if (nc === BLACK || nc === WHITE) {
        this.removeLiberty(this.head[n] ?? 0, point);
        if (nc === color && this.head[n] !== this.head[point])
          this.merge(this.head[point] ?? 0, this.head[n] ?? 0);
      }
    }
  }

  /** Joins two chains, relabelling the smaller one. */
  private merge(a: number, b: number): void {
    let big = a;
    let small = b;
    if ((this.chainSize[a] ?? 0) < (this.chainSize[b] ?? 0)) {
      big = b;
      small = a;
    }
    let s = small;
    do {
      this.head[s] = big;
      s = this.next[s] ?? small;
    } while (s !== small);
    const tmp = this.next[big] ?? big;
    this.next[big] = this.next[small] ?? small;
    this.next[small] = tmp;
    this.chainSize[big] = (this.chainSize[big] ?? 0) + (this.chainSize[small] ?? 0);
    this.libs[big] = (this.libs[big] ?? 0) + (this.libs[small] ?? 0);
    this.libSum[big] = (this.libSum[big] ?? 0) + (this.libSum[small] ?? 0);
    this.libSumSq[big] = (this.libSumSq[big] ?? 0) + (this.libSumSq[small] ?? 0);
  }

  /** Removes a chain; `taker` gets the prisoners. Neighbouring chains gain the freed points as liberties. */
  private removeChain(h: number, taker: Color): void {
    const c = this.color;
    const s = this.stride;
    let count = 0;
    let p = h;
    do {
      this.toggleHash(p, c[p] ?? 0);
      c[p] = EMPTY;
      this.emptyIndex[p] = this.emptyCount;
      this.emptyList[this.emptyCount++] = p;
      count++;
      p = this.next[p] ?? h;
    } while (p !== h);
    // Second pass, once every stone is gone, so the dead chain never credits liberties to itself.
    p = h;
    do {
      for (let k = 0; k < 4; k++) {
        const n = k === 0 ? p - s : k === 1 ? p - 1 : k === 2 ? p + 1 : p + s;
        const nc = c[n];
        if (nc === BLACK || nc === WHITE) this.addLiberty(this.head[n] ?? 0, p);
      }
      p = this.next[p] ?? h;
    } while (p !== h);
    if (taker === BLACK) this.prisonersBlack += count;
    else this.prisonersWhite += count;
    this.lastCaptures += count;
  }
}
