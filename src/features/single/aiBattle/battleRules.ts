// The rules of a game against the AI that the screen applies between calls to the engine: when a game
// ends (capture target, two passes), what an undo takes back, how the finished game is counted, and the
// result the caller hears. Pure functions over the worker's game state, so they are tested as tables.
import type { AiGameState, AiMove } from '../../../io/ai/protocol';
import type { GameMode } from '../../../domain/ai/types';
import { PASS, makeVertex, type Vertex } from '../../../domain/go/coords';
import { createPosition, type Position } from '../../../domain/go/position';
import { scorePosition, type Score } from '../../../domain/go/scoring';
import { BLACK, WHITE, type Color } from '../../../domain/go/stones';

export type AiBattleReason =
  /** The winner captured the target number of stones (`captured`: the winner's prisoners). */
  | { readonly kind: 'capture'; readonly captured: number }
  /** A capture game ended by two passes before the target: more prisoners wins. */
  | { readonly kind: 'captures'; readonly black: number; readonly white: number }
  /** Counted by area with komi after two passes; `dead` are the stones agreed dead (GTP vertices). */
  | {
      readonly kind: 'score';
      readonly black: number;
      readonly white: number;
      readonly margin: number;
      readonly dead: readonly string[];
    }
  | { readonly kind: 'resignation'; readonly resigned: Color };

export interface AiBattleResult {
  /** null for a draw (an equal count). */
  readonly winner: Color | null;
  readonly playerWon: boolean;
  readonly reason: AiBattleReason;
  /** Every move as a GTP vertex ("D4", "pass"), alternating from `firstColor`, for the server's re-check. */
  readonly moves: readonly string[];
  /** Who moved first: the start position's side to move (Black unless the setup says otherwise). */
  readonly firstColor: Color;
}

export interface BattleGoal {
  readonly mode: GameMode;
  readonly captureTarget: number;
  readonly komi: number;
}

export function positionOf(state: AiGameState): Position {
  return createPosition({
    size: state.size,
    stones: state.stones,
    toMove: state.toMove,
    ko: state.ko,
    captures: state.captures,
  });
}

/** The colour that reached the capture target (a capture game only), else null. */
export function captureWinner(state: AiGameState, goal: BattleGoal): Color | null {
  if (goal.mode !== 'capture') return null;
  if (state.captures.black >= goal.captureTarget) return BLACK;
  if (state.captures.white >= goal.captureTarget) return WHITE;
  return null;
}

/** Two passes in a row end the game. */
export function endedByPasses(moves: readonly AiMove[]): boolean {
  return moves.length >= 2 && moves.at(-1)?.vertex === PASS && moves.at(-2)?.vertex === PASS;
}

/**
 * How many moves an undo takes back: the player's last move and everything after it (the AI's reply),
 * so the player is to move again where they were. 0 when the player has not moved yet.
 */
export function undoCount(moves: readonly AiMove[], player: Color): number {
  for (let i = moves.length - 1; i >= 0; i--) if (moves[i]?.color === player) return moves.length - i;
  return 0;
}

/** The last move that put a stone on the board, for the board's mark. */
export function lastPlacedMove(moves: readonly AiMove[]): Vertex | null {
  const last = moves.at(-1);
  return last && last.vertex !== PASS ? last.vertex : null;
}

export function gtpMoves(state: AiGameState): string[] {
  return state.moves.map((m) => makeVertex(state.size, m.vertex));
}

/** The side that moved first in the game (the side to move of the start position). */
export function firstColor(state: AiGameState): Color {
  const first = state.moves[0];
  if (first) return first.color;
  return state.toMove;
}

/** Area count with komi, the agreed dead stones taken off (docs/go.md, Scoring). */
export function scoreGame(state: AiGameState, komi: number, dead: readonly Vertex[]): Score {
  return scorePosition(positionOf(state), { rule: 'area', komi, dead });
}

function result(
  state: AiGameState,
  player: Color,
  winner: Color | null,
  reason: AiBattleReason,
): AiBattleResult {
  return {
    winner,
    playerWon: winner === player,
    reason,
    moves: gtpMoves(state),
    firstColor: firstColor(state),
  };
}

export function captureResult(state: AiGameState, player: Color, winner: Color): AiBattleResult {
  const captured = winner === BLACK ? state.captures.black : state.captures.white;
  return result(state, player, winner, { kind: 'capture', captured });
}

/**
 * A capture game that ended by passes: more prisoners wins, as the engine's playouts judge it; equal
 * prisoners answer null (the board is counted instead).
 */
export function capturesResult(state: AiGameState, player: Color): AiBattleResult | null {
  const { black, white } = state.captures;
  if (black === white) return null;
  return result(state, player, black > white ? BLACK : WHITE, { kind: 'captures', black, white });
}

export function scoreResult(
  state: AiGameState,
  player: Color,
  komi: number,
  dead: readonly Vertex[],
): AiBattleResult {
  const score = scoreGame(state, komi, dead);
  return result(state, player, score.winner, {
    kind: 'score',
    black: score.black,
    white: score.white,
    margin: score.margin,
    dead: dead.map((v) => makeVertex(state.size, v)),
  });
}

export function resignationResult(state: AiGameState, player: Color, resigned: Color): AiBattleResult {
  const winner: Color = resigned === BLACK ? WHITE : BLACK;
  return result(state, player, winner, { kind: 'resignation', resigned });
}
