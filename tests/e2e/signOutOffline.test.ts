// A sign-out on a shared tablet without network (issue 12 #1, #2), in Chromium against the built app and the
// real server. The app forgets the session at once; the HttpOnly cookies the browser still holds open
// nothing for the next person at the tablet (the refresh call and cookie-authenticated calls need the session
// proof the app forgot); and the server's end of the session waits in the outbox until the network returns,
// then revokes the session, removes the cookies, and the device drops the student's replay grant.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { register, settled, signIn } from './support/app';
import { openServerDb, type ServerDb } from './support/db';
import { drained, readOutbox } from './support/outbox';
import type { RunningServer } from './support/server';
import { openProfileSuite, type ProfileSuite } from './support/suite';

const student = { username: 'tablet_mina', password: 'Go-stones-44', email: 'mina@example.com' };

let server: RunningServer;
let profile: ProfileSuite['profile'];
let page: Page;
let db: ServerDb;
let userno: number;

const lose = (route: Route) => route.abort('internetdisconnected');

/** What a visitor can do with one `fetch` from the page: a call riding on the cookies the browser kept. */
async function cookieCall(path: string): Promise<{ status: number; errorcode: number | null }> {
  return page.evaluate(async (target) => {
    const xsrf = /(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '';
    const response = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-xsrf-token': decodeURIComponent(xsrf) },
      body: '{}',
    });
    const json = (await response.json().catch(() => null)) as { errorcode?: number } | null;
    return { status: response.status, errorcode: json?.errorcode ?? null };
  }, path);
}

beforeAll(async () => {
  ({ server, profile, page } = await openProfileSuite());
  db = openServerDb(server.dataDir);
});

afterAll(async () => {
  await profile?.close();
  await db?.close();
  const code = await server?.stop();
  expect(code).toBe(0);
});

describe('sign-out without network', () => {
  it('signs in and holds a replay grant', async () => {
    await register(page, server.url, student);
    userno = await db.userno(student.username);
    await signIn(page, student);
    await expect.poll(async () => (await readOutbox(page)).grants).toEqual([userno]);
    expect(await db.liveSessions(userno)).toBe(1);
  });

  it('forgets the session at once; the cookies it could not remove open nothing', async () => {
    await profile.context.route('**/api/**', lose);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await settled(page, '/auth/sign-in');
    expect(await page.evaluate(() => localStorage.getItem('hoshi.session'))).toBeNull();
    // The network is back, except for the sign-out the tablet queued: the server still honours the session.
    await profile.context.unroute('**/api/**', lose);
    await profile.context.route('**/api/logout', lose);
    expect((await profile.context.cookies(`${server.url}/api/`)).map((c) => c.name)).toContain(
      'refresh-token',
    );
    expect(await db.liveSessions(userno)).toBe(1);
    // The next person at the tablet tries the cookies left behind.
    expect((await cookieCall('/api/userinfo')).status).toBe(401);
    expect(await cookieCall('/api/refresh-token')).toEqual({ status: 200, errorcode: -4011 });
    expect((await readOutbox(page)).writes.map((w) => [w.userno, w.path])).toEqual([[userno, '/api/logout']]);
  });

  it('ends the session on the server when the network returns, and drops the grant', async () => {
    await profile.context.unroute('**/api/logout', lose);
    // The browser's `online` event, as when the Wi-Fi comes back.
    await profile.context.setOffline(true);
    await profile.context.setOffline(false);
    await drained(page);
    expect(await db.liveSessions(userno)).toBe(0);
    await expect.poll(async () => (await readOutbox(page)).grants).toEqual([]);
    const names = (await profile.context.cookies(`${server.url}/api/`)).map((c) => c.name);
    expect(names).not.toContain('refresh-token');
    expect(names).not.toContain('access-token');
  });
});
