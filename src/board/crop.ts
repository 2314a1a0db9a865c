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
  /**
   * The most lines one way for each line the other way: a long strip grows on its narrow side, so a side
   * problem fits a phone's height (and a landscape tablet's) without getting smaller stones.
   */
  readonly maxRatio: number;
  /** Above this share of the board's lines in both directions, the crop saves too little: whole board. */
  readonly maxShare: number;
}

export const cropRule: CropRule = {
  wholeUpTo: 9,
  margin: 2,
  snap: 3,
  minLines: 7,
  maxRatio: 1.5,
  maxShare: 0.7,
};

type Span = readonly [number, number];

const lines = ([a, b]: Span): number => b - a + 1;

/** The span grown to at least `min` lines, evenly both ways, slid back inside the board at an edge. */
function grow([a, b]: Span, min: number, size: number): Span {
  const missing = Math.min(min, size) - lines([a, b]);
  if (missing <= 0) return [a, b];
  let [lo, hi] = [a - Math.floor(missing / 2), b + Math.ceil(missing / 2)];
  if (lo < 0) [lo, hi] = [0, hi - lo];
  if (hi > size - 1) [lo, hi] = [lo - (hi - (size - 1)), size - 1];
  return [lo, hi];
}

/** A side that leaves no more than `snap` lines out goes to the edge. */
function snap([a, b]: Span, size: number, rule: CropRule): Span {
  return [a <= rule.snap ? 0 : a, size - 1 - b <= rule.snap ? size - 1 : b];
}

/** One direction: the span lo..hi widened by the margin, grown to the minimum, snapped to the edges. */
function crop(lo: number, hi: number, size: number, rule: CropRule): Span {
  const widened: Span = [Math.max(0, lo - rule.margin), Math.min(size - 1, hi + rule.margin)];
  return snap(grow(widened, rule.minLines, size), size, rule);
}

/**
 * The region to draw for the given vertices: their bounding box with a margin, at least `minLines` each
 * way, sides near an edge moved to it, a long strip widened to `maxRatio`, and the whole board when it is
 * small, when nothing is given, or when the region would still span most of the board both ways.
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
  let across = crop(x0, x1, size, rule);
  let down = crop(y0, y1, size, rule);
  const ratioMin = (other: Span) => Math.ceil(lines(other) / rule.maxRatio);
  if (lines(down) > rule.maxRatio * lines(across))
    across = snap(grow(across, ratioMin(down), size), size, rule);
  if (lines(across) > rule.maxRatio * lines(down))
    down = snap(grow(down, ratioMin(across), size), size, rule);
  const share = (span: Span) => lines(span) / size;
  if (share(across) > rule.maxShare && share(down) > rule.maxShare) return whole;
  return { x0: across[0], y0: down[0], x1: across[1], y1: down[1] };
}
