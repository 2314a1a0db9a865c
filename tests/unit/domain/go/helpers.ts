// Test helpers for the Go rules: boards from ASCII (unwrapped, since a typo in a test should fail loudly),
// GTP names in and out, and the colour swap that lets one table check both colours.
import { fromAscii, makeVertex, parseVertex, toAscii } from '../../../../src/domain/go';
import type { AsciiOptions, BoardSize, Position, Vertex } from '../../../../src/domain/go';

export function board(ascii: string, options: AsciiOptions = {}): Position {
  const result = fromAscii(ascii, options);
  if (!result.ok) throw new Error(`bad test board: ${result.error}`);
  return result.value;
}

/** A GTP name ("D4", "pass") as a vertex of a board of `size`. */
export function vx(size: BoardSize, name: string): Vertex {
  const result = parseVertex(size, name);
  if (!result.ok) throw new Error(`bad test vertex ${name}: ${result.error}`);
  return result.value;
}

/** Vertices as sorted GTP names, for readable expectations. */
export function names(size: BoardSize, vertices: readonly Vertex[]): string[] {
  return vertices.map((v) => makeVertex(size, v)).sort();
}

/** X becomes O and O becomes X. */
export function swapColors(ascii: string): string {
  return ascii.replace(/[XO]/g, (c) => (c === 'X' ? 'O' : 'X'));
}

/** The canonical drawing of an ASCII board (so expectations may be indented freely). */
export function drawn(ascii: string): string {
  return toAscii(board(ascii));
}
