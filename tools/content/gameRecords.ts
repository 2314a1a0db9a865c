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
 * The committed games of one board size, from `files` in order (names in games/; by default the size's
 * first batch, `gnugo-<size>.json`), each distinct game once (two seeded openings can lead to the same
 * game; the first is kept); a missing file has none. A group's draw depends on the games it reads, so
 * games are added in a file of their own, read only by the groups drawn after them.
 */
export function gameRecords(
  size: BoardSize,
  files: readonly string[] = [`gnugo-${size}.json`],
): GameRecord[] {
  const all = files.flatMap((name) => {
    const file = path.join(gamesDir, name);
    if (!fs.existsSync(file)) return [];
    return (JSON.parse(fs.readFileSync(file, 'utf8')) as { games: GameRecord[] }).games;
  });
  const seen = new Set<string>();
  return all.filter((g) => g.size === size && !seen.has(g.moves) && seen.add(g.moves) !== undefined);
}

/** How many moves `game` has. */
export function movesOf(game: GameRecord): number {
  return game.moves.split(' ').length;
}

/** The position after the first `count` moves of `game`; null if a move does not parse or is illegal. */
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
