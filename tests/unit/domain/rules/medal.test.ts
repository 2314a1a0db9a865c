// Study medals (spec §4, §9): try slots, the best correct count, the special category, gold crowns.
import { describe, expect, it } from 'vitest';
import {
  stepMedal,
  goldCrownCount,
  higherMedal,
  medalFromCorrectCount,
  medalFromTrySlots,
  medals,
  missionMedal,
  studyCategoryId,
  type Medal,
  type MedalThresholds,
} from '../../../../src/domain/rules';

const thresholds: MedalThresholds = { gold: 10, silver: 7, bronze: 4 };

describe('medal levels', () => {
  // R3.36, R9.02
  it('are none, bronze, silver, gold, weakest first', () => {
    expect(medals).toEqual(['none', 'bronze', 'silver', 'gold']);
  });

  // R4.06: raising never lowers
  it.each<[Medal, Medal, Medal]>([
    ['none', 'gold', 'gold'],
    ['gold', 'none', 'gold'],
    ['silver', 'bronze', 'silver'],
    ['bronze', 'bronze', 'bronze'],
  ])('higherMedal(%s, %s) = %s', (a, b, expected) => {
    expect(higherMedal(a, b)).toBe(expected);
  });
});

describe('medalFromTrySlots', () => {
  // R4.05, R9.01: gold slots among the three give 1 bronze, 2 silver, 3 gold
  it.each<{ slots: boolean[]; expected: Medal }>([
    { slots: [false, false, false], expected: 'none' },
    { slots: [true, false, false], expected: 'bronze' },
    { slots: [false, false, true], expected: 'bronze' },
    { slots: [true, false, true], expected: 'silver' },
    { slots: [true, true, true], expected: 'gold' },
    { slots: [], expected: 'none' },
    // only slots 0..2 count
    { slots: [false, false, false, true], expected: 'none' },
    { slots: [true, true, false, true, true], expected: 'silver' },
  ])('$slots → $expected', ({ slots, expected }) => {
    expect(medalFromTrySlots(slots)).toBe(expected);
  });
});

describe('medalFromCorrectCount', () => {
  // R4.06, R3.24: thresholds gold 10, silver 7, bronze 4; boundaries are inclusive
  it.each<{ count: number | null; expected: Medal }>([
    { count: null, expected: 'none' },
    { count: 0, expected: 'none' },
    { count: 3, expected: 'none' },
    { count: 4, expected: 'bronze' },
    { count: 6, expected: 'bronze' },
    { count: 7, expected: 'silver' },
    { count: 9, expected: 'silver' },
    { count: 10, expected: 'gold' },
    { count: 25, expected: 'gold' },
    { count: Number.NaN, expected: 'none' },
  ])('count $count → $expected', ({ count, expected }) => {
    expect(medalFromCorrectCount(count, thresholds)).toBe(expected);
  });

  // R4.06 decision: a threshold below 1 disables its level, so an untried mission has no medal
  it.each<{ t: MedalThresholds; count: number; expected: Medal }>([
    { t: { gold: 10, silver: 7, bronze: 0 }, count: 0, expected: 'none' },
    { t: { gold: 10, silver: 7, bronze: 0 }, count: 5, expected: 'none' },
    { t: { gold: 0, silver: 0, bronze: 0 }, count: 100, expected: 'none' },
    { t: { gold: 10, silver: 0, bronze: 4 }, count: 8, expected: 'bronze' },
  ])('thresholds $t, count $count → $expected', ({ t, count, expected }) => {
    expect(medalFromCorrectCount(count, t)).toBe(expected);
  });
});

describe('missionMedal', () => {
  const normal = studyCategoryId.cho;
  const special = studyCategoryId.ip;
  // R4.05, R4.06: slot medal raised to the correct-count level; R4.07: the special category ignores counts
  it.each<{ why: string; categoryId: number; slots: boolean[]; best: number | null; expected: Medal }>([
    { why: 'raised by count', categoryId: normal, slots: [true, false, false], best: 10, expected: 'gold' },
    { why: 'never lowered', categoryId: normal, slots: [true, true, true], best: 0, expected: 'gold' },
    { why: 'slots win', categoryId: normal, slots: [true, true, false], best: 4, expected: 'silver' },
    { why: 'count wins', categoryId: normal, slots: [false, false, false], best: 7, expected: 'silver' },
    { why: 'nothing saved', categoryId: normal, slots: [false, false, false], best: null, expected: 'none' },
    {
      why: 'special: count ignored',
      categoryId: special,
      slots: [true, false, false],
      best: 10,
      expected: 'bronze',
    },
    {
      why: 'special: slots only',
      categoryId: special,
      slots: [true, true, true],
      best: null,
      expected: 'gold',
    },
    {
      why: 'special: no slots',
      categoryId: special,
      slots: [false, false, false],
      best: 99,
      expected: 'none',
    },
  ])('$why', ({ categoryId, slots, best, expected }) => {
    expect(missionMedal({ categoryId, slotReachedGold: slots, bestCorrectCount: best }, thresholds)).toBe(
      expected,
    );
  });
});

describe('goldCrownCount', () => {
  // R4.08: groups at gold
  it.each<{ groups: Medal[]; expected: number }>([
    { groups: [], expected: 0 },
    { groups: ['silver', 'bronze', 'none'], expected: 0 },
    { groups: ['gold', 'silver', 'gold', 'none'], expected: 2 },
    { groups: ['gold', 'gold', 'gold'], expected: 3 },
  ])('$groups → $expected', ({ groups, expected }) => {
    expect(goldCrownCount(groups)).toBe(expected);
  });
});

describe('stepMedal (issue 14: a ninth-dan step in parts)', () => {
  it.each([
    [[], 'none'],
    [['gold'], 'gold'],
    [['gold', 'gold', 'gold'], 'gold'],
    [['gold', 'silver', 'gold'], 'silver'],
    [['gold', 'gold', 'none'], 'none'],
    [['bronze', 'silver', 'gold'], 'bronze'],
  ] as const)('parts %j make the step %s', (parts, step) => {
    expect(stepMedal(parts)).toBe(step);
  });
});
