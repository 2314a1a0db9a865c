// Business constants (spec §9), single types and the smile overlay.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_GROUP_DURATION_SECONDS,
  DEFAULT_GROUP_HEART_COST,
  DEFAULT_NOTIFICATION_POSITION,
  DEFAULT_SINGLE_GROUP_HEART_COST,
  DEFAULT_TAB_COUNTS,
  NOTIFICATION_TIMEOUT_MS,
  RANK_REWARD_LEVEL_COUNT,
  SOCKET_RECONNECT_ATTEMPTS,
  SOCKET_TIMEOUT_MS,
  STATISTICS_PAGE_SIZE,
  TRIES_PER_MISSION,
  WARNING_NOTIFICATION_POSITION,
  isRankRewardLevel,
  isSingleType,
  singleTypeLabelKey,
  singleTypeName,
  smileLevel,
  smileLevels,
  trySlotIndices,
  type SingleType,
} from '../../../../src/domain/rules';

describe('§9 constants', () => {
  it.each([
    ['R9.01 tries per mission', TRIES_PER_MISSION, 3],
    ['R9.03 group duration', DEFAULT_GROUP_DURATION_SECONDS, 600],
    ['R9.04 group heart', DEFAULT_GROUP_HEART_COST, 1],
    ['R9.06 single group heart', DEFAULT_SINGLE_GROUP_HEART_COST, 1],
    ['R9.15 rank reward levels', RANK_REWARD_LEVEL_COUNT, 10],
    ['R9.16 statistics page', STATISTICS_PAGE_SIZE, 10],
    ['R9.22 socket timeout', SOCKET_TIMEOUT_MS, 5000],
    ['R9.23 reconnect attempts', SOCKET_RECONNECT_ATTEMPTS, 3],
    ['R9.24 notification time', NOTIFICATION_TIMEOUT_MS, 5000],
  ])('%s = %s', (_name, value, expected) => {
    expect(value).toBe(expected);
  });

  it('R9.05 tab counts, R9.01 slots, R9.24 and R8.14 positions', () => {
    expect(DEFAULT_TAB_COUNTS).toEqual([1, 2, 3, 1]);
    expect(trySlotIndices).toEqual([0, 1, 2]);
    expect(DEFAULT_NOTIFICATION_POSITION).toBe('bottom');
    expect(WARNING_NOTIFICATION_POSITION).toBe('top');
  });

  // R3.34, R9.15: BLevel 1..10
  it.each([
    [0, false],
    [1, true],
    [10, true],
    [11, false],
  ])('isRankRewardLevel(%s) = %s', (level, valid) => {
    expect(isRankRewardLevel(level)).toBe(valid);
  });
});

describe('single types', () => {
  // R9.14: 0 AI battle 2, 1 basic, 2 posuk, 3 puzzle, 4 AI battle 1, 5 baduk battle, 6 dice
  it.each<[SingleType, string]>([
    [0, 'aiBattle2'],
    [1, 'basic'],
    [2, 'opening'],
    [3, 'puzzle'],
    [4, 'aiBattle1'],
    [5, 'badukBattle'],
    [6, 'dice'],
  ])('%s is %s', (type, name) => {
    expect(singleTypeName(type)).toBe(name);
    expect(singleTypeLabelKey(type)).toBe(`single.type.${name}`);
  });

  it.each([
    [-1, false],
    [0, true],
    [6, true],
    [7, false],
    [2.5, false],
  ])('isSingleType(%s) = %s', (value, valid) => {
    expect(isSingleType(value)).toBe(valid);
  });
});

describe('smile overlay', () => {
  // R9.33: levels 1, 3, 4, 5; decision: stone value = stars 0..3
  it('uses the levels 1, 3, 4, 5', () => {
    expect(smileLevels).toEqual([1, 3, 4, 5]);
  });

  it.each([
    [0, 1],
    [1, 3],
    [2, 4],
    [3, 5],
    [-2, 1],
    [7, 5],
    [2.9, 4],
    [Number.NaN, 1],
  ])('stone value %s → level %s', (value, level) => {
    expect(smileLevel(value)).toBe(level);
  });
});
