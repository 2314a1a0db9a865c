// The first practice solve of each study and ninth-dan mission (docs/rules.md "Practice pays once"): its
// row is claimed with a conflict guard, so of two racing solves one pays, and the statistics count a
// practice answer as a solve only when it is the one that paid (`result_id`). Existing results are
// backfilled with the earliest solve of each mission.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('study_practice_solves')
    .addColumn('userno', 'integer', (c) => c.notNull().references('users.userno').onDelete('cascade'))
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('sno', 'integer', (c) => c.notNull())
    .addColumn('gno', 'integer', (c) => c.notNull())
    .addColumn('jkno', 'integer', (c) => c.notNull())
    /** The study_results row of the solve that paid. */
    .addColumn('result_id', 'integer', (c) => c.notNull())
    .addColumn('solved_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('study_practice_solves_pk', ['userno', 'kind', 'sno', 'gno', 'jkno'])
    .execute();
  await db.schema
    .createIndex('study_practice_solves_result')
    .on('study_practice_solves')
    .column('result_id')
    .execute();
  await sql`
    insert into study_practice_solves (userno, kind, sno, gno, jkno, result_id, solved_at)
    select userno, kind, sno, gno, jkno, min(id), min(created_at)
    from study_results
    where try_id is null and solved = 1
    group by userno, kind, sno, gno, jkno
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('study_practice_solves').execute();
}
