// Single play (issue 4, R7.16–R7.27): the challenges a user started (what each cost, paid with hearts or a
// die, and whether its result came in), every result with the moves the server replayed and its verdict,
// and the free position checks used per academy day (R7.22). Progress per group stays in single_progress
// (006); videos and tutorials are content and live in the pack, not here.
import type { Kysely } from 'kysely';
import { autoIdColumn } from './dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('single_challenges')
    .addColumn('userno', 'integer', (c) => c.notNull().references('users.userno').onDelete('cascade'))
    /** Chosen by the app (or the server), so an outbox replay finds the same challenge. */
    .addColumn('challenge_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('sno', 'integer', (c) => c.notNull())
    .addColumn('gno', 'integer', (c) => c.notNull())
    .addColumn('jkno', 'integer', (c) => c.notNull())
    /** 'heart' (challenge/req) or 'dice' (dice/challenge). */
    .addColumn('paid_with', 'varchar(8)', (c) => c.notNull())
    .addColumn('cost', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint')
    .addColumn('credited', 'integer')
    .addPrimaryKeyConstraint('single_challenges_pk', ['userno', 'challenge_id'])
    .execute();
  await db.schema
    .createIndex('single_challenges_mission')
    .on('single_challenges')
    .columns(['userno', 'sno', 'gno', 'jkno'])
    .execute();

  await db.schema
    .createTable('single_results')
    .addColumn('id', 'integer', autoIdColumn(db))
    .addColumn('userno', 'integer', (c) => c.notNull().references('users.userno').onDelete('cascade'))
    .addColumn('challenge_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('sno', 'integer', (c) => c.notNull())
    .addColumn('gno', 'integer', (c) => c.notNull())
    .addColumn('jkno', 'integer', (c) => c.notNull())
    /** singleVerdicts of src/protocol/endpoints/single.ts. */
    .addColumn('verdict', 'varchar(24)', (c) => c.notNull())
    .addColumn('credited', 'integer', (c) => c.notNull())
    /** Stars this result earned (0 unless credited). */
    .addColumn('stars', 'integer', (c) => c.notNull())
    /** The moves as sent (GTP vertices, space separated): what the server replayed. */
    .addColumn('moves', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('single_results_user')
    .on('single_results')
    .columns(['userno', 'sno', 'gno', 'jkno'])
    .execute();

  await db.schema
    .createTable('single_checks')
    .addColumn('userno', 'integer', (c) => c.notNull().references('users.userno').onDelete('cascade'))
    /** The academy day, "YYYY-MM-DD" (singlePlay.ts `academyDay`). */
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('used', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('single_checks_pk', ['userno', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['single_checks', 'single_results', 'single_challenges']) {
    await db.schema.dropTable(t).execute();
  }
}
