// Events with goals (issue 16): the window an event runs in now, the goal's progress counted from the
// user's stored results inside that window (the statistics' activity sources, never a count the app
// sends), and the claim of the reward: once per user, event and window, recorded with a conflict guard and
// credited with ledger lines in the caller's transaction.
import type { Kysely } from 'kysely';
import {
  claimableWindow,
  eventWindowAt,
  goalCount,
  goalProgress,
  type EventGoalKind,
  type EventSchedule,
  type EventWindow,
  type GoalProgress,
} from '../../src/domain/rules/events';
import { microsToMillis, millisToMicros } from '../../src/domain/rules/time';
import { apiErrors } from '../../src/protocol';
import type { ContentPacks } from '../content/packs';
import type { Database } from '../db/schema';
import { changeBalances } from '../economy/wallet';
import { activitySources } from '../stats/sources';

type Tx = Kysely<Database>;
export type PackEvent = ContentPacks['events']['events'][number];

export function scheduleOf(event: PackEvent): EventSchedule {
  return { startMs: microsToMillis(event.stime), endMs: microsToMillis(event.etime), period: event.period };
}

/** A window's bounds on the wire: µs, 0 for an open end. */
export function wireWindow(window: EventWindow): { stime: number; etime: number } {
  return {
    stime: millisToMicros(window.startMs),
    etime: Number.isFinite(window.endMs) ? millisToMicros(window.endMs) : 0,
  };
}

/** The goal's count from the user's results inside the window (up to now: later results do not exist). */
export async function windowProgress(
  tx: Tx,
  userno: number,
  goal: { kind: EventGoalKind; count: number },
  window: EventWindow,
  nowMs: number,
): Promise<GoalProgress> {
  const toMs = Math.min(window.endMs, nowMs + 1);
  let have = 0;
  for (const source of activitySources) {
    const { records } = await source.activity(tx, userno, window.startMs, toMs);
    have += goalCount(goal.kind, records);
  }
  return goalProgress(goal.count, have);
}

export async function isClaimed(
  tx: Tx,
  userno: number,
  eid: number,
  windowStartMs: number,
): Promise<boolean> {
  const row = await tx
    .selectFrom('event_claims')
    .select('eid')
    .where('userno', '=', userno)
    .where('eid', '=', eid)
    .where('window_start', '=', windowStartMs)
    .executeTakeFirst();
  return row !== undefined;
}

/** The events running at `nowMs` as the front gate shows them, with the user's progress on each goal. */
export async function currentEvents(tx: Tx, userno: number, events: readonly PackEvent[], nowMs: number) {
  const shown = [];
  for (const event of events) {
    const window = eventWindowAt(scheduleOf(event), nowMs);
    if (window === null) continue;
    const { goal, reward, period, ...text } = event;
    const base = { ...text, ...wireWindow(window), ...(period ? { period } : {}) };
    if (!goal || !reward) {
      shown.push(base);
      continue;
    }
    const progress = await windowProgress(tx, userno, goal, window, nowMs);
    const claimed = await isClaimed(tx, userno, event.eid, window.startMs);
    shown.push({ ...base, goal: { kind: goal.kind, ...progress, claimed }, reward });
  }
  return shown;
}

export interface EventRewardAnswer {
  errorcode: 0;
  eid: number;
  stime: number;
  gem: number;
  gemDelta: number;
  gold: number;
  goldDelta: number;
}

const refused = (error: number) => ({ ok: false, error }) as const;

export async function claimEventReward(
  tx: Tx,
  events: readonly PackEvent[],
  call: { userno: number; eid: number; stime: number; nowMs: number },
): Promise<{ ok: true; answer: EventRewardAnswer } | { ok: false; error: number }> {
  const { userno, nowMs } = call;
  const event = events.find((e) => e.eid === call.eid);
  if (!event?.goal || !event.reward) return refused(apiErrors.contentNotFound);
  const { goal, reward } = event;
  const window = claimableWindow(scheduleOf(event), microsToMillis(call.stime), nowMs);
  if (window === null) return refused(apiErrors.eventClosed);
  const progress = await windowProgress(tx, userno, goal, window, nowMs);
  if (!progress.met) return refused(apiErrors.eventGoalNotMet);

  const claim = await tx
    .insertInto('event_claims')
    .values({
      userno,
      eid: event.eid,
      window_start: window.startMs,
      gem: reward.gem,
      gold: reward.gold,
      created_at: nowMs,
    })
    .onConflict((oc) => oc.columns(['userno', 'eid', 'window_start']).doNothing())
    .executeTakeFirst();
  if (Number(claim.numInsertedOrUpdatedRows ?? 0n) === 0) return refused(apiErrors.eventRewardClaimed);

  const credited = await changeBalances(tx, userno, nowMs, `event_${event.eid}`, (current) => ({
    ok: true,
    next: {
      ...current,
      gem: current.gem + reward.gem,
      gem_delta: reward.gem,
      gold: current.gold + reward.gold,
      gold_delta: reward.gold,
    },
  }));
  // The mutation never refuses; throwing rolls the claim back rather than keep a claim without its credit.
  if (!credited.ok) throw new Error('event reward credit refused');
  return {
    ok: true,
    answer: {
      errorcode: 0,
      eid: event.eid,
      stime: millisToMicros(window.startMs),
      gem: credited.balances.gem,
      gemDelta: reward.gem,
      gold: credited.balances.gold,
      goldDelta: reward.gold,
    },
  };
}
