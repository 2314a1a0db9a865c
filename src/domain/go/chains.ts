// Chains (strings) and liberties on a plain board array, by flood fill. This is the slow, obviously correct
// reference the immutable positions are built on; the search uses fastBoard.ts and is checked against it.
import { neighbours } from './coords';
import type { Vertex } from './coords';

/** Stones indexed by vertex: 1 black, −1 white, 0 empty. */
export type Stones = ArrayLike<number>;

/** Every vertex of the chain through `start` (empty regions count as chains of empty points too). */
export function chainAt(size: number, stones: Stones, start: Vertex): Vertex[] {
  const sign = stones[start];
  if (sign === undefined) return [];
  const seen = new Uint8Array(size * size);
  const chain: Vertex[] = [start];
  seen[start] = 1;
  for (let i = 0; i < chain.length; i++) {
    for (const n of neighbours(size, chain[i] as Vertex)) {
      if (seen[n] === 0 && stones[n] === sign) {
        seen[n] = 1;
        chain.push(n);
      }
    }
  }
  return chain;
}

/** The empty points next to the chain through `start`, each once, in discovery order. */
export function libertiesAt(size: number, stones: Stones, start: Vertex): Vertex[] {
  const seen = new Uint8Array(size * size);
  const out: Vertex[] = [];
  for (const v of chainAt(size, stones, start)) {
    for (const n of neighbours(size, v)) {
      if (stones[n] === 0 && seen[n] === 0) {
        seen[n] = 1;
        out.push(n);
      }
    }
  }
  return out;
}

/**
 * Whether the chain through `start` keeps a liberty when the point `filled` is taken as occupied — i.e.
 * whether it survives a stone being played there. Stops at the first liberty found.
 */
export function hasLibertyBesides(size: number, stones: Stones, start: Vertex, filled: Vertex): boolean {
  const sign = stones[start];
  const seen = new Uint8Array(size * size);
  const stack: Vertex[] = [start];
  seen[start] = 1;
  while (stack.length > 0) {
    const v = stack.pop() as Vertex;
    for (const n of neighbours(size, v)) {
      const s = stones[n];
      if (s === 0 && n !== filled) return true;
      if (s === sign && seen[n] === 0) {
        seen[n] = 1;
        stack.push(n);
      }
    }
  }
  return false;
}
