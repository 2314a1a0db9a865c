// Single-play progress (spec §3 "user single groups", R3.15, R3.20): per user and single group, the last
// open mission (lastjkno, raised by clearing a mission or by admin open, R4.36) and the stars earned.
// The try-quest's single targets (R4.15) count cleared missions from it. Results with their moves live
// in the results table the single endpoints add.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('single_progress')
    .addColumn('userno', 'integer', (c) => c.notNull().references('users.userno').onDelete('cascade'))
    .addColumn('sno', 'integer', (c) => c.notNull())
    .addColumn('gno', 'integer', (c) => c.notNull())
    /** Index of the group's last open mission; the missions before it are cleared (tryQuest.ts). */
    .addColumn('lastjkno', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('starsum', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('single_progress_pk', ['userno', 'sno', 'gno'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('single_progress').execute();
}
