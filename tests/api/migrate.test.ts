// `npm run db:migrate` (server/db/migrateCli.ts) run as its own process, the way a deployment runs it:
// on a fresh SQLite file, and on a throw-away PostgreSQL database when DATABASE_URL is set. It applies
// every migration, creates every table the server's schema types name, and a second run changes nothing.
// Migrations run in one transaction on both databases, so a failing one leaves nothing half applied; and
// the data migrations (010 first practice solves, 011 opening balances) backfill what older rows lack.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest, migratorOf, openDatabase, type Db } from '../../server/db/database';
import { migrations } from '../../server/db/migrations';
import type { Database } from '../../server/db/schema';
import { ledgerMismatches } from '../support/ledger';
import { createPgDatabase, isPostgresRun } from '../support/testDb';

const run = promisify(execFile);

/** A user row as every schema since 001 has it (a player, not a teacher); answers its userno. */
async function insertOldUser(k: Kysely<Database>, username: string): Promise<number> {
  const row = await k
    .insertInto('users')
    .values({
      username,
      passwd_hash: 'x',
      email: '',
      phoneno: '',
      country: 'KR',
      lang: 'ko',
      grade: 1,
      teacher_flag: 0,
      admin_flag: 0,
      use_stop_flag: 0,
      created_at: 1,
    })
    .returning('userno')
    .executeTakeFirstOrThrow();
  return row.userno;
}

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
  trainer_drills: true,
  tryquest_receipts: true,
  rank_rewards: true,
  kcerts: true,
  kcert_prints: true,
  user_items: true,
  store_purchases: true,
  stat_pins: true,
  stat_checks: true,
  stat_rewards: true,
  event_claims: true,
  problem_reports: true,
  problem_ratings: true,
  student_ratings: true,
  problem_first_tries: true,
  classes: true,
  class_students: true,
  homework: true,
  live_profiles: true,
  live_seeks: true,
  live_games: true,
  live_moves: true,
  live_chat: true,
  live_blocks: true,
  live_reports: true,
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
// One throw-away database per migration prefix on PostgreSQL: dropping them all takes longer than a hook's
// default 10 s on a busy machine.
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
}, 120_000);

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

/** An empty database (not migrated) on the run's engine, dropped after the file. */
async function emptyDb(): Promise<Db> {
  let db: Db;
  if (isPostgresRun) {
    const pgDb = await createPgDatabase();
    db = openDatabase({ databaseUrl: pgDb.url, dataDir: '' });
    cleanups.push(pgDb.drop);
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hoshi-migrate-tx-'));
    db = openDatabase({ databaseUrl: '', dataDir: dir });
    cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  }
  cleanups.unshift(() => db.kysely.destroy());
  return db;
}

