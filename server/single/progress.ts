// Single-play progress in the database: single_progress (006) per group — lastjkno, the last open mission,
// and starsum — and the per-mission stars and tries read from single_results (007). The stars of a group
// are the best stars of each mission summed, so starsum is recomputed, never incremented.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

type Tx = Kysely<Database>;

export interface GroupProgress {
  sno: number;
  gno: number;
  lastjkno: number;
  starsum: number;
}

export async function groupProgress(
  tx: Tx,
  userno: number,
  sno: number,
  gno: number,
): Promise<GroupProgress> {
  const row = await tx
    .selectFrom('single_progress')
    .select(['lastjkno', 'starsum'])
    .where('userno', '=', userno)
    .where('sno', '=', sno)
    .where('gno', '=', gno)
    .executeTakeFirst();
  return { sno, gno, lastjkno: row?.lastjkno ?? 0, starsum: row?.starsum ?? 0 };
}

/**
 * Every single group the user has progress in, for UserGroupSingleInfo (R3.20); one category when `sno`
 * is given. Groups without a row are at lastjkno 0, starsum 0.
 */
export async function singleGroupInfos(tx: Tx, userno: number, sno?: number): Promise<GroupProgress[]> {
  let query = tx
    .selectFrom('single_progress')
    .select(['sno', 'gno', 'lastjkno', 'starsum'])
    .where('userno', '=', userno);
  if (sno !== undefined) query = query.where('sno', '=', sno);
  return query.orderBy('sno').orderBy('gno').execute();
}

export async function saveGroupProgress(
  tx: Tx,
  userno: number,
  progress: GroupProgress,
  nowMs: number,
): Promise<void> {
  const { sno, gno, lastjkno, starsum } = progress;
  await tx
    .insertInto('single_progress')
    .values({ userno, sno, gno, lastjkno, starsum, updated_at: nowMs })
    .onConflict((oc) =>
      oc.columns(['userno', 'sno', 'gno']).doUpdateSet({ lastjkno, starsum, updated_at: nowMs }),
    )
    .execute();
}

export interface MissionRecord {
  /** Best stars of a credited result (0 before the first win). */
  stars: number;
  /** Results sent for the mission. */
  tries: number;
  /** Results that were not credited. */
  misses: number;
}

/** Per mission index of a group: best stars, tries and misses. */
export async function missionRecords(
  tx: Tx,
  userno: number,
  sno: number,
  gno: number,
): Promise<Map<number, MissionRecord>> {
  const rows = await tx
    .selectFrom('single_results')
    .select(['jkno', 'credited', 'stars'])
    .where('userno', '=', userno)
    .where('sno', '=', sno)
    .where('gno', '=', gno)
    .execute();
  const out = new Map<number, MissionRecord>();
  for (const r of rows) {
    const record = out.get(r.jkno) ?? { stars: 0, tries: 0, misses: 0 };
    record.tries += 1;
    if (r.credited === 1) record.stars = Math.max(record.stars, r.stars);
    else record.misses += 1;
    out.set(r.jkno, record);
  }
  return out;
}

export function starSum(records: ReadonlyMap<number, MissionRecord>): number {
  let sum = 0;
  for (const r of records.values()) sum += r.stars;
  return sum;
}
