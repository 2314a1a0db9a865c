// CI on a fresh machine (issue 12 #19): only the `postgres` database exists there, so `.ci/run` creates the
// one the API suite runs on (`npm run db:create`) before using it. PostgreSQL runs only.
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { ensurePostgresDatabase } from '../../server/db/ensureDatabase';
import { isPostgresRun } from '../support/testDb';

const name = `hoshi_create_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;

async function onServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const url = new URL(process.env.DATABASE_URL ?? '');
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

describe.runIf(isPostgresRun)('db:create', () => {
  afterAll(async () => {
    await onServer((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  });

  it('creates a missing database, then finds it there', async () => {
    const url = new URL(process.env.DATABASE_URL ?? '');
    url.pathname = `/${name}`;
    expect(await ensurePostgresDatabase(url.toString())).toBe('created');
    const rows = await onServer((c) => c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]));
    expect(rows.rowCount).toBe(1);
    expect(await ensurePostgresDatabase(url.toString())).toBe('exists');
  });

  it('refuses a name it would have to quote', async () => {
    const url = new URL(process.env.DATABASE_URL ?? '');
    url.pathname = '/bad;name';
    await expect(ensurePostgresDatabase(url.toString())).rejects.toThrow(/Unsupported database name/);
  });
});
