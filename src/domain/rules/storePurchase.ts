// What a store purchase does (spec §1 "emoticon and stone shops, and a term store", R3.35 TermStoreList):
// paying the price from gold or gems, extending an academy membership by a bought term, and owning a
// timed (emoticon) or permanent (stone) item. The spec gives no rules; these are the project's
// decisions (docs/rules.md).
// Implements R3.21 (membership rows a term extends), R3.35, R7.52, R7.58 (decisions).
import { EVERY_DAY_MASK, membershipEndMs, weekdayMasks, type Membership } from './membership';
import { err, ok, type Result } from './result';
import { MILLIS_PER_DAY, microsToMillis, millisToMicros } from './time';

export const storeCurrencies = ['gold', 'gem'] as const;
export type StoreCurrency = (typeof storeCurrencies)[number];

export interface Price {
  currency: StoreCurrency;
  amount: number;
}

/** Pays a price from the wallet's gold and gems; never below zero. */
export function payPrice(
  wallet: { gold: number; gem: number },
  price: Price,
): Result<{ gold: number; gem: number }, 'invalid_price' | 'not_enough'> {
  if (!Number.isInteger(price.amount) || price.amount < 0) return err('invalid_price');
  const held = wallet[price.currency];
  if (held < price.amount) return err('not_enough');
  return ok({ ...wallet, [price.currency]: held - price.amount });
}

/** A membership term on sale (TermStoreList): its length, type and weekday mask (R3.21). */
export interface MembershipTerm {
  termDay: number;
  type: number;
  weekDay: number;
}

const ALL_WEEKDAYS = weekdayMasks.reduce((mask, bit) => mask | bit, 0);

/** Weekdays of two memberships together; every day (255) stays every day. */
export function unionWeekDays(a: number, b: number): number {
  if (a === EVERY_DAY_MASK || b === EVERY_DAY_MASK) return EVERY_DAY_MASK;
  return (a | b) & ALL_WEEKDAYS;
}

/**
 * Decision: a term bought while a membership runs (or has not started yet) adds its days at the end; the
 * type becomes the higher of the two and the weekdays their union. Without a membership, or after it
 * expired, the term starts now with its own type and weekdays.
 */
export function extendMembership(
  current: Membership | null,
  term: MembershipTerm,
  nowMs: number,
): Membership {
  const endMs = current === null ? null : membershipEndMs(current);
  if (current === null || endMs === null || endMs <= nowMs) {
    return { stime: millisToMicros(nowMs), termDay: term.termDay, type: term.type, weekDay: term.weekDay };
  }
  return {
    stime: current.stime,
    termDay: current.termDay + term.termDay,
    type: Math.max(current.type, term.type),
    weekDay: unionWeekDays(current.weekDay, term.weekDay),
  };
}

/**
 * Decision (issue 19): a term bought or granted sets the account's grade to the term's grade, but never
 * lowers a higher one (an academy grade stays when a student buys a cheaper term).
 */
export function gradeAfterTerm(current: number, termGrade: number): number {
  return Math.max(current, termGrade);
}

/** An owned item as emo_info has it (R3.20): from `stime` (µs) for `useday` days; 0 days = for good. */
export interface OwnedItem {
  stime: number;
  useday: number;
}

/** When the item stops being usable (ms, exclusive); null for a permanent item. */
export function ownedItemEndMs(item: OwnedItem): number | null {
  return item.useday <= 0 ? null : microsToMillis(item.stime) + item.useday * MILLIS_PER_DAY;
}

export function isOwnedItemActive(item: OwnedItem | null, nowMs: number): boolean {
  if (item === null) return false;
  const endMs = ownedItemEndMs(item);
  return endMs === null || nowMs < endMs;
}

/**
 * Decision: buying a timed item (days > 0) while it is active adds the days; after it ran out it starts
 * again now. A permanent item (days 0, stones) is bought once: buying it again, or a timed copy of an
 * item owned for good, is `already_owned`, so nobody pays twice for nothing.
 */
export function acquireItem(
  current: OwnedItem | null,
  days: number,
  nowMs: number,
): Result<OwnedItem, 'already_owned' | 'invalid_days'> {
  if (!Number.isInteger(days) || days < 0) return err('invalid_days');
  if (current !== null && current.useday <= 0) return err('already_owned');
  if (days === 0) return ok({ stime: millisToMicros(nowMs), useday: 0 });
  if (current !== null && isOwnedItemActive(current, nowMs))
    return ok({ stime: current.stime, useday: current.useday + days });
  return ok({ stime: millisToMicros(nowMs), useday: days });
}
