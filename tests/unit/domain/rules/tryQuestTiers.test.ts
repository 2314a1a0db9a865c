// The try-quest ladder as data (spec §9): the numbers the spec gives, and the shape of the project's choices.
import { describe, expect, it } from 'vitest';
import {
  TIER_COUNT,
  isTierIndex,
  singleType,
  studyCategoryId,
  tierDefinition,
  tierIndices,
  tryQuestTiers,
  type TierIndex,
} from '../../../../src/domain/rules';

describe('try-quest tiers', () => {
  // R4.09, R9.07: ten tiers 1..10
  it('has ten tiers, numbered 1..10 in order', () => {
    expect(TIER_COUNT).toBe(10);
    expect(tryQuestTiers.map((t) => t.tierIndex)).toEqual([...tierIndices]);
  });

  // R9.07 AStep, R9.10 step targets (tier 1 has none), R9.12 puzzle counts, R9.08/R9.09 rank targets
  it.each<{
    tier: TierIndex;
    aStep: number;
    step: number | null;
    puzzle: number;
    rank: [number, number] | null;
  }>([
    { tier: 1, aStep: 99, step: null, puzzle: 50, rank: null },
    { tier: 2, aStep: 89, step: 40, puzzle: 100, rank: null },
    { tier: 3, aStep: 79, step: 30, puzzle: 150, rank: null },
    { tier: 4, aStep: 74, step: 25, puzzle: 200, rank: null },
    { tier: 5, aStep: 69, step: 20, puzzle: 250, rank: null },
    { tier: 6, aStep: 64, step: 15, puzzle: 300, rank: [studyCategoryId.je, 5000] },
    { tier: 7, aStep: 59, step: 10, puzzle: 350, rank: [studyCategoryId.je, 10000] },
    { tier: 8, aStep: 54, step: 5, puzzle: 400, rank: [studyCategoryId.je, 15000] },
    { tier: 9, aStep: 51, step: 2, puzzle: 450, rank: [studyCategoryId.se, 2500] },
    { tier: 10, aStep: 49, step: 1, puzzle: 500, rank: [studyCategoryId.se, 8000] },
  ])(
    'tier $tier: AStep $aStep, step $step, puzzle $puzzle, rank $rank',
    ({ tier, aStep, step, puzzle, rank }) => {
      const def = tierDefinition(tier);
      expect(def).not.toBeNull();
      expect(def?.aStep).toBe(aStep);
      expect(def?.stepTarget).toBe(step);
      const puzzles = def?.singleTargets.filter((t) => t.singleType === singleType.puzzle);
      expect(puzzles).toEqual([{ singleType: singleType.puzzle, groupId: 0, neededCount: puzzle }]);
      expect(def?.rankTargets).toEqual(rank === null ? [] : [{ categoryId: rank[0], points: rank[1] }]);
    },
  );

  // R9.11: single target counts rise per tier, for every single type that appears in consecutive tiers
  it('single target counts rise tier by tier within each type', () => {
    for (const type of Object.values(singleType)) {
      const counts = tryQuestTiers.flatMap((t) =>
        t.singleTargets.filter((s) => s.singleType === type).map((s) => s.neededCount),
      );
      for (let i = 1; i < counts.length; i += 1) expect(counts[i]).toBeGreaterThan(counts[i - 1] ?? Infinity);
    }
  });

  // R4.13: every tier asks for gold somewhere in study (project decision on which groups)
  it('each tier has study targets', () => {
    for (const t of tryQuestTiers) expect(t.studyTargets.length).toBeGreaterThan(0);
  });

  // R4.09
  it.each([
    [0, false],
    [1, true],
    [10, true],
    [11, false],
    [2.5, false],
  ])('isTierIndex(%s) = %s', (value, expected) => {
    expect(isTierIndex(value)).toBe(expected);
  });
});
