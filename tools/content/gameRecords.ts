// Game records the whole-board problems are drawn from (tools/content/games/, written by selfPlay.ts):
// real games, so every position is one that arose in play. `positionAt` replays a record to a move.
import fs from 'node:fs';
import path from 'node:path';
import { PASS, parseVertex } from '../../src/domain/go/coords';
import type { BoardSize } from '../../src/domain/go/coords';
import { createPosition, play } from '../../src/domain/go/position';
import type { Position } from '../../src/domain/go/position';
import { BLACK } from '../../src/domain/go/stones';

export interface GameRecord {
  readonly size: BoardSize;
  readonly komi: number;
  /** The seed and number of the game in its batch (its two opening moves). */
  readonly seed: number;
  readonly index: number;
  /** GTP vertices or PASS, Black first, separated by spaces. */
  readonly moves: string;
}

export const gamesDir = path.resolve(import.meta.dirname, 'games');

/**
 * The committed games of one board size, each distinct game once (two seeded openings can lead to the same
 * game; the first is kept); none when the file is missing.
 */
export function gameRecords(size: BoardSize): GameRecord[] {
  const file = path.join(gamesDir, `gnugo-${size}.json`);
  if (!fs.existsSync(file)) return [];
  const all = (JSON.parse(fs.readFileSync(file, 'utf8')) as { games: GameRecord[] }).games;
  const seen = new Set<string>();
  return all.filter((g) => !seen.has(g.moves) && seen.add(g.moves) !== undefined);
}

/** The position after the first `count` moves of `game`; null if a move does not parse or is illegal. */
/** How many moves `game` has. */
export function movesOf(game: GameRecord): number {
  return game.moves.split(' ').length;
}

export function positionAt(game: GameRecord, count: number): Position | null {
  let position = createPosition({
    size: game.size,
    stones: new Int8Array(game.size * game.size),
    toMove: BLACK,
  });
  for (const text of game.moves.split(' ').slice(0, count)) {
    const v = text === 'PASS' ? { ok: true as const, value: PASS } : parseVertex(game.size, text);
    if (!v.ok) return null;
    const r = play(position, v.value);
    if (!r.ok) return null;
    position = r.position;
  }
  return position;
}
