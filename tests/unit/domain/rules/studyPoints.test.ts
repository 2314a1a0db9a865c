// Study points and try slots (decisions for R3.06, R3.12; medals per R4.05–R4.06).
import { describe, expect, it } from 'vitest';
import {
  groupMedal,
  isTryRunInTime,
  slotForTryRun,
  TRY_RUN_GRACE_SECONDS,
  tryRunPoints,
  type TrySlot,
} from '../../../../src/domain/rules/studyPoints';

const thresholds = { gold: 9, silver: 7, bronze: 5 };
const slots = (...counts: number[]): TrySlot[] =>
  counts.map((correctCount, slot) => ({ slot, correctCount }));

describe('slotForTryRun', () => {
  it.each([
    ['no slots used: the first', [], 3, 0],
    ['one used: the second', slots(5), 1, 1],
    ['all used, new run beats the weakest: that slot', slots(6, 4, 8), 5, 1],
    ['all used, a tie with the weakest keeps the older run', slots(6, 4, 8), 4, null],
    ['all used, new run is worse than every slot', slots(6, 7, 8), 2, null],
  ])('%s', (_case, used, count, expected) => {
    expect(slotForTryRun(used, count)).toBe(expected);
  });
});

describe('groupMedal (R4.05, R4.06)', () => {
  it.each([
    ['no try run', 2, [], 'none'],
    ['one gold run: bronze from slots, raised to gold by the best count', 2, slots(9), 'gold'],
    ['best count 7 → silver', 2, slots(7, 3), 'silver'],
    ['best count 5 → bronze', 2, slots(5), 'bronze'],
    ['below every threshold', 2, slots(4, 4, 4), 'none'],
    ['introductory category: only gold slots count (one gold → bronze)', 1, slots(9, 2), 'bronze'],
    ['introductory category: three gold slots → gold', 1, slots(9, 10, 9), 'gold'],
  ])('%s', (_case, category, used, medal) => {
    expect(groupMedal(category, used, thresholds)).toBe(medal);
  });
});

describe('tryRunPoints', () => {
  it.each([
    [7, 'none', 'silver', 70 + 50],
    [7, 'silver', 'silver', 70],
    [10, 'silver', 'gold', 100 + 100],
    [3, 'gold', 'gold', 30],
    [0, 'none', 'none', 0],
  ] as const)('%i correct, %s → %s: %i points', (count, before, after, points) => {
    expect(tryRunPoints(count, before, after)).toBe(points);
  });
});

describe('isTryRunInTime (R3.07, R9.03: the group second; docs/rules.md)', () => {
  const start = 1_000_000;
  it.each([
    ['at the limit', 600, true],
    ['within the grace', 600 + TRY_RUN_GRACE_SECONDS, true],
    ['a second after the grace', 600 + TRY_RUN_GRACE_SECONDS + 1, false],
    ['an hour later', 3600, false],
  ])('%s', (_why, seconds, expected) => {
    expect(isTryRunInTime(start, start + seconds * 1000, 600)).toBe(expected);
  });

  it('gives a grace of one minute', () => expect(TRY_RUN_GRACE_SECONDS).toBe(60));
});
