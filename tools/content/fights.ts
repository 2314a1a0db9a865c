// Local fights for the capture and save templates. `randomFight`: a target chain (a random polyomino) in a
// corner, on an edge or in the open, its liberties cut down to the number the template asks for, stones of
// both colours scattered around it. Shapes that scattering almost never draws get their own skeletons:
// `ladderFight` (ladder starts with a clear or a broken way, and the net), `mouthFight` (snapbacks and
// throw-ins) and `connectAndDieFight`. The generator's frame always has Black attacking White's chain;
// the problem's side and colours come later (symmetry and colour swap in problemBuild.ts).
import type { BoardSize, Vertex } from '../../src/domain/go/coords';
import { neighbours } from '../../src/domain/go/coords';
import type { Random } from '../../src/domain/go/random';
import { shuffled } from '../../src/domain/go/random';
import { BLACK, WHITE } from '../../src/domain/go/stones';
import { chainAt, libertiesAt } from '../../src/domain/go/chains';

export type Area = 'corner' | 'edge' | 'open';

export interface FightSpec {
  readonly size: BoardSize;
  readonly area: Area;
  readonly targetStones: readonly [number, number];
  readonly targetLiberties: readonly [number, number];
  /** Scatter stones within this Chebyshev distance of the target. */
  readonly radius: number;
  readonly attackerDensity: number;
  readonly defenderDensity: number;
  /** Let scattered chains (not the target) start in atari. */
  readonly allowAtari?: boolean;
}

export interface Fight {
  readonly size: BoardSize;
  readonly stones: Int8Array;
  /** A stone of the target chain (White's). */
  readonly target: Vertex;
}

function between(random: Random, [lo, hi]: readonly [number, number]): number {
  return lo + random.int(hi - lo + 1);
}

function anchor(random: Random, size: number, area: Area): Vertex {
  if (area === 'corner') return random.int(4) * size + random.int(4);
  if (area === 'edge') return random.int(2) * size + 2 + random.int(size - 4);
  const margin = size >= 13 ? 3 : 2;
  const x = margin + random.int(size - 2 * margin);
  const y = margin + random.int(size - 2 * margin);
  return y * size + x;
}

export function randomFight(random: Random, spec: FightSpec): Fight | null {
  const { size } = spec;
  const stones = new Int8Array(size * size);
  const start = anchor(random, size, spec.area);
  const chain = [start];
  const want = between(random, spec.targetStones);
  while (chain.length < want) {
    const options = chain.flatMap((v) => neighbours(size, v)).filter((v) => !chain.includes(v));
    const next = options[random.int(options.length)];
    if (next === undefined) return null;
    chain.push(next);
  }
  for (const v of chain) stones[v] = WHITE;
  const libs = shuffled(random, libertiesAt(size, stones, start));
  const keep = Math.min(libs.length, between(random, spec.targetLiberties));
  if (keep < spec.targetLiberties[0]) return null;
  for (const v of libs.slice(keep)) stones[v] = BLACK;
  const kept = new Set(libs.slice(0, keep));
  const nearTarget = new Set(chain.flatMap((v) => neighbours(size, v)));
  for (let v = 0; v < size * size; v++) {
    if (stones[v] !== 0 || kept.has(v)) continue;
    const x = v % size;
    const y = Math.floor(v / size);
    const close = chain.some(
      (c) => Math.max(Math.abs((c % size) - x), Math.abs(Math.floor(c / size) - y)) <= spec.radius,
    );
    if (!close) continue;
    const r = random.next();
    if (r < spec.attackerDensity) stones[v] = BLACK;
    else if (r < spec.attackerDensity + spec.defenderDensity && !nearTarget.has(v)) stones[v] = WHITE;
  }
  // Every chain needs a liberty; the target keeps exactly the liberties chosen.
  const seen = new Uint8Array(size * size);
  for (let v = 0; v < size * size; v++) {
    if (stones[v] === 0 || seen[v] === 1) continue;
    const c = chainAt(size, stones, v);
    for (const s of c) seen[s] = 1;
    const n = libertiesAt(size, stones, v).length;
    if (n === 0) return null;
    if (n === 1 && !c.includes(start) && spec.allowAtari !== true) return null;
  }
  if (libertiesAt(size, stones, start).length !== keep) return null;
  return { size, stones, target: start };
}

/**
 * A "mouth" for snapbacks and throw-ins: an empty point P beside the target chain whose other neighbours
 * are White's (the target, or other White stones that P would connect), an empty point Q beside both P
 * and the target, and every other liberty of the target filled by Black. Random scattering almost never
 * draws these shapes; the solver still decides what they are.
 */
