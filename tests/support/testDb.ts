// A fresh, migrated database for one test file: a temp SQLite file by default, or a throw-away
// PostgreSQL database when DATABASE_URL points at a server (CI runs the API suite both ways).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrateToLatest, openDatabase, type Db } from '../../server/db/database';

export interface TestDb {
  db: Db;
  cleanup: () => Promise<void>;
}

export const isPostgresRun = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '');

/** A fresh, empty PostgreSQL database on the server DATABASE_URL names, and how to drop it. */
export async function createPgDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL ?? '';
  const name = `hoshi_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  return {
    url: testUrl.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

export async function createTestDb(): Promise<TestDb> {
  if (isPostgresRun) {
    const pgDb = await createPgDatabase();
    const db = openDatabase({ databaseUrl: pgDb.url, dataDir: '' });
    await migrateToLatest(db);
    return {
      db,
      cleanup: async () => {
        await db.kysely.destroy();
        await pgDb.drop();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hoshi-api-'));
  const db = openDatabase({ databaseUrl: '', dataDir: dir });
  await migrateToLatest(db);
  return {
    db,
    cleanup: async () => {
      await db.kysely.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
