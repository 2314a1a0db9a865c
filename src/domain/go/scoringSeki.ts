// Seki at the end of a game: black and white groups that both stay on the board only because neither side
// can fill the liberties they share. Under territory rules their eyes are no territory, so the scorer asks
// this module which groups those are. The test is meant to be conservative: a group that could make two
// eyes on its own is never in seki, and a point is only a shared liberty of a seki if neither colour can
// play there without putting itself in atari.
import { neighbours } from './coords';
import type { Vertex } from './coords';
import { passAliveStones } from './passAlive';
import { BORDERS_BOTH, regionColor } from './scoringBoard';
import type { CountedBoard } from './scoringBoard';
import { BLACK, EMPTY, WHITE } from './stones';
import type { Color } from './stones';

export interface Seki {
  /** Per chain of the counted board: 1 when its group is in seki. */
  readonly chains: Uint8Array;
  /** Per region of the counted board: 1 for the eye space of a group in seki. */
  readonly eyes: Uint8Array;
  /** Dame points next to stones of a black and a white group in seki. */
  readonly shared: readonly Vertex[];
}

/**
 * Groups: chains joined through the regions only they surround (a group's eyes and territory). A group is
 * independent — never in seki — when Benson's test proves one of its chains unconditionally alive, when it
 * has two eyes (regions of its colour, false eyes not counted), or when one of its regions has three
 * points or more (room for two eyes; dead stones taken off count as points).
 */
function groups(board: CountedBoard, falseEye: Uint8Array): { group: Int32Array; independent: Uint8Array } {
  const { chains, regions } = board;
  const parent = Int32Array.from(chains, (_, i) => i);
  const find = (c: number): number => {
    let r = c;
    while ((parent[r] ?? r) !== r) r = parent[r] ?? r;
    parent[c] = r;
    return r;
  };
  for (const region of regions) {
    if (regionColor(region) === EMPTY) continue;
    const [first, ...rest] = region.chains;
    if (first !== undefined) for (const c of rest) parent[find(c)] = find(first);
  }
  const group = Int32Array.from(chains, (_, i) => find(i));

  const independent = new Uint8Array(chains.length);
  const eyes = new Int32Array(chains.length);
  const blackAlive = passAliveStones(board, BLACK);
  const whiteAlive = passAliveStones(board, WHITE);
  for (const [i, chain] of chains.entries()) {
    const alive = chain.color === BLACK ? blackAlive : whiteAlive;
    if (alive[chain.stones[0] ?? 0] === 1) independent[group[i] ?? i] = 1;
  }
  for (const region of regions) {
    const first = region.chains[0];
    if (regionColor(region) === EMPTY || first === undefined) continue;
    const g = group[first] ?? first;
    if (region.points.length >= 3) independent[g] = 1;
    else if (!(region.points.length === 1 && falseEye[region.points[0] ?? 0] === 1))
      eyes[g] = (eyes[g] ?? 0) + 1;
  }
  for (let g = 0; g < chains.length; g++) if ((eyes[g] ?? 0) >= 2) independent[g] = 1;
  return { group, independent };
}

const BLOCKED = 2;
const CAPTURES = -1;

/**
 * Counts liberties by flood fill, stopping as soon as `enough` are found, with buffers reused between calls
 * (the dame filling asks this a few thousand times on a 19×19 board).
 */
function libertyCounter(size: number, work: Int8Array) {
  const seen = new Int32Array(size * size);
  const counted = new Int32Array(size * size);
  const stack: Vertex[] = [];
  let stamp = 0;
  return (start: Vertex, enough: number, filled: Vertex = -1): number => {
    stamp++;
    const color = work[start];
    let found = 0;
    stack.length = 0;
    stack.push(start);
    seen[start] = stamp;
    while (stack.length > 0) {
      for (const q of neighbours(size, stack.pop() ?? start)) {
        const s = work[q];
        if (s === EMPTY && q !== filled && counted[q] !== stamp) {
          counted[q] = stamp;
          if (++found >= enough) return found;
        } else if (s === color && seen[q] !== stamp) {
          seen[q] = stamp;
          stack.push(q);
        }
      }
    }
    return found;
  };
}

/**
 * What `color` playing at p would do: CAPTURES if it takes stones, 0 with no own stone next to p, else the
 * liberties of its chain after the move, counted up to 2 (enough to know it is not left in atari).
 */
function fillLiberties(
  size: number,
  work: Int8Array,
  count: ReturnType<typeof libertyCounter>,
  p: Vertex,
  color: Color,
): number {
  let touches = false;
  for (const q of neighbours(size, p)) {
    if (work[q] === -color && count(q, 1, p) === 0) return CAPTURES;
    if (work[q] === color) touches = true;
  }
  if (!touches) return 0;
  work[p] = color;
  const liberties = count(p, 2);
  work[p] = EMPTY;
  return liberties;
}

