// The eight symmetries of a square board and a canonical key for a problem's position, so that the same
// problem turned, mirrored or with colours swapped is recognised as one (the generator dedupes with it and
// the pack checker reports duplicates). Colours are normalised so that the side to move is black.
import type { Vertex } from '../go/coords';
import type { ProblemJson } from '../go/problemJson';

/** 0–7: bit 1 mirrors x, bit 2 mirrors y, bit 4 swaps x and y (applied last). */
export type Symmetry = number;
export const symmetries: readonly Symmetry[] = [0, 1, 2, 3, 4, 5, 6, 7];

export function transformXY(size: number, x: number, y: number, symmetry: Symmetry): [number, number] {
  let tx = symmetry & 1 ? size - 1 - x : x;
  let ty = symmetry & 2 ? size - 1 - y : y;
  if (symmetry & 4) [tx, ty] = [ty, tx];
  return [tx, ty];
}

/** The vertex a symmetry sends `vertex` to; a pass (negative) stays a pass. */
export function transformVertex(size: number, vertex: Vertex, symmetry: Symmetry): Vertex {
  if (vertex < 0) return vertex;
  const [x, y] = transformXY(size, vertex % size, Math.floor(vertex / size), symmetry);
  return y * size + x;
}

/** Board rows ("X", "O", "." per point, spaces ignored) turned by a symmetry. */
export function transformRows(rows: readonly string[], symmetry: Symmetry): string[] {
  const cells = rows.map((r) => r.replace(/\s+/g, ''));
  const size = cells.length;
  const out = Array.from({ length: size }, () => new Array<string>(size).fill('.'));
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const [tx, ty] = transformXY(size, x, y, symmetry);
      const row = out[ty];
      if (row !== undefined) row[tx] = cells[y]?.[x] ?? '.';
    }
  }
  return out.map((r) => r.join(''));
}

export function swapRowColors(rows: readonly string[]): string[] {
  return rows.map((r) => r.replace(/[XOxo]/g, (c) => (c === 'X' || c === 'x' ? 'O' : 'X')));
}

/** The smallest drawing of the board over the eight symmetries, with the side to move drawn black. */
export function canonicalBoardKey(rows: readonly string[], toMove: 'B' | 'W'): string {
  const normal = toMove === 'B' ? rows : swapRowColors(rows);
  let best: string | null = null;
  for (const s of symmetries) {
    const key = transformRows(normal, s).join('/').toUpperCase().replace(/\+/g, '.');
    if (best === null || key < best) best = key;
  }
  return best ?? '';
}

/** Two problems with the same key pose the same question: same position up to symmetry and colour, same goal. */
export function problemKey(problem: Pick<ProblemJson, 'board' | 'toMove' | 'goal'>): string {
  return `${problem.goal.kind}|${canonicalBoardKey(problem.board, problem.toMove)}`;
}
