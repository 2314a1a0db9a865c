// Ratings from play (issue 14): the order a group's missions are served in. Pack order until every
// mission (and, for a try run, the student) has enough first tries; then easiest first in practice and
// nearest the student's rating first in a try run. Every order is a permutation of the missions' indexes.
import { describe, expect, it } from 'vitest';
import {
  furthestReached,
  inServedOrder,
  isRated,
  nextInOrder,
  RATED_ORDER_MIN_FIRST_TRIES as N,
  servingOrder,
  tryRunOrder,
  type RatedMission,
  type RatedStudent,
} from '../../../../src/domain/rules/ratedOrder';

/** Missions 0, 1, 2 … with these ratings, each with `tries` first tries (null: never tried). */
const group = (ratings: (number | null)[], tries: number | number[] = N): RatedMission[] =>
  ratings.map((rating, index) => ({
    index,
    rating,
    firstTries: rating === null ? 0 : Array.isArray(tries) ? (tries[index] ?? 0) : tries,
  }));

describe('servingOrder', () => {
  const cases: { name: string; missions: RatedMission[]; want: number[] }[] = [
    { name: 'an empty group', missions: [], want: [] },
    { name: 'no first tries yet: pack order', missions: group([null, null, null]), want: [0, 1, 2] },
    {
      name: 'one mission short of the minimum: pack order',
      missions: group([1700, 1500, 1300], [N, N, N - 1]),
      want: [0, 1, 2],
    },
    {
      name: 'one mission never tried: pack order',
      missions: group([1700, null, 1300]),
      want: [0, 1, 2],
    },
    { name: 'every mission rated: easiest first', missions: group([1700, 1500, 1300]), want: [2, 1, 0] },
    {
      name: 'equal ratings keep pack order',
      missions: group([1600, 1400, 1600, 1400]),
      want: [1, 3, 0, 2],
    },
    {
      name: 'missions given out of order come back by index then rating',
      missions: [...group([1500, 1500, 1200])].reverse(),
      want: [2, 0, 1],
    },
  ];
  it.each(cases)('$name', ({ missions, want }) => {
    expect(servingOrder(missions)).toEqual(want);
  });

  it('takes the minimum as a parameter', () => {
    expect(servingOrder(group([1700, 1300], 3), 3)).toEqual([1, 0]);
    expect(servingOrder(group([1700, 1300], 3), 4)).toEqual([0, 1]);
  });

  it('says when a group is rated', () => {
    expect(isRated([])).toBe(false);
    expect(isRated(group([1500, 1400]))).toBe(true);
    expect(isRated(group([1500, 1400], [N, N - 1]))).toBe(false);
  });
});

describe('tryRunOrder', () => {
  const rated = group([1200, 1400, 1600, 1800, 1500]);
  const student = (rating: number, firstTries = N): RatedStudent => ({ rating, firstTries });
  const cases: { name: string; missions: RatedMission[]; student: RatedStudent | null; want: number[] }[] = [
    {
      name: 'missions not rated: pack order, whatever the student',
      missions: group([1200, 1400, null]),
      student: student(1300),
      want: [0, 1, 2],
    },
    { name: 'a student never rated: easiest first', missions: rated, student: null, want: [0, 1, 4, 2, 3] },
    {
      name: 'a student short of first tries: easiest first',
      missions: rated,
      student: student(1800, N - 1),
      want: [0, 1, 4, 2, 3],
    },
    {
      name: 'a strong student: nearest first, the hardest at the top',
      missions: rated,
      student: student(1900),
      want: [3, 2, 4, 1, 0],
    },
    {
      name: 'a weak student: nearest first, the easiest at the top',
      missions: rated,
      student: student(1100),
      want: [0, 1, 4, 2, 3],
    },
    {
      name: 'equally near: the easier first',
      missions: rated,
      student: student(1500),
      // 1500 (0), then 1400 and 1600 (100 each: 1400 first), then 1200 and 1800 (300 each).
      want: [4, 1, 2, 0, 3],
    },
    {
      name: 'equal ratings equally near: pack order',
      missions: group([1400, 1600, 1400]),
      student: student(1400),
      want: [0, 2, 1],
    },
  ];
  it.each(cases)('$name', ({ missions, student: who, want }) => {
    expect(tryRunOrder(missions, who)).toEqual(want);
  });

  it('always serves every mission once', () => {
    for (const rating of [900, 1350, 1500, 1650, 2400]) {
      const order = tryRunOrder(rated, student(rating));
      expect([...order].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4]);
    }
  });
});

describe('inServedOrder', () => {
  const cases: { name: string; order: number[] | undefined; want: number[] }[] = [
    { name: 'no order (an older server)', order: undefined, want: [0, 1, 2, 3] },
    { name: 'the server’s order', order: [3, 1, 0, 2], want: [3, 1, 0, 2] },
    { name: 'an order missing a mission', order: [3, 1, 0], want: [0, 1, 2, 3] },
    { name: 'an order naming an unknown mission', order: [4, 1, 0, 2], want: [0, 1, 2, 3] },
    { name: 'an order naming one mission twice', order: [1, 1, 0, 2], want: [0, 1, 2, 3] },
  ];
  it.each(cases)('$name', ({ order, want }) => {
    expect(inServedOrder([0, 1, 2, 3], order)).toEqual(want);
  });
});

describe('nextInOrder', () => {
  const cases: { name: string; order: number[]; current: number; want: number }[] = [
    { name: 'pack order: the next index', order: [0, 1, 2], current: 1, want: 2 },
    { name: 'pack order, the last: one past the end', order: [0, 1, 2], current: 2, want: 3 },
    { name: 'rated order: the next in it', order: [2, 0, 1], current: 2, want: 0 },
    { name: 'rated order, the last: one past the end', order: [2, 0, 1], current: 1, want: 3 },
    { name: 'a mission not in the order: the next index', order: [2, 0, 1], current: 7, want: 8 },
    { name: 'an empty order: the next index', order: [], current: 0, want: 1 },
  ];
  it.each(cases)('$name', ({ order, current, want }) => {
    expect(nextInOrder(order, current)).toEqual(want);
  });
});

describe('furthestReached (what "Continue" opens)', () => {
  const pack = [0, 1, 2, 3];
  const rated = [3, 1, 0, 2];
  it.each([
    // order, furthest before, played, solved → furthest after
    [pack, null, 0, true, 1],
    [pack, null, 0, false, 0],
    [pack, 2, 0, true, 2],
    [pack, 1, 2, true, 3],
    [pack, 3, 3, true, 3], // the last stays the last
    [rated, null, 3, true, 1], // the next in the served order, not index 4
    [rated, 1, 1, true, 0],
    [rated, 0, 3, true, 0], // an earlier mission solved again does not move it back
    [rated, 2, 1, false, 2],
    [rated, null, 1, false, 3], // a miss at first: the first in the order
    [[], null, 0, true, 0],
  ] as const)('order %j, before %j, played %i solved %j → %i', (order, before, played, solved, after) => {
    expect(furthestReached(order, before, played, solved)).toBe(after);
  });
});