describe('migrations in a transaction (issue 12)', () => {
  it('a migration that fails half way leaves no half-applied schema', async () => {
    const db = await emptyDb();
    await migrateToLatest(db);
    const before = await tablesOf(db);
    const failing = {
      ...migrations,
      '999_fails_half_way': {
        up: async (k: Kysely<unknown>) => {
          await k.schema.createTable('half_applied').addColumn('id', 'integer').execute();
          await k.schema.alterTable('users').addColumn('half_column', 'integer').execute();
          throw new Error('migration failed half way');
        },
      },
    };
    await expect(migrateToLatest(db, failing)).rejects.toThrow('migration failed half way');
    expect(await tablesOf(db)).toEqual(before);
    const users = (await db.kysely.introspection.getTables()).find((table) => table.name === 'users');
    expect(users?.columns.map((c) => c.name)).not.toContain('half_column');
    expect(await appliedMigrations(db)).toEqual(Object.keys(migrations).sort());
  });

  it('backfills the first practice solves (010) and books opening balances (011)', async () => {
    const db = await emptyDb();
    await migratorOf(db).migrateTo('009_friends');
    const k = db.kysely;
    const userno = await insertOldUser(k, 'olduser');
    // An account from before the starting balances were booked: one heart spent, its line only.
    await k
      .insertInto('balances')
      .values({
        userno,
        heart_count: 4,
        heart_anchor_ms: 1,
        heart_add_slots: 0,
        heart_delta: -1,
        gold: 100,
        gold_delta: 0,
        gem: 0,
        gem_delta: 0,
        dice_count: 5,
        dice_anchor_ms: 1,
        version: 1,
      })
      .execute();
    await k
      .insertInto('ledger')
      .values({
        userno,
        currency: 'heart',
        delta: -1,
        balance_after: 4,
        reason: 'heart_spent',
        created_at: 1,
      })
      .execute();
    const answer = (jkno: number, solved: number, tryId: string | null = null) => ({
      userno,
      kind: 'study' as const,
      sno: 2,
      gno: 1,
      jkno,
      try_id: tryId,
      solved,
      moves: 'D3',
      created_at: 10 + jkno,
    });
    const ids = [];
    for (const row of [answer(0, 0), answer(0, 1), answer(0, 1), answer(1, 1), answer(2, 1, 'run-1')]) {
      ids.push(
        (await k.insertInto('study_results').values(row).returning('id').executeTakeFirstOrThrow()).id,
      );
    }

    await migrateToLatest(db);
    expect(await ledgerMismatches(k)).toEqual([]);
    const opening = await k
      .selectFrom('ledger')
      .select(['currency', 'delta', 'balance_after'])
      .where('reason', '=', 'opening_balance')
      .orderBy('currency')
      .execute();
    expect(opening).toEqual([
      { currency: 'dice', delta: 5, balance_after: 5 },
      { currency: 'gold', delta: 100, balance_after: 100 },
      { currency: 'heart', delta: 5, balance_after: 4 },
    ]);
    const solves = await k
      .selectFrom('study_practice_solves')
      .select(['jkno', 'result_id'])
      .orderBy('jkno')
      .execute();
    // The first practice solve of each mission; a miss and a try-run answer claim nothing.
    expect(solves).toEqual([
      { jkno: 0, result_id: ids[1] },
      { jkno: 1, result_id: ids[3] },
    ]);
  });
});

describe('ninth-dan steps 6–10 replaced by 19×19 problems (021, issue 14)', () => {
  it('starts the ratings and first tries of the replaced missions again and renames their reports', async () => {
    const db = await emptyDb();
    await migratorOf(db).migrateTo('020_class_ranking');
    const k = db.kysely;
    const userno = await insertOldUser(k, 'rated');
    // Step 5 and the study pack keep their problems; steps 6 and 10 do not.
    const ids = ['dan9/s05-m9', 'dan9/s06-m0', 'dan9/s10-m9', 'study/se-g01-m0'];
    await k
      .insertInto('problem_ratings')
      .values(
        ids.map((problem_id) => ({
          problem_id,
          rating: 1600,
          rd: 200,
          vol: 0.06,
          attempts: 3,
          solved_first: 1,
          updated_at: 5,
        })),
      )
      .execute();
    await k
      .insertInto('problem_first_tries')
      .values(ids.map((problem_id) => ({ userno, problem_id, solved: 1, created_at: 5 })))
      .execute();
    await k
      .insertInto('problem_reports')
      .values(
        ['dan9/s05-m9', 'dan9/s07-m3'].map((problem_id) => ({
          userno,
          problem_id,
          kind: 'wrong_answer',
          note: 'no',
          moves: 'D4',
          created_at: 6,
        })),
      )
      .execute();

    await migrateToLatest(db);
    const kept = ['dan9/s05-m9', 'study/se-g01-m0'];
    const ratings = await k
      .selectFrom('problem_ratings')
      .select('problem_id')
      .orderBy('problem_id')
      .execute();
    expect(ratings.map((r) => r.problem_id)).toEqual(kept);
    const tries = await k
      .selectFrom('problem_first_tries')
      .select('problem_id')
      .orderBy('problem_id')
      .execute();
    expect(tries.map((r) => r.problem_id)).toEqual(kept);
    const reports = await k
      .selectFrom('problem_reports')
      .select(['problem_id', 'note', 'moves'])
      .orderBy('problem_id')
      .execute();
    expect(reports).toEqual([
      { problem_id: 'dan9/s05-m9', note: 'no', moves: 'D4' },
      { problem_id: 'dan9/s07-m3-replaced', note: 'no', moves: 'D4' },
    ]);
  });
});

