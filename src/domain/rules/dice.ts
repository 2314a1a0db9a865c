// Dice missions (R7.25, R3.37 dice_multi_flag; issue 17): the server rolls one die (or two, added, when
// the device's dice_multi_flag is on) when a dice challenge starts, and the roll picks a row of the dice
// group's table in the content pack: the board (5×5, 7×7, 9×9), the stones to capture, the AI's level,
// handicap stones, or the seconds a puzzle allows. Pure: the random source is a parameter.
import { err, ok, type Result } from './result';

export const DIE_FACES = 6;
/** One die, or two added (dice_multi_flag). */
export type DiceCount = 1 | 2;
export const diceSizes = [5, 7, 9] as const;
export type DiceBoardSize = (typeof diceSizes)[number];

/** One row of a dice table: it applies to totals from `from` up to the next row's `from`. */
export interface DiceRow {
  /** The smallest total this row applies to (1 … 12). */
  from: number;
  /** Capture games: the board. */
  size?: DiceBoardSize;
  /** Capture games: the stones to capture first. */
  captureTarget?: number;
  /** Capture games: the AI's level, 1 … 10. */
  level?: number;
  /** Capture games: black stones the player gets on the star points before the game (player Black). */
  handicap?: number;
  /** Puzzles: the seconds allowed. */
  seconds?: number;
}

export type DiceTableError = 'empty' | 'first_from' | 'order' | 'size' | 'level' | 'target' | 'seconds';

/** How many dice a challenge rolls: two, added, when dice_multi_flag is on. */
export function diceCountFor(multi: boolean): DiceCount {
  return multi ? 2 : 1;
}

/** The highest total the dice can show. */
export function maxTotal(count: DiceCount): number {
  return count * DIE_FACES;
}

/**
 * Rolls `count` dice; `randomBelow(n)` answers a whole number in [0, n) (the server passes
 * crypto.randomInt, tests a fixed sequence).
 */
export function rollDice(count: DiceCount, randomBelow: (n: number) => number): number[] {
  const dice: number[] = [];
  for (let i = 0; i < count; i++) {
    const face = Math.floor(randomBelow(DIE_FACES)) + 1;
    dice.push(Math.min(DIE_FACES, Math.max(1, face)));
  }
  return dice;
}

export function diceTotal(dice: readonly number[]): number {
  return dice.reduce((sum, d) => sum + d, 0);
}

/** The stored form of a roll ("3" or "2,5"), and back; an unreadable one is null. */
export function formatRoll(dice: readonly number[]): string {
  return dice.join(',');
}

export function parseRoll(text: string | null | undefined): number[] | null {
  if (!text) return null;
  const dice = text.split(',').map(Number);
  if (dice.length < 1 || dice.length > 2) return null;
  return dice.every((d) => Number.isInteger(d) && d >= 1 && d <= DIE_FACES) ? dice : null;
}

/** The row a total picks: the last whose `from` is at most the total (rows ascend). */
export function diceRowFor(table: readonly DiceRow[], total: number): DiceRow | null {
  let found: DiceRow | null = null;
  for (const row of table) if (row.from <= total) found = row;
  return found;
}

/** A table is usable when its rows ascend from 1 and every value is in range. */
export function checkDiceTable(table: readonly DiceRow[]): Result<true, DiceTableError> {
  if (table.length === 0) return err('empty');
  if (table[0]?.from !== 1) return err('first_from');
  for (let i = 0; i < table.length; i++) {
    const row = table[i] as DiceRow;
    if (i > 0 && row.from <= (table[i - 1] as DiceRow).from) return err('order');
    if (row.size !== undefined && !(diceSizes as readonly number[]).includes(row.size)) return err('size');
    if (row.level !== undefined && (row.level < 1 || row.level > 10)) return err('level');
    if (row.captureTarget !== undefined && row.captureTarget < 1) return err('target');
    if (row.handicap !== undefined && (row.handicap < 0 || row.handicap > 4)) return err('target');
    if (row.seconds !== undefined && row.seconds < 10) return err('seconds');
  }
  return ok(true);
}

/** What a capture game takes from a roll (the wire's SingleGame, structurally). */
export interface DiceGame {
  size: number;
  board?: string[];
  toMove: 'B' | 'W';
  player: 'B' | 'W';
  level: number;
  komi: number;
  captureTarget?: number;
}

/** Setup rows of a smaller board laid in the middle of a larger one. */
export function centeredBoard(rows: readonly string[], size: number): string[] {
  const from = rows.length;
  if (size <= from) return [...rows];
  const offset = Math.floor((size - from) / 2);
  const empty = '.'.repeat(size);
  return Array.from({ length: size }, (_, y) => {
    const row = rows[y - offset];
    if (row === undefined) return empty;
    return `${'.'.repeat(offset)}${row}${'.'.repeat(size - from - offset)}`;
  });
}

/** The star points handicap stones take on a board, corners first (5×5 has the centre only). */
export function handicapPoints(size: number, count: number): [number, number][] {
  const edge = size >= 9 ? 2 : 1;
  const far = size - 1 - edge;
  const mid = (size - 1) / 2;
  const points: [number, number][] =
    size >= 7
      ? [
          [far, edge],
          [edge, far],
          [far, far],
          [edge, edge],
        ]
      : [[mid, mid]];
  return points.slice(0, Math.max(0, count));
}

/**
 * The game a roll's row makes of a capture mission: its board grows to the row's size (a setup stays in
 * the middle; a smaller size than the setup keeps the setup's), target and level are the row's, and
 * handicap stones go on free star points for a player with Black (White then moves first).
 */
export function gameForRoll(game: DiceGame, row: DiceRow | null): DiceGame {
  if (row === null) return game;
  const size = row.size !== undefined && row.size > game.size ? row.size : game.size;
  let board = game.board ? centeredBoard(game.board, size) : undefined;
  let toMove = game.toMove;
  const handicap = row.handicap ?? 0;
  if (handicap > 0 && game.player === 'B') {
    const rows = (board ?? Array.from({ length: size }, () => '.'.repeat(size))).map((r) => r.split(''));
    let placed = 0;
    for (const [x, y] of handicapPoints(size, handicap)) {
      const line = rows[y];
      if (line?.[x] === '.') {
        line[x] = 'X';
        placed += 1;
      }
    }
    if (placed > 0) {
      board = rows.map((r) => r.join(''));
      toMove = 'W';
    }
  }
  return {
    ...game,
    size,
    ...(board ? { board } : {}),
    toMove,
    level: row.level ?? game.level,
    ...(game.captureTarget !== undefined || row.captureTarget !== undefined
      ? { captureTarget: row.captureTarget ?? game.captureTarget }
      : {}),
  };
}
