// Board geometry in SVG units: one unit per line spacing, so the board is crisp at any pixel size. A frame
// is the part of the board drawn (all of it, or a region such as a problem's corner) with its surround.
import { GTP_COLUMNS } from '../domain/go/coords';
import type { BoardRegion } from './types';

/**
 * How far the lines run on past the last shown line where a region cuts the board ("it goes on"): past a
 * stone's edge (0.47), so the lines show beside a stone on that line too.
 */
export const cutOverhang = 0.6;
/** Extra room on a cut side with coordinates, so its labels stay clear of the lines' ends. */
const cutLabelRoom = 0.25;

/** Units on each side of the outer lines, and where coordinates sit from them. */
export interface Side {
  room: number;
  label: number;
}

export interface Frame {
  /** The intersections drawn, always inside the board. */
  region: BoardRegion;
  /** Whether the region covers the whole board. */
  whole: boolean;
  /** Sides where the region cuts the board instead of meeting its edge. */
  cut: { left: boolean; top: boolean; right: boolean; bottom: boolean };
  /** Room around the outer lines (coordinates or just the stones' overhang), side by side. */
  sides: { left: Side; top: Side; right: Side; bottom: Side };
  /** The SVG viewBox: left, top, width and height in units. */
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Rounded to a thousandth of a line, so the viewBox reads 7.2 and not 7.199999999999999. */
const units = (n: number): number => Math.round(n * 1000) / 1000;

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
  // Without coordinates a cut side's lines run to the wood's end; with them, the labels move out a little.
  const side = (isCut: boolean): Side => {
    const extra = isCut && showCoordinates ? cutLabelRoom : 0;
    return { room: margin + extra, label: margin / 1.6 + extra };
  };
  const sides = {
    left: side(cut.left),
    top: side(cut.top),
    right: side(cut.right),
    bottom: side(cut.bottom),
  };
  return {
    region,
    whole: !cut.left && !cut.top && !cut.right && !cut.bottom,
    cut,
    sides,
    x: units(region.x0 - sides.left.room),
    y: units(region.y0 - sides.top.room),
    width: units(region.x1 - region.x0 + sides.left.room + sides.right.room),
    height: units(region.y1 - region.y0 + sides.top.room + sides.bottom.room),
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
