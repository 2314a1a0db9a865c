// First migration: users and content packs. Written with the schema builder only, so that the same
// migration runs on SQLite and PostgreSQL.
import type { Kysely } from 'kysely';
import { autoIdColumn } from './dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('userno', 'integer', autoIdColumn(db))
    .addColumn('username', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('passwd_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('email', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('phoneno', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('country', 'varchar(8)', (c) => c.notNull().defaultTo('KR'))
    .addColumn('lang', 'varchar(8)', (c) => c.notNull().defaultTo('ko-KR'))
    .addColumn('grade', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('teacher_flag', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('admin_flag', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('use_stop_flag', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('content_packs')
    .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('version', 'varchar(64)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('loaded_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_packs').execute();
  await db.schema.dropTable('users').execute();
}
