// Try-quest, certificates, the store and statistics (spec §3 R3.20, R3.30–R3.35; §7 R7.32, R7.33,
// R7.52–R7.58): the trainer step the step targets read, tier receipts, rank reward counters, certificates
// and their prints, owned store items and purchases, the statistics PIN, signed-off days and daily
// rewards. Indexes let the statistics find a user's results by time.
import type { Kysely } from 'kysely';
import { autoIdColumn } from './dialect';

/** The trainer step a player has before the trainer records one (as /api/bpower/info answers). */
const DEFAULT_TRAINER_STEP = 40;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('trainer_steps')
    .addColumn('userno', 'integer', (c) => c.primaryKey().references('users.userno').onDelete('cascade'))
    .addColumn('bstep', 'integer', (c) => c.notNull().defaultTo(DEFAULT_TRAINER_STEP))
    .addColumn('btype', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('tryquest_receipts')
    .addColumn('userno', 'integer', (c) => c.notNull().references('users.userno').onDelete('cascade'))
    .addColumn('tindex', 'integer', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('tryquest_receipts_pk', ['userno', 'tindex'])
    .execute();

  await db.schema
    .createTable('rank_rewards')
    .addColumn('userno', 'integer', (c) => c.notNull().references('users.userno').onDelete('cascade'))
    .addColumn('blevel', 'integer', (c) => c.notNull())
    .addColumn('bcount', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('rank_rewards_pk', ['userno', 'blevel'])
    .execute();

  await db.schema
    .createTable('kcerts')
    .addColumn('userno', 'integer', (c) => c.notNull().references('users.userno').onDelete('cascade'))
    .addColumn('tqindex', 'integer', (c) => c.notNull())
    .addColumn('stime_us', 'bigint', (c) => c.notNull())
    /** First print; 0 until printed. Later prints are rows of kcert_prints. */
    .addColumn('ptime_us', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('kcerts_pk', ['userno', 'tqindex'])
    .execute();

  await db.schema
    .createTable('kcert_prints')
    .addColumn('id', 'integer', autoIdColumn(db))
    .addColumn('userno', 'integer', (c) => c.notNull().references('users.userno').onDelete('cascade'))
    .addColumn('tqindex', 'integer', (c) => c.notNull())
    .addColumn('ptime_us', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('kcert_prints_user').on('kcert_prints').column('userno').execute();

  await db.schema
    .createTable('user_items')
    .addColumn('userno', 'integer', (c) => c.notNull().references('users.userno').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('ref_id', 'integer', (c) => c.notNull())
    .addColumn('stime_us', 'bigint', (c) => c.notNull())
    /** Days from stime; 0 = for good. */
    .addColumn('use_day', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_items_pk', ['userno', 'kind', 'ref_id'])
    .execute();

  await db.schema
    .createTable('store_purchases')
    .addColumn('id', 'integer', autoIdColumn(db))
    .addColumn('userno', 'integer', (c) => c.notNull().references('users.userno').onDelete('cascade'))
    .addColumn('item_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('currency', 'varchar(8)', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('store_purchases_user').on('store_purchases').column('userno').execute();

  await db.schema
    .createTable('stat_pins')
    .addColumn('userno', 'integer', (c) => c.primaryKey().references('users.userno').onDelete('cascade'))
    /** argon2id of the four-digit PIN. */
    .addColumn('pin_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('stat_checks')
    .addColumn('userno', 'integer', (c) => c.notNull().references('users.userno').onDelete('cascade'))
    .addColumn('sdate', 'integer', (c) => c.notNull())
    .addColumn('checked_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('stat_checks_pk', ['userno', 'sdate'])
    .execute();

  await db.schema
    .createTable('stat_rewards')
    .addColumn('userno', 'integer', (c) => c.notNull().references('users.userno').onDelete('cascade'))
    .addColumn('sdate', 'integer', (c) => c.notNull())
    .addColumn('gold', 'integer', (c) => c.notNull())
    .addColumn('heart', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('stat_rewards_pk', ['userno', 'sdate'])
    .execute();

  await db.schema
    .createIndex('study_results_user_time')
    .on('study_results')
    .columns(['userno', 'created_at'])
    .execute();
  await db.schema
    .createIndex('study_try_runs_user_finished')
    .on('study_try_runs')
    .columns(['userno', 'finished_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('study_try_runs_user_finished').execute();
  await db.schema.dropIndex('study_results_user_time').execute();
  for (const table of [
    'stat_rewards',
    'stat_checks',
    'stat_pins',
    'store_purchases',
    'user_items',
    'kcert_prints',
    'kcerts',
    'rank_rewards',
    'tryquest_receipts',
    'trainer_steps',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
