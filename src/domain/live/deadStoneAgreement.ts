// The end of a live game after two passes (docs/rules.md, live games): both players start from the
// engine's dead-stone suggestion, either may toggle a chain (which withdraws both agreements), each agrees
// to the marks as they stand, named by their version so an agreement never covers marks the player did not
// see; when both agreed the game is scored. Either may instead resume play.

import type { Vertex } from '../go/coords';
import { toggleDeadChain } from '../go/deadStones';
import type { Position } from '../go/position';
import { BLACK, type Color } from '../go/stones';

export interface DeadStoneMarking {
  readonly dead: readonly Vertex[];
  /** Goes up with every change to `dead`. */
  readonly version: number;
  readonly blackAgreed: boolean;
  readonly whiteAgreed: boolean;
}

export type MarkingEvent =
  | { readonly kind: 'toggle'; readonly color: Color; readonly vertex: Vertex }
  | { readonly kind: 'agree'; readonly color: Color; readonly version: number }
  | { readonly kind: 'resume'; readonly color: Color };

export type MarkingOutcome =
  | { readonly kind: 'marking'; readonly marking: DeadStoneMarking }
  | { readonly kind: 'agreed'; readonly dead: readonly Vertex[] }
  | { readonly kind: 'resumed'; readonly by: Color }
  | { readonly kind: 'refused'; readonly reason: 'stale_version' | 'not_a_stone' };

export function startMarking(suggestion: readonly Vertex[]): DeadStoneMarking {
  return { dead: [...suggestion].sort((a, b) => a - b), version: 1, blackAgreed: false, whiteAgreed: false };
}

export function stepMarking(
  position: Position,
  marking: DeadStoneMarking,
  event: MarkingEvent,
): MarkingOutcome {
  switch (event.kind) {
    case 'resume':
      return { kind: 'resumed', by: event.color };
    case 'toggle': {
      if (position.stones[event.vertex] === undefined || position.stones[event.vertex] === 0)
        return { kind: 'refused', reason: 'not_a_stone' };
      const dead = toggleDeadChain(position, marking.dead, event.vertex);
      return {
        kind: 'marking',
        marking: { dead, version: marking.version + 1, blackAgreed: false, whiteAgreed: false },
      };
    }
    case 'agree': {
      if (event.version !== marking.version) return { kind: 'refused', reason: 'stale_version' };
      const next =
        event.color === BLACK ? { ...marking, blackAgreed: true } : { ...marking, whiteAgreed: true };
      if (next.blackAgreed && next.whiteAgreed) return { kind: 'agreed', dead: next.dead };
      return { kind: 'marking', marking: next };
    }
  }
}
