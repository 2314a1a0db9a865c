// A class's progress over a period (issue 19): the period's bounds on the academy's calendar, accuracy,
// and the class as CSV (RFC 4180: fields with a comma, quote or line break are quoted, quotes doubled,
// lines end in CRLF; a text field that a spreadsheet would run as a formula is prefixed with an
// apostrophe). Pure, tested with tables.
import { statDayBounds, statDayOf } from './statistics';
import { MILLIS_PER_DAY } from './time';

/** The longest period a class view covers. */
export const MAX_PERIOD_DAYS = 366;
/** The periods the class view offers. */
export const progressPeriods = [7, 30, 90] as const;

/** The period of `days` academy days ending with today (the day of `nowMs`), start inclusive, end exclusive. */
export function periodBounds(nowMs: number, days: number): { fromMs: number; toMs: number } {
  const span = Math.min(MAX_PERIOD_DAYS, Math.max(1, Math.floor(days)));
  const today = statDayBounds(statDayOf(nowMs));
  const endMs = today ? today.endMs : nowMs;
  return { fromMs: endMs - span * MILLIS_PER_DAY, toMs: endMs };
}

/** Solved of tried as a whole percentage; null when nothing was tried. */
export function accuracyPercent(solved: number, tried: number): number | null {
  if (!(tried > 0)) return null;
  return Math.round((100 * Math.min(solved, tried)) / tried);
}

/** One CSV field: numbers as they are; text quoted when needed and kept from running as a formula. */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  let text = value;
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as CSV text: fields joined by commas, lines by CRLF, ending with a CRLF. */
export function toCsv(rows: readonly (readonly (string | number | null)[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** How many of the missions a student failed most the class view names. */
export const MAX_FAILING_MISSIONS = 3;

/**
 * Solved answers and games per academy day of a period, oldest first: `days` numbers, the first the day
 * that starts at `fromMs` (academy days are whole days: the academy's clock keeps no summer time).
 */
export function solvedPerDay(
  records: readonly { atMs: number; solved: boolean }[],
  fromMs: number,
  days: number,
): number[] {
  const counts = Array.from({ length: Math.max(0, Math.floor(days)) }, () => 0);
  for (const record of records) {
    if (!record.solved) continue;
    const index = Math.floor((record.atMs - fromMs) / MILLIS_PER_DAY);
    if (index >= 0 && index < counts.length) counts[index] = (counts[index] ?? 0) + 1;
  }
  return counts;
}

export interface FailureCount {
  kind: 'study' | 'dan9' | 'single';
  sno: number;
  gno: number;
  jkno: number;
  failures: number;
}

const kindOrder = { study: 0, dan9: 1, single: 2 } as const;

/** The missions failed most, most first (ties in content order), at most `limit`; none failed zero times. */
export function mostFailed<T extends FailureCount>(
  counts: readonly T[],
  limit: number = MAX_FAILING_MISSIONS,
): T[] {
  return counts
    .filter((c) => c.failures > 0)
    .sort(
      (a, b) =>
        b.failures - a.failures ||
        kindOrder[a.kind] - kindOrder[b.kind] ||
        a.sno - b.sno ||
        a.gno - b.gno ||
        a.jkno - b.jkno,
    )
    .slice(0, Math.max(0, limit));
}

/** A trend in numbers a sentence can say: the total, the best day and how many days had any. */
export function trendSummary(trend: readonly number[]): { total: number; best: number; activeDays: number } {
  return {
    total: trend.reduce((sum, n) => sum + n, 0),
    best: trend.reduce((best, n) => Math.max(best, n), 0),
    activeDays: trend.filter((n) => n > 0).length,
  };
}
