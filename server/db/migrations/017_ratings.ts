// Ratings from play (issue 14): a Glicko-2 rating per problem and per student (src/domain/rules/glicko2.ts),
// moved only by a student's first answer to a problem. `problem_first_tries` marks which (student,
// problem) pairs already counted; its primary key is the guard that lets a first try count once, also
// when two answers race. Problems are named by their stable id ("study/ip-g01-m0").
import type { Kysely } from 'kysely';

// Double precision on both databases ("real" is single precision on PostgreSQL).
const FLOAT = 'double precision';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('problem_ratings')
    .addColumn('problem_id', 'varchar(160)', (c) => c.primaryKey())
    .addColumn('rating', FLOAT, (c) => c.notNull())
    .addColumn('rd', FLOAT, (c) => c.notNull())
    .addColumn('vol', FLOAT, (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('solved_first', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('student_ratings')
    .addColumn('userno', 'integer', (c) => c.primaryKey().references('users.userno').onDelete('cascade'))
    .addColumn('rating', FLOAT, (c) => c.notNull())
    .addColumn('rd', FLOAT, (c) => c.notNull())
    .addColumn('vol', FLOAT, (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('problem_first_tries')
    .addColumn('userno', 'integer', (c) => c.notNull().references('users.userno').onDelete('cascade'))
    .addColumn('problem_id', 'varchar(160)', (c) => c.notNull())
    .addColumn('solved', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('problem_first_tries_pk', ['userno', 'problem_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('problem_first_tries').execute();
  await db.schema.dropTable('student_ratings').execute();
  await db.schema.dropTable('problem_ratings').execute();
}
