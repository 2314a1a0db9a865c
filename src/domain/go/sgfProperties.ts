// Meaning of the SGF properties Hoshi uses: board size (SZ), komi (KM), player to move (PL), result (RE),
// moves (B, W), setup (AB, AW, AE, with compressed point lists "aa:cc"), comments (C), markers (CR, MA, TR,
// SQ), arrows (AR) and labels (LB) — each read into domain types with an error code when malformed — and the root setup
// as a Position.
import { PASS, isBoardSize, makeSgfPoint, parseSgfPoint, vertexAt, xOf, yOf } from './coords';
import type { BoardSize, Vertex } from './coords';
import { emptyPosition, withSetup, withToMove } from './position';
import type { Position } from './position';
import { err, ok } from './result';
import type { Result } from './result';
import type { SgfNode } from './sgf';
import { BLACK, WHITE } from './stones';
import type { Color } from './stones';

export type SgfValueError = 'bad_size' | 'bad_point' | 'bad_label';

function first(node: SgfNode, ident: string): string | undefined {
  return node.properties[ident]?.[0];
}

/** SZ as a square board size; 19 when absent. Rectangular boards ("19:13") are refused. */
export function readBoardSize(root: SgfNode): Result<BoardSize, 'bad_size'> {
  const value = first(root, 'SZ');
  if (value === undefined) return ok(19);
  const parts = value.split(':').map((s) => s.trim());
  const [a, b] = parts;
  if (parts.length > 2 || (b !== undefined && b !== a) || a === undefined || !/^\d+$/.test(a)) {
    return err('bad_size');
  }
  const size = Number(a);
  return isBoardSize(size) ? ok(size) : err('bad_size');
}

/** KM as a number; null when absent or unreadable. */
export function readKomi(root: SgfNode): number | null {
  const value = first(root, 'KM')?.trim();
  if (value === undefined || value === '' || !Number.isFinite(Number(value))) return null;
  return Number(value);
}

/** HA as a number; 0 when absent or unreadable. */
export function readHandicap(root: SgfNode): number {
  const value = Number(first(root, 'HA')?.trim() ?? '0');
  return Number.isInteger(value) && value >= 0 ? value : 0;
}

function readColor(value: string | undefined): Color | null {
  const v = value?.trim().toUpperCase();
  return v === 'B' || v === 'BLACK' ? BLACK : v === 'W' || v === 'WHITE' ? WHITE : null;
}

/** PL: the colour to play next; null when absent. */
export function readPlayer(node: SgfNode): Color | null {
  return readColor(first(node, 'PL'));
}

export type GameResultInfo =
  | { readonly winner: Color; readonly by: 'resignation' | 'time' | 'forfeit' }
  | { readonly winner: Color; readonly by: 'score'; readonly margin: number | null }
  | { readonly winner: null; readonly by: 'draw' | 'void' | 'unknown' };

/** RE: "B+R", "W+3.5", "B+T", "W+F", "B+", "0"/"Draw", "Void", "?"; null when absent or unreadable. */
export function readResult(root: SgfNode): GameResultInfo | null {
  const value = first(root, 'RE')?.trim();
  if (value === undefined || value === '') return null;
  const upper = value.toUpperCase();
  if (upper === '0' || upper === 'DRAW' || upper === 'JIGO') return { winner: null, by: 'draw' };
  if (upper === 'VOID') return { winner: null, by: 'void' };
  if (upper === '?') return { winner: null, by: 'unknown' };
  const match = /^([BW])\+(.*)$/.exec(upper);
  if (!match) return null;
  const winner = readColor(match[1]);
  if (winner === null) return null;
  const how = (match[2] ?? '').trim();
  if (how === 'R' || how === 'RESIGN') return { winner, by: 'resignation' };
  if (how === 'T' || how === 'TIME') return { winner, by: 'time' };
  if (how === 'F' || how === 'FORFEIT') return { winner, by: 'forfeit' };
  if (how === '') return { winner, by: 'score', margin: null };
  const margin = Number(how);
  return Number.isFinite(margin) ? { winner, by: 'score', margin } : null;
}

/** Expands point values, including rectangles "aa:cc" (FF[4] compressed lists). Passes are refused. */
export function readPoints(
  size: BoardSize,
  values: readonly string[] | undefined,
): Result<Vertex[], 'bad_point'> {
  const out: Vertex[] = [];
  for (const value of values ?? []) {
    const [from, to, extra] = value.split(':');
    if (extra !== undefined || from === undefined) return err('bad_point');
    const a = parseSgfPoint(size, from);
    const b = to === undefined ? a : parseSgfPoint(size, to);
    if (!a.ok || !b.ok || a.value === PASS || b.value === PASS) return err('bad_point');
    const [x0, x1] = [xOf(size, a.value), xOf(size, b.value)].sort((p, q) => p - q);
    const [y0, y1] = [yOf(size, a.value), yOf(size, b.value)].sort((p, q) => p - q);
    for (let y = y0 ?? 0; y <= (y1 ?? -1); y++) {
      for (let x = x0 ?? 0; x <= (x1 ?? -1); x++) out.push(vertexAt(size, x, y));
    }
  }
  return ok(out);
}

