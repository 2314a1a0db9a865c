// A game as a record: the starting position, every move with the position it led to, and a resignation if
// there was one. Undo drops the last action; a game is over after a resignation or two passes in a row, and
// then refuses moves until undone. Scoring lives elsewhere; this only keeps the record straight.
import { PASS } from './coords';
import type { BoardSize, Vertex } from './coords';
import { emptyPosition, play } from './position';
import type { MoveAnalysis, MoveError, Position, RuleOptions } from './position';
import { err, ok } from './result';
import type { Result } from './result';
import type { Color } from './stones';

export interface GameMove {
  readonly color: Color;
  /** PASS for a pass. */
  readonly vertex: Vertex;
}

export interface Game {
  readonly rules: RuleOptions;
  /** positions[0] is the start; positions[i + 1] follows moves[i]. Never empty. */
  readonly positions: readonly Position[];
  readonly moves: readonly GameMove[];
  /** The colour that resigned, or null. */
  readonly resigned: Color | null;
}

export type GameMoveError = MoveError | 'game_over';
export type GameEnd =
  { readonly reason: 'resignation'; readonly winner: Color } | { readonly reason: 'passes' };

export function newGame(start: BoardSize | Position, rules: RuleOptions = {}): Game {
  const position = typeof start === 'number' ? emptyPosition(start) : start;
  return { rules, positions: [position], moves: [], resigned: null };
}

export function currentPosition(game: Game): Position {
  return game.positions[game.positions.length - 1] ?? (game.positions[0] as Position);
}

/** How many passes end the move list (0 if the last move was a stone). */
export function consecutivePasses(game: Game): number {
  let n = 0;
  for (let i = game.moves.length - 1; i >= 0 && game.moves[i]?.vertex === PASS; i--) n++;
  return n;
}

export function gameEnd(game: Game): GameEnd | null {
  if (game.resigned !== null) return { reason: 'resignation', winner: -game.resigned as Color };
  return consecutivePasses(game) >= 2 ? { reason: 'passes' } : null;
}

export function isOver(game: Game): boolean {
  return gameEnd(game) !== null;
}

export type GamePlayResult =
  | {
      readonly ok: true;
      readonly game: Game;
      readonly analysis: MoveAnalysis;
      readonly captured: readonly Vertex[];
    }
  | { readonly ok: false; readonly error: GameMoveError };

/**
 * Plays a stone (or PASS) under the game's rules, for the side to move or for `color` (records where one
 * side plays twice, such as handicap stones entered as moves).
 */
export function playMove(game: Game, vertex: Vertex, color?: Color): GamePlayResult {
  if (isOver(game)) return { ok: false, error: 'game_over' };
  const position = currentPosition(game);
  const mover = color ?? position.toMove;
  const result = play(position, vertex, { ...game.rules, color: mover });
  if (!result.ok) return { ok: false, error: result.error };
  return {
    ok: true,
    game: {
      ...game,
      positions: [...game.positions, result.position],
      moves: [...game.moves, { color: mover, vertex }],
    },
    analysis: result.analysis,
    captured: result.captured,
  };
}

export function passMove(game: Game): GamePlayResult {
  return playMove(game, PASS);
}

export function resign(game: Game, color: Color): Result<Game, 'game_over'> {
  if (isOver(game)) return err('game_over');
  return ok({ ...game, resigned: color });
}

/** Takes back the resignation if there is one, else the last move. */
export function undo(game: Game): Result<Game, 'nothing_to_undo'> {
  if (game.resigned !== null) return ok({ ...game, resigned: null });
  if (game.moves.length === 0) return err('nothing_to_undo');
  return ok({ ...game, positions: game.positions.slice(0, -1), moves: game.moves.slice(0, -1) });
}
