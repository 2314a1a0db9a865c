// Friend lists (spec §1 "multiplayer lists and friend lists", R2.19; issue 4): a request is one directed
// link; a friendship is a link each way. Chat and presence are limited to friends (docs/architecture.md).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('friend_links')
    .addColumn('from_userno', 'integer', (c) => c.notNull().references('users.userno').onDelete('cascade'))
    .addColumn('to_userno', 'integer', (c) => c.notNull().references('users.userno').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('friend_links_pk', ['from_userno', 'to_userno'])
    .execute();
  await db.schema.createIndex('friend_links_to').on('friend_links').columns(['to_userno']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('friend_links').execute();
}
