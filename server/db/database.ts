// Opens the database: the embedded SQLite file by default, PostgreSQL when DATABASE_URL says so.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import {
  CompiledQuery,
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type DialectAdapter,
  type Driver,
  type Migration,
  type SqliteDialectConfig,
} from 'kysely';
import type { Database } from './schema';
import { migrations } from './migrations';
import { databaseFileName } from './backup';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** Where the data lives, for the start-up banner (never includes a password). */
  location: string;
  /** The PostgreSQL pool, shared with the realtime adapter; absent on SQLite. */
  pgPool?: pg.Pool;
  /** The SQLite database file, which the live games' move writer opens too; absent on PostgreSQL. */
  sqliteFile?: string;
}

function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'postgres';
  }
}

// Our BIGINT columns hold millisecond times and counters far below 2^53: read them as numbers, as SQLite does.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export function openDatabase(options: { databaseUrl: string; dataDir: string; file?: string }): Db {
  if (/^postgres(ql)?:\/\//.test(options.databaseUrl)) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client can lose its connection (server restart, admin termination); the pool replaces it.
    // Without a listener that error would crash the process.
    pool.on('error', (error) => console.error(`PostgreSQL idle client error: ${error.message}`));
    return {
      kysely: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      dialect: 'postgres',
      location: redactUrl(options.databaseUrl),
      pgPool: pool,
    };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const file = path.join(options.dataDir, options.file ?? databaseFileName);
  const sqlite = new SQLite(file);
  // WAL lets readers run beside the writer; the busy timeout rides out short write locks.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = FULL');
  return {
    kysely: new Kysely<Database>({
      dialect: new TransactionalSqliteDialect({ database: withStatementCache(sqlite) }),
    }),
    dialect: 'sqlite',
    location: file,
    sqliteFile: file,
  };
}

/**
 * SQLite runs DDL inside transactions (every statement our migrations use), but Kysely's SQLite adapter
 * says it does not, so its migrator would apply migrations outside one: a migration failing half way
 * would leave half a schema. With this adapter the migrator runs them in one transaction, as on
 * PostgreSQL. Nothing else in Kysely reads the flag.
 */
class TransactionalSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

/**
 * Transactions begin immediate: they take the write lock at the start. The live games' move writer
 * (`server/live/moveWriter.ts`) writes through a second connection, and a deferred transaction that had
 * read before that writer committed could not write after it (SQLITE_BUSY at once, no wait): an immediate
 * one waits for the writer's commit (the busy timeout) and then holds the lock to its end.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class TransactionalSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createAdapter(): DialectAdapter {
    return new TransactionalSqliteAdapter();
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

/**
 * Kysely prepares every query anew; better-sqlite3 statements are reusable, and preparing was a visible
 * share of each request. The cache is keyed by SQL text, which Kysely builds with placeholders.
 */
function withStatementCache(sqlite: SQLite.Database, limit = 500): SQLite.Database {
  const cache = new Map<string, SQLite.Statement>();
  const prepare = sqlite.prepare.bind(sqlite);
  return new Proxy(sqlite, {
    get(target, property, receiver) {
      if (property !== 'prepare') return Reflect.get(target, property, receiver) as unknown;
      return (sql: string) => {
        let statement = cache.get(sql);
        if (!statement) {
          statement = prepare(sql);
          if (cache.size >= limit) cache.delete(cache.keys().next().value ?? '');
          cache.set(sql, statement);
        }
        return statement;
      };
    },
  });
}

/**
 * The migrator over `list` (default: the server's migrations). Pending migrations run in one transaction
 * on both databases (see TransactionalSqliteAdapter): either all of them apply, or none.
 */
export function migratorOf(db: Db, list: Record<string, Migration> = migrations): Migrator {
  return new Migrator({
    db: db.kysely,
    provider: { getMigrations: () => Promise.resolve(list) },
    // Features land in parallel with numbers reserved ahead (012 trainer, 013 dice, 016 live, ...): a
    // database that already ran a higher number must still take a lower one that lands later.
    allowUnorderedMigrations: true,
  });
}

export async function migrateToLatest(
  db: Db,
  list: Record<string, Migration> = migrations,
): Promise<string[]> {
  const { error, results } = await migratorOf(db, list).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
