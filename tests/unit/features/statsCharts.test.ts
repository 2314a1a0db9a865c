// The statistics panel's chart data (issue 16): values per day oldest first, totals per week keyed by the
// week's Monday, minutes from seconds, and bar boxes scaled to the largest value.
import { describe, expect, it } from 'vitest';
import { barBoxes, dailySeries, weeklySeries, weekStart } from '../../../src/features/stats/chartData';

const days = [
  { sdate: 20261125, points: 40, solved: 4, seconds: 600 }, // Wednesday
  { sdate: 20261123, points: 10, solved: 1, seconds: 89 }, // Monday
  { sdate: 20261122, points: 80, solved: 10, seconds: 1200 }, // Sunday, the week before
];

describe('chart data', () => {
  it.each([
    [20261125, 20261123],
    [20261123, 20261123],
    [20261122, 20261116],
    [20261201, 20261130],
    [20260101, 20251229],
  ])('the week of %i starts on Monday %i', (day, monday) => {
    expect(weekStart(day)).toBe(monday);
  });

  it('lists a value per day, oldest first', () => {
    expect(dailySeries(days, 'points')).toEqual([
      { sdate: 20261122, value: 80 },
      { sdate: 20261123, value: 10 },
      { sdate: 20261125, value: 40 },
    ]);
    expect(dailySeries(days, 'minutes').map((p) => p.value)).toEqual([20, 1, 10]);
  });

  it('sums weeks by their Monday', () => {
    expect(weeklySeries(days, 'solved')).toEqual([
      { sdate: 20261116, value: 10 },
      { sdate: 20261123, value: 5 },
    ]);
  });

  it('scales bars to the largest value and keeps small ones visible', () => {
    const boxes = barBoxes([0, 50, 100, 1], 100, 50, 0);
    expect(boxes.map((b) => b.height)).toEqual([0, 25, 50, 2]);
    expect(boxes.map((b) => b.x)).toEqual([0, 25, 50, 75]);
    expect(boxes[2]?.y).toBe(0);
    expect(barBoxes([0, 0], 100, 50).every((b) => b.height === 0)).toBe(true);
    expect(barBoxes([], 100, 50)).toEqual([]);
  });
});
