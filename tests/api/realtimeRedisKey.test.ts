// Two deployments that share one Redis (REDIS_URL) but not a database never hear each other's rooms: the
// socket.io channels are named by the deployment's id kept in its database (server/auth/secrets.ts), not
// by the adapter's shared default. Rooms are named by user numbers, which each database counts from 1, so
// with one channel name a notice to user 1 of one academy reached user 1 of the other. Only a run with
// REDIS_URL can show this (CI's PostgreSQL pass sets it); otherwise it is reported as skipped.
import { afterAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { notifyUser } from '../../server/realtime/userEvents';
import { createTestApp, deviceSessionOf, type TestApp } from '../support/testApp';
import { listenWithRealtime, type RealtimeServer } from '../support/realtimeServer';

const redisUrl = process.env.REDIS_URL ?? '';
const apps: TestApp[] = [];
const servers: RealtimeServer[] = [];

afterAll(async () => {
  for (const s of servers) s.closeSockets();
  for (const t of apps) await t.close();
});

/** A deployment of its own (its own database) on the shared Redis, with one signed-in user's socket. */
async function deployment(username: string): Promise<{ t: TestApp; userno: number; socket: Socket }> {
  const t = await createTestApp();
  apps.push(t);
  const rt = await listenWithRealtime(t, { redisUrl });
  servers.push(rt);
  await t.post('/api/user/reg', { username, passwd: 'stone-1234', email: `${username}@example.com` });
  const login = await t.post('/api/login', { username, passwd: 'stone-1234' });
  const userno = (login.json() as { userno: number }).userno;
  const socket = await rt.open({ token: deviceSessionOf(login).accessToken });
  return { t, userno, socket };
}

/** Every payload `socket` receives for `event`, as it comes. */
function collect(socket: Socket, event: string): unknown[] {
  const got: unknown[] = [];
  socket.on(event, (payload: unknown) => got.push(payload));
  return got;
}

describe.runIf(redisUrl !== '')('two deployments on one Redis', () => {
  it('keep their rooms apart: a notice to user N of one never reaches user N of the other', async () => {
    const one = await deployment('redis-key-one');
    const two = await deployment('redis-key-two');
    // The same user number in both databases: the rooms have the same name.
    expect(two.userno).toBe(one.userno);
    const atOne = collect(one.socket, 'probe');
    const atTwo = collect(two.socket, 'probe');
    notifyUser(one.t.app, one.userno, 'probe', { from: 'one' });
    await expect.poll(() => atOne).toEqual([{ from: 'one' }]);
    // Redis delivers to every subscriber alike; give the other deployment's as long again and more.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(atTwo).toEqual([]);
  }, 30_000);
});
