// The kiosk replay grant (issue 7): after a sign-out on the tablet, a student's queued writes still arrive,
// under a grant that opens nothing else — no reads, no other user's data, no call without an
// Idempotency-Key — and that dies with its session (issue 12 #1): the sign-out the outbox delivers after
// those writes, a password change elsewhere, a reset, a stop or a deletion end it at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Student = Awaited<ReturnType<typeof studentWithGrant>>;
let ended = 0;

async function studentWithGrant(username: string) {
  await t.post('/api/user/reg', { username, passwd: 'stone-1234', email: '' });
  const login = (await t.post('/api/login', { username, passwd: 'stone-1234' })).json();
  const grant = (await t.post('/api/outbox/grant', {}, { token: login.accessToken })).json();
  return {
    username,
    userno: login.userno as number,
    token: login.accessToken as string,
    signOut: login.signOut as string,
    grant: grant.grant as string,
  };
}

describe('replay grant', () => {
  it('delivers queued writes after the device forgot the session, once; the queued sign-out ends it', async () => {
    const a = await studentWithGrant('kiosk-a');
    // The tablet signed out without network: it forgot its tokens; its writes and sign-out wait in the outbox.
    const headers = { authorization: `Grant ${a.grant}`, 'idempotency-key': 'queued-a-0001' };
    const first = (await t.post('/api/heart/spent', { userno: a.userno, delta: 1 }, { headers })).json();
    expect(first).toMatchObject({ errorcode: 0, heartCnt: 4 });
    expect((await t.post('/api/heart/spent', { userno: a.userno, delta: 1 }, { headers })).json()).toEqual(
      first,
    );
    // Then the queued sign-out arrives (no credentials: its token names the session it ends).
    const out = await t.post(
      '/api/logout',
      { userno: a.userno, signOut: a.signOut },
      { headers: { 'idempotency-key': 'queued-a-0002' } },
    );
    expect(out.json()).toEqual({ errorcode: 0 });
    const later = { authorization: `Grant ${a.grant}`, 'idempotency-key': 'queued-a-0003' };
    expect((await t.post('/api/heart/spent', { delta: 1 }, { headers: later })).statusCode).toBe(401);
  });

  it.each([
    ['signed out', (u: Student) => t.post('/api/logout', { signOut: u.signOut }, { token: u.token })],
    [
      'its password changed on another device',
      async (u: Student) => {
        const other = (await t.post('/api/login', { username: u.username, passwd: 'stone-1234' })).json();
        await t.post(
          '/api/passwd/change',
          { passwdorg: 'stone-1234', passwd: 'fresh-stone-99' },
          { token: other.accessToken as string },
        );
      },
    ],
    [
      'its password reset by mail',
      async (u: Student) => {
        await t.testDb.db.kysely
          .updateTable('users')
          .set({ email: `${u.username}@example.com` })
          .where('userno', '=', u.userno)
          .execute();
        await t.post('/api/passwd/lost', { username: u.username, email: `${u.username}@example.com` });
        const mail = t.mail.filter((m) => m.to === `${u.username}@example.com`).at(-1);
        const token = /\n\n(\S+)\n\n/.exec(mail?.text ?? '')?.[1] ?? '';
        const reset = { username: u.username, passwdorg: token, passwd: 'after-reset-77' };
        expect((await t.post('/api/passwd/change2', reset)).json()).toEqual({ errorcode: 0 });
      },
    ],
    [
      'its account stopped',
      (u: Student) =>
        t.testDb.db.kysely
          .updateTable('users')
          .set({ use_stop_flag: 1 })
          .where('userno', '=', u.userno)
          .execute(),
    ],
    [
      'its account deleted',
      (u: Student) =>
        t.post('/api/account/del', { username: u.username, passwd: 'stone-1234' }, { token: u.token }),
    ],
  ])('dies at once with its session: %s', async (_case, end) => {
    const u = await studentWithGrant(`kiosk-end-${++ended}`);
    const headers = (n: number) => ({
      authorization: `Grant ${u.grant}`,
      'idempotency-key': `end-${ended}-${n}-key`,
    });
    expect((await t.post('/api/heart/spent', { delta: 1 }, { headers: headers(1) })).statusCode).toBe(200);
    await end(u);
    expect((await t.post('/api/heart/spent', { delta: 1 }, { headers: headers(2) })).statusCode).toBe(401);
  });

  it('opens no read, no non-replayable call, and nothing without an Idempotency-Key', async () => {
    const b = await studentWithGrant('kiosk-b');
    const auth = { authorization: `Grant ${b.grant}` };
    expect((await t.post('/api/userinfo', {}, { headers: auth })).statusCode).toBe(401);
    expect(
      (await t.post('/api/study/info', {}, { headers: { ...auth, 'idempotency-key': 'read-b-0001' } }))
        .statusCode,
    ).toBe(401);
    expect((await t.post('/api/heart/spent', { delta: 1 }, { headers: auth })).statusCode).toBe(401);
    expect(
      (
        await t.post(
          '/api/passwd/change',
          { passwdorg: 'stone-1234', passwd: 'other-pass-9' },
          { headers: auth },
        )
      ).statusCode,
    ).toBe(401);
  });

  it("cannot credit another user: the body's userno must be the grant's", async () => {
    const c = await studentWithGrant('kiosk-c');
    const d = await studentWithGrant('kiosk-d');
    const res = await t.post(
      '/api/heart/spent',
      { userno: d.userno, delta: 1 },
      { headers: { authorization: `Grant ${c.grant}`, 'idempotency-key': 'cross-c-0001' } },
    );
    expect(res.json()).toEqual({ errorcode: -4031 });
  });

  it('is not an access token, and an access token is not a grant', async () => {
    const e = await studentWithGrant('kiosk-e');
    expect((await t.post('/api/userinfo', {}, { token: e.grant })).statusCode).toBe(401);
    const res = await t.post(
      '/api/heart/spent',
      { delta: 1 },
      { headers: { authorization: `Grant ${e.token}`, 'idempotency-key': 'swap-e-0001' } },
    );
    expect(res.statusCode).toBe(401);
  });

  it('lives twelve hours at most', async () => {
    const f = await studentWithGrant('kiosk-f');
    const headers = { authorization: `Grant ${f.grant}`, 'idempotency-key': 'late-f-0001' };
    t.now.ms += 12 * 60 * 60 * 1000 + 1000;
    expect((await t.post('/api/heart/spent', { delta: 1 }, { headers })).statusCode).toBe(401);
    t.now.ms -= 12 * 60 * 60 * 1000 + 1000;
    expect((await t.post('/api/heart/spent', { delta: 1 }, { headers })).statusCode).toBe(200);
  });
});
