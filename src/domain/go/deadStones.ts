// Dead stones at the end of a game: a suggestion from an ownership map (the AI's estimate of who ends up
// owning each point) for the players to confirm, and the toggle a player uses to correct it. Whole chains
// are marked together, so a suggestion never splits a chain.
import { chainAt } from './chains';
import { isOnBoard } from './coords';
import type { Vertex } from './coords';
import type { Position } from './position';
import { err, ok } from './result';
import type { Result } from './result';
import { EMPTY } from './stones';

export interface DeadStoneOptions {
  /**
   * How sure the map must be, 0–1: a chain is suggested dead when the mean ownership of its stones is at
   * least this far on the opponent's side. Default 0.5.
   */
  readonly threshold?: number;
}

export type OwnershipError = 'bad_ownership';

/**
 * Chains whose stones the ownership map gives to the opponent, as a sorted list of vertices. The map has
 * one number per vertex in −1..1, black positive; values outside are clamped, and non-numbers count as 0.
 */
export function suggestDeadStones(
  position: Position,
  ownership: ArrayLike<number>,
  options: DeadStoneOptions = {},
): Result<Vertex[], OwnershipError> {
  const { size, stones } = position;
  if (ownership.length !== size * size) return err('bad_ownership');
  const threshold = Math.min(1, Math.max(0, options.threshold ?? 0.5));
  const seen = new Uint8Array(size * size);
  const dead: Vertex[] = [];
  for (let v = 0; v < stones.length; v++) {
    const color = stones[v];
    if (color === EMPTY || color === undefined || seen[v] === 1) continue;
    const chain = chainAt(size, stones, v);
    let sum = 0;
    for (const s of chain) {
      seen[s] = 1;
      const o = ownership[s];
      sum += typeof o === 'number' && Number.isFinite(o) ? Math.min(1, Math.max(-1, o)) : 0;
    }
    // Ownership is signed like the stones: a chain is dead when its mean points the other way.
    if ((-color * sum) / chain.length >= threshold && sum !== 0) dead.push(...chain);
  }
  return ok(dead.sort((a, b) => a - b));
}

/**
 * Marks or unmarks the whole chain through `vertex` (what a click on a stone does while the players agree
 * on dead stones). An empty or off-board vertex leaves the list as it is. Answers a new sorted list.
 */
export function toggleDeadChain(position: Position, dead: readonly Vertex[], vertex: Vertex): Vertex[] {
  const { size, stones } = position;
  if (!isOnBoard(size, vertex) || stones[vertex] === EMPTY) return [...dead].sort((a, b) => a - b);
  const chain = chainAt(size, stones, vertex);
  const marked = new Set(dead);
  const wasDead = marked.has(vertex);
  for (const v of chain) {
    if (wasDead) marked.delete(v);
    else marked.add(v);
  }
  return [...marked].sort((a, b) => a - b);
}
