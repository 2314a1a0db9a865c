// Board geometry in SVG units: one unit per line spacing, so the board is crisp at any pixel size. A frame
// is the part of the board drawn (all of it, or a region such as a problem's corner) with its surround.
import { GTP_COLUMNS } from '../domain/go/coords';
import type { BoardRegion } from './types';

/** How far the lines run on past the last shown line where a region cuts the board ("it goes on"). */
export const cutOverhang = 0.45;

export interface Frame {
  /** The intersections drawn, always inside the board. */
  region: BoardRegion;
  /** Whether the region covers the whole board. */
  whole: boolean;
  /** Sides where the region cuts the board instead of meeting its edge. */
  cut: { left: boolean; top: boolean; right: boolean; bottom: boolean };
  /** Units around the outer lines: room for coordinates or just the stones' overhang. */
  margin: number;
  /** The SVG viewBox: left, top, width and height in units. */
  x: number;
  y: number;
  width: number;
  height: number;
}

export function wholeRegion(size: number): BoardRegion {
  return { x0: 0, y0: 0, x1: size - 1, y1: size - 1 };
}

/** A region put in order and inside the board; none is the whole board. */
export function boardRegion(size: number, view?: BoardRegion | null): BoardRegion {
  if (!view) return wholeRegion(size);
  const clamp = (n: number) => Math.min(size - 1, Math.max(0, Math.round(n)));
  const [x0, x1] = [clamp(view.x0), clamp(view.x1)].sort((a, b) => a - b) as [number, number];
  const [y0, y1] = [clamp(view.y0), clamp(view.y1)].sort((a, b) => a - b) as [number, number];
  return { x0, y0, x1, y1 };
}

export function inRegion(region: BoardRegion, x: number, y: number): boolean {
  return x >= region.x0 && x <= region.x1 && y >= region.y0 && y <= region.y1;
}

export function frame(size: number, showCoordinates: boolean, view?: BoardRegion | null): Frame {
  const margin = showCoordinates ? 1.2 : 0.6;
  const region = boardRegion(size, view);
  const cut = {
    left: region.x0 > 0,
    top: region.y0 > 0,
    right: region.x1 < size - 1,
    bottom: region.y1 < size - 1,
  };
  return {
    region,
    whole: !cut.left && !cut.top && !cut.right && !cut.bottom,
    cut,
    margin,
    x: region.x0 - margin,
    y: region.y0 - margin,
    width: region.x1 - region.x0 + 2 * margin,
    height: region.y1 - region.y0 + 2 * margin,
  };
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
