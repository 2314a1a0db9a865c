// Where the statistics come from: each source reads one kind of stored result for a time range and turns
// it into records (answers, games) and spans (timed runs) with the pure rules of statistics.ts. A new
// kind of result is one more source in `activitySources`; nothing else changes.
import type { Kysely } from 'kysely';
import {
  singleActivity,
  studyActivity,
  type ActivityRecord,
  type TimedSpan,
} from '../../src/domain/rules/statistics';
import type { Database } from '../db/schema';

type Tx = Kysely<Database>;

export interface Activity {
  records: ActivityRecord[];
  spans: TimedSpan[];
}

export interface ActivitySource {
  /** Records and spans of the user from `fromMs` (inclusive) to `toMs` (exclusive). */
  activity(tx: Tx, userno: number, fromMs: number, toMs: number): Promise<Activity>;
  /** The same for several users at once (a class view), in one query per table; every user has an entry. */
  activities(
    tx: Tx,
    usernos: readonly number[],
    fromMs: number,
    toMs: number,
  ): Promise<Map<number, Activity>>;
  /** The time of the user's latest activity before `beforeMs`, or null when there is none. */
  latestBefore(tx: Tx, userno: number, beforeMs: number): Promise<number | null>;
}

/** The latest of some aggregate times (a driver may hand a BIGINT back as text; null = none). */
function latest(...times: (number | string | null | undefined)[]): number | null {
  const known = times
    .filter((t) => t !== null && t !== undefined)
    .map(Number)
    .filter(Number.isFinite);
  return known.length ? Math.max(...known) : null;
}

function emptyActivities(usernos: readonly number[]): Map<number, Activity> {
  return new Map(usernos.map((u) => [u, { records: [], spans: [] }]));
}

/**
 * Study and ninth-dan answers (study_results) and finished try runs (study_try_runs), migration 005, with
 * the first practice solves (study_practice_solves), migration 010.
 */
export const studySource: ActivitySource = {
  async activity(tx, userno, fromMs, toMs) {
    return (await this.activities(tx, [userno], fromMs, toMs)).get(userno) ?? { records: [], spans: [] };
  },
  async activities(tx, usernos, fromMs, toMs) {
    const out = emptyActivities(usernos);
    if (usernos.length === 0) return out;
    // A practice answer is a solve only when it is the mission's first, the one that paid (migration 010).
    const rows = await tx
      .selectFrom('study_results as r')
      .leftJoin('study_practice_solves as p', 'p.result_id', 'r.id')
      .select(['r.userno', 'r.kind', 'r.try_id', 'r.jkno', 'r.solved', 'r.created_at', 'p.result_id'])
      .where('r.userno', 'in', [...usernos])
      .where('r.created_at', '>=', fromMs)
      .where('r.created_at', '<', toMs)
      .orderBy('r.id')
      .execute();
    const runs = await tx
      .selectFrom('study_try_runs')
      .select(['userno', 'kind', 'started_at', 'finished_at'])
      .where('userno', 'in', [...usernos])
      .where('finished_at', '>=', fromMs)
      .where('finished_at', '<', toMs)
      .execute();
    for (const [userno, activity] of out) {
      activity.records = studyActivity(
        rows
          .filter((r) => r.userno === userno)
          .map((r) => ({
            kind: r.kind,
            tryId: r.try_id,
            missionIndex: r.jkno,
            solved: r.solved === 1,
            firstSolve: r.result_id !== null,
            atMs: Number(r.created_at),
          })),
      );
      activity.spans = runs
        .filter((r) => r.userno === userno)
        .map((r) => ({
          section: r.kind,
          startedMs: Number(r.started_at),
          finishedMs: Number(r.finished_at ?? 0),
        }));
    }
    return out;
  },
  async latestBefore(tx, userno, beforeMs) {
    const result = await tx
      .selectFrom('study_results')
      .select((eb) => eb.fn.max<number>('created_at').as('at'))
      .where('userno', '=', userno)
      .where('created_at', '<', beforeMs)
      .executeTakeFirst();
    const run = await tx
      .selectFrom('study_try_runs')
      .select((eb) => eb.fn.max<number>('finished_at').as('at'))
      .where('userno', '=', userno)
      .where('finished_at', '<', beforeMs)
      .executeTakeFirst();
    return latest(result?.at, run?.at);
  },
};

/** Single-play results (single_results) and finished challenges (single_challenges), migration 007. */
export const singleSource: ActivitySource = {
  async activity(tx, userno, fromMs, toMs) {
    return (await this.activities(tx, [userno], fromMs, toMs)).get(userno) ?? { records: [], spans: [] };
  },
  async activities(tx, usernos, fromMs, toMs) {
    const out = emptyActivities(usernos);
    if (usernos.length === 0) return out;
    const rows = await tx
      .selectFrom('single_results')
      .select(['userno', 'credited', 'created_at'])
      .where('userno', 'in', [...usernos])
      .where('created_at', '>=', fromMs)
      .where('created_at', '<', toMs)
      .orderBy('id')
      .execute();
    const challenges = await tx
      .selectFrom('single_challenges')
      .select(['userno', 'started_at', 'finished_at'])
      .where('userno', 'in', [...usernos])
      .where('finished_at', '>=', fromMs)
      .where('finished_at', '<', toMs)
      .execute();
    for (const [userno, activity] of out) {
      activity.records = singleActivity(
        rows
          .filter((r) => r.userno === userno)
          .map((r) => ({ credited: r.credited === 1, atMs: Number(r.created_at) })),
      );
      activity.spans = challenges
        .filter((c) => c.userno === userno)
        .map((c) => ({
          section: 'single' as const,
          startedMs: Number(c.started_at),
          finishedMs: Number(c.finished_at ?? 0),
        }));
    }
    return out;
  },
  async latestBefore(tx, userno, beforeMs) {
    const result = await tx
      .selectFrom('single_results')
      .select((eb) => eb.fn.max<number>('created_at').as('at'))
      .where('userno', '=', userno)
      .where('created_at', '<', beforeMs)
      .executeTakeFirst();
    return latest(result?.at);
  },
};

export const activitySources: readonly ActivitySource[] = [studySource, singleSource];
