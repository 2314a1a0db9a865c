// `npm run db:migrate` (server/db/migrateCli.ts) run as its own process, the way a deployment runs it:
// on a fresh SQLite file, and on a throw-away PostgreSQL database when DATABASE_URL is set. It applies
// every migration, creates every table the server's schema types name, and a second run changes nothing.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../server/db/database';
import { migrations } from '../../server/db/migrations';
import type { Database } from '../../server/db/schema';
import { createPgDatabase, isPostgresRun } from '../support/testDb';

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Every table of server/db/schema.ts: the compiler fails here when a table is added there but not here. */
const schemaTables = {
  users: true,
  content_packs: true,
  server_keys: true,
  refresh_tokens: true,
  login_throttle: true,
  password_resets: true,
  balances: true,
  ledger: true,
  idempotency_keys: true,
  memberships: true,
  study_work: true,
  study_try_runs: true,
  study_try_slots: true,
  study_results: true,
  study_totals: true,
  study_practice_solves: true,
  single_progress: true,
  single_challenges: true,
  single_results: true,
  single_checks: true,
  friend_links: true,
  trainer_steps: true,
  tryquest_receipts: true,
  rank_rewards: true,
  kcerts: true,
  kcert_prints: true,
  user_items: true,
  store_purchases: true,
  stat_pins: true,
  stat_checks: true,
  stat_rewards: true,
} satisfies Record<keyof Database, true>;

async function migrateCli(env: { DATABASE_URL: string; DATA_DIR: string }): Promise<string> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'server/db/migrateCli.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...env, LOG_LEVEL: 'silent' },
    timeout: 120_000,
  });
  return stdout;
}

async function tablesOf(db: Db): Promise<string[]> {
  return (await db.kysely.introspection.getTables()).map((table) => table.name).sort();
}

async function appliedMigrations(db: Db): Promise<string[]> {
  const rows = await db.kysely
    // The migrator's own bookkeeping table is not part of the schema types.
    .withTables<{ kysely_migration: { name: string } }>()
    .selectFrom('kysely_migration')
    .select('name')
    .orderBy('name')
    .execute();
  return rows.map((row) => row.name);
}

/** Runs the command twice against one database and checks what it left. */
async function checkTwoRuns(env: { DATABASE_URL: string; DATA_DIR: string }, open: () => Db): Promise<void> {
  const first = await migrateCli(env);
  const names = Object.keys(migrations);
  expect(first).toContain(`Applied: ${names.join(', ')}`);
  const db = open();
  try {
    const tables = await tablesOf(db);
    expect(Object.keys(schemaTables).filter((table) => !tables.includes(table))).toEqual([]);
    expect(await appliedMigrations(db)).toEqual([...names].sort());

    const second = await migrateCli(env);
    expect(second).toContain('Database is up to date.');
    expect(await tablesOf(db)).toEqual(tables);
    expect(await appliedMigrations(db)).toEqual([...names].sort());
  } finally {
    await db.kysely.destroy();
  }
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

/** SQLite always; PostgreSQL too when DATABASE_URL names a server (CI runs the API suite both ways). */
const targets: { name: string; prepare: () => Promise<{ DATABASE_URL: string; DATA_DIR: string }> }[] = [
  {
    name: 'a fresh SQLite file',
    prepare: async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hoshi-migrate-'));
      cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
      return { DATABASE_URL: '', DATA_DIR: dir };
    },
  },
  ...(isPostgresRun
    ? [
        {
          name: 'a fresh PostgreSQL database',
          prepare: async () => {
            const pgDb = await createPgDatabase();
            cleanups.push(pgDb.drop);
            const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hoshi-migrate-pg-'));
            cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
            return { DATABASE_URL: pgDb.url, DATA_DIR: dir };
          },
        },
      ]
    : []),
];

describe('npm run db:migrate', () => {
  it.each(targets)(
    'migrates $name to the full schema, and a second run is a no-op',
    async ({ prepare }) => {
      const env = await prepare();
      await checkTwoRuns(env, () => openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }));
    },
    120_000,
  );
});
