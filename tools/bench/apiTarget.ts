// The process under load for `npm run bench:api`: the Hoshi API on a fresh database and a bare Fastify
// route, each on its own port, in one process apart from the load generator. Prints one JSON line with
// the two URLs and a bench user's token, then serves until killed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../../server/app';
import { migrateToLatest, openDatabase } from '../../server/db/database';

const bare = Fastify({ logger: false });
bare.post('/bare', () => ({ errorcode: 0 }));
await bare.listen({ port: 0, host: '127.0.0.1' });

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hoshi-bench-'));
const db = openDatabase({ databaseUrl: process.env.DATABASE_URL ?? '', dataDir });
await migrateToLatest(db);
// The load generator plays a proxy in front of many clients (X-Forwarded-For, see api.ts): the login
// figure measures sign-ins, not the per-address limit that one address would hit after 60 a minute.
const app = await buildApp({
  db,
  staticDir: '/nonexistent',
  port: 0,
  logLevel: 'silent',
  trustProxy: ['loopback'],
});
await app.listen({ port: 0, host: '127.0.0.1' });

const reg = await app.inject({
  method: 'POST',
  url: '/api/user/reg',
  payload: { username: 'bencher', passwd: 'stone-1234', email: '' },
});
if (reg.json<{ errorcode: number }>().errorcode !== 0) throw new Error(`bench user: ${reg.body}`);
const login = (
  await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: 'bencher', passwd: 'stone-1234' },
  })
).json<{
  accessToken: string;
}>();
await app.inject({
  method: 'POST',
  url: '/api/heart/add',
  payload: {},
  headers: { authorization: `Bearer ${login.accessToken}` },
});
await db.kysely.updateTable('balances').set({ heart_count: 100_000_000 }).execute();

const port = (server: { address(): unknown }) => (server.address() as { port: number }).port;
console.log(
  JSON.stringify({
    app: `http://127.0.0.1:${port(app.server)}`,
    bare: `http://127.0.0.1:${port(bare.server)}`,
    token: login.accessToken,
    dialect: db.dialect,
  }),
);

process.on('SIGTERM', () => {
  void Promise.all([app.close(), bare.close()]).then(async () => {
    await db.kysely.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
});
