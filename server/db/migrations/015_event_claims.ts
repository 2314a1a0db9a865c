// Event rewards (issue 16): one row per user, event and window whose reward was paid. The primary key is
// the conflict guard that makes racing claims (different idempotency keys, several servers) pay once; the
// payment itself is booked in the ledger with the balance change.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('event_claims')
    .addColumn('userno', 'integer', (c) => c.notNull().references('users.userno').onDelete('cascade'))
    .addColumn('eid', 'integer', (c) => c.notNull())
    /** ms: the start of the event's window claimed (0 for an event open from the beginning). */
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('gem', 'integer', (c) => c.notNull())
    .addColumn('gold', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('event_claims_pk', ['userno', 'eid', 'window_start'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('event_claims').execute();
}
