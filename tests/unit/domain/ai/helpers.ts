// Test helpers for the AI: engines set up from ASCII boards (with the move that led there, so the engine
// knows what to answer), GTP names in and out, and a uniformly random legal player for matches.
import { createEngine } from '../../../../src/domain/ai';
import type { Engine, EngineOptions, GenmoveResult } from '../../../../src/domain/ai';
import {
  createPosition,
  fromAscii,
  legalMoves,
  makeVertex,
  parseVertex,
  PASS,
} from '../../../../src/domain/go';
import type { BoardSize, Color, Position, Random, Vertex } from '../../../../src/domain/go';

export function board(ascii: string, toMove: Color = 1): Position {
  const result = fromAscii(ascii, { toMove });
  if (!result.ok) throw new Error(`bad test board: ${result.error}`);
  return result.value;
}

export function vx(size: BoardSize, name: string): Vertex {
  const result = parseVertex(size, name);
  if (!result.ok) throw new Error(`bad test vertex ${name}: ${result.error}`);
  return result.value;
}

/** The GTP name of an engine's answer ("D4", "pass", "resign"). */
export function moveName(size: BoardSize, result: GenmoveResult): string {
  return typeof result.move === 'number' ? makeVertex(size, result.move) : result.move;
}

/**
 * An engine on the ASCII board. `lastMove` (a GTP name) is taken off the board and played again by the
 * opponent, so the engine sees the position exactly as after that move.
 */
export function engineOn(
  ascii: string,
  toMove: Color,
  options: EngineOptions & { readonly lastMove?: string } = {},
): Engine {
  const { lastMove, ...rest } = options;
  const position = board(ascii, toMove);
  if (lastMove === undefined) return createEngine({ ...rest, position });
  const v = vx(position.size, lastMove);
  const stones = position.stones.slice();
  stones[v] = 0;
  const opponent = -toMove as Color;
  const engine = createEngine({
    ...rest,
    position: createPosition({ size: position.size, stones, toMove: opponent }),
  });
  const played = engine.play(v, opponent);
  if (!played.ok) throw new Error(`bad last move ${lastMove}: ${played.error}`);
  return engine;
}

/** A uniformly random legal move (or a pass when there is none) for the side to move. */
export function randomMove(position: Position, random: Random): Vertex {
  const legal = legalMoves(position);
  return legal.length === 0 ? PASS : (legal[random.int(legal.length)] ?? PASS);
}
