// Bent four in the corner (issue 14, "new topics" and the classic shapes): the shape drawn with its walls
// (tools/content/classics.ts), the ko the readers find and the liberties that decide it, the texts in the
// three languages, and every shipped problem of the group.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromAscii, toAscii } from '../../../src/domain/go/ascii';
import { chainAt, libertiesAt } from '../../../src/domain/go/chains';
import { neighbours } from '../../../src/domain/go/coords';
import type { BoardSize, Vertex } from '../../../src/domain/go/coords';
import { FastBoard } from '../../../src/domain/go/fastBoard';
import type { ProblemNode } from '../../../src/domain/go/problem';
import { createPosition } from '../../../src/domain/go/position';
import { parseProblemJson } from '../../../src/domain/go/problemJson';
import { createRandom } from '../../../src/domain/go/random';
import { BLACK, WHITE } from '../../../src/domain/go/stones';
import type { StudyPack } from '../../../src/domain/content/packs';
import { bentFourTexts } from '../../../tools/content/bentFourTopics';
import { bentFourLine, bentFourOf, bentFourTemplate } from '../../../tools/content/classics';
import type { BentFourMade } from '../../../tools/content/classics';
import type { Shape } from '../../../tools/content/lifeDeath';
import { koTemplate } from '../../../tools/content/templates';
import { topicPlan } from '../../../tools/content/topics';

/** A corner shape from a 9×9 board: the region is every point reached from the 1-1 point without crossing Black. */
function cornerShape(rows: string): Shape {
  const parsed = fromAscii(rows);
  if (!parsed.ok) throw new Error(parsed.error);
  const { size, stones } = parsed.value;
  const region: Vertex[] = [0];
  for (let i = 0; i < region.length; i++)
    for (const n of neighbours(size, region[i] as Vertex))
      if (stones[n] !== BLACK && !region.includes(n)) region.push(n);
  const target = region.find((v) => stones[v] === WHITE);
  if (target === undefined) throw new Error('no white stone');
  return { size, stones, region, target };
}

const makeKo = (shape: Shape) =>
  koTemplate({ shape: () => shape, role: 'killer', maxPlies: 14, nodeLimit: 100_000, followUp: true })(
    createRandom(1),
  );

const lineOf = (tree: readonly ProblemNode[]): Vertex[] => {
  const out: Vertex[] = [];
  for (let n = tree[0]; n !== undefined; n = n.children[0]) out.push(n.move);
  return out;
};

describe('bent four in the corner (issue 14)', () => {
  it('draws the L-shaped eye space with its bend on the 1-1 point, one owner chain, the killer’s wall around', () => {
    const shape = bentFourOf(createRandom(3), 19, 0, 0);
    if (shape === null) throw new Error('no shape');
    expect(toAscii(shape).split('\n').slice(0, 5).join('\n')).toBe(
      [
        '. . . O X . . . . . . . . . . . . . .',
        '. O O O X . . . . . . . . . . . . . .',
        'O O X X X . . . . . . . . . . . . . .',
        'X X X . . . . . . . . . . . . . . . .',
        '. . . . . . . . . . . . . . . . . . .',
      ].join('\n'),
    );
    expect(chainAt(19, shape.stones, shape.target)).toHaveLength(6);
    expect(libertiesAt(19, shape.stones, shape.target).sort((a, b) => a - b)).toEqual([1, 2, 19]);
  });

  // The bare shape with no, one and two liberties outside (a, b: White's outside liberties).
  const none = `
    . . . O X . . . .
    . O O O X . . . .
    O O X X X . . . .
    X X X . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .`;
  const one = `
    . . . O . X . . .
    . O O O X X . . .
    O O X X X . . . .
    X X X . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .`;
  const two = `
    . . . O . X . . .
    . O O O . X . . .
    O O X X X X . . .
    X X X . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .`;

  it('with fewer than two liberties outside, Black makes a ko by the textbook line: vital point, atari, capture', () => {
    for (const rows of [none, one]) {
      const made = makeKo(cornerShape(rows));
      if ('rejected' in made) throw new Error(made.rejected);
      const line = lineOf(made.draft.tree);
      expect(line).toEqual(bentFourLine.map(([x, y]) => y * 9 + x));
      // The last move of the line captures and leaves a ko.
      const shape = cornerShape(rows);
      const board = FastBoard.fromPosition(createPosition({ size: 9, stones: shape.stones, toMove: BLACK }));
      for (const v of line) expect(board.play(board.pointOf(v))).toBe(true);
      expect(board.ko).toBeGreaterThanOrEqual(0);
    }
  });

  it('with two liberties outside White lives, so no move of Black’s makes a ko (the hint’s “with two it would live”)', () => {
    const made = makeKo(cornerShape(two));
    expect(made).toEqual({ rejected: 'no_ko' });
  });

  it('keeps only problems whose way to the ko is the textbook line, and counts the outside liberties', () => {
    const template = bentFourTemplate({ sizes: [19 as BoardSize], tails: 2, liberty: 0.5 });
    const random = createRandom(5);
    const counts = new Set<number>();
    for (let i = 0; i < 12; i++) {
      const made = template(random);
      if ('rejected' in made) throw new Error(made.rejected);
      expect(lineOf(made.draft.tree)).toEqual(bentFourLine.map(([x, y]) => y * 19 + x));
      const outside = libertiesAt(19, made.draft.stones, 3).filter((l) => ![0, 1, 2, 19].includes(l));
      expect(made.outsideLiberties).toBe(outside.length);
      counts.add(made.outsideLiberties);
    }
    expect([...counts].sort()).toEqual([0, 1]);
  });

  it('texts name the shape, the outside liberties and the rule, in the opponent’s colour, never a point', () => {
    const made = (outsideLiberties: number) => ({ outsideLiberties }) as unknown as BentFourMade;
    expect(bentFourTexts.prompt(BLACK, made(0))['en-US']).toBe(
      "Black to play. The white group's eye space is bent four in the corner. It cannot be killed outright: make it a ko.",
    );
    const black = bentFourTexts.hint(BLACK, made(0), {} as never);
    expect(black['en-US']).toMatch(
      /^The white group has no liberty outside, so when it answers inside its eye space its own stones run short of liberties: the best it gets is a ko \(with two liberties it would live\)\. /,
    );
    expect(black['ko-KR']).toMatch(/^백은 바깥 활로가 하나도 없어서 /);
    expect(black['zh-CN']).toMatch(/^白棋外面一口气也没有，/);
    const white = bentFourTexts.hint(WHITE, made(1), {} as never);
    expect(white['en-US']).toMatch(/^The black group has only one liberty outside, so /);
    expect(white['ko-KR']).toContain('귀곡사');
    expect(white['zh-CN']).toContain('盘角曲四');
    for (const hint of [black, white])
      for (const locale of ['ko-KR', 'en-US', 'zh-CN'] as const) expect(hint[locale]).not.toMatch(/[A-T]\d/);
  });
});

