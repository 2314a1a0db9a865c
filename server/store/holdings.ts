// What a user holds from the store: the membership row (R3.21, memberships of migration 004) and owned
// emoticons and stones (user_items, emo_info of R3.20).
import type { Kysely } from 'kysely';
import type { Membership } from '../../src/domain/rules/membership';
import type { OwnedItem } from '../../src/domain/rules/storePurchase';
import type { Database, UserItemsTable } from '../db/schema';

type Tx = Kysely<Database>;
export type ItemKind = UserItemsTable['kind'];

export interface OwnedRow extends OwnedItem {
  kind: ItemKind;
  refId: number;
}

export async function readMembership(tx: Tx, userno: number): Promise<Membership | null> {
  const row = await tx.selectFrom('memberships').selectAll().where('userno', '=', userno).executeTakeFirst();
  return row ? { stime: row.stime_us, termDay: row.term_day, type: row.type, weekDay: row.week_day } : null;
}

/**
 * The class setting "hearts unlimited during class hours" of `userno`'s class (issue 19); null when they are
 * in no class or their class is archived (an archived class no longer limits its students).
 */
export async function readClassHeartsInHours(tx: Tx, userno: number): Promise<boolean | null> {
  const row = await tx
    .selectFrom('class_students')
    .innerJoin('classes', 'classes.class_id', 'class_students.class_id')
    .select(['classes.hearts_in_hours', 'classes.archived_at'])
    .where('class_students.userno', '=', userno)
    .executeTakeFirst();
  if (!row || Number(row.archived_at) !== 0) return null;
  return row.hearts_in_hours !== 0;
}

export async function writeMembership(tx: Tx, userno: number, membership: Membership): Promise<void> {
  const values = {
    stime_us: membership.stime,
    term_day: membership.termDay,
    type: membership.type,
    week_day: membership.weekDay,
  };
  await tx
    .insertInto('memberships')
    .values({ userno, ...values })
    .onConflict((oc) => oc.column('userno').doUpdateSet(values))
    .execute();
}

export async function ownedItemsOf(tx: Tx, userno: number): Promise<OwnedRow[]> {
  const rows = await tx
    .selectFrom('user_items')
    .select(['kind', 'ref_id', 'stime_us', 'use_day'])
    .where('userno', '=', userno)
    .orderBy('kind')
    .orderBy('ref_id')
    .execute();
  return rows.map((r) => ({ kind: r.kind, refId: r.ref_id, stime: r.stime_us, useday: r.use_day }));
}

export async function writeOwnedItem(tx: Tx, userno: number, item: OwnedRow): Promise<void> {
  await tx
    .insertInto('user_items')
    .values({ userno, kind: item.kind, ref_id: item.refId, stime_us: item.stime, use_day: item.useday })
    .onConflict((oc) =>
      oc.columns(['userno', 'kind', 'ref_id']).doUpdateSet({ stime_us: item.stime, use_day: item.useday }),
    )
    .execute();
}
