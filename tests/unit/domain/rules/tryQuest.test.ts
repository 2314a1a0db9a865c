// Try-quest evaluation (spec §4): targets, tier completion, the initial tier, and reward claims.
import { describe, expect, it } from 'vitest';
import {
  CAPPED_INITIAL_TIER,
  STEP_TARGET_BYPASS_TYPE,
  claimTierReward,
  evaluateTier,
  initialSelectedTier,
  isRankTargetMet,
  isStepTargetMet,
  isStudyTargetMet,
  singleProgressFromGroup,
  singleTargetProgress,
  singleType,
  studyCategoryId,
  tierDefinition,
  tryQuestStates,
  type SingleProgressEntry,
  type TierDefinition,
  type TierState,
  type TryQuestProgress,
} from '../../../../src/domain/rules';

describe('isStepTargetMet', () => {
  // R4.11: lower is stronger, the target itself counts; R4.12: the bypass type meets any target
  it.each<{ why: string; target: number | null; step: number | null; type: number | null; met: boolean }>([
    { why: 'no target', target: null, step: null, type: null, met: true },
    { why: 'exactly at', target: 40, step: 40, type: 0, met: true },
    { why: 'past (stronger)', target: 40, step: 39, type: 0, met: true },
    { why: 'one short', target: 40, step: 41, type: 0, met: false },
    { why: 'no step yet', target: 40, step: null, type: null, met: false },
    { why: 'bypass type', target: 1, step: null, type: STEP_TARGET_BYPASS_TYPE, met: true },
    { why: 'bypass type, weak step', target: 1, step: 90, type: STEP_TARGET_BYPASS_TYPE, met: true },
    { why: 'other type', target: 1, step: 2, type: STEP_TARGET_BYPASS_TYPE - 1, met: false },
  ])('$why', ({ target, step, type, met }) => {
    expect(isStepTargetMet(target, step, type)).toBe(met);
  });
});

describe('singleTargetProgress', () => {
  const puzzleAny = { singleType: singleType.puzzle, groupId: 0, neededCount: 50 };
  const puzzleGroup2 = { singleType: singleType.puzzle, groupId: 2, neededCount: 20 };
  const e = (type: number, group: number, cleared: number): SingleProgressEntry => ({
    singleType: type,
    groupId: group,
    clearedCount: cleared,
  });
  // R4.15: the cumulative count across the processed entries reaches the needed count
  it.each<{
    why: string;
    target: typeof puzzleAny;
    entries: SingleProgressEntry[];
    count: number;
    met: boolean;
  }>([
    { why: 'nothing', target: puzzleAny, entries: [], count: 0, met: false },
    {
      why: 'sum reaches exactly',
      target: puzzleAny,
      entries: [e(3, 1, 30), e(3, 2, 20)],
      count: 50,
      met: true,
    },
    { why: 'one short', target: puzzleAny, entries: [e(3, 1, 30), e(3, 2, 19)], count: 49, met: false },
    {
      why: 'other types ignored',
      target: puzzleAny,
      entries: [e(1, 1, 100), e(3, 1, 10)],
      count: 10,
      met: false,
    },
    { why: 'capped display', target: puzzleAny, entries: [e(3, 1, 40), e(3, 2, 40)], count: 50, met: true },
    {
      why: 'negatives ignored',
      target: puzzleAny,
      entries: [e(3, 1, -10), e(3, 2, 50)],
      count: 50,
      met: true,
    },
    { why: 'group target: own group', target: puzzleGroup2, entries: [e(3, 2, 20)], count: 20, met: true },
    { why: 'group target: other group', target: puzzleGroup2, entries: [e(3, 1, 99)], count: 0, met: false },
  ])('$why', ({ target, entries, count, met }) => {
    expect(singleTargetProgress(target, entries)).toEqual({ count, met });
  });

  // decision: lastjkno is the last open mission, the missions before it are cleared
  it.each([
    [-1, 0],
    [0, 0],
    [7, 7],
  ])('lastjkno %s → clearedCount %s', (lastjkno, cleared) => {
    expect(singleProgressFromGroup({ sno: 3, gno: 1, lastjkno, starsum: 0 })).toEqual({
      singleType: 3,
      groupId: 1,
      clearedCount: cleared,
    });
  });
});

