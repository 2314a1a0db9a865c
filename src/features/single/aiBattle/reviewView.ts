// What the review screen shows for one marked mistake, as plain data (STYLE.md adapters): the position just
// before the move, the move played as a crossed red ghost, the engine's better move as a green ghost and
// the main line after it as ghosts numbered from 2, plus the figures the sentence under the board needs.
import type { GhostStone, Marker } from '../../../board/types';
import { replay } from '../../../domain/ai/review';
import { PASS, type Vertex } from '../../../domain/go/coords';
import { createPosition, emptyPosition, withSetup, type Position } from '../../../domain/go/position';
import type { Color, Sign } from '../../../domain/go/stones';
import type { AiGameOptions, AiMove, AiReviewMistake } from '../../../io/ai/protocol';

export interface ReviewBoardView {
  signMap: Sign[];
  ghosts: Map<Vertex, GhostStone>;
  markers: Map<Vertex, Marker>;
  /** The move before the mistake (the board's last-move mark), if a stone was placed. */
  lastMove: Vertex | null;
}

/** The game's first position (its setup stones, if any), as the worker builds it. */
export function reviewStart(game: Pick<AiGameOptions, 'size' | 'setup'>): Position {
  const setup = game.setup;
  if (!setup) return emptyPosition(game.size);
  const placed = withSetup(emptyPosition(game.size), { black: setup.black ?? [], white: setup.white ?? [] });
  return createPosition({ size: game.size, stones: placed.stones, toMove: setup.toMove ?? 1 });
}

/** The board at a mistake; null when the moves do not replay (they always do for a finished game). */
export function reviewBoardAt(
  game: Pick<AiGameOptions, 'size' | 'setup'>,
  moves: readonly AiMove[],
  mistake: AiReviewMistake,
): ReviewBoardView | null {
  const positions = replay(reviewStart(game), moves.slice(0, mistake.index));
  const before = positions?.[positions.length - 1];
  if (!before) return null;
  const signMap = Array.from(before.stones, (s) => (s === 1 ? 1 : s === -1 ? -1 : 0) as Sign);
  const ghosts = new Map<Vertex, GhostStone>();
  const markers = new Map<Vertex, Marker>();
  const mover: Color = mistake.color;
  // The main line, numbered from the better move, alternating colours; a point the line plays twice keeps
  // its first number.
  mistake.line.forEach((vertex, i) => {
    if (vertex === PASS || ghosts.has(vertex) || signMap[vertex] !== 0) return;
    const sign = (i % 2 === 0 ? mover : -mover) as 1 | -1;
    ghosts.set(vertex, { sign, tone: i === 0 ? 'good' : 'neutral' });
    if (i > 0) markers.set(vertex, { kind: 'label', label: String(i + 1) });
  });
  if (mistake.best !== PASS && !ghosts.has(mistake.best))
    ghosts.set(mistake.best, { sign: mover, tone: 'good' });
  if (mistake.played !== PASS) {
    ghosts.set(mistake.played, { sign: mover, tone: 'bad' });
    markers.set(mistake.played, { kind: 'cross' });
  }
  let lastMove: Vertex | null = null;
  const previous = moves[mistake.index - 1];
  if (previous && previous.vertex !== PASS) lastMove = previous.vertex;
  return { signMap, ghosts, markers, lastMove };
}

/** A win rate (0–1) as a whole percentage for the sentence under the board. */
export function percent(rate: number): number {
  return Math.round(Math.min(1, Math.max(0, rate)) * 100);
}

/**
 * The graph's line: one point per position, x from 0 to `width`, y from 0 (Black certain to win) to
 * `height` (White certain to win), as an SVG points list.
 */
export function graphPoints(rates: readonly number[], width: number, height: number): string {
  const n = Math.max(1, rates.length - 1);
  return rates
    .map((r, i) => `${round((i / n) * width)},${round((1 - Math.min(1, Math.max(0, r))) * height)}`)
    .join(' ');
}

function round(x: number): number {
  return Math.round(x * 10) / 10;
}

/** Review answers kept per game (settings and moves), so a review opened twice is not searched twice. */
export class ReviewCache<T> {
  private readonly entries = new Map<string, T>();
  constructor(private readonly limit = 8) {}

  static key(game: AiGameOptions, moves: readonly AiMove[]): string {
    return JSON.stringify([game, moves.map((m) => [m.color, m.vertex])]);
  }

  get(key: string): T | undefined {
    return this.entries.get(key);
  }

  set(key: string, value: T): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.limit) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
