// The economy simulation (issue 16, docs/economy.md): reproducible from its seed, and under the shipped
// rules a typical student (20 minutes on six days of seven) buys a stone set in the first month without a
// membership, while without the daily gems and the weekly challenge the gem stone set stays out of reach.
import { describe, expect, it } from 'vitest';
import { simulateEconomy, typicalStudent } from '../../../../src/domain/rules/economySim';
import {
  claimStreak,
  currentStreak,
  dailyGems,
  previousStatDay,
} from '../../../../src/domain/rules/statistics';
import { WEEKLY_CHALLENGE } from '../../../../src/domain/rules/events';

describe('simulateEconomy', () => {
  it('is reproducible: the same seed gives the same days, another seed other days', () => {
    const a = simulateEconomy({ days: 30, seed: 7 });
    expect(simulateEconomy({ days: 30, seed: 7 })).toEqual(a);
    expect(simulateEconomy({ days: 30, seed: 8 }).days).not.toEqual(a.days);
    expect(a.days).toHaveLength(30);
  });

  it.each([1, 2, 3, 4, 5])(
    'seed %i: a typical student buys a stone set with gold in the first month',
    (seed) => {
      const r = simulateEconomy({ days: 30, seed });
      expect(r.boughtOn['stone-panda']).not.toBeNull();
      expect(r.totals.goldSpent).toBeLessThanOrEqual(r.totals.goldEarned + 100);
      expect(r.days.every((d) => d.gold >= 0 && d.gems >= 0)).toBe(true);
    },
  );

  it('a student who plays every day buys the 100-gem stone set in the first month; without daily gems not', () => {
    const everyDay = { ...typicalStudent, playChance: 1 };
    const shipped = simulateEconomy({ days: 30, seed: 1, profile: everyDay });
    expect(shipped.boughtOn['stone-space']).not.toBeNull();
    const old = simulateEconomy({
      days: 30,
      seed: 1,
      profile: everyDay,
      gemsForDay: () => 0,
      weeklyChallenge: null,
    });
    expect(old.boughtOn['stone-space']).toBeNull();
  });

  it('pays the weekly challenge once a week when its goal is met (issue 16)', () => {
    const without = simulateEconomy({ days: 30, seed: 1, weeklyChallenge: null });
    const shipped = simulateEconomy({ days: 30, seed: 1 });
    // A typical student solves far more than 30 a week: five weeks (the fifth of two days) pay 20 gems.
    expect(shipped.totals.gemsEarned - without.totals.gemsEarned).toBe(5 * WEEKLY_CHALLENGE.gems);
    const unreachable = simulateEconomy({ days: 30, seed: 1, weeklyChallenge: { count: 10_000, gems: 20 } });
    expect(unreachable.totals.gemsEarned).toBe(without.totals.gemsEarned);
    // With it a typical student buys the gem stone set within three weeks.
    expect(shipped.boughtOn['stone-space']).not.toBeNull();
    expect(shipped.boughtOn['stone-space'] ?? 99).toBeLessThanOrEqual(21);
  });
});

describe('daily gems and streaks', () => {
  it.each([
    [20261125, 20261124],
    [20261201, 20261130],
    [20260101, 20251231],
    [20240301, 20240229],
  ])('the day before %i is %i', (day, before) => {
    expect(previousStatDay(day)).toBe(before);
  });

  it('counts the claimed days in a row ending today', () => {
    expect(claimStreak(20261125, new Set())).toBe(1);
    expect(claimStreak(20261201, new Set([20261130, 20261129, 20261127]))).toBe(3);
  });

  it.each([
    ['nothing claimed', [], 0],
    ['today claimed alone', [20261201], 1],
    ['today and the two days before', [20261201, 20261130, 20261129], 3],
    ['today not claimed yet: the run to yesterday', [20261130, 20261129, 20261127], 2],
    ['yesterday missed', [20261129, 20261128], 0],
  ] as const)('the streak shown on 2026-12-01, %s', (_name, claimed, streak) => {
    expect(currentStreak(20261201, new Set(claimed))).toBe(streak);
  });

  it.each([
    [{ gold: 20, heart: 1 }, 1, 3],
    [{ gold: 10, heart: 0 }, 1, 0],
    [{ gold: 20, heart: 1 }, 7, 18],
    [{ gold: 10, heart: 0 }, 14, 15],
    [{ gold: 20, heart: 1 }, 8, 3],
  ])('%j on streak day %i pays %i gems', (earned, streak, gems) => {
    expect(dailyGems(earned, streak)).toBe(gems);
  });
});
