// A trainer position as the board draws it (issue 15): stones from the rows, the candidates marked (letters,
// or small circles for the points of an eye space), the marked group highlighted, and after the answer the
// line that explains it: the chosen move and, for a wrong one, the opponent's punishing reply (numbered).
// `drillRegion` and `figureRegion` pick the part of a big board a position is drawn on (problems' rule).
import type { Sign } from '../../domain/go/stones';
import type { TrainerPositionWire } from '../../protocol';
import type { BoardRegion, GhostStone, Marker } from '../../board';
import { pickView } from '../../board/crop';

const COLUMNS = 'ABCDEFGHJKLMNOPQRST';

export function vertexOf(size: number, gtp: string): number {
  const x = COLUMNS.indexOf(gtp[0]?.toUpperCase() ?? '');
  const y = size - Number(gtp.slice(1));
  return y * size + x;
}

export function signMapOf(p: { size: number; board: readonly string[] }): Sign[] {
  const out: Sign[] = [];
  for (const row of p.board) for (const c of row) out.push(c === 'X' ? 1 : c === 'O' ? -1 : 0);
  return out;
}

/** The chain of stones through `vertex` (same colour, orthogonally joined). */
export function chainAt(size: number, signs: readonly Sign[], vertex: number): Set<number> {
  const colour = signs[vertex];
  const out = new Set<number>();
  if (colour === undefined || colour === 0) return out;
  const stack = [vertex];
  while (stack.length > 0) {
    const v = stack.pop() ?? 0;
    if (out.has(v)) continue;
    out.add(v);
    const x = v % size;
    for (const n of [v - size, v + size, x > 0 ? v - 1 : -1, x < size - 1 ? v + 1 : -1])
      if (n >= 0 && n < size * size && signs[n] === colour && !out.has(n)) stack.push(n);
  }
  return out;
}

export interface DrillView {
  signMap: Sign[];
  markers: Map<number, Marker>;
  ghosts: Map<number, GhostStone>;
  highlights: Set<number>;
  /** Board vertex → candidate index (a whole group's stones for "which group"). */
  choices: Map<number, number>;
}

export function drillViewOf(p: TrainerPositionWire, chosen: number | null): DrillView {
  const signMap = signMapOf(p);
  const markers = new Map<number, Marker>();
  const ghosts = new Map<number, GhostStone>();
  const highlights = new Set<number>();
  const choices = new Map<number, number>();
  if (p.kind === 'stronger_group') {
    for (const [i, c] of p.candidates.entries())
      for (const v of chainAt(p.size, signMap, vertexOf(p.size, c.vertex))) {
        highlights.add(v);
        choices.set(v, i);
      }
  } else {
    if (p.group !== '')
      for (const v of chainAt(p.size, signMap, vertexOf(p.size, p.group))) highlights.add(v);
    for (const [i, c] of p.candidates.entries()) {
      const v = vertexOf(p.size, c.vertex);
      choices.set(v, i);
      markers.set(v, c.label === '' ? { kind: 'circle' } : { kind: 'label', label: c.label });
    }
  }
  if (chosen !== null) {
    const right = chosen === p.answer;
    if (p.kind === 'stronger_group') {
      const answer = p.candidates[p.answer];
      if (answer) markers.set(vertexOf(p.size, answer.vertex), { kind: 'circle' });
      const wrong = p.candidates[chosen];
      if (!right && wrong) markers.set(vertexOf(p.size, wrong.vertex), { kind: 'cross' });
    } else {
      const line = p.candidates[chosen]?.line ?? [];
      const player: Sign = p.toMove === 'B' ? 1 : -1;
      for (const [i, move] of line.entries()) {
        const v = vertexOf(p.size, move);
        const sign = (i % 2 === 0 ? player : -player) as 1 | -1;
        ghosts.set(v, { sign, tone: i === 0 ? (right ? 'good' : 'bad') : 'neutral' });
        markers.set(v, { kind: 'label', label: String(i + 1) });
      }
    }
  }
  return { signMap, markers, ghosts, highlights, choices };
}

/** 'good' a triangle, 'bad' a cross, a letter its label, anything else ('space') a small circle. */
export function markerOf(mark: string): Marker {
  if (mark === 'good') return { kind: 'triangle' };
  if (mark === 'bad') return { kind: 'cross' };
  if (/^[A-Z]$/.test(mark)) return { kind: 'label', label: mark };
  return { kind: 'circle' };
}

/** A point by its GTP name, NaN (left out of a region) when it names no point of the board. */
function pointOf(size: number, gtp: string): number {
  const x = COLUMNS.indexOf(gtp[0]?.toUpperCase() ?? '');
  const row = Number(gtp.slice(1));
  return x >= 0 && x < size && Number.isInteger(row) && row >= 1 && row <= size
    ? vertexOf(size, gtp)
    : Number.NaN;
}

/** The stones of a position's rows. */
function stonesOf(p: { size: number; board: readonly string[] }): number[] {
  const out: number[] = [];
  signMapOf(p).forEach((sign, v) => {
    if (sign !== 0) out.push(v);
  });
  return out;
}

/**
 * The region a trainer position is drawn on (issue 14, as the problems' `problemRegion`): around its stones,
 * its candidates and every move of every candidate's line, so the answer and any wrong tap's punishing
 * reply stay in sight; the whole board when small or when the position spans most of it.
 */
export function drillRegion(p: TrainerPositionWire): BoardRegion {
  const vertices = stonesOf(p);
  for (const c of p.candidates) {
    vertices.push(pointOf(p.size, c.vertex));
    for (const move of c.line) vertices.push(pointOf(p.size, move));
  }
  return pickView(p.size, vertices);
}

/** The region a theory step's figure is drawn on: around its stones and its marked points. */
export function figureRegion(
  size: number,
  board: readonly string[],
  marks: readonly { vertex: string }[],
): BoardRegion {
  return pickView(size, [...stonesOf({ size, board }), ...marks.map((m) => pointOf(size, m.vertex))]);
}
