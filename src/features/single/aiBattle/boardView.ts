// The adapter from an AI game to what the board draws (STYLE.md): stones as a sign map, the last stone
// played, and in the scoring step the chains marked dead, pale and crossed out.
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
}

export function toBattleBoardView(state: AiGameState, dead: readonly Vertex[]): BattleBoardView {
  const signMap = Array.from(state.stones, (s) => (s === 1 ? 1 : s === -1 ? -1 : 0) as Sign);
  const markers = new Map<Vertex, Marker>();
  const dimmed = new Set<Vertex>();
  for (const v of dead) {
    if (signMap[v] === 0) continue;
    dimmed.add(v);
    markers.set(v, { kind: 'cross' });
  }
  return { signMap, lastMove: lastPlacedMove(state.moves), markers, dimmed };
}