describe('study groups with one-move answers replaced in place (022, issue 14)', () => {
  it('starts the ratings and first tries of the replaced groups again and renames their reports', async () => {
    const db = await emptyDb();
    await migratorOf(db).migrateTo('021_dan9_big_boards');
    const k = db.kysely;
    const userno = await insertOldUser(k, 'rated');
    // ip 1 and 3, cho 9 and jung 11 keep their problems (and ip 20 is no group of ip 2); ip 2 and 9, cho 11
    // and jung 12 do not.
    const ids = [
      'study/cho-g09-m0',
      'study/cho-g11-m4',
      'study/ip-g01-m0',
      'study/ip-g02-m0',
      'study/ip-g03-m9',
      'study/ip-g09-m9',
      'study/ip-g20-m0',
      'study/jung-g11-m0',
      'study/jung-g12-m3',
    ];
    await k
      .insertInto('problem_ratings')
      .values(
        ids.map((problem_id) => ({
          problem_id,
          rating: 1600,
          rd: 200,
          vol: 0.06,
          attempts: 3,
          solved_first: 1,
          updated_at: 5,
        })),
      )
      .execute();
    await k
      .insertInto('problem_first_tries')
      .values(ids.map((problem_id) => ({ userno, problem_id, solved: 1, created_at: 5 })))
      .execute();
    await k
      .insertInto('problem_reports')
      .values(
        ['study/ip-g01-m0', 'study/ip-g05-m3'].map((problem_id) => ({
          userno,
          problem_id,
          kind: 'wrong_answer',
          note: 'no',
          moves: 'D4',
          created_at: 6,
        })),
      )
      .execute();

    await migrateToLatest(db);
    const kept = [
      'study/cho-g09-m0',
      'study/ip-g01-m0',
      'study/ip-g03-m9',
      'study/ip-g20-m0',
      'study/jung-g11-m0',
    ];
    const ratings = await k
      .selectFrom('problem_ratings')
      .select('problem_id')
      .orderBy('problem_id')
      .execute();
    expect(ratings.map((r) => r.problem_id)).toEqual(kept);
    const tries = await k
      .selectFrom('problem_first_tries')
      .select('problem_id')
      .orderBy('problem_id')
      .execute();
    expect(tries.map((r) => r.problem_id)).toEqual(kept);
    const reports = await k
      .selectFrom('problem_reports')
      .select(['problem_id', 'note', 'moves'])
      .orderBy('problem_id')
      .execute();
    expect(reports).toEqual([
      { problem_id: 'study/ip-g01-m0', note: 'no', moves: 'D4' },
      { problem_id: 'study/ip-g05-m3-replaced', note: 'no', moves: 'D4' },
    ]);
  });
});

describe('forward-only from every released schema (issue 21)', () => {
  // A deployment may sit at any earlier version; each must reach the latest schema in one start.
  const names = Object.keys(migrations).sort();
  it.each(names.map((name, index) => ({ name, applied: index + 1 })))(
    'a database at $name migrates to the latest with every table in place',
    async ({ applied }) => {
      const db = await emptyDb();
      const prefix = Object.fromEntries(
        names.slice(0, applied).flatMap((name) => (migrations[name] ? [[name, migrations[name]]] : [])),
      );
      await migrateToLatest(db, prefix);
      const later = await migrateToLatest(db);
      expect(later).toEqual(names.slice(applied));
      for (const table of Object.keys(schemaTables)) {
        await expect(
          db.kysely
            .selectFrom(table as keyof Database)
            .selectAll()
            .limit(1)
            .execute(),
        ).resolves.toBeDefined();
      }
      expect(await ledgerMismatches(db.kysely)).toEqual([]);
    },
    60_000,
  );
});
