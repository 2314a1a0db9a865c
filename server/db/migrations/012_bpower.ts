// The pattern trainer (issue 15): every drill the server serves (its positions and step, so answers are
// scored against what was served) and, once answered, its result and the step before and after: the
// student's step history. The current step stays in trainer_steps (008).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('trainer_drills')
    .addColumn('drill_id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('userno', 'integer', (c) => c.notNull().references('users.userno').onDelete('cascade'))
    /** The step it was served at. */
    .addColumn('step', 'integer', (c) => c.notNull())
    /** 0 for a ladder drill, else the theory lesson. */
    .addColumn('lesson', 'integer', (c) => c.notNull().defaultTo(0))
    /** Position ids, space-separated, in the order served. */
    .addColumn('positions', 'text', (c) => c.notNull())
    .addColumn('served_at', 'bigint', (c) => c.notNull())
    /** Null until answered. */
    .addColumn('answered_at', 'bigint')
    /** The chosen candidates, space-separated (-1 for none). */
    .addColumn('answers', 'text')
    .addColumn('right_count', 'integer')
    .addColumn('step_before', 'integer')
    .addColumn('step_after', 'integer')
    .addColumn('btype_after', 'integer')
    /** 'up', 'stay' or 'down'. */
    .addColumn('move', 'varchar(8)')
    .execute();
  await db.schema
    .createIndex('trainer_drills_user')
    .on('trainer_drills')
    .columns(['userno', 'served_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('trainer_drills').execute();
}
