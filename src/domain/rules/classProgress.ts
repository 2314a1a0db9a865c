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
