// Dice rolls (issue 17): the server rolls when a dice challenge starts and keeps the roll with the
// challenge ("3", or "2,5" for two dice added), so a replay or a reload finds the same roll and the
// result is replayed on the board the roll decided. Null for heart challenges and older rows.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('single_challenges').addColumn('dice', 'varchar(8)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('single_challenges').dropColumn('dice').execute();
}
