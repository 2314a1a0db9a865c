// Crash safety (issue 4): a server killed with SIGKILL in the middle of a write load loses no write it
// acknowledged, applies none twice, and restarts consistent: every user's ledger sums to the balance
// (the same walk over all users every API test file's teardown runs). Runs on the embedded SQLite file, or
// on PostgreSQL when DATABASE_URL says so.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../e2e/support/server';
import { createPgDatabase, isPostgresRun } from '../support/testDb';
import { openDatabase } from '../../server/db/database';
import { expectLedgerMatchesBalances, setBalances } from '../support/ledger';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hoshi-crash-'));
let server: RunningServer | undefined;
let dropDatabase: (() => Promise<void>) | undefined;

afterAll(async () => {
  await server?.stop();
  await dropDatabase?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function post(base: string, pathName: string, body: object, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${pathName}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Record<string, number | string>;
}

describe('SIGKILL during a write load', () => {
  it('keeps every acknowledged heart spend exactly once and the ledger equal to the balance', async () => {
    const env: Record<string, string> = {
      AUTH_SECRET: 'crash-test-secret-that-is-long-enough-0123',
      SEED_DEMO: '0',
    };
    if (isPostgresRun) {
      const database = await createPgDatabase();
      dropDatabase = database.drop;
      env.DATABASE_URL = database.url;
    }
    server = await startServer(env, { needsApp: false, dataDir });
    await post(server.url, '/api/user/reg', { username: 'crasher', passwd: 'stone-1234', email: '' });
    const login = await post(server.url, '/api/login', { username: 'crasher', passwd: 'stone-1234' });
    const auth = { authorization: `Bearer ${String(login.accessToken)}` };
    await post(server.url, '/api/heart/add', {}, auth);

    const db = openDatabase({ databaseUrl: env.DATABASE_URL ?? '', dataDir });
    const start = 100_000;
    await setBalances(db.kysely, Number(login.userno), { heart_count: start });

    // Four writers spend hearts with fresh keys until the server dies under them.
    const acknowledged: string[] = [];
    let stop = false;
    const base = server.url;
    const writer = async (id: number) => {
      for (let n = 0; !stop; n++) {
        const key = `crash-${id}-${n}-key`;
        try {
          const answer = await post(
            base,
            '/api/heart/spent',
            { delta: 1 },
            { ...auth, 'idempotency-key': key },
          );
          if (answer.errorcode === 0) acknowledged.push(key);
        } catch {
          return; // the connection died with the server
        }
      }
    };
    const writers = [0, 1, 2, 3].map(writer);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await server.kill();
    stop = true;
    await Promise.all(writers);
    expect(acknowledged.length).toBeGreaterThan(20);

    server = await startServer(env, { needsApp: false, dataDir });
    const relogin = await post(server.url, '/api/login', { username: 'crasher', passwd: 'stone-1234' });
    const auth2 = { authorization: `Bearer ${String(relogin.accessToken)}` };
    // Every acknowledged key is known to the restarted server: a replay answers, it does not spend again.
    const before = await db.kysely
      .selectFrom('balances')
      .select('heart_count')
      .where('userno', '=', Number(login.userno))
      .executeTakeFirstOrThrow();
    for (const key of acknowledged.slice(-25)) {
      expect(
        (await post(server.url, '/api/heart/spent', { delta: 1 }, { ...auth2, 'idempotency-key': key }))
          .errorcode,
      ).toBe(0);
    }
    const row = await db.kysely
      .selectFrom('balances')
      .select('heart_count')
      .where('userno', '=', Number(login.userno))
      .executeTakeFirstOrThrow();
    expect(row.heart_count).toBe(before.heart_count);

    const spends = await db.kysely
      .selectFrom('ledger')
      .select(['delta'])
      .where('userno', '=', Number(login.userno))
      .where('reason', '=', 'heart_spent')
      .execute();
    const keys = await db.kysely
      .selectFrom('idempotency_keys')
      .select('idem_key')
      .where('userno', '=', Number(login.userno))
      .execute();
    // Each applied spend has its key, each key its spend, and every acknowledged one is among them.
    expect(spends.length).toBe(keys.length);
    expect(spends.length).toBeGreaterThanOrEqual(acknowledged.length);
    expect(new Set(keys.map((k) => k.idem_key))).toEqual(expect.objectContaining({ size: keys.length }));
    for (const key of acknowledged) expect(keys.some((k) => k.idem_key === key)).toBe(true);
    expect(start - spends.length).toBe(row.heart_count);
    await expectLedgerMatchesBalances(db.kysely);
    await db.kysely.destroy();
  }, 60_000);
});
