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

export async function createTestDb(): Promise<TestDb> {
  const url = process.env.DATABASE_URL ?? '';
  if (/^postgres(ql)?:\/\//.test(url)) {
    const name = `hoshi_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const testUrl = new URL(url);
    testUrl.pathname = `/${name}`;
    const db = openDatabase({ databaseUrl: testUrl.toString(), dataDir: '' });
    await migrateToLatest(db);
    return {
      db,
      cleanup: async () => {
        await db.kysely.destroy();
        const dropper = new pg.Client({ connectionString: url });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await dropper.end();
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
