// Tactical shapes as problems (issue 14, "topics a curriculum needs"): connect-and-die under a
// one-stone-thick wall on the edge. The capture reader finds the atari that leaves White's connection
// still in atari as the only answer, refutes the other first moves, and the shipped topic groups carry
// their own prompts and hints.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromAscii } from '../../../src/domain/go/ascii';
import { parseVertex } from '../../../src/domain/go/coords';
import type { Vertex } from '../../../src/domain/go/coords';
import { createRandom } from '../../../src/domain/go/random';
import { BLACK, WHITE } from '../../../src/domain/go/stones';
import { classifyFirstMoves } from '../../../src/domain/content/firstMoves';
import type { StudyPack } from '../../../src/domain/content/packs';
import { studyPlan } from '../../../tools/content/curriculum';
import { isRejected, solveCapture } from '../../../tools/content/tactics';
import { connectAndDieShape, edgePocket, tesujiFacts, tesujiTemplate } from '../../../tools/content/tesuji';
import { connectAndDieTexts, topicPlan } from '../../../tools/content/topics';

const v = (size: 9 | 13 | 19, gtp: string): Vertex => {
  const r = parseVertex(size, gtp);
  if (!r.ok) throw new Error(gtp);
  return r.value;
};

function board(rows: readonly string[]) {
  const empty = '. '.repeat(rows.length).trim();
  const all = [...rows];
  const size = (rows[0] ?? '').replace(/\s+/g, '').length;
  while (all.length < size) all.push(empty.slice(0, size * 2 - 1));
  const p = fromAscii(all.join('\n'), { toMove: BLACK });
  if (!p.ok) throw new Error(p.error);
  return p.value;
}

// Top row is the first line. Black's atari at F12 (x 5, y 1): White connects at H13 and the joined
// chain, four stones, is still in atari; K13 takes it all.
const sideShape = ['. . . . . . X . O . . . .', '. . . . . . O O X . . . .', '. . . . . . X X X . . . .'];
// In the corner: E12 (x 4, y 1) ataris; White's connection at C13 leaves five stones with A13 alone.
const cornerShape = ['. O . X . . . . . . . . .', 'O X O O . . . . . . . . .', 'X X X X . . . . . . . . .'];

// The built shape: T (D12–F12) runs to the left unless C12 ataris it; F13 joins T and U (G13) in atari.
const builtShape = ['. . . X X . O . . . . . .', '. . . O O O X . . . . . .', '. . . X X X X X . . . . .'];

