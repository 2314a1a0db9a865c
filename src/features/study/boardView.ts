// The one adapter from a problem state to what the board draws (STYLE.md): stones as a sign map, the goal's
// target stones marked, the last move (before the player's first, the game's move that led to the
// position), the opponent's refutation after a wrong move as ghost stones, and the right moves of a hint.
// The board stays free of rules; the problem code stays free of drawing.
// `problemRegion` picks the part of a big board the problem is drawn on.
import { pickView } from '../../board/crop';
import type { BoardRegion, GhostStone, Marker } from '../../board/types';
import type { Vertex } from '../../domain/go/coords';
import { problemVertices, type CompiledProblem } from '../../domain/go/problem';
import type { ProblemState } from '../../domain/go/problemAnswer';
import { play } from '../../domain/go/position';
import type { Color, Sign } from '../../domain/go/stones';

export interface BoardView {
  size: number;
  signMap: Sign[];
  markers: Map<Vertex, Marker>;
  ghosts: Map<Vertex, GhostStone>;
  highlights: Set<Vertex>;
  lastMove: Vertex | null;
  /** The player's colour while the problem is open (the board's placement preview); none after. */
  nextSign: 1 | -1 | undefined;
}

export interface BoardViewOptions {
  /** The opponent's punishing line after a wrong move, both sides alternately from the opponent. */
  refutation?: readonly Vertex[];
  /** Right moves to show as a hint. */
  hint?: readonly Vertex[];
  /** Mark the goal's target stones (a triangle on each one still on the board). */
  markTargets?: boolean;
}

export function toBoardView(state: ProblemState, options: BoardViewOptions = {}): BoardView {
  const { position, problem } = state;
  const size = position.size;
  const signMap = Array.from(position.stones, (s) => (s === 1 ? 1 : s === -1 ? -1 : 0) as Sign);
  const player = problem.player;
  const markers = new Map<Vertex, Marker>();
  const ghosts = new Map<Vertex, GhostStone>();
  const highlights = new Set<Vertex>();

  const goal = problem.problem.goal;
  if ((options.markTargets ?? true) && 'targets' in goal) {
    for (const target of goal.targets) if (signMap[target] !== 0) markers.set(target, { kind: 'triangle' });
  }

  // Before the player's first move, a position from a game marks the opponent's move that led to it.
  const last = state.moves[state.moves.length - 1];
  const lastMove = last === undefined ? (problem.problem.lastMove ?? null) : last >= 0 ? last : null;

  const refutation = options.refutation ?? [];
  if (refutation.length > 0) {
    // The wrong move itself is crossed out; the answer to it is drawn as pale stones, the first one lit.
    if (state.status === 'failed' && lastMove !== null) markers.set(lastMove, { kind: 'cross' });
    // The player's stones the answer takes get a square (the wrong move keeps its cross), so the board
    // shows what the sentence says: "White takes 4 of your stones" (a shortage of liberties, issue 14).
    // A marked stone of a save problem taken too: its square replaces the triangle ("… and captures your
    // marked stones").
    for (const vertex of takenByRefutation(state, refutation))
      if (markers.get(vertex)?.kind !== 'cross') markers.set(vertex, { kind: 'square' });
    refutation.forEach((vertex, index) => {
      if (vertex < 0 || signMap[vertex] !== 0 || ghosts.has(vertex)) return;
      const sign = (index % 2 === 0 ? -player : player) as 1 | -1;
      ghosts.set(vertex, { sign, tone: 'bad' });
      if (index === 0) highlights.add(vertex);
    });
  }

  for (const vertex of options.hint ?? []) {
    if (vertex < 0 || signMap[vertex] !== 0) continue;
    ghosts.set(vertex, { sign: player, tone: 'good' });
    highlights.add(vertex);
  }

  return {
    size,
    signMap,
    markers,
    ghosts,
    highlights,
    lastMove,
    nextSign: state.status === 'playing' ? player : undefined,
  };
}

/** The player's stones on the board now that the refutation's moves capture, in order. */
function takenByRefutation(state: ProblemState, refutation: readonly Vertex[]): Vertex[] {
  const { problem, player } = state.problem;
  const taken: Vertex[] = [];
  let position = state.position;
  for (const [index, vertex] of refutation.entries()) {
    const color = (index % 2 === 0 ? -player : player) as Color;
    const played = play(position, vertex, { ...(problem.rules ?? {}), color });
    if (!played.ok) break;
    if (color !== player)
      for (const stone of played.captured) if (state.position.stones[stone] === player) taken.push(stone);
    position = played.position;
  }
  return taken;
}

/**
 * The region of the board a problem is drawn on (issue 14): around its stones, every move of its answer
 * tree, its targets and scope, so every refutation and hint stays in sight; the whole board when small.
 */
export function problemRegion(problem: CompiledProblem): BoardRegion {
  return pickView(problem.problem.start.size, problemVertices(problem));
}
