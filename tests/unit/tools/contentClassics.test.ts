// Classical eye shapes as problems (issue 14, "shapes a teacher recognises"): the shapes are placed in a
// corner or on a side with one-stone-thick walls, the solver finds the vital point as the only answer
// (the point of the eye space touching the most other points of it), and the shipped topic groups
// (appended after the plan's groups, never renumbering a mission) carry their own prompts and hints.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { neighbours } from '../../../src/domain/go/coords';
import { chainAt } from '../../../src/domain/go/chains';
import { createRandom } from '../../../src/domain/go/random';
import type { StudyPack } from '../../../src/domain/content/packs';
import { eyeShapeNames, eyeShapeOf, eyeShapeTemplate } from '../../../tools/content/classics';
import type { EyeShapeName } from '../../../tools/content/classics';
import { KILLER, OWNER } from '../../../tools/content/lifeDeath';
import { studyPlan } from '../../../tools/content/curriculum';
import { isReplaced } from '../../../tools/content/replaced';
import { eyeShapeTitles, killShapeTexts, liveShapeTexts, topicPlan } from '../../../tools/content/topics';

describe('classical eye shapes', () => {
  it.each(eyeShapeNames)(
    '%s sits on the edge inside one owner chain and one-stone-thick killer walls',
    (name) => {
      const random = createRandom(11);
      let placed = 0;
      for (let i = 0; i < 30; i++) {
        const shape = eyeShapeOf(random, 13, name, 0);
        if (shape === null) continue;
        placed++;
        const owner = [...shape.stones.keys()].filter((v) => shape.stones[v] === OWNER);
        expect(chainAt(13, shape.stones, shape.target).length).toBe(owner.length);
        const empty = shape.region.filter((v) => shape.stones[v] === 0);
        expect(empty.some((v) => v < 13)).toBe(true);
        // One stone thick: every killer stone touches an owner stone or a point of the region, diagonals too.
        for (let v = 0; v < 169; v++) {
          if (shape.stones[v] !== KILLER) continue;
          const near = shape.region.some(
            (w) =>
              Math.max(Math.abs((v % 13) - (w % 13)), Math.abs(Math.floor(v / 13) - Math.floor(w / 13))) ===
              1,
          );
          expect(near).toBe(true);
        }
      }
      expect(placed).toBeGreaterThan(0);
    },
  );

  it.each(['straight_three', 'bent_three', 'pyramid_four'] as EyeShapeName[])(
    '%s: the only answer, to kill and to live, is the vital point',
    (name) => {
      for (const goal of ['kill', 'live'] as const) {
        const template = eyeShapeTemplate({ goal, shapes: [name], sizes: [13], outsideLiberties: 0 });
        const random = createRandom(3);
        let solved = 0;
        for (let i = 0; i < 12 && solved < 3; i++) {
          const made = template(random);
          if ('rejected' in made) continue;
          solved++;
          const { stones, tree } = made.draft;
          const right = tree.filter((n) => n.verdict === 'right');
          expect(right).toHaveLength(1);
          const emptyNeighbours = (v: number) => neighbours(13, v).filter((n) => stones[n] === 0).length;
          // The eye space: the empty points reached from the owner's stones (the owner's wall is closed).
          const space = [...stones.keys()].filter(
            (v) => stones[v] === 0 && neighbours(13, v).some((n) => stones[n] === OWNER),
          );
          for (let k = 0; k < space.length; k++)
            for (const n of neighbours(13, space[k] as number))
              if (stones[n] === 0 && !space.includes(n)) space.push(n);
          const most = Math.max(...space.map(emptyNeighbours));
          expect(emptyNeighbours(right[0]?.move as number)).toBe(most);
          expect(tree.some((n) => n.verdict === 'wrong')).toBe(true);
        }
        expect(solved).toBeGreaterThan(0);
      }
    },
  );

  it('names every shape in the three languages and keeps the hints off the answer', () => {
    for (const name of eyeShapeNames) {
      for (const locale of ['ko-KR', 'en-US', 'zh-CN'] as const)
        expect(eyeShapeTitles[name][locale]).not.toBe('');
    }
    for (const texts of [killShapeTexts, liveShapeTexts]) {
      const hint = texts.hint(1, {} as never, {} as never);
      for (const locale of ['ko-KR', 'en-US', 'zh-CN'] as const) {
        expect(hint[locale].length).toBeGreaterThan(10);
        // No coordinates, no "middle"/"centre": the hint names the idea, not the point.
        expect(hint[locale]).not.toMatch(/[A-T]\d|middle|centre|center|가운데|中间/);
      }
    }
  });
});

describe('the shipped topic groups', () => {
  const study = JSON.parse(
    fs.readFileSync(path.resolve(__dirname, '../../../server/content/packs/study.json'), 'utf8'),
  ) as StudyPack;

  it('come after the plan groups, ten missions each, with a shape named in every prompt', () => {
    const planned = new Map(studyPlan().map((c) => [c.sno, c.groups.length]));
    const topics = topicPlan();
    for (const category of study.categories) {
      const extra = topics.filter((t) => t.sno === category.sno);
      expect(category.groups).toHaveLength((planned.get(category.sno) ?? 0) + extra.length);
      for (const [i, plan] of extra.entries()) {
        const group = category.groups[(planned.get(category.sno) ?? 0) + i];
        // A group replaced in place keeps its number with other problems (tools/content/replaced.ts).
        if (group !== undefined && isReplaced(category.sno, group.gno)) continue;
        expect(group?.title).toEqual(plan.title);
        expect(group?.missions).toHaveLength(10);
        // The eye-shape groups name a shape in every prompt (other topics have their own texts).
        if (plan.texts !== killShapeTexts && plan.texts !== liveShapeTexts) continue;
        const shapes = new Set(
          group?.missions.map((m) =>
            eyeShapeNames.find((n) => m.prompt['en-US'].includes(eyeShapeTitles[n]['en-US'])),
          ),
        );
        expect(shapes.has(undefined)).toBe(false);
        expect(shapes.size).toBeGreaterThanOrEqual(3);
      }
    }
  });
});
