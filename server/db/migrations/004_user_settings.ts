// Per-user settings (configBit, cflag) and academy membership terms (spec §3 Membership, R3.21).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('config_bit', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('cflag', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('memberships')
    .addColumn('userno', 'integer', (c) => c.primaryKey().references('users.userno').onDelete('cascade'))
    .addColumn('stime_us', 'bigint', (c) => c.notNull())
    .addColumn('term_day', 'integer', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('week_day', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('memberships').execute();
  await db.schema.alterTable('users').dropColumn('cflag').execute();
  await db.schema.alterTable('users').dropColumn('config_bit').execute();
}
