// Coordinates: board sizes, the internal vertex index, and the two text forms players and files use —
// GTP vertices ("D4", columns skip I, row 1 at the bottom) and SGF points ("dd", column then row from the
// top-left). Every parse answers a Result; nothing here throws.
import { err, ok } from './result';
import type { Result } from './result';

/** Square boards from 2×2 to 25×25 (25 is the most that GTP's letters A–Z without I can name). */
export const boardSizes = [
  2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25,
] as const;
export type BoardSize = (typeof boardSizes)[number];
export const MIN_BOARD_SIZE = 2;
export const MAX_BOARD_SIZE = 25;

/**
 * A point on the board as one integer: `y * size + x`, with x from the left and y from the top (the SGF
 * orientation), so 0 is the top-left corner. `PASS` (−1) stands for a pass wherever a move is expected.
 */
export type Vertex = number;
export const PASS: Vertex = -1;

export type CoordError = 'bad_vertex' | 'bad_point' | 'off_board';

/** Column letters of GTP: A to Z without I. */
export const GTP_COLUMNS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';
const SGF_LETTERS = 'abcdefghijklmnopqrstuvwxyz';

export function isBoardSize(n: unknown): n is BoardSize {
  return typeof n === 'number' && Number.isInteger(n) && n >= MIN_BOARD_SIZE && n <= MAX_BOARD_SIZE;
}

export function vertexAt(size: number, x: number, y: number): Vertex {
  return y * size + x;
}

export function xOf(size: number, vertex: Vertex): number {
  return vertex % size;
}

export function yOf(size: number, vertex: Vertex): number {
  return Math.floor(vertex / size);
}

export function isOnBoard(size: number, vertex: Vertex): boolean {
  return Number.isInteger(vertex) && vertex >= 0 && vertex < size * size;
}

export function isInside(size: number, x: number, y: number): boolean {
  return Number.isInteger(x) && Number.isInteger(y) && x >= 0 && y >= 0 && x < size && y < size;
}

/** The up-to-four orthogonal neighbours of a vertex that lie on the board. */
export function neighbours(size: number, vertex: Vertex): Vertex[] {
  const x = vertex % size;
  const out: Vertex[] = [];
  if (vertex >= size) out.push(vertex - size);
  if (x > 0) out.push(vertex - 1);
  if (x < size - 1) out.push(vertex + 1);
  if (vertex < size * size - size) out.push(vertex + size);
  return out;
}

/** Parses a GTP vertex ("D4", "d4", "pass"); letters skip I; row numbers count from the bottom. */
export function parseVertex(size: BoardSize, text: string): Result<Vertex, CoordError> {
  const t = text.trim().toUpperCase();
  if (t === 'PASS') return ok(PASS);
  const match = /^([A-HJ-Z])([1-9][0-9]?)$/.exec(t);
  if (!match) return err('bad_vertex');
  const x = GTP_COLUMNS.indexOf(match[1] ?? '');
  const row = Number(match[2]);
  if (x < 0) return err('bad_vertex');
  if (x >= size || row > size) return err('off_board');
  return ok(vertexAt(size, x, size - row));
}

/** The GTP name of a vertex ("D4", or "pass" for PASS); an off-board vertex gives the empty string. */
export function makeVertex(size: BoardSize, vertex: Vertex): string {
  if (vertex === PASS) return 'pass';
  if (!isOnBoard(size, vertex)) return '';
  return `${GTP_COLUMNS[xOf(size, vertex)] ?? ''}${size - yOf(size, vertex)}`;
}

/**
 * Parses an SGF point ("dd" is D16 on 19×19). The empty value is a pass, and so is "tt" on boards up to
 * 19×19 (the FF[3] convention; on larger boards "tt" is a real point).
 */
export function parseSgfPoint(size: BoardSize, text: string): Result<Vertex, CoordError> {
  if (text === '' || (text === 'tt' && size <= 19)) return ok(PASS);
  if (text.length !== 2) return err('bad_point');
  const x = SGF_LETTERS.indexOf(text[0] ?? '');
  const y = SGF_LETTERS.indexOf(text[1] ?? '');
  if (x < 0 || y < 0) return err('bad_point');
  if (x >= size || y >= size) return err('off_board');
  return ok(vertexAt(size, x, y));
}

/** The SGF point of a vertex; PASS is written as the empty value (FF[4]); off-board gives "" as well. */
export function makeSgfPoint(size: BoardSize, vertex: Vertex): string {
  if (!isOnBoard(size, vertex)) return '';
  return `${SGF_LETTERS[xOf(size, vertex)] ?? ''}${SGF_LETTERS[yOf(size, vertex)] ?? ''}`;
}
