// Problem reports (issue 14): a student or teacher flags a problem of the content packs (wrong answer,
// missing answer, unclear text) with the moves played and a short note; admins list them. The problem is
// named by its stable id ("study/ip-g01-m0", src/domain/content/problemIds.ts).
import type { Kysely } from 'kysely';
import { autoIdColumn } from './dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('problem_reports')
    .addColumn('report_id', 'integer', autoIdColumn(db))
    .addColumn('userno', 'integer', (c) => c.notNull().references('users.userno').onDelete('cascade'))
    .addColumn('problem_id', 'varchar(160)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('note', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('moves', 'varchar(600)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('problem_reports_problem')
    .on('problem_reports')
    .columns(['problem_id'])
    .execute();
  await db.schema
    .createIndex('problem_reports_user')
    .on('problem_reports')
    .columns(['userno', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('problem_reports').execute();
}
