// The class view's table order and the student page's chart data (issue 19): sorting by the new columns
// (grade, medals with gold first, try-quest tier with none last) and bars per day or per week.
import { describe, expect, it } from 'vitest';
import { statDayBounds } from '../../../../src/domain/rules/statistics';
import { medalTotals, sortRows } from '../../../../src/features/academy/ClassProgress';
import { trendPoints } from '../../../../src/features/academy/StudentScreen';

const medals = (gold: number, silver: number, bronze: number) => ({ gold, silver, bronze });
const row = (userno: number, more: object) => ({
  userno,
  name: `s${userno}`,
  username: `u${userno}`,
  solved: 0,
  tried: 0,
  accuracy: null,
  seconds: 0,
  trainerStep: null,
  homeworkGiven: 0,
  homeworkDone: 0,
  grade: 1,
  medals: { study: medals(0, 0, 0), dan9: medals(0, 0, 0) },
  tier: null,
  failing: [],
  trend: [],
  ...more,
});

describe('sortRows', () => {
  const rows = [
    row(1, { grade: 4, tier: 2, medals: { study: medals(0, 9, 9), dan9: medals(0, 0, 0) } }),
    row(2, { grade: 13, tier: null, medals: { study: medals(1, 0, 0), dan9: medals(0, 0, 0) } }),
    row(3, { grade: 1, tier: 5, medals: { study: medals(0, 0, 0), dan9: medals(1, 1, 0) } }),
  ];
  it.each([
    ['grade', [2, 1, 3]],
    ['medals', [3, 2, 1]],
    ['tier', [3, 1, 2]],
  ] as const)('by %s, most first', (column, order) => {
    expect(sortRows(rows, column, true).map((r) => r.userno)).toEqual(order);
  });
  it('adds the medals of both sections', () => {
    expect(medalTotals(rows[2] as (typeof rows)[number])).toEqual(medals(1, 1, 0));
  });
});

describe('trendPoints', () => {
  const from = statDayBounds(20261119)?.startMs ?? 0;
  it('draws a bar a day for a week', () => {
    const chart = trendPoints([2, 5, 4, 3, 0, 5, 4], from);
    expect(chart.daily).toBe(true);
    expect(chart.points[0]).toEqual({ sdate: 20261119, value: 2 });
    expect(chart.points.at(-1)).toEqual({ sdate: 20261125, value: 4 });
  });
  it('adds up weeks (by their Monday) for longer periods', () => {
    const chart = trendPoints(
      Array.from({ length: 15 }, () => 1),
      from,
    );
    // 19 Nov 2026 is a Thursday: 4 days in its week, then 7, then 4.
    expect(chart.daily).toBe(false);
    expect(chart.points).toEqual([
      { sdate: 20261116, value: 4 },
      { sdate: 20261123, value: 7 },
      { sdate: 20261130, value: 4 },
    ]);
  });
});
