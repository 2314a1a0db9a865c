// Every try-quest tier is reachable by the shipped content (issue 16): computed from the packs in
// server/content/packs and the tier constants alone, so a content change that leaves a target out of reach
// fails the build. Trimmed packs show the check can fail. R9.07–R9.13.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultPacksDir } from '../../../server/content/packs';
import { medalThresholds } from '../../../server/content/appConfig';
import { BSTEP_FIRST } from '../../../src/domain/rules/bpower';
import { studyCategoryId } from '../../../src/domain/rules/studyCategories';
import { singleType } from '../../../src/domain/rules/singleTypes';
import {
  tierShortfalls,
  tryRunsForPoints,
  type ContentSummary,
} from '../../../src/domain/rules/tryQuestReach';
import { tryQuestTiers } from '../../../src/domain/rules/tryQuestTiers';

interface Packs {
  single: { categories: { sno: number; groups: { gno: number; missions: unknown[] }[] }[] };
  study: { categories: { sno: number; groups: { gno: number; missions: unknown[] }[] }[] };
  bpower: { positions: { step: number }[] };
}

function readPacks(): Packs {
  const read = (name: string): unknown =>
    JSON.parse(fs.readFileSync(`${defaultPacksDir}/${name}.json`, 'utf8'));
  return {
    single: read('single') as Packs['single'],
    study: read('study') as Packs['study'],
    bpower: read('bpower') as Packs['bpower'],
  };
}

function summarize(packs: Packs): ContentSummary {
  const singleMissions = new Map<number, number>();
  for (const c of packs.single.categories)
    singleMissions.set(
      c.sno,
      c.groups.reduce((n, g) => n + g.missions.length, 0),
    );
  const studyGroups = packs.study.categories.flatMap((c) =>
    c.groups.map((g) => ({ categoryId: c.sno, groupId: g.gno, missions: g.missions.length })),
  );
  const trainerPositions = new Map<number, number>();
  for (const p of packs.bpower.positions)
    trainerPositions.set(p.step, (trainerPositions.get(p.step) ?? 0) + 1);
  return { singleMissions, studyGroups, trainerPositions };
}

const gold = medalThresholds.gold;
const shipped = readPacks();

describe('try-quest reachability over the shipped packs', () => {
  it('meets every target of all ten tiers', () => {
    expect(tryQuestTiers).toHaveLength(10);
    expect(tierShortfalls(summarize(shipped), gold)).toEqual([]);
  });

  it('reaches the rank targets with a countable number of try runs (reported for docs/economy.md)', () => {
    const content = summarize(shipped);
    const runs = tryQuestTiers.flatMap((t) =>
      t.rankTargets.map((r) => ({
        tier: t.tierIndex,
        runs: tryRunsForPoints(content, r.categoryId, r.points, gold),
      })),
    );
    expect(runs.map((r) => r.tier)).toEqual([6, 7, 8, 9, 10]);
    for (const r of runs) expect(Number.isFinite(r.runs)).toBe(true);
    // je 15000 points: one pass of its groups, then repeated perfect runs of 100 points each.
    expect(tryRunsForPoints(content, studyCategoryId.je, 15000, gold)).toBeGreaterThan(100);
  });

  type Trim = (p: Packs) => void;
  const keepMissions =
    (sno: number, count: number): Trim =>
    (p) => {
      let left = count;
      for (const g of p.single.categories.find((c) => c.sno === sno)?.groups ?? []) {
        g.missions = g.missions.slice(0, Math.max(0, left));
        left -= g.missions.length;
      }
    };
  const cases: [
    string,
    Trim,
    { tierIndex: number; kind: string; subject: number; need: number; have: number },
  ][] = [
    [
      '70 puzzles (the old pack)',
      keepMissions(singleType.puzzle, 70),
      { tierIndex: 2, kind: 'single', subject: 3, need: 100, have: 70 },
    ],
    [
      '20 missions of AI battle 1',
      keepMissions(singleType.aiBattle1, 20),
      { tierIndex: 5, kind: 'single', subject: 4, need: 25, have: 20 },
    ],
    [
      '20 missions of AI battle 2',
      keepMissions(singleType.aiBattle2, 20),
      { tierIndex: 9, kind: 'single', subject: 0, need: 20, have: 20 },
    ],
    [
      'intermediate group 5 with 8 missions (gold needs 9)',
      (p) => {
        const g = p.study.categories
          .find((c) => c.sno === studyCategoryId.jung)
          ?.groups.find((x) => x.gno === 5);
        if (g) g.missions = g.missions.slice(0, 8);
      },
      { tierIndex: 10, kind: 'study', subject: 3, need: gold, have: 8 },
    ],
    [
      'no ranked category "se"',
      (p) => {
        p.study.categories = p.study.categories.filter((c) => c.sno !== studyCategoryId.se);
      },
      { tierIndex: 9, kind: 'rank', subject: 5, need: 2500, have: 0 },
    ],
    [
      'a trainer without positions at step 12',
      (p) => {
        p.bpower.positions = p.bpower.positions.filter((x) => x.step !== 12);
      },
      { tierIndex: 7, kind: 'step', subject: 12, need: 10, have: 0 },
    ],
  ];

  it.each(cases)('fails with %s', (_name, trim, first) => {
    const packs = structuredClone(shipped);
    trim(packs);
    const short = tierShortfalls(summarize(packs), gold);
    expect(short.length).toBeGreaterThan(0);
    // AI battle 2 trimmed to 20 meets tier 9 and misses tier 10: the first shortfall names the lowest tier.
    const expected =
      first.kind === 'single' && first.subject === 0 ? { ...first, tierIndex: 10, need: 25 } : first;
    expect(short[0]).toMatchObject(expected);
  });

  it('counts the trainer from its first step (tier 2 asks for step 40, where every student starts)', () => {
    expect(BSTEP_FIRST).toBe(40);
    const packs = structuredClone(shipped);
    packs.bpower.positions = packs.bpower.positions.filter((x) => x.step !== 40);
    expect(tierShortfalls(summarize(packs), gold)[0]).toMatchObject({
      tierIndex: 3,
      kind: 'step',
      subject: 40,
    });
  });
});
