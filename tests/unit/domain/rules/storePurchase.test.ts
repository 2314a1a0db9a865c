// Store purchases (R3.21, R3.35, R7.52, R7.58; rules are decisions in docs/rules.md): paying a price,
// extending a membership by a term, owning timed and permanent items.
import { describe, expect, it } from 'vitest';
import {
  EVERY_DAY_MASK,
  acquireItem,
  extendMembership,
  gradeAfterTerm,
  isOwnedItemActive,
  membershipStatus,
  ownedItemEndMs,
  payPrice,
  unionWeekDays,
  type Membership,
  type OwnedItem,
} from '../../../../src/domain/rules';

const DAY = 86_400_000;
const now = Date.UTC(2026, 10, 22, 3);
const us = (ms: number) => ms * 1000;

describe('payPrice', () => {
  it.each([
    { why: 'gold, enough', price: { currency: 'gold', amount: 30 }, result: { gold: 70, gem: 5 } },
    { why: 'gems, exactly all', price: { currency: 'gem', amount: 5 }, result: { gold: 100, gem: 0 } },
    { why: 'free', price: { currency: 'gem', amount: 0 }, result: { gold: 100, gem: 5 } },
    { why: 'gold, one short', price: { currency: 'gold', amount: 101 }, error: 'not_enough' },
    { why: 'gems, short', price: { currency: 'gem', amount: 6 }, error: 'not_enough' },
    { why: 'negative price', price: { currency: 'gold', amount: -1 }, error: 'invalid_price' },
    { why: 'fraction', price: { currency: 'gold', amount: 1.5 }, error: 'invalid_price' },
  ] as const)('$why', ({ price, ...expected }) => {
    const paid = payPrice({ gold: 100, gem: 5 }, price);
    if ('error' in expected) expect(paid).toEqual({ ok: false, error: expected.error });
    else expect(paid).toEqual({ ok: true, value: expected.result });
  });
});

describe('unionWeekDays', () => {
  it.each([
    [2, 4, 6],
    [62, 65, 127],
    [EVERY_DAY_MASK, 2, EVERY_DAY_MASK],
    [2, EVERY_DAY_MASK, EVERY_DAY_MASK],
    [127, 127, 127],
  ])('%i ∪ %i = %i', (a, b, union) => {
    expect(unionWeekDays(a, b)).toBe(union);
  });
});

describe('extendMembership', () => {
  const term = { termDay: 30, type: 1, weekDay: EVERY_DAY_MASK };
  const running: Membership = { stime: us(now - 10 * DAY), termDay: 30, type: 1, weekDay: 62 };

  it.each<{ why: string; current: Membership | null; expected: Membership }>([
    {
      why: 'none: starts now',
      current: null,
      expected: { stime: us(now), termDay: 30, type: 1, weekDay: EVERY_DAY_MASK },
    },
    {
      why: 'expired: starts now with the term alone',
      current: { ...running, stime: us(now - 40 * DAY) },
      expected: { stime: us(now), termDay: 30, type: 1, weekDay: EVERY_DAY_MASK },
    },
    {
      why: 'expired at exactly now',
      current: { ...running, stime: us(now - 30 * DAY) },
      expected: { stime: us(now), termDay: 30, type: 1, weekDay: EVERY_DAY_MASK },
    },
    {
      why: 'no term: starts now',
      current: { ...running, termDay: 0 },
      expected: { stime: us(now), termDay: 30, type: 1, weekDay: EVERY_DAY_MASK },
    },
    {
      why: 'running: days added at the end, weekdays joined',
      current: running,
      expected: { stime: running.stime, termDay: 60, type: 1, weekDay: EVERY_DAY_MASK },
    },
    {
      why: 'running with a higher type: the higher type stays',
      current: { ...running, type: 3 },
      expected: { stime: running.stime, termDay: 60, type: 3, weekDay: EVERY_DAY_MASK },
    },
    {
      why: 'not started yet: extended too',
      current: { ...running, stime: us(now + 2 * DAY) },
      expected: { stime: us(now + 2 * DAY), termDay: 60, type: 1, weekDay: EVERY_DAY_MASK },
    },
  ])('$why', ({ current, expected }) => {
    expect(extendMembership(current, term, now)).toEqual(expected);
  });

  it('a bought term makes the membership usable now (R4.26: status 1 with mask 255)', () => {
    expect(membershipStatus(null, now)).toBe(-1);
    expect(membershipStatus(extendMembership(null, term, now), now)).toBe(1);
  });

  it('a weekday term on top of an every-day one keeps every day', () => {
    const everyDay = { ...running, weekDay: EVERY_DAY_MASK };
    expect(extendMembership(everyDay, { ...term, weekDay: 62 }, now).weekDay).toBe(EVERY_DAY_MASK);
  });
});

describe('gradeAfterTerm (issue 19)', () => {
  it.each([
    [1, 3, 3], // the free grade rises to the term's
    [2, 4, 4],
    [3, 3, 3],
    [4, 2, 4], // a cheaper term never lowers a higher grade
    [13, 4, 13], // nor an academy grade
  ])('grade %i with a term of grade %i → %i', (current, term, after) => {
    expect(gradeAfterTerm(current, term)).toBe(after);
  });
});

describe('owned items', () => {
  const timed: OwnedItem = { stime: us(now - 5 * DAY), useday: 7 };
  const forGood: OwnedItem = { stime: us(now - 100 * DAY), useday: 0 };

  it('ends useday days after the start; for good never ends', () => {
    expect(ownedItemEndMs(timed)).toBe(now + 2 * DAY);
    expect(ownedItemEndMs(forGood)).toBeNull();
    expect(isOwnedItemActive(timed, now + 2 * DAY - 1)).toBe(true);
    expect(isOwnedItemActive(timed, now + 2 * DAY)).toBe(false);
    expect(isOwnedItemActive(forGood, now + 1000 * DAY)).toBe(true);
    expect(isOwnedItemActive(null, now)).toBe(false);
  });

  it.each<{ why: string; current: OwnedItem | null; days: number; result: OwnedItem | string }>([
    { why: 'new timed item starts now', current: null, days: 7, result: { stime: us(now), useday: 7 } },
    { why: 'active: days added', current: timed, days: 7, result: { stime: timed.stime, useday: 14 } },
    {
      why: 'run out: starts again now',
      current: { stime: us(now - 30 * DAY), useday: 7 },
      days: 7,
      result: { stime: us(now), useday: 7 },
    },
    { why: 'new permanent item', current: null, days: 0, result: { stime: us(now), useday: 0 } },
    {
      why: 'permanent over a timed copy',
      current: timed,
      days: 0,
      result: { stime: us(now), useday: 0 },
    },
    { why: 'permanent twice', current: forGood, days: 0, result: 'already_owned' },
    { why: 'timed over permanent', current: forGood, days: 7, result: 'already_owned' },
    { why: 'negative days', current: null, days: -1, result: 'invalid_days' },
  ])('$why', ({ current, days, result }) => {
    const acquired = acquireItem(current, days, now);
    if (typeof result === 'string') expect(acquired).toEqual({ ok: false, error: result });
    else expect(acquired).toEqual({ ok: true, value: result });
  });
});