describe('connect-and-die shapes', () => {
  it.each([
    ['on the side', sideShape, 'G12', 'F12', 'H13', 'K13'],
    ['in the corner', cornerShape, 'C12', 'E12', 'C13', 'A13'],
    ['as built', builtShape, 'D12', 'C12', 'F13', 'H13'],
  ])('%s: the atari is the only first move, the connection dies', (_, rows, target, atari, connect, take) => {
    const position = board([...rows, ...Array(10).fill('. . . . . . . . . . . . .')]);
    const s = solveCapture(position, v(13, target));
    if (isRejected(s)) throw new Error(s.rejected);
    expect(s.right).toEqual([v(13, atari)]);
    expect(s.mainLine.map((m) => m.move)).toEqual([v(13, atari), v(13, connect), v(13, take)]);
    expect(tesujiFacts(position, v(13, target), s).connectAndDie).toBe(true);
    // Every other legal first move near the target is wrong, with a refutation the reader proves.
    const c = classifyFirstMoves({
      start: position,
      goal: { kind: 'capture', targets: [v(13, target)] },
      tree: s.tree,
    });
    expect(c).not.toBeNull();
    const moves = c?.moves ?? [];
    expect(moves.filter((m) => m.verdict === 'right').map((m) => m.move)).toEqual([v(13, atari)]);
    expect(moves.some((m) => m.verdict === 'unknown')).toBe(false);
    for (const m of moves) if (m.verdict === 'wrong') expect(m.line.length).toBeGreaterThan(0);
  });

  it('the double atari at the joining point and the atari on the first-line stone let White run', () => {
    const position = board([...builtShape, ...Array(10).fill('. . . . . . . . . . . . .')]);
    const s = solveCapture(position, v(13, 'D12'));
    if (isRejected(s)) throw new Error(s.rejected);
    const c = classifyFirstMoves({
      start: position,
      goal: { kind: 'capture', targets: [v(13, 'D12')] },
      tree: s.tree,
    });
    const verdict = (gtp: string) => c?.moves.find((m) => m.move === v(13, gtp))?.verdict;
    expect(verdict('F13')).toBe('wrong');
    expect(verdict('H13')).toBe('wrong');
    expect(verdict('B12')).toBe('wrong');
  });

  it('a plain atari where connecting saves White is not connect-and-die', () => {
    // The same side shape with the first-line stone right of White gone: H13 now connects to freedom.
    const rows = [sideShape[0]?.replace('X . O', 'X . .') as string, ...sideShape.slice(1)];
    const position = board([...rows, ...Array(10).fill('. . . . . . . . . . . . .')]);
    const s = solveCapture(position, v(13, 'G12'));
    if (!isRejected(s)) expect(tesujiFacts(position, v(13, 'G12'), s).connectAndDie).toBe(false);
  });

  it.each(['built', 'pocket'])('%s shapes sit on the edge under a one-stone-thick wall', (kind) => {
    const random = createRandom(5);
    let placed = 0;
    for (let i = 0; i < 200; i++) {
      const pocket =
        kind === 'built'
          ? connectAndDieShape(random, 13)
          : edgePocket(random, { size: 13, width: [3, 7], white: 0.45, black: 0.15, open: 0.9 });
      if (pocket === null) continue;
      placed++;
      const { stones } = pocket;
      for (let p = 0; p < 169; p++) {
        if (stones[p] === 0) continue;
        // First three lines only, and every wall stone touches the pocket (diagonals too).
        expect(Math.floor(p / 13)).toBeLessThanOrEqual(2);
        if (pocket.wall.includes(p)) {
          const touches = pocket.inside.some(
            (w) =>
              Math.max(Math.abs((p % 13) - (w % 13)), Math.abs(Math.floor(p / 13) - Math.floor(w / 13))) ===
              1,
          );
          expect(touches).toBe(true);
        }
      }
      expect(pocket.inside.some((p) => stones[p] === WHITE)).toBe(true);
    }
    expect(placed).toBeGreaterThan(20);
  });

  it('the template draws connect-and-die problems with one right first move', () => {
    const template = tesujiTemplate({
      kind: 'connect_and_die',
      pocket: { size: 13, width: [3, 5], white: 0.45, black: 0.15, open: 0.9 },
      plies: [3, 7],
      technique: 'tactics',
      built: true,
    });
    const random = createRandom(1);
    let kept = 0;
    for (let i = 0; i < 3000 && kept < 2; i++) {
      const made = template(random);
      if ('rejected' in made) continue;
      kept++;
      expect(made.kind).toBe('connect_and_die');
      expect(made.draft.tree.filter((n) => n.verdict !== 'wrong')).toHaveLength(1);
      expect(made.draft.tree.some((n) => n.verdict === 'wrong')).toBe(true);
    }
    expect(kept).toBe(2);
  });

  it('names the idea in three languages and keeps the hint off the answer', () => {
    const prompt = connectAndDieTexts.prompt(BLACK, {} as never);
    expect(prompt['ko-KR']).toContain('촉촉수');
    expect(prompt['en-US']).toContain('connect and die');
    expect(prompt['zh-CN']).toContain('接不归');
    const hint = connectAndDieTexts.hint(WHITE, {} as never, {} as never);
    for (const locale of ['ko-KR', 'en-US', 'zh-CN'] as const) {
      expect(hint[locale].length).toBeGreaterThan(10);
      expect(hint[locale]).not.toMatch(/[A-T]\d|edge|first line|1선|一线/);
    }
  });
});

describe('the shipped connect-and-die groups', () => {
  const study = JSON.parse(
    fs.readFileSync(path.resolve(__dirname, '../../../server/content/packs/study.json'), 'utf8'),
  ) as StudyPack;

  it('come after the plan groups with ten missions of their own texts', () => {
    const planned = new Map(studyPlan().map((c) => [c.sno, c.groups.length]));
    for (const category of study.categories) {
      const extra = topicPlan().filter((t) => t.sno === category.sno);
      for (const [i, plan] of extra.entries()) {
        if (plan.texts !== connectAndDieTexts) continue;
        const group = category.groups[(planned.get(category.sno) ?? 0) + i];
        expect(group?.title).toEqual(plan.title);
        expect(group?.missions).toHaveLength(10);
        for (const m of group?.missions ?? []) {
          expect(m.prompt['en-US']).toContain('connect and die');
          expect(m.problem.goal.kind).toBe('capture');
        }
      }
    }
  });
});
