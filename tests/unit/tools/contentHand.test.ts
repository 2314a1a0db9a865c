// The hand-written endgame and opening problems: the board facts their reasoning rests on, and the
// engine's checker on every one. Endgame: exactly one empty point touches both colours (the open border
// point), and it is the answer. Opening: the answers of a corner problem lie in the one empty corner; the
// answers of a side problem are on the third and fourth lines of the one empty side.
import { describe, expect, it } from 'vitest';
import { fromAscii } from '../../../src/domain/go/ascii';
import { makeVertex, neighbours, parseVertex } from '../../../src/domain/go/coords';
import type { BoardSize } from '../../../src/domain/go/coords';
import { checkProblem } from '../../../src/domain/go/problemCheck';
import { parseProblemJson } from '../../../src/domain/go/problemJson';
import { problemKey } from '../../../src/domain/content/symmetry';
import { board13, endgameBoards, handWritten, openingBoards } from '../../../tools/content/handWritten';

function stonesOf(rows: readonly string[]) {
  const p = fromAscii(rows.join('\n'));
  if (!p.ok) throw new Error(p.error);
  return p.value;
}

/** Distance of a GTP point from the nearest edge, 1-based (the "line"), and its quadrant. */
function lineAndCorner(size: BoardSize, name: string): { line: number; corner: string } {
  const v = parseVertex(size, name);
  if (!v.ok) throw new Error(name);
  const x = v.value % size;
  const y = Math.floor(v.value / size);
  const line = Math.min(x, y, size - 1 - x, size - 1 - y) + 1;
  return { line, corner: `${y < size / 2 ? 'top' : 'bottom'}-${x < size / 2 ? 'left' : 'right'}` };
}

describe('endgame boards', () => {
  for (const b of endgameBoards) {
    it(`${b.gap}: the only open border point is the answer`, () => {
      const { size, stones } = stonesOf(b.rows);
      const mixed: string[] = [];
      for (let v = 0; v < size * size; v++) {
        if (stones[v] !== 0) continue;
        const around = neighbours(size, v).map((n) => stones[n]);
        if (around.includes(1) && around.includes(-1)) mixed.push(makeVertex(size, v));
      }
      expect(mixed).toEqual([b.gap]);
    });
  }
});

describe('opening boards', () => {
  for (const [i, o] of openingBoards.entries()) {
    it(`${i + 1} (${o.kind}): the answers are where the reasoning says`, () => {
      const rows = board13(o.stones);
      const { stones } = stonesOf(rows);
      const occupied = new Set<string>();
      for (let v = 0; v < 169; v++)
        if (stones[v] !== 0) occupied.add(lineAndCorner(13, makeVertex(13, v)).corner);
      const corners = new Set(o.right.map((m) => lineAndCorner(13, m).corner));
      if (o.kind === 'corner') {
        // All answers in one corner, the 3-3 to 4-4 points, and that corner holds no stone.
        expect(corners.size).toBe(1);
        expect(o.right.every((m) => [3, 4].includes(lineAndCorner(13, m).line))).toBe(true);
        expect(occupied.has([...corners][0] ?? '')).toBe(false);
        expect(occupied.size).toBe(3);
      } else {
        // Answers on the third and fourth lines; the wrong ones include the first or second line.
        expect(o.right.every((m) => [3, 4].includes(lineAndCorner(13, m).line))).toBe(true);
        expect(o.wrong.some((m) => lineAndCorner(13, m).line <= 2)).toBe(true);
      }
    });
  }
});

describe('hand-written problems', () => {
  it('pass the engine checker, and no two are the same problem', () => {
    const all = [...handWritten('endgame'), ...handWritten('opening')];
    expect(all).toHaveLength(20);
    const keys = new Set<string>();
    for (const h of all) {
      const parsed = parseProblemJson(h.problem);
      if (!parsed.ok) throw new Error(`${parsed.error.code} at ${parsed.error.at}`);
      expect(checkProblem(parsed.value)).toEqual([]);
      keys.add(problemKey(h.problem));
    }
    expect(keys.size).toBe(all.length);
  });
});
