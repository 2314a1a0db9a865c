// The few places where SQLite and PostgreSQL DDL differ, decided from the Kysely instance itself.
import { SqliteAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

export function isSqlite(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

/** An auto-numbered integer primary key: AUTOINCREMENT on SQLite, an identity column on PostgreSQL. */
export function autoIdColumn(db: Kysely<unknown>) {
  const sqlite = isSqlite(db);
  return (c: ColumnDefinitionBuilder) =>
    sqlite ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity();
}
