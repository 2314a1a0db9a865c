// Putting a shape template on a board (issue 15): the frame's corner or edge at a board's edge, turned by
// one of the eight symmetries, owner and wall coloured.
import { transformXY, type Symmetry } from '../../../src/domain/content/symmetry';
import { GTP_COLUMNS } from '../../../src/domain/go/coords';
import { layoutOf, type Cell, type EyeShape } from './shapes';

export interface Placed {
  /** Board points by y * size + x: 'X', 'O' or '.'. */
  readonly cells: string[];
  readonly size: number;
  /** Board points of the space, the vital point (if any) and a stone of the owner's group. */
  readonly space: number[];
  readonly vital: number | null;
  readonly ownerStone: number;
  /** Every point the structure uses (for keeping other stones away). */
  readonly used: number[];
}

export function emptyCells(size: number): string[] {
  return new Array<string>(size * size).fill('.');
}

/**
 * Puts `shape` on `cells` (changed) at the top edge, in the corner or `offset` columns from the left,
 * turned by `symmetry`, the owner playing `owner` ('X' or 'O'). Null when it does not fit or overlaps.
 */
export function place(
  cells: string[],
  size: number,
  shape: EyeShape,
  corner: boolean,
  offset: number,
  symmetry: Symmetry,
  owner: 'X' | 'O',
  keepAway: ReadonlySet<number>,
): Placed | null {
  const layout = layoutOf(shape, corner);
  const shift = corner ? 0 : offset;
  if (layout.maxRow >= size || layout.minCol + shift < 0 || layout.maxCol + shift >= size) return null;
  const at = ([r, c]: Cell): number => {
    const [x, y] = transformXY(size, c + shift, r, symmetry);
    return y * size + x;
  };
  const wallColour = owner === 'X' ? 'O' : 'X';
  const used = [...layout.space, ...layout.owner, ...layout.wall].map(at);
  if (used.some((p) => keepAway.has(p) || cells[p] !== '.')) return null;
  for (const c of layout.owner) cells[at(c)] = owner;
  for (const c of layout.wall) cells[at(c)] = wallColour;
  const ownerFirst = layout.owner[0];
  if (ownerFirst === undefined) return null;
  return {
    cells,
    size,
    space: layout.space.map(at),
    vital: shape.vital === undefined ? null : at(shape.vital),
    ownerStone: at(ownerFirst),
    used,
  };
}

/** Points within `distance` (Chebyshev) of any of `points`. */
export function around(size: number, points: readonly number[], distance: number): Set<number> {
  const out = new Set<number>();
  for (const p of points) {
    const x0 = p % size;
    const y0 = Math.floor(p / size);
    for (let dy = -distance; dy <= distance; dy++)
      for (let dx = -distance; dx <= distance; dx++) {
        const x = x0 + dx;
        const y = y0 + dy;
        if (x >= 0 && y >= 0 && x < size && y < size) out.add(y * size + x);
      }
  }
  return out;
}

export function gtpOf(size: number, point: number): string {
  return `${GTP_COLUMNS[point % size]}${size - Math.floor(point / size)}`;
}

export function rowsOf(cells: readonly string[], size: number): string[] {
  return Array.from({ length: size }, (_, y) => cells.slice(y * size, (y + 1) * size).join(''));
}
