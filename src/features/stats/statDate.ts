// Statistics days (YYYYMMDD on the academy's calendar, docs/rules.md "Statistics") shown as dates in the
// user's locale, and the date list's paging (R9.16: 10 days a page, `next` starts the following page).

/** 20261124 → "24 Nov 2026" (by the locale); the calendar date itself, whatever the device's zone. */
export function formatStatDay(sdate: number, locale: string): string {
  const year = Math.floor(sdate / 10000);
  const month = Math.floor(sdate / 100) % 100;
  const day = sdate % 100;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

/** The pages seen so far, by the sdate each starts at (0 = from today); the last is the one shown. */
export type PageTrail = readonly number[];

export function olderPage(trail: PageTrail, next: number): PageTrail {
  return next > 0 ? [...trail, next] : trail;
}

export function newerPage(trail: PageTrail): PageTrail {
  return trail.length > 1 ? trail.slice(0, -1) : trail;
}

/** 20261124 → "11/24" (by the locale): a chart's label under a bar. */
export function formatShortStatDay(sdate: number, locale: string): string {
  const year = Math.floor(sdate / 10000);
  const month = Math.floor(sdate / 100) % 100;
  const day = sdate % 100;
  return new Intl.DateTimeFormat(locale, { month: 'numeric', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}
