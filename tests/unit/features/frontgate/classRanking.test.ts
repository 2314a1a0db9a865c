// The class ranking's places (issue 19): equal points share a place and the next place skips past them.
import { describe, expect, it } from 'vitest';
import { rankPlaces } from '../../../../src/features/frontgate/ClassRankingCard';

describe('rankPlaces', () => {
  it.each([
    [[], []],
    [[30], [1]],
    [
      [30, 20, 10],
      [1, 2, 3],
    ],
    [
      [120, 85, 85, 40],
      [1, 2, 2, 4],
    ],
    [
      [5, 5, 5],
      [1, 1, 1],
    ],
    [
      [9, 0, 0],
      [1, 2, 2],
    ],
  ])('%j → %j', (points, places) => {
    expect(rankPlaces(points)).toEqual(places);
  });
});
