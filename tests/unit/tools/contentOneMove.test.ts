// No study category with more than 10 % one-move answers (issue 14, "how much"): the groups whose problems
// were answered in one move are replaced in place (tools/content/replaced.ts, replacedGroups.ts) by
// problems that take two moves of the player or more on every way through the answer.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ProblemJson } from '../../../src/domain/go/problemJson';
import type { StudyPack } from '../../../src/domain/content/packs';
import { contentLocales as locales } from '../../../src/domain/content/text';
import { strayStones } from '../../../src/domain/content/realism';
import { answerPlayerMoves } from '../../../tools/content/problemBuild';
import { REPLACED_GROUPS } from '../../../tools/content/replaced';
import { replacementPlan, replacementsMatch } from '../../../tools/content/replacedGroups';

const packs = path.resolve(__dirname, '../../../server/content/packs');
const study = JSON.parse(fs.readFileSync(path.join(packs, 'study.json'), 'utf8')) as StudyPack;

/** content:check's count (audit.ts): the first right line is one move with nothing after it. */
function oneMove(json: ProblemJson): boolean {
  const first = json.tree.find((b) => b.result !== 'wrong');
  return first !== undefined && first.line.trim().split(/\s+/).length === 1 && first.then === undefined;
}

describe('one-move answers in the study pack', () => {
  it.each(study.categories.map((c) => c.key))('%s: at most 10 %%', (key) => {
    const category = study.categories.find((c) => c.key === key);
    const problems = category?.groups.flatMap((g) => g.missions.map((m) => m.problem)) ?? [];
    const one = problems.filter(oneMove).length;
    expect(`${key}: ${one}/${problems.length}`).toBe(
      `${key}: ${Math.min(one, Math.floor(problems.length / 10))}/${problems.length}`,
    );
  });
});

describe('the groups replaced in place', () => {
  it('are the groups the replacement plan draws, keeping their numbers', () => {
    expect(replacementsMatch()).toBe(true);
    const plans = replacementPlan().filter((p) =>
      REPLACED_GROUPS.some((g) => g.sno === p.sno && g.gno === p.gno),
    );
    for (const plan of plans) {
      const category = study.categories.find((c) => c.sno === plan.sno);
      const group = category?.groups[plan.gno - 1];
      expect(group?.gno).toBe(plan.gno);
      expect(group?.title).toEqual(plan.title);
      expect(group?.technique).toBe(plan.technique);
    }
  });

  it('ship ten missions each, every answer two moves of the player or more, texts in every locale', () => {
    for (const { sno, gno } of REPLACED_GROUPS) {
      const group = study.categories.find((c) => c.sno === sno)?.groups[gno - 1];
      expect(group?.missions).toHaveLength(10);
      for (const m of group?.missions ?? []) {
        expect(answerPlayerMoves(m.problem)).toBeGreaterThanOrEqual(2);
        expect(oneMove(m.problem)).toBe(false);
        expect(strayStones(m.problem)).toEqual([]);
        // Beginners always have Black.
        if (sno === 1) expect(m.problem.toMove).toBe('B');
        for (const locale of locales) {
          expect(m.title[locale].length).toBeGreaterThan(1);
          expect(m.prompt[locale].length).toBeGreaterThan(10);
          expect(m.hint[locale].length).toBeGreaterThan(10);
          // Hints never name a point.
          expect(m.hint[locale]).not.toMatch(/[A-T]1?\d\b/);
        }
      }
    }
  });
});
