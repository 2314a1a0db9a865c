// Events with goals (issue 16): weekly windows on the academy's clock, claimable windows, goal counts.
import { describe, expect, it } from 'vitest';
import {
  claimableWindow,
  EVENT_CLAIM_GRACE_MS,
  eventWindowAt,
  goalCount,
  goalProgress,
  weekStartMs,
} from '../../../../src/domain/rules/events';
import type { ActivityRecord } from '../../../../src/domain/rules/statistics';

const DAY = 86_400_000;
/** A wall-clock time in Seoul (UTC+9) as a UTC instant. */
const kst = (y: number, m: number, d: number, h = 0, min = 0) =>
  Date.UTC(y, m - 1, d, h, min) - 9 * 3_600_000;

describe('weekStartMs', () => {
  it.each([
    ['Monday 00:00', kst(2026, 11, 16), kst(2026, 11, 16)],
    ['Sunday noon', kst(2026, 11, 22, 12), kst(2026, 11, 16)],
    ['Sunday 23:59', kst(2026, 11, 22, 23, 59), kst(2026, 11, 16)],
    ['next Monday 00:00', kst(2026, 11, 23), kst(2026, 11, 23)],
    ['Wednesday across a month', kst(2026, 12, 2, 8), kst(2026, 11, 30)],
    // Monday 08:00 in Seoul is still Sunday in UTC: the academy's week has begun.
    ['Monday 08:00 Seoul', kst(2026, 11, 23, 8), kst(2026, 11, 23)],
  ])('%s', (_name, at, start) => {
    expect(weekStartMs(at)).toBe(start);
  });
});

describe('eventWindowAt', () => {
  const weekly = { startMs: 0, endMs: 0, period: 'week' as const };
  it('a weekly event without dates runs every week', () => {
    expect(eventWindowAt(weekly, kst(2026, 11, 25, 10))).toEqual({
      startMs: kst(2026, 11, 23),
      endMs: kst(2026, 11, 30),
    });
  });
  it('a weekly event that starts mid-week runs the rest of that week, and not before', () => {
    const schedule = { startMs: kst(2026, 11, 25), endMs: kst(2026, 12, 10), period: 'week' as const };
    expect(eventWindowAt(schedule, kst(2026, 11, 24))).toBeNull();
    expect(eventWindowAt(schedule, kst(2026, 11, 26))).toEqual({
      startMs: kst(2026, 11, 25),
      endMs: kst(2026, 11, 30),
    });
    expect(eventWindowAt(schedule, kst(2026, 12, 9))).toEqual({
      startMs: kst(2026, 12, 7),
      endMs: kst(2026, 12, 10),
    });
    expect(eventWindowAt(schedule, kst(2026, 12, 10))).toBeNull();
  });
  it('a dated event is one window; an open one has no end', () => {
    const dated = { startMs: 1000, endMs: 5000 };
    expect(eventWindowAt(dated, 999)).toBeNull();
    expect(eventWindowAt(dated, 1000)).toEqual({ startMs: 1000, endMs: 5000 });
    expect(eventWindowAt(dated, 5000)).toBeNull();
    expect(eventWindowAt({ startMs: 0, endMs: 0 }, 123)).toEqual({ startMs: 0, endMs: Infinity });
  });
});

describe('claimableWindow', () => {
  const weekly = { startMs: 0, endMs: 0, period: 'week' as const };
  const monday = kst(2026, 11, 16);
  it('names a window by its start, once it has begun, until a week after its end', () => {
    expect(claimableWindow(weekly, monday, monday + DAY)).toEqual({
      startMs: monday,
      endMs: monday + 7 * DAY,
    });
    expect(claimableWindow(weekly, monday, monday + 7 * DAY + EVENT_CLAIM_GRACE_MS - 1)).not.toBeNull();
    expect(claimableWindow(weekly, monday, monday + 7 * DAY + EVENT_CLAIM_GRACE_MS)).toBeNull();
  });
  it('refuses a start that is no window start, or in the future', () => {
    expect(claimableWindow(weekly, monday + 1, monday + DAY)).toBeNull();
    expect(claimableWindow(weekly, monday + 7 * DAY, monday + DAY)).toBeNull();
    expect(claimableWindow(weekly, Number.NaN, monday)).toBeNull();
  });
});

describe('goalCount and goalProgress', () => {
  const records: ActivityRecord[] = [
    { section: 'single', atMs: 1, solved: true, points: 10 },
    { section: 'study', atMs: 2, solved: false, points: 0 },
    { section: 'study', atMs: 3, solved: true, points: 7 },
  ];
  it('counts solves or points', () => {
    expect(goalCount('solved', records)).toBe(2);
    expect(goalCount('points', records)).toBe(17);
  });
  it('is met at the goal', () => {
    expect(goalProgress(30, 29)).toEqual({ need: 30, have: 29, met: false });
    expect(goalProgress(30, 31)).toEqual({ need: 30, have: 31, met: true });
  });
});
