// The adapter from an AI game to what the board draws (STYLE.md): stones as a sign map, the last stone
// played, and in the scoring step the chains marked dead, pale and crossed out, and each point the count
// gives a colour (empty points and dead stones) marked with that colour's small square.
import type { Marker } from '../../../board/types';
import type { Vertex } from '../../../domain/go/coords';
import type { Sign } from '../../../domain/go/stones';
import type { AiGameState } from '../../../io/ai/protocol';
import { lastPlacedMove } from './battleRules';

export interface BattleBoardView {
  signMap: Sign[];
  lastMove: Vertex | null;
  markers: Map<Vertex, Marker>;
  dimmed: Set<Vertex>;
  territory: Map<Vertex, 1 | -1>;
}

/**
 * `owner`: per vertex the colour the count gives the point (scoring's `Score.owner`), in the scoring step
 * and after a counted game; living stones count for their colour and are not marked.
 */
export function toBattleBoardView(
  state: AiGameState,
  dead: readonly Vertex[],
  owner: ArrayLike<number> | null = null,
): BattleBoardView {
  const signMap = Array.from(state.stones, (s) => (s === 1 ? 1 : s === -1 ? -1 : 0) as Sign);
  const markers = new Map<Vertex, Marker>();
  const dimmed = new Set<Vertex>();
  for (const v of dead) {
    if (signMap[v] === 0) continue;
    dimmed.add(v);
    markers.set(v, { kind: 'cross' });
  }
  const territory = new Map<Vertex, 1 | -1>();
  if (owner) {
    for (let v = 0; v < signMap.length; v++) {
      const color = owner[v];
      if ((color === 1 || color === -1) && (signMap[v] === 0 || dimmed.has(v))) territory.set(v, color);
    }
  }
  return { signMap, lastMove: lastPlacedMove(state.moves), markers, dimmed, territory };
}
