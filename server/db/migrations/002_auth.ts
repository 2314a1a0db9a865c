// Auth state: server keys (shared by every process), refresh-token families, login throttling and
// password-reset tokens.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('server_keys')
    .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('value', 'varchar(255)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('family_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('userno', 'integer', (c) => c.notNull().references('users.userno').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    /** Set when the token was traded for a new one; a later use after the grace revokes the family. */
    .addColumn('rotated_at', 'bigint')
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema.createIndex('refresh_tokens_family').on('refresh_tokens').column('family_id').execute();
  await db.schema.createIndex('refresh_tokens_user').on('refresh_tokens').column('userno').execute();

  await db.schema
    .createTable('login_throttle')
    .addColumn('key', 'varchar(160)', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('locked_until', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('userno', 'integer', (c) => c.notNull().references('users.userno').onDelete('cascade'))
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['password_resets', 'login_throttle', 'refresh_tokens', 'server_keys']) {
    await db.schema.dropTable(table).execute();
  }
}
