// The review after a game: every position of the finished game is searched once (a fixed playout budget,
// seeded, so a review is reproducible), which gives Black's win rate before each move and the move the
// engine would have played. A move's mistake is how much its player's win rate fell from the position
// before it to the position after it; the biggest few of each side are marked, each with the engine's
// better move, a short main line, and what kind of move it was (a capture, a rescue, …) so the screen
// can say it in one sentence. `analyseGame` runs the searches; everything after it is pure arithmetic on
// its figures (`pickMistakes`, `explainMistake`) and is tested with tables and ASCII boards.
import { PASS } from '../go/coords';
import type { Vertex } from '../go/coords';
import { FastBoard } from '../go/fastBoard';
import { play as playOnPosition } from '../go/position';
import type { Position } from '../go/position';
import { createRandom } from '../go/random';
import type { Color } from '../go/stones';
import { search } from './search';
import type { SearchNode } from './tree';
import type { GameGoal, StopSignal } from './types';

export interface ReviewMove {
  readonly color: Color;
  /** PASS (−1) for a pass. */
  readonly vertex: Vertex;
}

export interface ReviewOptions {
  readonly goal: GameGoal;
  /** Searches per position; the budget sets speed and accuracy (REVIEW_PLAYOUTS by board size). */
  readonly playouts: number;
  readonly seed: number;
  /** Called after each position with the positions done and their number. */
  readonly onProgress?: (done: number, total: number) => void;
  readonly signal?: StopSignal;
}

/** What the search found in one position of the game. */
export interface PositionReview {
  /** Black's win rate with good play from here (the best move's, or the decided result at the end). */
  readonly blackWinRate: number;
  /** The engine's move here (PASS when it would pass or the game is over). */
  readonly best: Vertex;
  /** The engine's expected continuation after `best` (a few moves, alternating). */
  readonly line: readonly Vertex[];
}

export interface GameAnalysis {
  /** One per position: before the first move, after each move (`moves.length + 1` entries). */
  readonly positions: readonly PositionReview[];
  readonly moves: readonly ReviewMove[];
  /** Whether the analysis ran to the end (false when it was stopped). */
  readonly complete: boolean;
}

export const mistakeKinds = [
  /** The better move captured stones. */
  'missed_capture',
  /** The better move saved own stones in atari. */
  'missed_rescue',
  /** The played move put its own stones in atari. */
  'self_atari',
  /** The player passed while a move still mattered. */
  'early_pass',
  /** Anything else: the better move was simply bigger. */
  'bigger_move',
] as const;
export type MistakeKind = (typeof mistakeKinds)[number];

export interface Mistake {
  /** Index into the game's moves (0 = the first move). */
  readonly index: number;
  readonly color: Color;
  readonly played: Vertex;
  /** The player's win rate before the move and after it. */
  readonly before: number;
  readonly after: number;
  /** `before − after`: how much the move cost. */
  readonly drop: number;
  readonly best: Vertex;
  readonly line: readonly Vertex[];
  readonly kind: MistakeKind;
}

/** Playouts per position by board size: a 9×9 game of 60 moves in well under 20 s on one core. */
export function reviewPlayouts(size: number): number {
  if (size <= 9) return 1200;
  if (size <= 13) return 700;
  return 400;
}

/** Mistakes smaller than this (a win-rate share) are not worth showing. */
export const MIN_DROP = 0.1;

/** The positions of the game, from `start` through each move; null when a move is illegal there. */
export function replay(start: Position, moves: readonly ReviewMove[]): Position[] | null {
  const positions = [start];
  let current = start;
  for (const move of moves) {
    const result = playOnPosition(current, move.vertex, { color: move.color });
    if (!result.ok) return null;
    current = result.position;
    positions.push(current);
  }
  return positions;
}

