// The last topic groups of the study pack and the late single groups (issue 14, "how much"): appended
// after every other group, ten missions each, every answer two moves of the player or more on every way
// through it, texts in the three languages; and the counts the issue asks for.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseProblemJson } from '../../../src/domain/go/problemJson';
import type { ProblemJson } from '../../../src/domain/go/problemJson';
import type { StudyPack } from '../../../src/domain/content/packs';
import { contentLocales as locales } from '../../../src/domain/content/text';
import { strayStones } from '../../../src/domain/content/realism';
import { bentFourTexts } from '../../../tools/content/bentFourTopics';
import { approachRaceTexts } from '../../../tools/content/raceTopics';
import type { SinglePackJson } from '../../../server/content/single';
import { studyPlan } from '../../../tools/content/curriculum';
import { answerPlayerMoves } from '../../../tools/content/problemBuild';
import { lateSinglePlan, singlePlan } from '../../../tools/content/singlePlan';
import { shortageTexts } from '../../../tools/content/shortageTopics';
import {
  endgameTexts,
  miaiTexts,
  reverseSenteTexts,
  wholeBoardEndgameTexts,
  senteFirstTexts,
} from '../../../tools/content/endgameTopics';
import { doubleAtariTexts } from '../../../tools/content/doubleAtariTopics';
import { josekiTexts } from '../../../tools/content/josekiTopics';
import {
  urgentTexts,
  wholeBoardConnectTexts,
  wholeBoardTexts,
} from '../../../tools/content/wholeBoardTopics';
import { topicPlan } from '../../../tools/content/topics';

const packs = path.resolve(__dirname, '../../../server/content/packs');
const study = JSON.parse(fs.readFileSync(path.join(packs, 'study.json'), 'utf8')) as StudyPack;
const single = JSON.parse(fs.readFileSync(path.join(packs, 'single.json'), 'utf8')) as SinglePackJson;

function sizeOf(json: ProblemJson): number {
  const p = parseProblemJson(json);
  if (!p.ok) throw new Error('bad problem');
  return p.value.start.size;
}

function expectTwoMoves(json: ProblemJson): void {
  expect(answerPlayerMoves(json)).toBeGreaterThanOrEqual(2);
  // content:check's own count: the first right line is more than one move.
  const first = json.tree.find((b) => b.result !== 'wrong');
  expect(first?.line.trim().split(/\s+/).length === 1 && first.then === undefined).toBe(false);
}

