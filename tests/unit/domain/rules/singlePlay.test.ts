// Single play's own rules (decisions for R7.19–R7.22, R7.24, R3.15, R4.36; docs/content.md): prices, the
// free checks of an academy day, when a mission is open, how a win moves lastjkno, and stars.
import { describe, expect, it } from 'vitest';
import {
  academyDay,
  checkCharge,
  clampLastOpen,
  FREE_CHECKS_PER_DAY,
  isMissionOpen,
  lastOpenAfterWin,
  MIN_CAPTURE_GAME_PLAYER_STONES,
  minimumPlayerStones,
  openingStones,
  playerStonesIn,
  singleKindsOf,
  singlePrices,
  starsForWin,
} from '../../../../src/domain/rules/singlePlay';
import { singleProgressFromGroup } from '../../../../src/domain/rules/tryQuest';

describe('singlePrices', () => {
  it('charges gold for every purchase, the learning take-back below the game one', () => {
    for (const price of Object.values(singlePrices)) expect(price).toBeGreaterThan(0);
    expect(singlePrices.takebackEdu).toBeLessThan(singlePrices.takeback);
  });
});

describe('checkCharge (R7.22)', () => {
  it.each([
    [0, { free: true, usedAfter: 1 }],
    [2, { free: true, usedAfter: 3 }],
    [3, { free: false, price: singlePrices.check }],
    [10, { free: false, price: singlePrices.check }],
    [-4, { free: true, usedAfter: 1 }],
  ])('after %i free checks today', (used, expected) => {
    expect(checkCharge(used)).toEqual(expected);
  });
  it('gives three free checks a day', () => expect(FREE_CHECKS_PER_DAY).toBe(3));
});

describe('academyDay (R9.30: UTC+9)', () => {
  it.each([
    [Date.UTC(2026, 10, 22, 14, 59, 59), '2026-11-22'],
    [Date.UTC(2026, 10, 22, 15, 0, 0), '2026-11-23'],
    [Date.UTC(2026, 11, 31, 15, 0, 0), '2027-01-01'],
  ])('%i is %s in Seoul', (ms, day) => {
    expect(academyDay(ms)).toBe(day);
  });
});

describe('lastjkno: open missions and wins (R3.15, R4.36)', () => {
  it.each([
    ['the first mission of an untouched group', 0, 0, true],
    ['a cleared mission', 1, 3, true],
    ['the last open mission', 3, 3, true],
    ['the mission after it', 4, 3, false],
    ['a negative index', -1, 3, false],
    ['a fraction', 0.5, 3, false],
  ])('%s', (_case, jkno, last, open) => {
    expect(isMissionOpen(jkno, last)).toBe(open);
  });

  it.each([
    ['winning the open mission opens the next', 2, 2, 10, 3],
    ['winning an earlier one changes nothing', 2, 0, 10, 2],
    ['winning the last mission marks the group cleared', 9, 9, 10, 10],
    ['a cleared group stays cleared', 10, 9, 10, 10],
  ])('%s', (_case, last, jkno, count, expected) => {
    expect(lastOpenAfterWin(last, jkno, count)).toBe(expected);
  });

  it('counts lastjkno as the cleared missions, as the try-quest reads it', () => {
    const last = lastOpenAfterWin(lastOpenAfterWin(0, 0, 10), 1, 10);
    expect(singleProgressFromGroup({ sno: 3, gno: 1, lastjkno: last, starsum: 0 }).clearedCount).toBe(2);
  });

  it.each([
    [4, 10, 4],
    [99, 10, 10],
    [-3, 10, 0],
    [2.7, 10, 2],
  ])('admin open of %s in a group of %i sets %i', (jkno, count, expected) => {
    expect(clampLastOpen(jkno, count)).toBe(expected);
  });
});

describe('starsForWin', () => {
  it.each([
    [0, 3],
    [1, 2],
    [2, 1],
    [7, 1],
  ])('after %i misses: %i stars', (misses, stars) => {
    expect(starsForWin(misses)).toBe(stars);
  });
});

describe('singleKindsOf (R9.14)', () => {
  it.each([
    [0, ['capture']],
    [1, ['problem']],
    [2, ['problem']],
    [3, ['problem']],
    [4, ['capture']],
    [5, ['game']],
    [6, ['problem', 'capture']],
    [7, []],
  ])('type %i', (type, kinds) => {
    expect(singleKindsOf(type)).toEqual(kinds);
  });
});

describe('a win must be played (docs/rules.md "Single play: a win must be played")', () => {
  it.each([
    [5, 6],
    [7, 12],
    [9, 20],
    [13, 42],
    [19, 90],
  ])('the opening of a %i×%i board is %i stones', (size, stones) => {
    expect(openingStones(size)).toBe(stones);
  });

  it.each([
    ['capture', 5, MIN_CAPTURE_GAME_PLAYER_STONES],
    ['capture', 9, 2],
    ['game', 5, 3],
    ['game', 9, 10],
    ['game', 13, 21],
  ] as const)('a %s game on %i×%i needs %i of the player’s stones', (kind, size, stones) => {
    expect(minimumPlayerStones(kind, size)).toBe(stones);
  });

  it.each([
    [['C3', 'D3', 'C2', 'pass', 'PASS', 'D2'], true, 2],
    [['C3', 'D3', 'C2', 'pass', 'PASS', 'D2'], false, 2],
    [['pass', 'D3', 'pass', 'D2'], true, 0],
    [[], true, 0],
    [['C3'], false, 0],
  ])('%j, player first %s: %i stones', (moves, playerFirst, stones) => {
    expect(playerStonesIn(moves, playerFirst)).toBe(stones);
  });
});
