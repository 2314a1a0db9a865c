// Board geometry in SVG units: one unit per line spacing, so the board is crisp at any pixel size.
import { GTP_COLUMNS } from '../domain/go/coords';

export interface Geometry {
  size: number;
  /** Units around the grid: room for coordinates or just the stones' overhang. */
  margin: number;
  /** Total width and height in units. */
  extent: number;
}

export function geometry(size: number, showCoordinates: boolean): Geometry {
  const margin = showCoordinates ? 1.2 : 0.6;
  return { size, margin, extent: size - 1 + 2 * margin };
}

export function columnLabel(x: number): string {
  return GTP_COLUMNS[x] ?? '';
}

export function rowLabel(size: number, y: number): string {
  return String(size - y);
}

/** The traditional star points (hoshi) of common sizes. */
export function starPoints(size: number): [number, number][] {
  if (size < 7) return [];
  const edge = size >= 13 ? 3 : 2;
  const far = size - 1 - edge;
  const points: [number, number][] = [
    [edge, edge],
    [far, edge],
    [edge, far],
    [far, far],
  ];
  if (size % 2 === 1) {
    const mid = (size - 1) / 2;
    points.push([mid, mid]);
    if (size >= 19) points.push([mid, edge], [mid, far], [edge, mid], [far, mid]);
  }
  return points;
}