/**
 * Fills the dame in thought (never on the returned board): a point one colour can fill without being left
 * in atari is filled by it; a point both can fill is blocked for both (it stops being a liberty of either,
 * which is what either filling would do to the other side, and keeps the test colour-symmetric); a point
 * where a move would capture is left alone (that chain is in atari and not in seki). Repeats until nothing
 * changes. Returns the board so filled and the points still empty that neither colour could fill.
 */
function fillDame(board: CountedBoard): { work: Int8Array; stuck: Vertex[] } {
  const { size, regions } = board;
  const work = board.stones.slice();
  const dame = regions
    .filter((r) => r.borders === BORDERS_BOTH)
    .flatMap((r) => r.points)
    .sort((a, b) => a - b);
  const settled = new Uint8Array(size * size);
  const count = libertyCounter(size, work);
  const nextToStone = (p: Vertex) => neighbours(size, p).some((q) => work[q] === BLACK || work[q] === WHITE);
  for (let changed = true; changed;) {
    changed = false;
    for (const p of dame) {
      if (settled[p] === 1 || !nextToStone(p)) continue;
      const black = fillLiberties(size, work, count, p, BLACK);
      const white = fillLiberties(size, work, count, p, WHITE);
      if (black !== CAPTURES && white !== CAPTURES && black < 2 && white < 2) continue;
      settled[p] = 1;
      changed = true;
      if (black === CAPTURES || white === CAPTURES) continue;
      work[p] = black >= 2 && white >= 2 ? BLOCKED : black >= 2 ? BLACK : WHITE;
    }
  }
  const touches = (p: Vertex, color: Color) => neighbours(size, p).some((q) => work[q] === color);
  const stuck = dame.filter((p) => settled[p] === 0 && touches(p, BLACK) && touches(p, WHITE));
  return { work, stuck };
}

/** Labels the stones of `work` by chain (−1 elsewhere). */
function labelChains(size: number, work: Int8Array): Int32Array {
  const label = new Int32Array(size * size).fill(-1);
  let next = 0;
  for (let v = 0; v < work.length; v++) {
    const color = work[v];
    if (label[v] !== -1 || (color !== BLACK && color !== WHITE)) continue;
    const stack = [v];
    label[v] = next;
    while (stack.length > 0) {
      for (const q of neighbours(size, stack.pop() ?? v)) {
        if (label[q] === -1 && work[q] === color) {
          label[q] = next;
          stack.push(q);
        }
      }
    }
    next++;
  }
  return label;
}

/**
 * The groups in seki: a point left stuck by `fillDame` is a shared liberty of a seki when groups of both
 * colours next to it (through the filled chains) are not independent; those groups are in seki.
 */
export function findSeki(board: CountedBoard, falseEye: Uint8Array): Seki {
  const { size, chains, regions, stones, chainOf } = board;
  const { group, independent } = groups(board, falseEye);
  const { work, stuck } = fillDame(board);
  const workChain = labelChains(size, work);
  const byWorkChain = new Map<number, number[]>();
  for (const [i, chain] of chains.entries()) {
    const w = workChain[chain.stones[0] ?? 0] ?? -1;
    byWorkChain.set(w, [...(byWorkChain.get(w) ?? []), i]);
  }

  const inSeki = new Uint8Array(chains.length);
  for (const p of stuck) {
    const near = new Set(neighbours(size, p).map((q) => workChain[q] ?? -1));
    const weak = [...near]
      .flatMap((w) => byWorkChain.get(w) ?? [])
      .map((c) => group[c] ?? c)
      .filter((g) => independent[g] === 0);
    const colors = new Set(weak.map((g) => chains[g]?.color));
    if (colors.has(BLACK) && colors.has(WHITE)) for (const g of weak) inSeki[g] = 1;
  }

  const sekiChains = Uint8Array.from(chains, (_, i) => inSeki[group[i] ?? i] ?? 0);
  const eyes = Uint8Array.from(regions, (region) => {
    const first = region.chains[0];
    return regionColor(region) !== EMPTY && first !== undefined ? (sekiChains[first] ?? 0) : 0;
  });
  const shared: Vertex[] = [];
  for (const region of regions) {
    if (region.borders !== BORDERS_BOTH) continue;
    for (const p of region.points) {
      const colors = new Set<number>();
      for (const q of neighbours(size, p)) {
        if (sekiChains[chainOf[q] ?? -1] === 1) colors.add(stones[q] ?? 0);
      }
      if (colors.size === 2) shared.push(p);
    }
  }
  return { chains: sekiChains, eyes, shared: shared.sort((a, b) => a - b) };
}