describe('study and rank targets', () => {
  const target = { categoryId: studyCategoryId.cho, groupId: 1 };
  // R4.13: that mission has gold
  it.each<{ why: string; medals: Parameters<typeof isStudyTargetMet>[1]; met: boolean }>([
    { why: 'gold', medals: [{ categoryId: 2, groupId: 1, medal: 'gold' }], met: true },
    { why: 'silver', medals: [{ categoryId: 2, groupId: 1, medal: 'silver' }], met: false },
    { why: 'gold elsewhere', medals: [{ categoryId: 2, groupId: 2, medal: 'gold' }], met: false },
    { why: 'other category', medals: [{ categoryId: 3, groupId: 1, medal: 'gold' }], met: false },
    { why: 'none known', medals: [], met: false },
  ])('study: $why', ({ medals, met }) => {
    expect(isStudyTargetMet(target, medals)).toBe(met);
  });

  // R4.14, R9.08: points reach the threshold (inclusive)
  it.each<{ points: number; categoryId: number; met: boolean }>([
    { points: 4999, categoryId: studyCategoryId.je, met: false },
    { points: 5000, categoryId: studyCategoryId.je, met: true },
    { points: 5001, categoryId: studyCategoryId.je, met: true },
    { points: 9000, categoryId: studyCategoryId.se, met: false },
  ])('rank: $points points in category $categoryId', ({ points, categoryId, met }) => {
    expect(isRankTargetMet({ categoryId: studyCategoryId.je, points: 5000 }, [{ categoryId, points }])).toBe(
      met,
    );
  });
});

/** Progress that meets exactly the targets of one tier. */
function progressFor(def: TierDefinition): TryQuestProgress {
  return {
    trainerStep: def.stepTarget,
    trainerType: 0,
    singles: def.singleTargets.map((t) => ({
      singleType: t.singleType,
      groupId: 1,
      clearedCount: t.neededCount,
    })),
    studyMedals: def.studyTargets.map((t) => ({ ...t, medal: 'gold' as const })),
    rankPoints: def.rankTargets.map((t) => ({ categoryId: t.categoryId, points: t.points })),
  };
}

describe('evaluateTier', () => {
  const tier6 = tierDefinition(6);
  if (tier6 === null) throw new Error('tier 6 missing');
  const full = progressFor(tier6);
  // R4.10: complete only when step, single, study and rank targets are all complete
  it.each<{ why: string; progress: TryQuestProgress; kinds: [boolean, boolean, boolean, boolean] }>([
    { why: 'everything met', progress: full, kinds: [true, true, true, true] },
    { why: 'step short', progress: { ...full, trainerStep: 16 }, kinds: [false, true, true, true] },
    {
      why: 'singles short',
      progress: { ...full, singles: full.singles.slice(1) },
      kinds: [true, false, true, true],
    },
    { why: 'no gold', progress: { ...full, studyMedals: [] }, kinds: [true, true, false, true] },
    {
      why: 'points short',
      progress: { ...full, rankPoints: [{ categoryId: studyCategoryId.je, points: 4999 }] },
      kinds: [true, true, true, false],
    },
  ])('$why', ({ progress, kinds }) => {
    const result = evaluateTier(tier6, progress);
    expect([result.step, result.single, result.study, result.rank]).toEqual(kinds);
    expect(result.complete).toBe(kinds.every(Boolean));
  });

  // R4.10: tier 1 has no step or rank target, so those kinds are complete on their own
  it('tier 1 needs no step and no points', () => {
    const tier1 = tierDefinition(1);
    if (tier1 === null) throw new Error('tier 1 missing');
    const result = evaluateTier(tier1, { ...progressFor(tier1), trainerStep: null, rankPoints: [] });
    expect(result).toMatchObject({ step: true, rank: true, complete: true });
    expect(result.singleProgress.map((p) => p.count)).toEqual(tier1.singleTargets.map((t) => t.neededCount));
  });
});

