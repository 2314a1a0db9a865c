// Events with a goal (issue 16): an event of the events pack runs between its dates (0 = open) and may
// repeat every week ("a weekly challenge"); a goal counts the solves or points of the user's stored results
// inside one window of the event, and its reward is paid once per user and window. Everything here is
// pure: the server reads the results and the clock and asks these rules.
import type { ActivityRecord } from './statistics';
import { KST_OFFSET_SECONDS, MILLIS_PER_DAY } from './time';

export const eventGoalKinds = ['solved', 'points'] as const;
export type EventGoalKind = (typeof eventGoalKinds)[number];

export const eventPeriods = ['week'] as const;
export type EventPeriod = (typeof eventPeriods)[number];

/** When an event runs, in milliseconds (0 = no start or no end); `period` makes it repeat. */
export interface EventSchedule {
  startMs: number;
  endMs: number;
  period?: EventPeriod | undefined;
}

export interface EventWindow {
  startMs: number;
  /** Exclusive; Infinity for an event without an end. */
  endMs: number;
}

/**
 * A claim may arrive after its window closed (made offline on the last evening, sent the next morning):
 * it is accepted for this long after the end, counting only the results inside the window.
 */
export const EVENT_CLAIM_GRACE_MS = 7 * MILLIS_PER_DAY;

/** Monday 00:00 on the academy's clock (UTC+9) of the week holding `atMs`. */
export function weekStartMs(atMs: number, offsetSeconds: number = KST_OFFSET_SECONDS): number {
  const shifted = atMs + offsetSeconds * 1000;
  const dayStart = Math.floor(shifted / MILLIS_PER_DAY) * MILLIS_PER_DAY;
  // 1970-01-01 was a Thursday: day 0 is weekday 4 (Sunday 0).
  const weekday = (Math.floor(shifted / MILLIS_PER_DAY) + 4) % 7;
  const sinceMonday = (weekday + 6) % 7;
  return dayStart - sinceMonday * MILLIS_PER_DAY - offsetSeconds * 1000;
}

/** The window of the event that holds `atMs`, or null when the event does not run then. */
export function eventWindowAt(schedule: EventSchedule, atMs: number): EventWindow | null {
  const end = schedule.endMs === 0 ? Infinity : schedule.endMs;
  if (atMs < schedule.startMs || atMs >= end) return null;
  if (schedule.period === 'week') {
    const start = weekStartMs(atMs);
    // A weekly event starting or ending mid-week runs only its part of that week.
    return { startMs: Math.max(start, schedule.startMs), endMs: Math.min(start + 7 * MILLIS_PER_DAY, end) };
  }
  return { startMs: schedule.startMs, endMs: end };
}

/**
 * The window a claim names by its start, if it is one of the event's windows that has begun and is still
 * open for claims at `nowMs` (its end plus the grace); null otherwise.
 */
export function claimableWindow(
  schedule: EventSchedule,
  windowStartMs: number,
  nowMs: number,
): EventWindow | null {
  if (!Number.isFinite(windowStartMs) || windowStartMs > nowMs) return null;
  const window = eventWindowAt(schedule, windowStartMs);
  if (window === null || window.startMs !== windowStartMs) return null;
  if (nowMs >= window.endMs + EVENT_CLAIM_GRACE_MS) return null;
  return window;
}

/** What a goal has counted from the user's records (the caller passes those of one window). */
export function goalCount(kind: EventGoalKind, records: readonly ActivityRecord[]): number {
  let count = 0;
  for (const record of records) {
    if (kind === 'solved') count += record.solved ? 1 : 0;
    else count += Math.max(0, record.points);
  }
  return count;
}

/**
 * The shipped weekly challenge (server/content/packs/events.json, eid 2): solve 30 this week for 20 gems.
 * The economy simulation pays it; tests/unit/content/eventsPack.test.ts keeps the pack and this in step.
 */
export const WEEKLY_CHALLENGE = { eid: 2, kind: 'solved', count: 30, gems: 20 } as const;

export interface GoalProgress {
  need: number;
  have: number;
  met: boolean;
}

export function goalProgress(need: number, have: number): GoalProgress {
  return { need, have, met: have >= need };
}
