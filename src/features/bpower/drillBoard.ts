// A trainer position as the board draws it (issue 15): stones from the rows, the candidates marked (letters,
// or small circles for the points of an eye space), the marked group highlighted, and after the answer the
// line that explains it: the chosen move and, for a wrong one, the opponent's punishing reply (numbered).
import type { Sign } from '../../domain/go/stones';
import type { TrainerPositionWire } from '../../protocol';
import type { GhostStone, Marker } from '../../board';

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