describe('initialSelectedTier', () => {
  // R4.17: last received + 1; R4.18/R4.19: capped at 3 for the free grade (1) once a tier above 3 is complete
  it.each<{ why: string; received: number[]; completed: number[]; grade: number; expected: number }>([
    { why: 'nothing received', received: [], completed: [], grade: 2, expected: 1 },
    { why: 'after 1 and 2', received: [1, 2], completed: [1, 2], grade: 2, expected: 3 },
    { why: 'highest received counts', received: [5, 2], completed: [1, 2, 5], grade: 2, expected: 6 },
    { why: 'never past 10', received: [10], completed: [10], grade: 2, expected: 10 },
    {
      why: 'free grade capped',
      received: [4],
      completed: [1, 2, 3, 4, 5],
      grade: 1,
      expected: CAPPED_INITIAL_TIER,
    },
    { why: 'free grade, completed only to 3', received: [3], completed: [1, 2, 3], grade: 1, expected: 4 },
    { why: 'free grade, below cap', received: [1], completed: [4], grade: 1, expected: 2 },
    { why: 'paid grade not capped', received: [4], completed: [1, 2, 3, 4, 5], grade: 2, expected: 5 },
  ])('$why → $expected', ({ received, completed, grade, expected }) => {
    expect(initialSelectedTier({ receivedTiers: received, completedTiers: completed, grade })).toBe(expected);
  });
});

describe('tryQuestStates', () => {
  const tier3 = tierDefinition(3);
  if (tier3 === null) throw new Error('tier 3 missing');

  // R3.30, R4.10, R4.17: flags per tier, exactly one selected
  it('marks completion, receipts and one selected tier', () => {
    const states = tryQuestStates(progressFor(tier3), [1], 2);
    expect(states).toHaveLength(10);
    expect(states.filter((s) => s.selected).map((s) => s.tierIndex)).toEqual([2]);
    expect(states.find((s) => s.tierIndex === 1)).toMatchObject({ complete: true, received: true });
    expect(states.find((s) => s.tierIndex === 3)).toMatchObject({ complete: true, received: false });
    expect(states.find((s) => s.tierIndex === 4)?.complete).toBe(false);
  });

  // decision: a received tier stays complete even when progress no longer meets it (e.g. points fell)
  it('keeps a received tier complete', () => {
    const empty: TryQuestProgress = {
      trainerStep: null,
      trainerType: null,
      singles: [],
      studyMedals: [],
      rankPoints: [],
    };
    const states = tryQuestStates(empty, [6], 2);
    expect(states.find((s) => s.tierIndex === 6)).toMatchObject({ complete: true, received: true });
    expect(states.find((s) => s.tierIndex === 7)?.selected).toBe(true);
  });
});

describe('claimTierReward', () => {
  const states: TierState[] = [
    { tierIndex: 1, complete: true, received: true, selected: false },
    { tierIndex: 2, complete: true, received: false, selected: true },
    { tierIndex: 3, complete: false, received: false, selected: false },
  ];
  // R4.16: only a complete, unreceived tier can be claimed; the rest are error values
  it.each<{ tier: number; error: string }>([
    { tier: 1, error: 'already_received' },
    { tier: 3, error: 'tier_not_complete' },
    { tier: 11, error: 'unknown_tier' },
    { tier: 0, error: 'unknown_tier' },
  ])('tier $tier → $error', ({ tier, error }) => {
    expect(claimTierReward(states, tier)).toEqual({ ok: false, error });
  });

  it('marks the claimed tier received and nothing else, once', () => {
    const first = claimTierReward(states, 2);
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(first.value.map((s) => s.received)).toEqual([true, true, false]);
    expect(first.value[0]).toBe(states[0]);
    expect(states[1]?.received).toBe(false); // input untouched
    expect(claimTierReward(first.value, 2)).toEqual({ ok: false, error: 'already_received' });
  });
});