export function mouthFight(
  random: Random,
  size: BoardSize,
  density: { readonly black: number; readonly white: number; readonly extraLiberty?: number },
): Fight | null {
  const p = random.int(3) * size + 1 + random.int(size - 2);
  const around = shuffled(random, neighbours(size, p));
  const q = around[0] as Vertex;
  const seed = around[1];
  if (seed === undefined) return null;
  const stones = new Int8Array(size * size);
  // The target: 2–4 stones from `seed`, touching Q, never on P or Q.
  const target = [seed];
  const want = 2 + random.int(3);
  const touchesQ = () => target.some((v) => neighbours(size, v).includes(q));
  while (target.length < want || !touchesQ()) {
    if (target.length > 6) return null;
    const options = target
      .flatMap((v) => neighbours(size, v))
      .filter((v) => v !== p && v !== q && !target.includes(v));
    const towardQ = options.filter((v) => neighbours(size, v).includes(q));
    const pool = !touchesQ() && towardQ.length > 0 && random.int(2) === 0 ? towardQ : options;
    const next = pool[random.int(pool.length)];
    if (next === undefined) return null;
    target.push(next);
  }
  for (const v of target) stones[v] = WHITE;
  for (const n of neighbours(size, p)) if (n !== q && stones[n] === 0) stones[n] = WHITE;
  const extra = random.next() < (density.extraLiberty ?? 0) ? 1 : 0;
  let kept = 0;
  for (const lib of shuffled(random, libertiesAt(size, stones, seed))) {
    if (lib === p || lib === q) continue;
    if (kept < extra) {
      kept++;
      continue;
    }
    stones[lib] = BLACK;
  }
  for (const n of neighbours(size, q)) if (n !== p && stones[n] === 0) stones[n] = BLACK;
  const near = new Set([p, q, ...target.flatMap((v) => neighbours(size, v))]);
  const cx = p % size;
  const cy = Math.floor(p / size);
  for (let v = 0; v < size * size; v++) {
    if (stones[v] !== 0 || near.has(v)) continue;
    if (Math.max(Math.abs((v % size) - cx), Math.abs(Math.floor(v / size) - cy)) > 3) continue;
    const r = random.next();
    if (r < density.black) stones[v] = BLACK;
    else if (r < density.black + density.white) stones[v] = WHITE;
  }
  const libs = libertiesAt(size, stones, seed);
  if (!libs.includes(p) || !libs.includes(q) || libs.length !== 2 + extra) return null;
  const seen = new Uint8Array(size * size);
  for (let v = 0; v < size * size; v++) {
    if (stones[v] === 0 || seen[v] === 1) continue;
    const c = chainAt(size, stones, v);
    for (const st of c) seen[st] = 1;
    if (!c.includes(seed) && libertiesAt(size, stones, v).length < 2) return null;
  }
  return { size, stones, target: seed };
}

export interface LadderSpec {
  readonly size: BoardSize;
  /** Diagonal steps from the target to the edge along the ladder's way. */
  readonly length: readonly [number, number];
  /**
   * 'one': the classic start (Black left, below and below-right of the stone), one ladder toward the
   * upper right. 'two': Black left, below and upper-right, so each atari starts a ladder of its own (down
   * and to the right, or up and to the left), and a White stone breaks one of them at random. 'net': the
   * classic start plus a Black stone above-left and a breaker on the ladder's way, so that only the net
   * (geta) above-right works.
   */
  readonly ways: 'one' | 'two' | 'net';
  readonly density: { readonly black: number; readonly white: number };
}

/** The points a ladder from (x, y) in direction (dx, dy) runs over, with one point of margin. */
function corridor(size: number, x: number, y: number, dx: number, dy: number): Set<Vertex> {
  const out = new Set<Vertex>();
  for (let k = 0; k < size; k++) {
    for (const [ox, oy] of [
      [0, 0],
      [dx, 0],
      [0, dy],
      [dx, dy],
      [2 * dx, 0],
      [0, 2 * dy],
    ] as const) {
      const px = x + k * dx + ox;
      const py = y + k * dy + oy;
      if (px >= 0 && py >= 0 && px < size && py < size) out.add(py * size + px);
    }
  }
  return out;
}

/**
 * A ladder start with a clear way to the edge (or a breaker on it). Black stones and White stones are
 * scattered around the start but never on a ladder's way, so what the ladder meets is decided here.
 */
