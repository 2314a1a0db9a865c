// Class ranking (issue 19): a class's teacher may show the class its ranking (names and points only); off
// until the teacher turns it on.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('classes')
    .addColumn('ranking_on', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('classes').dropColumn('ranking_on').execute();
}
