// Study and ninth-dan progress (spec §3 study info lists, R3.03–R3.07, R3.12): how far each group is
// worked through, the three try slots per group, every result with its moves, try runs, and the
// per-category totals behind the rank view.
import type { Kysely } from 'kysely';
import { autoIdColumn } from './dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('study_work')
    .addColumn('userno', 'integer', (c) => c.notNull().references('users.userno').onDelete('cascade'))
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('sno', 'integer', (c) => c.notNull())
    .addColumn('gno', 'integer', (c) => c.notNull())
    .addColumn('jkno', 'integer', (c) => c.notNull())
    .addColumn('stime_us', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('study_work_pk', ['userno', 'kind', 'sno', 'gno'])
    .execute();

  await db.schema
    .createTable('study_try_runs')
    .addColumn('userno', 'integer', (c) => c.notNull().references('users.userno').onDelete('cascade'))
    /** Chosen by the app, so a run started offline keeps its id when the outbox replays it. */
    .addColumn('try_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('sno', 'integer', (c) => c.notNull())
    .addColumn('gno', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint')
    .addColumn('cno', 'integer')
    .addPrimaryKeyConstraint('study_try_runs_pk', ['userno', 'try_id'])
    .execute();

  await db.schema
    .createTable('study_try_slots')
    .addColumn('userno', 'integer', (c) => c.notNull().references('users.userno').onDelete('cascade'))
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('sno', 'integer', (c) => c.notNull())
    .addColumn('gno', 'integer', (c) => c.notNull())
    .addColumn('slot', 'integer', (c) => c.notNull())
    .addColumn('cno', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('study_try_slots_pk', ['userno', 'kind', 'sno', 'gno', 'slot'])
    .execute();

  await db.schema
    .createTable('study_results')
    .addColumn('id', 'integer', autoIdColumn(db))
    .addColumn('userno', 'integer', (c) => c.notNull().references('users.userno').onDelete('cascade'))
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('sno', 'integer', (c) => c.notNull())
    .addColumn('gno', 'integer', (c) => c.notNull())
    .addColumn('jkno', 'integer', (c) => c.notNull())
    .addColumn('try_id', 'varchar(64)')
    .addColumn('solved', 'integer', (c) => c.notNull())
    /** The player's moves as GTP vertices, space separated: what the server re-checked. */
    .addColumn('moves', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('study_results_user')
    .on('study_results')
    .columns(['userno', 'kind', 'sno', 'gno'])
    .execute();

  await db.schema
    .createTable('study_totals')
    .addColumn('userno', 'integer', (c) => c.notNull().references('users.userno').onDelete('cascade'))
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('sno', 'integer', (c) => c.notNull())
    .addColumn('try_count', 'integer', (c) => c.notNull())
    .addColumn('spoint', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('study_totals_pk', ['userno', 'kind', 'sno'])
    .execute();
  await db.schema
    .createIndex('study_totals_rank')
    .on('study_totals')
    .columns(['kind', 'sno', 'spoint'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['study_totals', 'study_results', 'study_try_slots', 'study_try_runs', 'study_work']) {
    await db.schema.dropTable(t).execute();
  }
}