describe('the shipped group of bent four in the corner', () => {
  const study = JSON.parse(
    fs.readFileSync(path.resolve(__dirname, '../../../server/content/packs/study.json'), 'utf8'),
  ) as StudyPack;

  it('shows the L eye space at a corner in every problem, and its right line ends in a ko', () => {
    const plan = topicPlan().find((t) => t.texts === bentFourTexts);
    const group = study.categories
      .find((c) => c.sno === plan?.sno)
      ?.groups.find((g) => g.title['en-US'] === plan?.title['en-US']);
    expect(group?.missions).toHaveLength(10);
    const liberties = new Set<number>();
    for (const m of group?.missions ?? []) {
      const parsed = parseProblemJson(m.problem);
      if (!parsed.ok) throw new Error('bad problem');
      const { start, tree } = parsed.value;
      const size = start.size;
      const corners = [0, size - 1, size * (size - 1), size * size - 1];
      // The corner whose empty points, flooded from the 1-1 point, stay enclosed: the eye space.
      const flood = (corner: Vertex): Vertex[] => {
        const space: Vertex[] = start.stones[corner] === 0 ? [corner] : [];
        for (let i = 0; i < space.length && space.length < 10; i++)
          for (const n of neighbours(size, space[i] as Vertex))
            if (start.stones[n] === 0 && !space.includes(n)) space.push(n);
        return space;
      };
      const corner = corners.find((c) => flood(c).length > 0 && flood(c).length < 10) as Vertex;
      const space = flood(corner);
      expect(space).toHaveLength(4);
      // The bend on the 1-1 point: both of its neighbours are in the space, one arm two long.
      const arms = neighbours(size, corner).filter((n) => space.includes(n));
      expect(arms).toHaveLength(2);
      const owner = -start.toMove;
      const wall = neighbours(size, space[space.length - 1] as Vertex).find((n) => start.stones[n] === owner);
      expect(wall).toBeDefined();
      const outside = libertiesAt(size, start.stones, wall as Vertex).filter((l) => !space.includes(l));
      expect(outside.length).toBeLessThan(2);
      liberties.add(outside.length);
      expect(m.hint['en-US']).toContain(
        outside.length === 0 ? 'no liberty outside' : 'only one liberty outside',
      );
      // The right line: the vital point inside the space, the atari on the 1-1 point, the capture making the ko.
      const right = tree.find((n) => n.verdict !== 'wrong') as ProblemNode;
      const line = lineOf([right]);
      expect(line).toHaveLength(3);
      expect(space).toContain(line[0]);
      expect(line[1]).toBe(corner);
      const board = FastBoard.fromPosition(start);
      for (const v of line) expect(board.play(board.pointOf(v))).toBe(true);
      expect(board.ko).toBeGreaterThanOrEqual(0);
    }
    expect([...liberties].sort()).toEqual([0, 1]);
  });
});
