// Hearts and dice (spec §3, §4; DESIGN.md heart maximum) built from the login record and app config.
import { describe, expect, it } from 'vitest';
import {
  defaultRechargeConfig,
  diceCounter,
  heartCounter,
  heartMax,
  isChargeDue,
  spendFromCounter,
  type RechargeConfig,
} from '../../../../src/domain/rules';

const config: RechargeConfig = { HeartMaxSlotCount: 5, AliveMaxCount: 3, AliveChargeMinute: 20 };

describe('heartMax', () => {
  // DESIGN.md: HeartMaxSlotCount + heartAddSlotCount
  it.each([
    { add: 0, max: 5 },
    { add: 2, max: 7 },
    { add: -3, max: 5 },
  ])('5 slots + $add → $max', ({ add, max }) => {
    expect(heartMax(config, add)).toBe(max);
  });
});

describe('heartCounter', () => {
  // R3.17, R9.29: singleTime is microseconds; R4.23: AliveChargeMinute minutes per heart
  it('reads the login record', () => {
    const counter = heartCounter({ heartCount: 3, singleTime: 1_700_000_000_000_500 }, 1, config);
    expect(counter).toEqual({ count: 3, anchorMs: 1_700_000_000_000, max: 6, intervalMs: 20 * 60_000 });
  });

  // R4.23: due after 20 minutes, not before
  it.each([
    { minutes: 19, due: false },
    { minutes: 20, due: true },
  ])('due after $minutes min: $due', ({ minutes, due }) => {
    const counter = heartCounter({ heartCount: 0, singleTime: 0 }, 0, config);
    expect(isChargeDue(counter, minutes * 60_000)).toBe(due);
  });

  // R4.24: a heart spend refuses to go negative
  it('refuses to spend a missing heart', () => {
    const counter = heartCounter({ heartCount: 0, singleTime: 0 }, 0, config);
    expect(spendFromCounter(counter, 1, 60_000)).toEqual({ ok: false, error: 'not_enough' });
  });

  // R3.28 defaults
  it('uses the project defaults when no config is given', () => {
    expect(heartCounter({ heartCount: 1, singleTime: 0 }, 0).max).toBe(
      defaultRechargeConfig.HeartMaxSlotCount,
    );
  });
});

describe('diceCounter', () => {
  // R3.17 decision: dice recharge up to AliveMaxCount, one per AliveChargeMinute from DiceTime (µs)
  it('reads DiceCount and DiceTime', () => {
    expect(diceCounter({ DiceCount: 1, DiceTime: 2_000_000 }, config)).toEqual({
      count: 1,
      anchorMs: 2000,
      max: 3,
      intervalMs: 20 * 60_000,
    });
  });
});
