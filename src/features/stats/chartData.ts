// Data for the statistics panel's growth charts (issue 16): bars per day and totals per week from the days
// the server listed, and the bars' geometry. Pure, so the charts' numbers are tested without a browser.
import { previousStatDay, type StatDay } from '../../domain/rules/statistics';

export interface DayTotals {
  sdate: number;
  points: number;
  solved: number;
  seconds: number;
}

export type ChartMetric = 'points' | 'solved' | 'minutes';

export interface ChartPoint {
  /** The day (or the Monday of the week) the value belongs to, YYYYMMDD. */
  sdate: number;
  value: number;
}

function metricOf(day: DayTotals, metric: ChartMetric): number {
  if (metric === 'minutes') return Math.round(Math.max(0, day.seconds) / 60);
  return Math.max(0, day[metric]);
}

/** One value per listed day, oldest first (the list comes newest first). */
export function dailySeries(days: readonly DayTotals[], metric: ChartMetric): ChartPoint[] {
  return [...days]
    .sort((a, b) => a.sdate - b.sdate)
    .map((day) => ({ sdate: day.sdate, value: metricOf(day, metric) }));
}

/** The Monday of `sdate`'s week, YYYYMMDD. */
export function weekStart(sdate: StatDay): StatDay {
  const y = Math.floor(sdate / 10000);
  const m = Math.floor(sdate / 100) % 100;
  const d = sdate % 100;
  const weekday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  let day = sdate;
  for (let i = 0; i < weekday; i++) day = previousStatDay(day);
  return day;
}

/** Totals per week (keyed by its Monday), oldest first. */
export function weeklySeries(days: readonly DayTotals[], metric: ChartMetric): ChartPoint[] {
  const weeks = new Map<number, number>();
  for (const day of days) {
    const week = weekStart(day.sdate);
    weeks.set(week, (weeks.get(week) ?? 0) + metricOf(day, metric));
  }
  return [...weeks.entries()].sort((a, b) => a[0] - b[0]).map(([sdate, value]) => ({ sdate, value }));
}

export interface BarBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Bars in a `width` × `height` box, scaled to the largest value (all flat when every value is 0); a value
 * above 0 is at least 2 units tall so it never disappears.
 */
export function barBoxes(values: readonly number[], width: number, height: number, gap = 4): BarBox[] {
  if (values.length === 0) return [];
  const max = Math.max(0, ...values);
  const barWidth = Math.max(1, (width - gap * (values.length - 1)) / values.length);
  return values.map((value, i) => {
    const h = max === 0 || value <= 0 ? 0 : Math.max(2, (value / max) * height);
    return { x: i * (barWidth + gap), y: height - h, width: barWidth, height: h };
  });
}
