// Whether a move gives atari: a chain of the other colour touching the stone just played is left with a single
// liberty (the "Atari!" voice prompt, issue 17).
import { neighbours, PASS, type Vertex } from './coords';
import { libertiesOf, stoneAt, type Position } from './position';

export function givesAtari(position: Position, vertex: Vertex): boolean {
  if (vertex === PASS) return false;
  const own = stoneAt(position, vertex);
  if (own === 0) return false;
  return neighbours(position.size, vertex).some(
    (n) => stoneAt(position, n) === -own && libertiesOf(position, n).length === 1,
  );
}
