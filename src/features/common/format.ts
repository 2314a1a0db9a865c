// Display formats in the user's locale: counts with thousands separators and an optional sign (R9.32,
// through the rules engine), durations as m:ss, and dates and times by Intl (academy dates in the app's
// languages without it).
import { formatMediumDate, formatNumber } from '../../domain/rules/format';
import { wallClockAt } from '../../domain/rules/time';

export function formatCount(value: number, plusSign = false): string {
  return formatNumber(value, { plusSign });
}

/** 600 000 ms → "10:00"; an hour or more → "1:02:03". */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const mm = hours > 0 ? String(minutes).padStart(2, '0') : String(minutes);
  return `${hours > 0 ? `${hours}:` : ''}${mm}:${String(seconds).padStart(2, '0')}`;
}

export function formatDateTime(ms: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(ms));
}

export function formatDate(ms: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(ms));
}

/**
 * A date on the academy's calendar (UTC+9, R9.30) whatever the device's zone: for things the server counts
 * in academy days and weeks (an event's week runs Monday to Sunday in Seoul). The front gate's events show
 * these, so the app's three languages are written without Intl (formatMediumDate, issue 13).
 */
export function formatAcademyDate(ms: number, locale: string): string {
  return (
    formatMediumDate(wallClockAt(ms), locale) ??
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Asia/Seoul' }).format(new Date(ms))
  );
}