/** Searches every position of the game; stops early (complete: false) when the signal is aborted. */
export function analyseGame(
  start: Position,
  moves: readonly ReviewMove[],
  options: ReviewOptions,
): GameAnalysis | null {
  const positions = replay(start, moves);
  if (!positions) return null;
  const { goal } = options;
  const reviews: PositionReview[] = [];
  const total = positions.length;
  let complete = true;
  for (const [i, position] of positions.entries()) {
    if (options.signal?.aborted) {
      complete = false;
      break;
    }
    const decided = decidedResult(position, goal);
    if (decided !== null) {
      reviews.push({ blackWinRate: decided, best: PASS, line: [] });
    } else {
      const board = FastBoard.fromPosition(position);
      const last = moves[i - 1];
      if (last) board.setLastMove(last.vertex === PASS ? PASS : board.pointOf(last.vertex));
      const result = search(board, {
        goal,
        random: createRandom((options.seed ^ Math.imul(i + 1, 0x9e3779b1)) >>> 0),
        playouts: options.playouts,
        ...(options.signal ? { signal: options.signal } : {}),
      });
      const top = result.moves[0];
      const rate = result.winRate;
      reviews.push({
        blackWinRate: position.toMove === 1 ? rate : 1 - rate,
        best: top ? board.vertexOf(top.point) : PASS,
        line: top ? mainLine(board, result.root, 3) : [],
      });
    }
    options.onProgress?.(i + 1, total);
  }
  return { positions: reviews, moves, complete };
}

/** Black's result when the game is already decided in this position (a capture game's target reached). */
function decidedResult(position: Position, goal: GameGoal): number | null {
  if (goal.mode !== 'capture') return null;
  if (position.captures.black >= goal.captureTarget) return 1;
  if (position.captures.white >= goal.captureTarget) return 0;
  return null;
}

/** The most visited edges from the root's best move on: the move and the answers the engine expects. */
function mainLine(board: FastBoard, root: SearchNode, after: number): Vertex[] {
  const line: Vertex[] = [];
  let node: SearchNode | null = root;
  while (node && line.length <= after) {
    let best = -1;
    let most = 0;
    for (let i = 0; i < node.count; i++) {
      const v = node.visits[i] ?? 0;
      if (v > most) {
        most = v;
        best = i;
      }
    }
    if (best < 0 || (line.length > 0 && most < 4)) break;
    const point = node.moves[best] ?? PASS;
    if (point === PASS) break;
    line.push(board.vertexOf(point));
    node = node.children[best] ?? null;
  }
  return line;
}

/**
 * The biggest mistakes of each side: the moves whose player's win rate fell by at least `minDrop`, the
 * `perSide` largest of each colour, in the order they were played. Moves the engine would have played
 * itself are never mistakes (the drop there is the search's noise).
 */
export function pickMistakes(
  analysis: GameAnalysis,
  start: Position,
  options: { readonly perSide?: number; readonly minDrop?: number } = {},
): Mistake[] {
  const perSide = options.perSide ?? 3;
  const minDrop = options.minDrop ?? MIN_DROP;
  const positions = replay(start, analysis.moves);
  const found: Mistake[] = [];
  for (const [index, move] of analysis.moves.entries()) {
    const before = analysis.positions[index];
    const after = analysis.positions[index + 1];
    const position = positions?.[index];
    if (!before || !after || !position) break;
    if (move.vertex === before.best) continue;
    const mine = (black: number) => (move.color === 1 ? black : 1 - black);
    const drop = mine(before.blackWinRate) - mine(after.blackWinRate);
    if (drop < minDrop) continue;
    found.push({
      index,
      color: move.color,
      played: move.vertex,
      before: mine(before.blackWinRate),
      after: mine(after.blackWinRate),
      drop,
      best: before.best,
      line: before.line,
      kind: explainMistake(position, move, before.best),
    });
  }
  const biggest = (color: Color) =>
    found
      .filter((m) => m.color === color)
      .sort((a, b) => b.drop - a.drop || a.index - b.index)
      .slice(0, perSide);
  return [...biggest(1), ...biggest(-1)].sort((a, b) => a.index - b.index);
}

/** What kind of mistake `move` was in `position`, given the engine's better move `best`. */
export function explainMistake(position: Position, move: ReviewMove, best: Vertex): MistakeKind {
  if (move.vertex === PASS) return 'early_pass';
  const board = FastBoard.fromPosition(position);
  const color = move.color;
  if (best !== PASS) {
    const p = board.pointOf(best);
    if (board.captureCount(p, color) > 0) return 'missed_capture';
    const s = board.stride;
    for (const n of [p - s, p - 1, p + 1, p + s]) {
      if (board.at(n) === color && board.atariLiberty(n) === p) return 'missed_rescue';
    }
  }
  const played = board.pointOf(move.vertex);
  if (board.captureCount(played, color) === 0 && board.libertiesAfter(played, color, 2) < 2)
    return 'self_atari';
  return 'bigger_move';
}

/** Black's win rate per position as percentages (0–100), for the graph. */
export function winRateSeries(analysis: GameAnalysis): number[] {
  return analysis.positions.map((p) => Math.round(p.blackWinRate * 1000) / 10);
}
