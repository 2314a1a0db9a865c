// Try-quest rewards and certificate numbers (R7.32, R3.33, R3.34, R9.15; amounts are decisions in
// docs/rules.md).
import { describe, expect, it } from 'vitest';
import {
  HEART_SLOT_TIERS,
  RANK_REWARD_LEVEL_COUNT,
  TIER_GEMS_PER_INDEX,
  certificateNumber,
  tierIndices,
  tierReward,
} from '../../../../src/domain/rules';

describe('tierReward', () => {
  // decision: 10 × tier gems, a heart slot on even tiers, the rank reward level of the same number
  it.each([
    { tier: 1, gems: 10, heartSlots: 0, level: 1 },
    { tier: 2, gems: 20, heartSlots: 1, level: 2 },
    { tier: 3, gems: 30, heartSlots: 0, level: 3 },
    { tier: 9, gems: 90, heartSlots: 0, level: 9 },
    { tier: 10, gems: 100, heartSlots: 1, level: 10 },
  ])('tier $tier pays $gems gems, $heartSlots slot(s), level $level', ({ tier, gems, heartSlots, level }) => {
    expect(tierReward(tier)).toEqual({ gems, heartSlots, rankRewardLevel: level });
  });

  it.each([0, 11, -1, 2.5, Number.NaN])('no reward for tier %s', (tier) => {
    expect(tierReward(tier)).toBeNull();
  });

  it('the whole ladder pays 550 gems and 5 heart slots, one counter per rank reward level (R9.15)', () => {
    const rewards = tierIndices.map((t) => tierReward(t));
    expect(rewards.reduce((sum, r) => sum + (r?.gems ?? 0), 0)).toBe(55 * TIER_GEMS_PER_INDEX);
    expect(rewards.reduce((sum, r) => sum + (r?.heartSlots ?? 0), 0)).toBe(HEART_SLOT_TIERS.length);
    expect(new Set(rewards.map((r) => r?.rankRewardLevel)).size).toBe(RANK_REWARD_LEVEL_COUNT);
  });
});

describe('certificateNumber (R3.33)', () => {
  it.each([
    { tier: 3, userno: 42, number: 'HQ-03-000042' },
    { tier: 10, userno: 1234567, number: 'HQ-10-1234567' },
    { tier: 1, userno: -5, number: 'HQ-01-000000' },
  ] as const)('tier $tier of user $userno is $number', ({ tier, userno, number }) => {
    expect(certificateNumber(tier, userno)).toBe(number);
  });
});
