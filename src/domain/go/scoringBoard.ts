// The board as it is counted at the end of a game: the agreed dead chains taken off, the chains left, the
// empty regions and the colours around them, and false eyes. scoring.ts counts on it; scoringSeki.ts
// finds the groups that live in seki.
import { chainAt } from './chains';
import { isOnBoard, neighbours } from './coords';
import type { BoardSize, Vertex } from './coords';
import type { Position } from './position';
import { BLACK, EMPTY, WHITE } from './stones';
import type { Color, Sign } from './stones';

/** Bits of `Region.borders`: the colours of the stones next to a region. */
export const BORDERS_BLACK = 1;
export const BORDERS_WHITE = 2;
export const BORDERS_BOTH = BORDERS_BLACK | BORDERS_WHITE;

/** A connected set of empty points (the points of dead stones included). */
export interface Region {
  readonly points: readonly Vertex[];
  /** BORDERS_BLACK / BORDERS_WHITE bits; 0 when no stone touches it (an empty board). */
  readonly borders: number;
  /** Indices of the chains next to the region. */
  readonly chains: readonly number[];
}

export interface Chain {
  readonly color: Color;
  readonly stones: readonly Vertex[];
  readonly liberties: readonly Vertex[];
}

export interface CountedBoard {
  readonly size: BoardSize;
  /** The living stones: the position's board with the dead chains removed. */
  readonly stones: Int8Array;
  /** Dead stones taken off, by their colour. */
  readonly dead: { readonly black: number; readonly white: number };
  /** Region index of every empty point, −1 on stones. */
  readonly regionOf: Int32Array;
  readonly regions: readonly Region[];
  /** Chain index of every stone, −1 on empty points. */
  readonly chainOf: Int32Array;
  readonly chains: readonly Chain[];
}

/** The colour a region belongs to when only one colour touches it, else EMPTY (dame or an empty board). */
export function regionColor(region: Region): Sign {
  return region.borders === BORDERS_BLACK ? BLACK : region.borders === BORDERS_WHITE ? WHITE : EMPTY;
}

export function bordersBit(color: Color): number {
  return color === BLACK ? BORDERS_BLACK : BORDERS_WHITE;
}

/**
 * Takes the dead chains off (a vertex marks its whole chain; empty and off-board vertices are ignored) and
 * labels what is left.
 */
export function countedBoard(
  position: Pick<Position, 'size' | 'stones'>,
  dead: readonly Vertex[],
): CountedBoard {
  const { size } = position;
  const n = size * size;
  const stones = new Int8Array(n);
  for (let v = 0; v < n; v++) {
    const s = position.stones[v];
    stones[v] = s === BLACK || s === WHITE ? s : EMPTY;
  }
  let deadBlack = 0;
  let deadWhite = 0;
  for (const v of dead) {
    const color = stones[v];
    if (!isOnBoard(size, v) || color === EMPTY) continue;
    for (const s of chainAt(size, stones, v)) {
      stones[s] = EMPTY;
      if (color === BLACK) deadBlack++;
      else deadWhite++;
    }
  }

  const regionOf = new Int32Array(n).fill(-1);
  const chainOf = new Int32Array(n).fill(-1);
  const regionPoints: Vertex[][] = [];
  const chainStones: Vertex[][] = [];
  for (let v = 0; v < n; v++) {
    if (regionOf[v] !== -1 || chainOf[v] !== -1) continue;
    const points = chainAt(size, stones, v);
    const [labels, list] = stones[v] === EMPTY ? [regionOf, regionPoints] : [chainOf, chainStones];
    for (const p of points) labels[p] = list.length;
    list.push(points);
  }

  const regions: Region[] = regionPoints.map((points) => {
    let borders = 0;
    const around = new Set<number>();
    for (const p of points) {
      for (const q of neighbours(size, p)) {
        const c = chainOf[q] ?? -1;
        if (c < 0) continue;
        around.add(c);
        borders |= stones[q] === BLACK ? BORDERS_BLACK : BORDERS_WHITE;
      }
    }
    return { points, borders, chains: [...around].sort((a, b) => a - b) };
  });
  const chains: Chain[] = chainStones.map((chain) => {
    const liberties = new Set<Vertex>();
    for (const s of chain) for (const q of neighbours(size, s)) if (stones[q] === EMPTY) liberties.add(q);
    const color: Color = stones[chain[0] ?? 0] === BLACK ? BLACK : WHITE;
    return { color, stones: chain, liberties: [...liberties].sort((a, b) => a - b) };
  });
  return { size, stones, dead: { black: deadBlack, white: deadWhite }, regionOf, regions, chainOf, chains };
}

/**
 * 1 at every false eye: an empty point that must be filled before the end, so it is no territory under
 * territory rules. A point is a false eye of colour c when
 * - every neighbour is a living stone of c (a one-point region of c),
 * - those stones belong to two chains or more (one chain all round makes a real eye, whatever the
 *   diagonals: the "eyes in a loop" case),
 * - living opponent stones hold at least two of its four diagonal points, or at least one when it is on
 *   the edge or in the corner (so the chains cannot be joined around it),
 * - and one of those chains has no liberty besides this point inside a region of c: its other liberties
 *   are dame the opponent can fill, after which it is in atari and c has to connect here. A chain that
 *   also breathes in c's territory (or in another such point, as in a loop of false eyes) is not forced.
 */
export function falseEyes(board: CountedBoard): Uint8Array {
  const { size, stones, regionOf, regions, chains } = board;
  const out = new Uint8Array(size * size);
  for (const region of regions) {
    const color = regionColor(region);
    const p = region.points[0];
    if (color === EMPTY || p === undefined || region.points.length !== 1 || region.chains.length < 2)
      continue;
    const x = p % size;
    const y = (p - x) / size;
    let diagonals = 0;
    let held = 0;
    for (const [dx, dy] of [
      [-1, -1],
      [1, -1],
      [-1, 1],
      [1, 1],
    ] as const) {
      const dxx = x + dx;
      const dyy = y + dy;
      if (dxx < 0 || dyy < 0 || dxx >= size || dyy >= size) continue;
      diagonals++;
      if (stones[dyy * size + dxx] === -color) held++;
    }
    if (held < (diagonals === 4 ? 2 : 1)) continue;
    const own = bordersBit(color);
    const breathesElsewhere = (c: number) =>
      (chains[c]?.liberties ?? []).some((l) => l !== p && regions[regionOf[l] ?? -1]?.borders === own);
    if (region.chains.some((c) => !breathesElsewhere(c))) out[p] = 1;
  }
  return out;
}