describe('the last topic groups', () => {
  const planned = new Map(studyPlan().map((c) => [c.sno, c.groups.length]));
  const topics = topicPlan();
  const last = topics.filter((t) => t.last === true);

  it('are 57 groups (36 here, 2 of double atari, 1 of counted endgames, 3 of shortage of liberties, 1 of sente first, 3 of whole-board captures, 3 of whole-board connections, 1 of miai, 1 of races with an approach move, 1 of bent four in the corner, 1 of reverse sente, 2 of whole-board endgames, 1 of urgent before big, 1 of joseki), at the end of the plan and of each category', () => {
    expect(last).toHaveLength(57);
    expect(last.filter((t) => t.texts === urgentTexts)).toHaveLength(1);
    expect(last.filter((t) => t.texts === josekiTexts)).toHaveLength(1);
    expect(last.filter((t) => t.texts === reverseSenteTexts)).toHaveLength(1);
    expect(last.filter((t) => t.texts === wholeBoardEndgameTexts)).toHaveLength(2);
    expect(last.filter((t) => t.texts === bentFourTexts)).toHaveLength(1);
    expect(last.filter((t) => t.texts === miaiTexts)).toHaveLength(1);
    expect(last.filter((t) => t.texts === approachRaceTexts)).toHaveLength(1);
    expect(last.filter((t) => t.texts === wholeBoardTexts)).toHaveLength(3);
    expect(last.filter((t) => t.texts === wholeBoardConnectTexts)).toHaveLength(3);
    expect(last.filter((t) => t.texts === senteFirstTexts)).toHaveLength(1);
    expect(last.filter((t) => t.texts === shortageTexts)).toHaveLength(3);
    expect(last.filter((t) => t.texts === doubleAtariTexts)).toHaveLength(2);
    expect(last.filter((t) => t.texts === endgameTexts)).toHaveLength(1);
    expect(topics.slice(topics.length - last.length).every((t) => t.last === true)).toBe(true);
    for (const category of study.categories) {
      const own = topics.filter((t) => t.sno === category.sno);
      const mine = own.filter((t) => t.last === true);
      expect(category.groups).toHaveLength((planned.get(category.sno) ?? 0) + own.length);
      const tail = category.groups.slice(category.groups.length - mine.length);
      expect(tail.map((g) => g.title)).toEqual(mine.map((t) => t.title));
      expect(tail.map((g) => g.gno)).toEqual(
        mine.map((_, i) => category.groups.length - mine.length + i + 1),
      );
    }
  });

  it('ship ten missions each, every answer two moves of the player or more, texts in every locale', () => {
    for (const category of study.categories) {
      const mine = topics.filter((t) => t.sno === category.sno && t.last === true);
      for (const [i, group] of category.groups.slice(category.groups.length - mine.length).entries()) {
        expect(group.missions).toHaveLength(10);
        // Urgent before big is answered by the one move that saves the stones (contentWholeBoard.test.ts);
        // the category stays within the 10 % of one-move answers (contentOneMove.test.ts).
        const oneMove = mine[i]?.texts === urgentTexts;
        for (const m of group.missions) {
          if (!oneMove) expectTwoMoves(m.problem);
          expect(strayStones(m.problem)).toEqual([]);
          // Beginners always have Black.
          if (category.sno === 1) expect(m.problem.toMove).toBe('B');
          for (const locale of locales) {
            expect(m.title[locale].length).toBeGreaterThan(1);
            expect(m.prompt[locale].length).toBeGreaterThan(10);
            expect(m.hint[locale].length).toBeGreaterThan(10);
            expect(m.hint[locale]).not.toMatch(/[A-T]1?\d\b/);
          }
        }
      }
    }
  });

  it('bring the study pack to 1,000 problems, 150 or more in every category, 300 or more on 19×19', () => {
    const counts = study.categories.map((c) => c.groups.reduce((n, g) => n + g.missions.length, 0));
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1000);
    for (const n of counts) expect(n).toBeGreaterThanOrEqual(150);
    const all = ['study', 'dan9', 'tutorials', 'single'].map(
      (f) => JSON.parse(fs.readFileSync(path.join(packs, `${f}.json`), 'utf8')) as unknown,
    );
    let on19 = 0;
    const visit = (v: unknown): void => {
      if (Array.isArray(v)) return v.forEach(visit);
      if (typeof v !== 'object' || v === null) return;
      const r = v as Record<string, unknown>;
      const p = r.problem as ProblemJson | undefined;
      if (p && Array.isArray(p.board) && p.goal && sizeOf(p) === 19) on19++;
      Object.values(r).forEach(visit);
    };
    all.forEach(visit);
    expect(on19).toBeGreaterThanOrEqual(300);
  });

  it('bring the problems of study, the ninth-dan challenge and single play to 2,000 or more', () => {
    let problems = 0;
    const visit = (v: unknown): void => {
      if (Array.isArray(v)) return v.forEach(visit);
      if (typeof v !== 'object' || v === null) return;
      const r = v as Record<string, unknown>;
      const p = r.problem as ProblemJson | undefined;
      if (p && Array.isArray(p.board) && p.goal) problems++;
      // A tutorial's steps are lessons, not problems to solve.
      for (const [key, value] of Object.entries(r)) if (key !== 'tutorials') visit(value);
    };
    for (const f of ['study', 'dan9', 'single'])
      visit(JSON.parse(fs.readFileSync(path.join(packs, `${f}.json`), 'utf8')) as unknown);
    expect(problems).toBeGreaterThanOrEqual(2000);
  });
});

describe('the late single groups', () => {
  const planned = new Map(singlePlan().map((c) => [c.sno, c.groups.length]));
  const late = lateSinglePlan();

  it('come after every other group of their single type, every answer two moves or more', () => {
    for (const category of single.categories) {
      const mine = late.filter((l) => l.sno === category.sno);
      expect(category.groups).toHaveLength((planned.get(category.sno) ?? 0) + mine.length);
      const tail = category.groups.slice(category.groups.length - mine.length);
      expect(tail.map((g) => g.title)).toEqual(mine.map((l) => l.group.title));
      for (const group of tail) {
        expect(group.missions).toHaveLength(10);
        for (const m of group.missions) {
          if (m.kind !== 'problem' || m.problem === undefined) throw new Error('not a problem');
          expectTwoMoves(m.problem as ProblemJson);
        }
      }
    }
  });

  it('bring single play’s basics and puzzles to 600 or more', () => {
    const n = single.categories
      .filter((c) => c.sno === 1 || c.sno === 3)
      .reduce((k, c) => k + c.groups.reduce((j, g) => j + g.missions.length, 0), 0);
    expect(n).toBeGreaterThanOrEqual(600);
  });
});
