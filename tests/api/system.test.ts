// The start-up endpoints and the API's error shape (spec §7 R7.07, R7.08; §8), driven through `inject`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { seedDemo } from '../../server/demo';
import { expectLedgerMatchesBalances } from '../support/ledger';
import { createTestDb, type TestDb } from '../support/testDb';

let testDb: TestDb;
let app: FastifyInstance;
const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hoshi-static-'));

beforeAll(async () => {
  testDb = await createTestDb();
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Hoshi</title>');
  fs.writeFileSync(path.join(staticDir, 'robots.txt'), 'User-agent: *\n');
  app = await buildApp({ db: testDb.db, staticDir, port: 8000, logLevel: 'silent' });
});

afterAll(async () => {
  try {
    // The economy's invariant over every user, as every API test file checks at its end (testApp.ts).
    await expectLedgerMatchesBalances(testDb.db.kysely);
  } finally {
    await app.close();
    await testDb.cleanup();
    fs.rmSync(staticDir, { recursive: true, force: true });
  }
});

describe('database', () => {
  it('runs on the database DATABASE_URL selects', () => {
    const expected = /^postgres/.test(process.env.DATABASE_URL ?? '') ? 'postgres' : 'sqlite';
    expect(testDb.db.dialect).toBe(expected);
  });
});

describe('POST /api/server/address (R7.07)', () => {
  it('answers errorcode 0 with the host the client reached and the port', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/server/address',
      headers: { host: 'example.org:8000' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ errorcode: 0, error: '', ip: 'example.org', port: 8000 });
  });
});

describe('POST /api/country (R7.08)', () => {
  it.each([
    ['ko-KR,ko;q=0.9', 'KR', 'ko-KR'],
    ['en-US,en;q=0.9', 'US', 'en-US'],
    ['zh-CN,zh;q=0.8', 'CN', 'zh-CN'],
    ['fr-FR', 'KR', 'ko-KR'],
  ])('Accept-Language %s → region %s, lang %s', async (accept, region, lang) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/country',
      headers: { 'accept-language': accept },
    });
    expect(res.json()).toEqual({ errorcode: 0, region, lang });
  });
});

describe('error shape (spec §8)', () => {
  it('answers malformed JSON with HTTP 200 and a negative code', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/country',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ errorcode: -1000 });
  });

  it('refuses a body that is not JSON', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/country',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().errorcode).toBe(-4015);
  });

  it('answers an unknown endpoint with 404 and the JSON shape', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/no/such/call', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errorcode: -4040 });
  });
});

describe('static serving', () => {
  it('falls back to the app shell for client routes', async () => {
    const res = await app.inject({ method: 'GET', url: '/study/group/mission' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<title>Hoshi</title>');
  });

  it('answers a missing asset with a real 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(res.statusCode).toBe(404);
  });

  it('serves files that exist', async () => {
    const res = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('User-agent');
  });
});

describe('demo seed', () => {
  it('creates the demo account once and finds it on the next start', async () => {
    expect(await seedDemo(testDb.db, 1)).toEqual({ created: true });
    expect(await seedDemo(testDb.db, 2)).toEqual({ created: false });
    const rows = await testDb.db.kysely.selectFrom('users').select(['username', 'passwd_hash']).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.passwd_hash).toMatch(/^\$argon2id\$/);
  });
});
