// Recharging counters (spec §4 heart recharge; DESIGN.md: one unit per interval, capped at the maximum).
import { describe, expect, it } from 'vitest';
import {
  addToCounter,
  isChargeDue,
  nextChargeAtMs,
  settleCounter,
  spendFromCounter,
  type RechargingCounter,
} from '../../../../src/domain/rules';

const MIN = 60_000;
const counter: RechargingCounter = { count: 2, anchorMs: 0, max: 5, intervalMs: 30 * MIN };

describe('isChargeDue', () => {
  // R4.23: below the maximum and a full interval elapsed since the anchor
  it.each<{ why: string; c: RechargingCounter; now: number; due: boolean }>([
    { why: 'just before', c: counter, now: 30 * MIN - 1, due: false },
    { why: 'exactly one interval', c: counter, now: 30 * MIN, due: true },
    { why: 'long after', c: counter, now: 1000 * MIN, due: true },
    { why: 'full', c: { ...counter, count: 5 }, now: 1000 * MIN, due: false },
    { why: 'above max (gifts)', c: { ...counter, count: 7 }, now: 1000 * MIN, due: false },
    { why: 'clock behind the anchor', c: { ...counter, anchorMs: 60 * MIN }, now: 0, due: false },
    { why: 'interval 0 never recharges', c: { ...counter, intervalMs: 0 }, now: 1000 * MIN, due: false },
  ])('$why', ({ c, now, due }) => {
    expect(isChargeDue(c, now)).toBe(due);
  });
});

describe('settleCounter', () => {
  // R4.23, DESIGN.md: one per interval, capped; the partial interval is kept
  it.each<{ now: number; count: number; anchorMs: number }>([
    { now: 0, count: 2, anchorMs: 0 },
    { now: 29 * MIN, count: 2, anchorMs: 0 },
    { now: 30 * MIN, count: 3, anchorMs: 30 * MIN },
    { now: 45 * MIN, count: 3, anchorMs: 30 * MIN },
    { now: 89 * MIN, count: 4, anchorMs: 60 * MIN },
    { now: 90 * MIN, count: 5, anchorMs: 90 * MIN },
    { now: 10_000 * MIN, count: 5, anchorMs: 10_000 * MIN },
  ])('at $now ms: $count, anchor $anchorMs', ({ now, count, anchorMs }) => {
    expect(settleCounter(counter, now)).toEqual({ ...counter, count, anchorMs });
  });

  it('leaves a full or over-full counter alone', () => {
    const over = { ...counter, count: 8 };
    expect(settleCounter(over, 10_000 * MIN)).toBe(over);
  });
});

describe('nextChargeAtMs', () => {
  // the time of the next charge, none when full
  it.each<{ why: string; c: RechargingCounter; now: number; next: number | null }>([
    { why: 'fresh', c: counter, now: 0, next: 30 * MIN },
    { why: 'mid interval', c: counter, now: 45 * MIN, next: 60 * MIN },
    { why: 'one short of full', c: { ...counter, count: 4 }, now: 10 * MIN, next: 30 * MIN },
    { why: 'full by now', c: counter, now: 200 * MIN, next: null },
    { why: 'no recharge', c: { ...counter, intervalMs: -1 }, now: 0, next: null },
  ])('$why', ({ c, now, next }) => {
    expect(nextChargeAtMs(c, now)).toBe(next);
  });
});

describe('spendFromCounter', () => {
  // R4.24: never negative; bad amounts are error values
  it.each<{ why: string; c: RechargingCounter; amount: number; now: number; error: string }>([
    { why: 'zero', c: counter, amount: 0, now: 0, error: 'invalid_amount' },
    { why: 'negative', c: counter, amount: -1, now: 0, error: 'invalid_amount' },
    { why: 'fraction', c: counter, amount: 1.5, now: 0, error: 'invalid_amount' },
    { why: 'more than held', c: counter, amount: 3, now: 0, error: 'not_enough' },
    { why: 'empty', c: { ...counter, count: 0 }, amount: 1, now: 29 * MIN, error: 'not_enough' },
  ])('refuses: $why', ({ c, amount, now, error }) => {
    expect(spendFromCounter(c, amount, now)).toEqual({ ok: false, error });
  });

  it.each<{
    why: string;
    c: RechargingCounter;
    amount: number;
    now: number;
    count: number;
    anchorMs: number;
  }>([
    { why: 'all of it', c: counter, amount: 2, now: 0, count: 0, anchorMs: 0 },
    {
      why: 'recharged first',
      c: { ...counter, count: 0 },
      amount: 1,
      now: 30 * MIN,
      count: 0,
      anchorMs: 30 * MIN,
    },
    { why: 'partial interval kept', c: counter, amount: 1, now: 45 * MIN, count: 2, anchorMs: 30 * MIN },
    {
      why: 'from full: clock starts now',
      c: { ...counter, count: 5 },
      amount: 1,
      now: 77 * MIN,
      count: 4,
      anchorMs: 77 * MIN,
    },
  ])('spends: $why', ({ c, amount, now, count, anchorMs }) => {
    expect(spendFromCounter(c, amount, now)).toEqual({ ok: true, value: { ...c, count, anchorMs } });
  });
});

describe('addToCounter', () => {
  // R4.25: a heart call adds; decision: added units may go above the maximum
  it.each<{ c: RechargingCounter; amount: number; count: number }>([
    { c: counter, amount: 1, count: 3 },
    { c: { ...counter, count: 5 }, amount: 2, count: 7 },
  ])('$c.count + $amount → $count', ({ c, amount, count }) => {
    const result = addToCounter(c, amount, 0);
    expect(result.ok && result.value.count).toBe(count);
  });

  it('refuses a non-positive amount', () => {
    expect(addToCounter(counter, 0, 0)).toEqual({ ok: false, error: 'invalid_amount' });
  });
});
