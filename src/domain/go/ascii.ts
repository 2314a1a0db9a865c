// Boards drawn as text, for tests, docs and debugging: one row per line, top row first, X black, O white,
// "." or "+" empty; spaces between points are optional. `toAscii` draws what `fromAscii` reads.
import { isBoardSize } from './coords';
import type { Vertex } from './coords';
import { createPosition } from './position';
import type { Captures, Position } from './position';
import { err, ok } from './result';
import type { Result } from './result';
import type { Color } from './stones';

export type AsciiError = 'bad_size' | 'ragged_rows' | 'bad_char';

export interface AsciiOptions {
  readonly toMove?: Color;
  readonly ko?: Vertex | null;
  readonly captures?: Captures;
}

/** Reads a square board from text; blank lines are skipped and each line's whitespace is ignored. */
export function fromAscii(text: string, options: AsciiOptions = {}): Result<Position, AsciiError> {
  const rows = text
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ''))
    .filter((line) => line.length > 0);
  const size = rows.length;
  if (!isBoardSize(size)) return err('bad_size');
  const stones = new Int8Array(size * size);
  for (const [y, row] of rows.entries()) {
    if (row.length !== size) return err('ragged_rows');
    for (let x = 0; x < size; x++) {
      const c = row[x];
      if (c === 'X' || c === 'x') stones[y * size + x] = 1;
      else if (c === 'O' || c === 'o') stones[y * size + x] = -1;
      else if (c !== '.' && c !== '+') return err('bad_char');
    }
  }
  return ok(createPosition({ size, stones, ...options }));
}

/** Draws the board: rows top to bottom, points separated by one space. */
export function toAscii(position: Pick<Position, 'size' | 'stones'>): string {
  const lines: string[] = [];
  for (let y = 0; y < position.size; y++) {
    const row: string[] = [];
    for (let x = 0; x < position.size; x++) {
      const s = position.stones[y * position.size + x];
      row.push(s === 1 ? 'X' : s === -1 ? 'O' : '.');
    }
    lines.push(row.join(' '));
  }
  return lines.join('\n');
}