export interface SgfSetup {
  readonly black: Vertex[];
  readonly white: Vertex[];
  readonly empty: Vertex[];
}

/** AB, AW and AE of a node. */
export function readSetup(node: SgfNode, size: BoardSize): Result<SgfSetup, 'bad_point'> {
  const black = readPoints(size, node.properties.AB);
  const white = readPoints(size, node.properties.AW);
  const empty = readPoints(size, node.properties.AE);
  if (!black.ok || !white.ok || !empty.ok) return err('bad_point');
  return ok({ black: black.value, white: white.value, empty: empty.value });
}

export interface SgfMove {
  readonly color: Color;
  /** PASS for "B[]", or "B[tt]" on boards up to 19×19. */
  readonly vertex: Vertex;
}

/** The move of a node (B before W if a broken file has both); null when the node has none. */
export function readMove(node: SgfNode, size: BoardSize): Result<SgfMove | null, 'bad_point'> {
  for (const [ident, color] of [
    ['B', BLACK],
    ['W', WHITE],
  ] as const) {
    const value = first(node, ident);
    if (value === undefined) continue;
    const vertex = parseSgfPoint(size, value.trim());
    return vertex.ok ? ok({ color, vertex: vertex.value }) : err('bad_point');
  }
  return ok(null);
}

/** C, the comment; null when absent. */
export function readComment(node: SgfNode): string | null {
  return first(node, 'C') ?? null;
}

export interface SgfMarkers {
  readonly circle: Vertex[];
  readonly cross: Vertex[];
  readonly triangle: Vertex[];
  readonly square: Vertex[];
}

/** CR, MA, TR and SQ of a node. */
export function readMarkers(node: SgfNode, size: BoardSize): Result<SgfMarkers, 'bad_point'> {
  const circle = readPoints(size, node.properties.CR);
  const cross = readPoints(size, node.properties.MA);
  const triangle = readPoints(size, node.properties.TR);
  const square = readPoints(size, node.properties.SQ);
  if (!circle.ok || !cross.ok || !triangle.ok || !square.ok) return err('bad_point');
  return ok({ circle: circle.value, cross: cross.value, triangle: triangle.value, square: square.value });
}

export interface SgfArrow {
  readonly from: Vertex;
  readonly to: Vertex;
}

/** AR values "aa:cc", an arrow from the first point to the second (FF[4]: the two points differ). */
export function readArrows(node: SgfNode, size: BoardSize): Result<SgfArrow[], 'bad_point'> {
  const out: SgfArrow[] = [];
  for (const value of node.properties.AR ?? []) {
    const [fromText, toText, extra] = value.split(':');
    if (fromText === undefined || toText === undefined || extra !== undefined) return err('bad_point');
    const from = parseSgfPoint(size, fromText.trim());
    const to = parseSgfPoint(size, toText.trim());
    if (!from.ok || !to.ok || from.value === PASS || to.value === PASS || from.value === to.value)
      return err('bad_point');
    out.push({ from: from.value, to: to.value });
  }
  return ok(out);
}

/** The AR value for an arrow. */
export function makeArrow(size: BoardSize, arrow: SgfArrow): string {
  return `${makeSgfPoint(size, arrow.from)}:${makeSgfPoint(size, arrow.to)}`;
}

export interface SgfLabel {
  readonly vertex: Vertex;
  readonly text: string;
}

/** LB values "dd:A" (the text may itself contain ":"). */
export function readLabels(node: SgfNode, size: BoardSize): Result<SgfLabel[], 'bad_point' | 'bad_label'> {
  const out: SgfLabel[] = [];
  for (const value of node.properties.LB ?? []) {
    const colon = value.indexOf(':');
    if (colon < 0) return err('bad_label');
    const vertex = parseSgfPoint(size, value.slice(0, colon));
    if (!vertex.ok || vertex.value === PASS) return err('bad_point');
    out.push({ vertex: vertex.value, text: value.slice(colon + 1) });
  }
  return ok(out);
}

/** The LB value for a label. */
export function makeLabel(size: BoardSize, label: SgfLabel): string {
  return `${makeSgfPoint(size, label.vertex)}:${label.text}`;
}

/**
 * The position the root node sets up: its size, AB/AW/AE stones, and the side to move — PL if given, else
 * white after a handicap (HA ≥ 2 with black stones placed), else black.
 */
export function positionFromRoot(root: SgfNode): Result<Position, SgfValueError> {
  const size = readBoardSize(root);
  if (!size.ok) return size;
  const setup = readSetup(root, size.value);
  if (!setup.ok) return setup;
  const handicapped = readHandicap(root) >= 2 && setup.value.black.length > 0;
  const toMove = readPlayer(root) ?? (handicapped ? WHITE : BLACK);
  const empty = emptyPosition(size.value);
  const hasSetup = setup.value.black.length + setup.value.white.length > 0;
  const position = hasSetup ? withSetup(empty, setup.value) : empty;
  // Setup is the start, not a move: its board alone is the history.
  return ok(withToMove({ ...position, history: { hash: position.hash, previous: null } }, toMove));
}
