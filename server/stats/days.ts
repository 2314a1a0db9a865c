// Statistics days from the stored results: one day's totals (MyStatDetail), the days with activity going
// back from a date (MyStatDateList, walked day by day through each source's latest activity, so a page
// costs a few indexed queries however long the history), and the sign-off and reward flags of days.
import type { Kysely } from 'kysely';
import {
  statDayBounds,
  statDayOf,
  summarizeDay,
  type DayStat,
  type StatDay,
} from '../../src/domain/rules/statistics';
import type { Database } from '../db/schema';
import { activitySources, type ActivitySource } from './sources';

type Tx = Kysely<Database>;

export async function dayStat(
  tx: Tx,
  userno: number,
  sdate: StatDay,
  sources: readonly ActivitySource[] = activitySources,
): Promise<DayStat | null> {
  const bounds = statDayBounds(sdate);
  if (bounds === null) return null;
  const records = [];
  const spans = [];
  for (const source of sources) {
    const activity = await source.activity(tx, userno, bounds.startMs, bounds.endMs);
    records.push(...activity.records);
    spans.push(...activity.spans);
  }
  return summarizeDay(sdate, records, spans);
}

async function latestBefore(
  tx: Tx,
  userno: number,
  beforeMs: number,
  sources: readonly ActivitySource[],
): Promise<number | null> {
  let found: number | null = null;
  for (const source of sources) {
    const at = await source.latestBefore(tx, userno, beforeMs);
    if (at !== null && (found === null || at > found)) found = at;
  }
  return found;
}

/**
 * Up to `count` days with activity, from `sdate` backwards (newest first), and the day the next page
 * starts at (0 when there is no older activity). Null when `sdate` is not a date.
 */
export async function activeDays(
  tx: Tx,
  userno: number,
  sdate: StatDay,
  count: number,
  sources: readonly ActivitySource[] = activitySources,
): Promise<{ days: StatDay[]; next: StatDay } | null> {
  const bounds = statDayBounds(sdate);
  if (bounds === null) return null;
  const days: StatDay[] = [];
  let cursor = bounds.endMs;
  while (days.length < count) {
    const at = await latestBefore(tx, userno, cursor, sources);
    if (at === null) return { days, next: 0 };
    const day = statDayOf(at);
    days.push(day);
    cursor = statDayBounds(day)?.startMs ?? at;
  }
  const older = await latestBefore(tx, userno, cursor, sources);
  return { days, next: older === null ? 0 : statDayOf(older) };
}

/** Which of the days were signed off (stat_checks) and rewarded (stat_rewards). */
export async function dayFlags(
  tx: Tx,
  userno: number,
  sdates: readonly StatDay[],
): Promise<{ checked: Set<StatDay>; rewarded: Set<StatDay> }> {
  if (sdates.length === 0) return { checked: new Set(), rewarded: new Set() };
  const checks = await tx
    .selectFrom('stat_checks')
    .select('sdate')
    .where('userno', '=', userno)
    .where('sdate', 'in', [...sdates])
    .execute();
  const rewards = await tx
    .selectFrom('stat_rewards')
    .select('sdate')
    .where('userno', '=', userno)
    .where('sdate', 'in', [...sdates])
    .execute();
  return { checked: new Set(checks.map((c) => c.sdate)), rewarded: new Set(rewards.map((r) => r.sdate)) };
}

/** The claimed days (stat_rewards) up to and including `sdate`, newest first, a year and a day at most. */
export async function claimedDaysUpTo(tx: Tx, userno: number, sdate: StatDay): Promise<Set<StatDay>> {
  const rows = await tx
    .selectFrom('stat_rewards')
    .select('sdate')
    .where('userno', '=', userno)
    .where('sdate', '<=', sdate)
    .orderBy('sdate', 'desc')
    .limit(367)
    .execute();
  return new Set(rows.map((r) => Number(r.sdate)));
}
