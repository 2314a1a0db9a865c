// Scale-out (DESIGN.md): two server processes on one PostgreSQL database share socket rooms through the
// PostgreSQL adapter, so a chat line sent through one reaches a client connected to the other. Only a
// PostgreSQL run can show this (CI runs the API suite on PostgreSQL too); on SQLite it is reported as
// not applicable rather than faked.
import { afterAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { startServer, type RunningServer } from '../e2e/support/server';
import { createPgDatabase, isPostgresRun } from '../support/testDb';

const servers: RunningServer[] = [];
const sockets: Socket[] = [];
let dropDatabase: (() => Promise<void>) | undefined;

afterAll(async () => {
  for (const s of sockets) s.disconnect();
  for (const s of servers) await s.stop();
  await dropDatabase?.();
});

async function signIn(base: string, username: string): Promise<{ token: string; userno: number }> {
  const post = (path: string, body: object) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  await post('/api/user/reg', { username, passwd: 'stone-1234', email: '' });
  const json = (await (await post('/api/login', { username, passwd: 'stone-1234' })).json()) as {
    accessToken: string;
    userno: number;
  };
  return { token: json.accessToken, userno: json.userno };
}

/** One half of a friendship (chat is between friends only). */
async function befriend(base: string, token: string, username: string): Promise<void> {
  await fetch(`${base}/api/friend/request`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ username }),
  });
}

function open(url: string, token: string): Promise<Socket> {
  const socket = connect(url, { transports: ['websocket'], reconnection: false, auth: { token } });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

describe.runIf(isPostgresRun)('two server processes on PostgreSQL', () => {
  it('deliver a chat line from a client of one to a client of the other', async () => {
    const database = await createPgDatabase();
    dropDatabase = database.drop;
    const env = {
      DATABASE_URL: database.url,
      AUTH_SECRET: 'cluster-test-secret-that-is-long-enough-0123',
      SEED_DEMO: '0',
    };
    servers.push(await startServer(env, { needsApp: false }));
    servers.push(await startServer(env, { needsApp: false }));
    const [one, two] = servers.map((s) => s.url);
    const alice = await signIn(one ?? '', 'cluster-alice');
    const bob = await signIn(two ?? '', 'cluster-bob');
    await befriend(one ?? '', alice.token, 'cluster-bob');
    await befriend(two ?? '', bob.token, 'cluster-alice');
    const aliceSocket = await open(one ?? '', alice.token);
    const bobSocket = await open(two ?? '', bob.token);
    const received = new Promise<{ from: number; phrase?: string }>((resolve) =>
      bobSocket.once('chat', resolve),
    );
    aliceSocket.emit('chat', { to: bob.userno, phrase: 'hello' });
    expect(await received).toMatchObject({ from: alice.userno, phrase: 'hello' });
    // Two server processes start under tsx and connect through PostgreSQL: 13 s at load 4 here.
  }, 60_000);
});
