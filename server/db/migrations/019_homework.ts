// Homework (issue 19): work a teacher gives a class with a due date: solving missions of a study or
// single-play group, or answering trainer drills. Nothing is stored per student: completion is computed
// from the results the server recorded (study_results, single_results, trainer_drills).
import type { Kysely } from 'kysely';
import { autoIdColumn } from './dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('homework')
    .addColumn('homework_id', 'integer', autoIdColumn(db))
    .addColumn('class_id', 'integer', (c) => c.notNull().references('classes.class_id').onDelete('cascade'))
    .addColumn('teacher_userno', 'integer', (c) => c.notNull().references('users.userno').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('sno', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('gno', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('target', 'integer', (c) => c.notNull())
    .addColumn('due_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('homework_class').on('homework').columns(['class_id', 'due_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('homework').execute();
}
