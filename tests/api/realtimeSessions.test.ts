// A socket lives only as long as its session (issue 12 #16, #2, #6): sign-out, a password change (on the
// other devices), a reset, a deletion and a stop disconnect the user's sockets; a cookie without the
// device's session proof opens none. Runs a real listening server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { createTestApp, deviceSessionOf, type DeviceSession, type TestApp } from '../support/testApp';
import { dropped, listenWithRealtime, type RealtimeServer } from '../support/realtimeServer';

let t: TestApp;
let rt: RealtimeServer;

beforeAll(async () => {
  t = await createTestApp();
  rt = await listenWithRealtime(t, { sessionSweepMs: 100 });
});

afterAll(async () => {
  rt.closeSockets();
  await t.close();
});

let n = 0;
async function student(): Promise<{ username: string; device: DeviceSession }> {
  const username = `rt-session-${++n}`;
  await t.post('/api/user/reg', { username, passwd: 'stone-1234', email: `${username}@example.com` });
  return { username, device: await anotherDevice(username) };
}

async function anotherDevice(username: string, passwd = 'stone-1234'): Promise<DeviceSession> {
  return deviceSessionOf(await t.post('/api/login', { username, passwd }));
}

const openFor = (device: DeviceSession): Promise<Socket> => rt.open({ token: device.accessToken });

/** Is the socket still connected a moment after (long enough for several sweeps)? */
async function stillConnected(socket: Socket): Promise<boolean> {
  await new Promise((resolve) => setTimeout(resolve, 400));
  return socket.connected;
}

describe('a socket dies with its session', () => {
  it('on sign-out', async () => {
    const { device } = await student();
    const socket = await openFor(device);
    const gone = dropped(socket);
    await t.post('/api/logout', { signOut: device.signOut }, { token: device.accessToken });
    expect(await gone).toBe('io server disconnect');
  });

  it('on a password change, on the other devices only', async () => {
    const { username, device: here } = await student();
    const there = await anotherDevice(username);
    const hereSocket = await openFor(here);
    const thereSocket = await openFor(there);
    const gone = dropped(thereSocket);
    const change = { passwdorg: 'stone-1234', passwd: 'fresh-stone-2' };
    expect((await t.post('/api/passwd/change', change, { token: here.accessToken })).json()).toEqual({
      errorcode: 0,
    });
    expect(await gone).toBe('io server disconnect');
    expect(await stillConnected(hereSocket)).toBe(true);
  });

  it('on a password reset', async () => {
    const { username, device } = await student();
    const socket = await openFor(device);
    const gone = dropped(socket);
    await t.post('/api/passwd/lost', { username, email: `${username}@example.com` });
    const mail = t.mail.filter((m) => m.to === `${username}@example.com`).at(-1);
    const token = /\n\n(\S+)\n\n/.exec(mail?.text ?? '')?.[1] ?? '';
    const reset = { username, passwdorg: token, passwd: 'after-reset-5' };
    expect((await t.post('/api/passwd/change2', reset)).json()).toEqual({ errorcode: 0 });
    expect(await gone).toBe('io server disconnect');
  });

  it('on deletion', async () => {
    const { username, device } = await student();
    const socket = await openFor(device);
    const gone = dropped(socket);
    const del = { username, passwd: 'stone-1234' };
    expect((await t.post('/api/account/del', del, { token: device.accessToken })).json()).toEqual({
      errorcode: 0,
    });
    expect(await gone).toBe('io server disconnect');
  });

  it('when the account is stopped, within a sweep', async () => {
    const { device } = await student();
    const socket = await openFor(device);
    const gone = dropped(socket);
    await t.testDb.db.kysely
      .updateTable('users')
      .set({ use_stop_flag: 1 })
      .where('userno', '=', device.userno)
      .execute();
    expect(await gone).toBe('io server disconnect');
    await expect(openFor(device)).rejects.toThrow('unauthorized');
  });
});

describe('the handshake', () => {
  const cookieHeader = (device: DeviceSession) => `access-token=${device.cookies['access-token'] ?? ''}`;

  it('takes the access cookie only with the session proof the device holds', async () => {
    const { device } = await student();
    await expect(rt.open({ cookie: cookieHeader(device) })).rejects.toThrow('unauthorized');
    await expect(rt.open({ cookie: cookieHeader(device), proof: 'guess' })).rejects.toThrow('unauthorized');
    const socket = await rt.open({ cookie: cookieHeader(device), proof: device.proof });
    expect(socket.connected).toBe(true);
  });
});