export function ladderFight(random: Random, spec: LadderSpec): Fight | null {
  const { size } = spec;
  const length = spec.length[0] + random.int(spec.length[1] - spec.length[0] + 1);
  const stones = new Int8Array(size * size);
  let x: number;
  let y: number;
  const ways: { dx: number; dy: number }[] = [];
  if (spec.ways === 'one' || spec.ways === 'net') {
    // Toward the upper right: y steps to the top edge, size − 1 − x to the right one.
    y = length;
    x = Math.max(1, size - 1 - length - random.int(3));
    if (y >= size - 2) return null;
    ways.push({ dx: 1, dy: -1 });
    for (const [ox, oy] of [
      [-1, 0],
      [0, 1],
      [1, 1],
      ...(spec.ways === 'net' ? ([[-1, -1]] as const) : []),
    ] as const)
      stones[(y + oy) * size + x + ox] = BLACK;
  } else {
    x = 1 + random.int(size - 2);
    y = 1 + random.int(size - 2);
    ways.push({ dx: 1, dy: 1 }, { dx: -1, dy: -1 });
    for (const [ox, oy] of [
      [-1, 0],
      [0, 1],
      [1, -1],
    ] as const)
      stones[(y + oy) * size + x + ox] = BLACK;
  }
  const t = y * size + x;
  stones[t] = WHITE;
  const clear = new Set<Vertex>();
  for (const w of ways) for (const v of corridor(size, x, y, w.dx, w.dy)) clear.add(v);
  // Breakers: on one of the two ways, or on the net's ladder way, a few steps out.
  const broken = spec.ways === 'two' ? [ways[random.int(2)]] : spec.ways === 'net' ? ways : [];
  for (const w of broken) {
    if (w === undefined) continue;
    const room = Math.min(w.dx > 0 ? size - 2 - x : x - 1, w.dy > 0 ? size - 2 - y : y - 1);
    if (room < 2) return null;
    const k = (spec.ways === 'net' ? 3 : 2) + random.int(Math.max(1, Math.min(4, room - 2)));
    const bx = x + k * w.dx + (random.int(2) === 0 ? w.dx : 0);
    const by = y + k * w.dy + (random.int(2) === 0 ? 0 : w.dy);
    stones[by * size + bx] = WHITE;
  }
  for (let v = 0; v < size * size; v++) {
    if (stones[v] !== 0 || clear.has(v)) continue;
    const d = Math.max(Math.abs((v % size) - x), Math.abs(Math.floor(v / size) - y));
    if (d > 3) continue;
    const r = random.next();
    if (r < spec.density.black) stones[v] = BLACK;
    else if (r < spec.density.black + spec.density.white) stones[v] = WHITE;
  }
  if (libertiesAt(size, stones, t).length !== 2 || chainAt(size, stones, t).length !== 1) return null;
  const seen = new Uint8Array(size * size);
  for (let v = 0; v < size * size; v++) {
    if (stones[v] === 0 || seen[v] === 1) continue;
    const c = chainAt(size, stones, v);
    for (const s of c) seen[s] = 1;
    if (!c.includes(t) && libertiesAt(size, stones, v).length < 2) return null;
  }
  return { size, stones, target: t };
}

/**
 * A connect-and-die shape on the edge: the target runs down from the first line next to a throw-in point
 * P; below P is Q, the point White would capture from; beside P a second White chain S with one more
 * liberty. Throwing in at P, then giving atari, leaves White a connection at P that dies with S.
 */
export function connectAndDieFight(
  random: Random,
  size: BoardSize,
  density: { readonly black: number; readonly white: number },
): Fight | null {
  const px = 2 + random.int(size - 4);
  const at = (x: number, y: number) => y * size + x;
  const p = at(px, 0);
  const q = at(px, 1);
  const stones = new Int8Array(size * size);
  // The target: down the column left of P, one to three stones, maybe one more to the left.
  const depth = 2 + random.int(2);
  const target: Vertex[] = [];
  for (let y = 0; y < depth; y++) target.push(at(px - 1, y));
  if (px >= 3 && random.int(2) === 0) target.push(at(px - 2, depth - 1));
  for (const v of target) stones[v] = WHITE;
  // S: one or two stones along the edge right of P.
  const s = [at(px + 1, 0)];
  if (px + 2 < size && random.int(2) === 0) s.push(at(px + 2, 0));
  for (const v of s) stones[v] = WHITE;
  // Q's other neighbours are Black.
  for (const n of neighbours(size, q)) if (n !== p && stones[n] === 0) stones[n] = BLACK;
  // The target keeps P, Q and one more liberty R; S keeps P and one more.
  const keepFor = (chain: readonly Vertex[], keep: readonly Vertex[], extra: number) => {
    const libs = shuffled(
      random,
      libertiesAt(size, stones, chain[0] as Vertex).filter((v) => !keep.includes(v)),
    );
    for (const v of libs.slice(extra)) stones[v] = BLACK;
  };
  keepFor(target, [p, q], 1);
  keepFor(s, [p], 1);
  const near = new Set([
    p,
    q,
    ...target.flatMap((v) => neighbours(size, v)),
    ...s.flatMap((v) => neighbours(size, v)),
  ]);
  for (let v = 0; v < size * size; v++) {
    if (stones[v] !== 0 || near.has(v)) continue;
    if (Math.abs((v % size) - px) > 3 || Math.floor(v / size) > 4) continue;
    const r = random.next();
    if (r < density.black) stones[v] = BLACK;
    else if (r < density.black + density.white) stones[v] = WHITE;
  }
  const seed = target[0] as Vertex;
  if (libertiesAt(size, stones, seed).length !== 3 || libertiesAt(size, stones, s[0] as Vertex).length !== 2)
    return null;
  const seen = new Uint8Array(size * size);
  for (let v = 0; v < size * size; v++) {
    if (stones[v] === 0 || seen[v] === 1) continue;
    const c = chainAt(size, stones, v);
    for (const st of c) seen[st] = 1;
    if (stones[v] === BLACK && libertiesAt(size, stones, v).length < 2) return null;
  }
  return { size, stones, target: seed };
}
