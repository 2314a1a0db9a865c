// The economy: one balances row per user (hearts, gold, gems, dice and their recharge anchors), a ledger
// of every change, and the idempotency keys of replayable writes. CHECK constraints are the last line of
// defence against a negative balance; the code never tries.
import { sql, type Kysely } from 'kysely';
import { autoIdColumn } from './dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('balances')
    .addColumn('userno', 'integer', (c) => c.primaryKey().references('users.userno').onDelete('cascade'))
    .addColumn('heart_count', 'integer', (c) => c.notNull())
    .addColumn('heart_anchor_ms', 'bigint', (c) => c.notNull())
    .addColumn('heart_add_slots', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('heart_delta', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('gold', 'integer', (c) => c.notNull())
    .addColumn('gold_delta', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('gem', 'integer', (c) => c.notNull())
    .addColumn('gem_delta', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('dice_count', 'integer', (c) => c.notNull())
    .addColumn('dice_anchor_ms', 'bigint', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addCheckConstraint(
      'balances_nonnegative',
      sql`heart_count >= 0 and gold >= 0 and gem >= 0 and dice_count >= 0 and heart_add_slots >= 0`,
    )
    .execute();

  await db.schema
    .createTable('ledger')
    .addColumn('id', 'integer', autoIdColumn(db))
    .addColumn('userno', 'integer', (c) => c.notNull().references('users.userno').onDelete('cascade'))
    .addColumn('currency', 'varchar(16)', (c) => c.notNull())
    .addColumn('delta', 'integer', (c) => c.notNull())
    .addColumn('balance_after', 'integer', (c) => c.notNull())
    .addColumn('reason', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ledger_user').on('ledger').columns(['userno', 'currency']).execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('userno', 'integer', (c) => c.notNull())
    .addColumn('idem_key', 'varchar(128)', (c) => c.notNull())
    .addColumn('path', 'varchar(128)', (c) => c.notNull())
    .addColumn('body_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('response', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['userno', 'idem_key'])
    .execute();
  await db.schema
    .createIndex('idempotency_keys_created')
    .on('idempotency_keys')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['idempotency_keys', 'ledger', 'balances']) await db.schema.dropTable(table).execute();
}
