// Paid help in the single field (R7.19–R7.22, issue 16): the free checks of an academy day are used first,
// waiting purchases are taken off the shown gold once each, and a help the gold cannot cover is refused.
import { describe, expect, it } from 'vitest';
import { academyDay, singlePrices } from '../../../../src/domain/rules/singlePlay';
import {
  canUseHelp,
  freeChecksUsedToday,
  helpOffer,
  latestChecks,
  pendingHelpSpend,
  shownGold,
  type HelpKind,
} from '../../../../src/domain/rules/singleHelp';

// 2026-03-02 10:00 UTC is 19:00 in the academy's day (UTC+9); the day turns at 15:00 UTC.
const now = Date.UTC(2026, 2, 2, 10, 0, 0);
const today = academyDay(now);
const yesterday = academyDay(now - 86_400_000);

describe('freeChecksUsedToday (R7.22)', () => {
  it.each([
    ['nothing known', null, 0],
    ['two today', { used: 2, day: today }, 2],
    ['more than the free ones', { used: 7, day: today }, 3],
    ['a count from yesterday', { used: 3, day: yesterday }, 0],
    ['a broken count', { used: -2, day: today }, 0],
  ])('%s', (_name, known, expected) => {
    expect(freeChecksUsedToday(known, now)).toBe(expected);
  });

  it('turns at the academy day (15:00 UTC), not at midnight UTC', () => {
    const before = Date.UTC(2026, 2, 2, 14, 59, 59);
    const known = { used: 3, day: academyDay(before) };
    expect(freeChecksUsedToday(known, before)).toBe(3);
    expect(freeChecksUsedToday(known, Date.UTC(2026, 2, 2, 15, 0, 1))).toBe(0);
  });
});

describe('latestChecks', () => {
  it.each([
    [null, null, null],
    [{ used: 1, day: today }, null, { used: 1, day: today }],
    [null, { used: 2, day: today }, { used: 2, day: today }],
    [
      { used: 3, day: yesterday },
      { used: 1, day: today },
      { used: 1, day: today },
    ],
    [
      { used: 1, day: today },
      { used: 3, day: yesterday },
      { used: 1, day: today },
    ],
    [
      { used: 1, day: today },
      { used: 2, day: today },
      { used: 2, day: today },
    ],
  ])('%j and %j', (a, b, expected) => {
    expect(latestChecks(a, b)).toEqual(expected);
  });
});

describe('pendingHelpSpend: waiting purchases, in queue order', () => {
  const { takeback, takebackEdu, reput, check } = singlePrices;
  it.each<[string, HelpKind[], number, { gold: number; freeUsed: number }]>([
    ['nothing waits', [], 1, { gold: 0, freeUsed: 1 }],
    ['a take-back in a game', ['takeback'], 0, { gold: takeback, freeUsed: 0 }],
    [
      'a learning take-back and a re-put',
      ['takebackEdu', 'reput'],
      0,
      { gold: takebackEdu + reput, freeUsed: 0 },
    ],
    ['checks take the free ones first', ['check', 'check'], 1, { gold: 0, freeUsed: 3 }],
    [
      'the fourth check of the day is paid',
      ['check', 'check', 'check', 'check'],
      0,
      { gold: check, freeUsed: 3 },
    ],
    ['all free ones used already', ['check', 'takeback'], 3, { gold: check + takeback, freeUsed: 3 }],
  ])('%s', (_name, pending, used, expected) => {
    expect(pendingHelpSpend(pending, used)).toEqual(expected);
  });
});

describe('shownGold', () => {
  it('takes each waiting purchase off once and never shows less than zero', () => {
    expect(shownGold(100, pendingHelpSpend(['takebackEdu'], 0))).toBe(100 - singlePrices.takebackEdu);
    expect(shownGold(100, pendingHelpSpend(['check'], 0))).toBe(100);
    expect(shownGold(3, pendingHelpSpend(['reput'], 0))).toBe(0);
  });
});

describe('helpOffer', () => {
  it.each<[string, HelpKind, number | null, number, ReturnType<typeof helpOffer>]>([
    ['a first check of the day', 'check', 0, 0, { kind: 'free', left: 3 }],
    ['the last free check', 'check', 0, 2, { kind: 'free', left: 1 }],
    [
      'a check after the free ones',
      'check',
      50,
      3,
      { kind: 'paid', price: singlePrices.check, affordable: true },
    ],
    [
      'a check without the gold',
      'check',
      9,
      3,
      { kind: 'paid', price: singlePrices.check, affordable: false },
    ],
    ['a take-back with just enough', 'takebackEdu', 5, 0, { kind: 'paid', price: 5, affordable: true }],
    ['a take-back one short', 'takeback', 9, 0, { kind: 'paid', price: 10, affordable: false }],
    ['a re-put, gold unknown', 'reput', null, 0, { kind: 'paid', price: 10, affordable: false }],
  ])('%s', (_name, kind, gold, used, expected) => {
    const offer = helpOffer(kind, gold, used);
    expect(offer).toEqual(expected);
    expect(canUseHelp(offer)).toBe(offer.kind === 'free' || offer.affordable);
  });
});
