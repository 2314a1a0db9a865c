// Features of a candidate move for the learned pattern prior (Coulom's "Computing Elo ratings of move
// patterns", 2007; Pachi and Fuego use the same kind of model): each move has one value in each feature
// group, each value a strength γ learned from game records (tools/ai/learnPatterns.ts), and a move's
// strength is the product of its values' γ. Groups: the 3×3 shape around the point, with the liberties
// (1, 2, 3+) of the chains next to it and the colours seen from the side to move, reduced over the eight
// symmetries; captures; liberties after the move (self-atari, atari escape); ataris; the distance to the
// last move; the line and whether the area around is empty. Pure and shared by the learner and the prior.
import type { FastBoard } from '../go/fastBoard';
import type { Color } from '../go/stones';
import { cells } from './patterns';
import { isEmptyArea } from './prior';

/** Feature groups other than the shape, in the order of a move's values. */
export const featureGroups = ['capture', 'liberties', 'atari', 'distance', 'line'] as const;
/** Values of each group of `featureGroups` (index = value). */
export const groupSizes: readonly number[] = [5, 6, 3, 12, 9];

/** The four orthogonal cells (N, W, E, S) among `cells`; their liberty buckets follow the 16 shape bits. */
const orthogonal: readonly number[] = [1, 3, 4, 6];

/** Cell permutations of the eight symmetries of the square: perm[i] = where cell i goes. */
const symmetries: readonly (readonly number[])[] = (() => {
  const out: number[][] = [];
  const index = (r: number, c: number) => cells.findIndex(([rr, cc]) => rr === r && cc === c);
  for (let s = 0; s < 8; s++) {
    out.push(
      cells.map(([r0, c0]) => {
        let r = r0 - 1;
        let c = c0 - 1;
        for (let k = 0; k < (s & 3); k++) [r, c] = [c, -r];
        if (s >= 4) c = -c;
        return index(r + 1, c + 1);
      }),
    );
  }
  return out;
})();

/** A shape key (16 bits of cells, 8 bits of liberty buckets) under symmetry `s`. */
function transform(key: number, s: number): number {
  const perm = symmetries[s] ?? [];
  let out = 0;
  for (let i = 0; i < 8; i++) out |= ((key >>> (2 * i)) & 3) << (2 * (perm[i] ?? i));
  for (let j = 0; j < 4; j++) {
    const to = orthogonal.indexOf(perm[orthogonal[j] ?? 0] ?? 0);
    out |= ((key >>> (16 + 2 * j)) & 3) << (16 + 2 * to);
  }
  return out;
}

/** The least key among a shape's eight symmetric forms. */
export function canonicalShape(key: number): number {
  let best = key;
  for (let s = 1; s < 8; s++) best = Math.min(best, transform(key, s));
  return best;
}

/** The distinct symmetric forms of a shape key. */
export function symmetricShapes(key: number): number[] {
  const out = new Set<number>();
  for (let s = 0; s < 8; s++) out.add(transform(key, s));
  return [...out];
}

/**
 * Reads a move's features: the shape key (not canonical) and the group values, for the side to move.
 * Liberty counts of the chains next to the candidates are kept per position: call `begin` for each new
 * position (or board state) before reading its moves.
 */
export class MoveFeatureReader {
  private readonly libs = new Int16Array(3);
  private stamp = 0;
  private seen = new Int32Array(0);
  private counts = new Uint8Array(0);

  /** Starts reading a new board state (forgets the kept liberty counts). */
  begin(board: FastBoard): void {
    if (this.seen.length !== board.area) {
      this.seen = new Int32Array(board.area);
      this.counts = new Uint8Array(board.area);
      this.stamp = 0;
    }
    if (++this.stamp >= 0x7ffffff0) {
      this.seen.fill(0);
      this.stamp = 1;
    }
  }

  /** Liberties (1, 2, 3 for three or more) of the chain at the stone `point`. */
  private chainLiberties(board: FastBoard, point: number): number {
    const h = board.chainHead(point);
    if (this.seen[h] === this.stamp) return this.counts[h] ?? 0;
    const l = board.atariLiberty(point) >= 0 ? 1 : Math.min(3, board.libertyPoints(point, this.libs, 3));
    this.seen[h] = this.stamp;
    this.counts[h] = l;
    return l;
  }

  /**
   * The features of `color` playing the empty `point`: writes the values of `featureGroups` to `out` from
   * `at` and answers the shape key (own stones as black, code 1; liberty buckets 1–3 of the four chains
   * beside it).
   */
  read(board: FastBoard, point: number, color: Color, out: Uint8Array, at: number): number {
    let code = board.neighbourCode(point);
    // White to move: swap the colour codes 1 and 3 (the low bit marks a stone).
    if (color !== 1) code ^= (code & 0x5555) << 1;
    const s = board.stride;
    const last = board.lastMove;
    let shapeLibs = 0;
    // Captures: none, one stone, more; 3 and 4 when the captured stones include the last move's chain.
    let capture = 0;
    let ownAtari = false;
    let ownNeighbour = false;
    let atari = 0;
    for (let j = 0; j < 4; j++) {
      const n = j === 0 ? point - s : j === 1 ? point - 1 : j === 2 ? point + 1 : point + s;
      const k = board.at(n);
      if (k !== 1 && k !== -1) continue;
      const l = this.chainLiberties(board, n);
      shapeLibs |= l << (2 * j);
      if (k === color) {
        ownNeighbour = true;
        if (l === 1) ownAtari = true;
      } else if (l === 1) {
        const take = board.chainSizeAt(n) > 1 ? 2 : 1;
        const lastChain = last >= 0 && board.sameChain(n, last);
        capture = Math.max(capture, lastChain ? take + 2 : take);
      } else if (l === 2) {
        const lastChain = last >= 0 && board.sameChain(n, last);
        atari = Math.max(atari, lastChain ? 2 : 1);
      }
    }
    const libsAfter = board.libertiesAfter(point, color, 3);
    // Liberties after the move: 0 self-atari of one stone, 1 self-atari joining a chain, 2 and 3 an atari
    // escape to two and to three or more liberties, 4 and 5 any other move with two and three or more.
    let liberties: number;
    if (libsAfter < 2 && capture === 0) liberties = ownNeighbour ? 1 : 0;
    else if (ownAtari) liberties = libsAfter >= 3 ? 3 : 2;
    else liberties = libsAfter >= 3 ? 5 : 4;
    if (libsAfter < 2) atari = 0;
    // Distance to the last move, dx + dy + max(dx, dy) (2 beside it, 3 diagonal), in 12 values.
    let distance = 0;
    if (last >= 0) {
      const dx = Math.abs((point % s) - (last % s));
      const dy = Math.abs(Math.floor(point / s) - Math.floor(last / s));
      distance = Math.min(11, dx + dy + Math.max(dx, dy) - 1);
    }
    // Line from the edge (first to fourth, then the rest), and for the first four whether the area is empty.
    const size = board.size;
    const x = (point % s) - 1;
    const y = Math.floor(point / s) - 1;
    const height = Math.min(x, y, size - 1 - x, size - 1 - y);
    const line = height >= 4 ? 8 : height * 2 + (isEmptyArea(board, point, 3) ? 1 : 0);
    out[at] = capture;
    out[at + 1] = liberties;
    out[at + 2] = atari;
    out[at + 3] = distance;
    out[at + 4] = line;
    return code | (shapeLibs << 16);
  }
}
