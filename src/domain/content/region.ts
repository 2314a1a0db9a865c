// The region of a life-and-death fight: the points a reader of the group's life plays on, flooded from the
// group up to the other side's wall (firstMoves.ts reads live and kill problems on it, koReader.ts make-ko
// problems).
import { neighbours } from '../go/coords';
import type { Vertex } from '../go/coords';
import { chainOf } from '../go/position';
import type { Problem } from '../go/problem';

/** Regions larger than this are not read exhaustively (out of scope). */
export const MAX_REGION = 40;

/**
 * The region of a life-and-death problem: every point reached from the target through points that are
 * not the killer's stones, plus the killer's chains enclosed by those points (stones thrown in) with their own eyes. Null
 * when the flood is not enclosed (it grows past MAX_REGION points).
 */
export function lifeDeathRegion(problem: Pick<Problem, 'start'>, target: Vertex): Vertex[] | null {
  const { size, stones } = problem.start;
  const owner = stones[target];
  if (owner === undefined || owner === 0) return null;
  const inside = new Set<Vertex>([target]);
  const queue = [target];
  while (queue.length > 0) {
    const v = queue.pop() as Vertex;
    for (const n of neighbours(size, v)) {
      if (inside.has(n) || stones[n] === -owner) continue;
      inside.add(n);
      queue.push(n);
      if (inside.size > MAX_REGION) return null;
    }
  }
  // Killer chains whose every neighbour is inside the flood (or the chain itself) are inside too.
  const killerSeen = new Set<Vertex>();
  for (const v of [...inside]) {
    for (const n of neighbours(size, v)) {
      if (stones[n] !== -owner || killerSeen.has(n)) continue;
      const chain = chainOf(problem.start, n);
      for (const s of chain) killerSeen.add(s);
      // An empty point whose every neighbour is this chain or inside is the chain's own eye (a killer
      // group with an eye inside the owner's space, as in seki): it comes in with the chain.
      const eyes: Vertex[] = [];
      const enclosed = chain.every((s) =>
        neighbours(size, s).every((m) => {
          if (inside.has(m) || (stones[m] === -owner && chain.includes(m))) return true;
          const eye =
            stones[m] === 0 &&
            neighbours(size, m).every((k) => inside.has(k) || (stones[k] === -owner && chain.includes(k)));
          if (eye) eyes.push(m);
          return eye;
        }),
      );
      if (enclosed) for (const s of [...chain, ...eyes]) inside.add(s);
    }
  }
  return [...inside].sort((a, b) => a - b);
}

/** The 4-connected points reached from `from` through points for which `through` holds. */
function flood(size: number, from: Vertex, through: (v: Vertex) => boolean): Set<Vertex> {
  const seen = new Set<Vertex>([from]);
  const queue = [from];
  while (queue.length > 0) {
    const v = queue.pop() as Vertex;
    for (const n of neighbours(size, v))
      if (!seen.has(n) && through(n)) {
        seen.add(n);
        queue.push(n);
      }
  }
  return seen;
}

/**
 * The region of a make-ko fight: everything inside the killer's wall around the owner's group at
 * `target`. The open board is the largest area of points the killer does not hold, apart from the
 * group's own; the wall is every killer chain touching it. Inside are the group's area, the killer chains
 * that do not touch the open board (stones thrown in), and the empty points enclosed by those chains (as
 * the corner point between two thrown-in stones). Unlike `lifeDeathRegion`, two killer chains may share
 * an eye. Null when the group's area is not enclosed (more than MAX_REGION points in all).
 */
export function enclosedRegion(problem: Pick<Problem, 'start'>, target: Vertex): Vertex[] | null {
  const { size, stones } = problem.start;
  const owner = stones[target];
  if (owner === undefined || owner === 0) return null;
  const killer = -owner;
  const area = new Map<Vertex, Set<Vertex>>();
  for (let v = 0; v < size * size; v++) {
    if (stones[v] === killer || area.has(v)) continue;
    const part = flood(size, v, (n) => stones[n] !== killer);
    for (const p of part) area.set(p, part);
  }
  const inside = area.get(target) as Set<Vertex>;
  let open: Set<Vertex> | null = null;
  for (const part of new Set(area.values()))
    if (part !== inside && (open === null || part.size > open.size)) open = part;
  // Killer chains that do not touch the open board, and the areas only they and the region border, come
  // in as long as they touch the region.
  const enclosed: Vertex[][] = [];
  const chained = new Set<Vertex>();
  for (let v = 0; v < size * size; v++) {
    if (stones[v] !== killer || chained.has(v)) continue;
    const chain = chainOf(problem.start, v);
    for (const s of chain) chained.add(s);
    if (!chain.some((s) => neighbours(size, s).some((n) => open?.has(n) === true))) enclosed.push(chain);
  }
  const holes = [...new Set(area.values())].filter((part) => part !== inside && part !== open);
  const region = new Set(inside);
  const touches = (points: Iterable<Vertex>) =>
    [...points].some((p) => neighbours(size, p).some((n) => region.has(n)));
  for (let grown = true; grown;) {
    grown = false;
    for (const chain of enclosed)
      if (!region.has(chain[0] as Vertex) && touches(chain)) {
        for (const s of chain) region.add(s);
        grown = true;
      }
    for (const hole of holes) {
      const first = hole.values().next().value as Vertex;
      if (region.has(first)) continue;
      if ([...hole].every((p) => neighbours(size, p).every((n) => hole.has(n) || region.has(n)))) {
        for (const p of hole) region.add(p);
        grown = true;
      }
    }
  }
  return region.size > MAX_REGION ? null : [...region].sort((a, b) => a - b);
}
