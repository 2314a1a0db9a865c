// A recharging counter: a count that regains one unit per interval since its anchor time, up to a
// maximum, and that can be spent but never below zero. Hearts and dice are both this shape (hearts.ts).
// Implements R4.23–R4.25 (with DESIGN.md's reading: one unit per interval, capped at the maximum).
import { err, ok, type Result } from './result';

export interface RechargingCounter {
  count: number;
  /** When the count last changed by recharge or spend: the recharge clock runs from here. */
  anchorMs: number;
  /** Recharge stops at this count; gifts may push the count above it. */
  max: number;
  /** One unit per interval; an interval of 0 or less never recharges. */
  intervalMs: number;
}

function intervalsSince(counter: RechargingCounter, nowMs: number): number {
  if (!(counter.intervalMs > 0) || nowMs <= counter.anchorMs) return 0;
  return Math.floor((nowMs - counter.anchorMs) / counter.intervalMs);
}

/** R4.23: a unit is due when the count is below the maximum and a full interval has passed. */
export function isChargeDue(counter: RechargingCounter, nowMs: number): boolean {
  return counter.count < counter.max && intervalsSince(counter, nowMs) >= 1;
}

/**
 * The counter at `nowMs`: one unit per whole interval, capped at the maximum. The anchor advances by the
 * intervals used so a partly elapsed interval is kept; once full, the anchor is `nowMs`.
 */
export function settleCounter(counter: RechargingCounter, nowMs: number): RechargingCounter {
  if (counter.count >= counter.max) return counter;
  const intervals = intervalsSince(counter, nowMs);
  if (intervals === 0) return counter;
  const count = Math.min(counter.max, counter.count + intervals);
  const anchorMs = count >= counter.max ? nowMs : counter.anchorMs + intervals * counter.intervalMs;
  return { ...counter, count, anchorMs };
}

/** When the next unit arrives, or null when the counter is full or never recharges. */
export function nextChargeAtMs(counter: RechargingCounter, nowMs: number): number | null {
  const settled = settleCounter(counter, nowMs);
  if (settled.count >= settled.max || !(settled.intervalMs > 0)) return null;
  return settled.anchorMs + settled.intervalMs;
}

export const spendErrors = ['invalid_amount', 'not_enough'] as const;
export type SpendError = (typeof spendErrors)[number];

/**
 * R4.24: spend a positive whole amount from the settled counter. The count never goes negative. Spending
 * from a full counter starts the recharge clock at `nowMs`; otherwise the running interval is kept.
 */
export function spendFromCounter(
  counter: RechargingCounter,
  amount: number,
  nowMs: number,
): Result<RechargingCounter, SpendError> {
  if (!Number.isInteger(amount) || amount < 1) return err('invalid_amount');
  const settled = settleCounter(counter, nowMs);
  if (settled.count < amount) return err('not_enough');
  const anchorMs = settled.count >= settled.max ? nowMs : settled.anchorMs;
  return ok({ ...settled, count: settled.count - amount, anchorMs });
}

/**
 * R4.25: add a positive whole amount (a heart call, a reward). Added units are not capped at the maximum
 * (decision: bought or rewarded units are kept).
 */
export function addToCounter(
  counter: RechargingCounter,
  amount: number,
  nowMs: number,
): Result<RechargingCounter, 'invalid_amount'> {
  if (!Number.isInteger(amount) || amount < 1) return err('invalid_amount');
  const settled = settleCounter(counter, nowMs);
  const count = settled.count + amount;
  return ok({ ...settled, count, anchorMs: count >= settled.max ? nowMs : settled.anchorMs });
}
