// Which part of a big board a problem needs (issue 14): corner and side problems on 13×13 and 19×19 are
// drawn cropped, so a phone shows their stones big. Pure: the caller names the vertices that matter (a
// problem's stones and the moves of its answer tree) and gets the region for the board's `view`.
import type { Vertex } from '../domain/go/coords';
import { wholeRegion } from './geometry';
import type { BoardRegion } from './types';

export interface CropRule {
  /** Boards this size or smaller are always drawn whole. */
  readonly wholeUpTo: number;
  /** Lines of room kept around the vertices that matter. */
  readonly margin: number;
  /** A side this many lines or fewer from the board's edge goes to the edge: a sliver is no help. */
  readonly snap: number;
  /** The fewest lines across and down a region shows. */
  readonly minLines: number;
  /** Above this share of the board's lines in both directions, the crop saves too little: whole board. */
  readonly maxShare: number;
}

export const cropRule: CropRule = { wholeUpTo: 9, margin: 2, snap: 3, minLines: 7, maxShare: 0.7 };

/** One direction: the span lo..hi widened by the margin, grown to the minimum, snapped to the edges. */
function crop(lo: number, hi: number, size: number, rule: CropRule): [number, number] {
  let a = Math.max(0, lo - rule.margin);
  let b = Math.min(size - 1, hi + rule.margin);
  const missing = Math.min(rule.minLines, size) - (b - a + 1);
  if (missing > 0) {
    a -= Math.floor(missing / 2);
    b += Math.ceil(missing / 2);
    // Pushed past an edge, the region slides back inside rather than shrinking.
    if (a < 0) [a, b] = [0, b - a];
    if (b > size - 1) [a, b] = [a - (b - (size - 1)), size - 1];
  }
  if (a <= rule.snap) a = 0;
  if (size - 1 - b <= rule.snap) b = size - 1;
  return [a, b];
}

/**
 * The region to draw for the given vertices: their bounding box with a margin, sides near an edge moved
 * to it, at least `minLines` each way, and the whole board when it is small, when nothing is given, or when
 * the region would still span most of the board both ways.
 */
export function pickView(size: number, vertices: Iterable<Vertex>, rule: CropRule = cropRule): BoardRegion {
  const whole = wholeRegion(size);
  if (size <= rule.wholeUpTo) return whole;
  let [x0, y0, x1, y1] = [size, size, -1, -1];
  for (const v of vertices) {
    if (!Number.isInteger(v) || v < 0 || v >= size * size) continue; // a pass, or not on this board
    const x = v % size;
    const y = Math.floor(v / size);
    [x0, x1, y0, y1] = [Math.min(x0, x), Math.max(x1, x), Math.min(y0, y), Math.max(y1, y)];
  }
  if (x1 < 0) return whole;
  const [ax, bx] = crop(x0, x1, size, rule);
  const [ay, by] = crop(y0, y1, size, rule);
  const share = (a: number, b: number) => (b - a + 1) / size;
  if (share(ax, bx) > rule.maxShare && share(ay, by) > rule.maxShare) return whole;
  return { x0: ax, y0: ay, x1: bx, y1: by };
}
