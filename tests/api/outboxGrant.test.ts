// The kiosk replay grant (issue 7): after sign-out, a student's queued writes still arrive, under a grant
// that opens nothing else — no reads, no other user's data, no call without an Idempotency-Key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function studentWithGrant(username: string) {
  await t.post('/api/user/reg', { username, passwd: 'stone-1234', email: '' });
  const login = (await t.post('/api/login', { username, passwd: 'stone-1234' })).json();
  const grant = (await t.post('/api/outbox/grant', {}, { token: login.accessToken })).json();
  return {
    userno: login.userno as number,
    token: login.accessToken as string,
    refreshToken: login.refreshToken as string,
    grant: grant.grant as string,
  };
}

describe('replay grant', () => {
  it('delivers a queued heart spend after sign-out, once', async () => {
    const a = await studentWithGrant('kiosk-a');
    await t.post('/api/logout', { refreshToken: a.refreshToken }, { token: a.token });
    const headers = { authorization: `Grant ${a.grant}`, 'idempotency-key': 'queued-a-0001' };
    const first = (await t.post('/api/heart/spent', { userno: a.userno, delta: 1 }, { headers })).json();
    expect(first).toMatchObject({ errorcode: 0, heartCnt: 4 });
    expect((await t.post('/api/heart/spent', { userno: a.userno, delta: 1 }, { headers })).json()).toEqual(
      first,
    );
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

  it('expires after seven days and dies with the account', async () => {
    const f = await studentWithGrant('kiosk-f');
    const headers = { authorization: `Grant ${f.grant}`, 'idempotency-key': 'late-f-0001' };
    t.now.ms += 8 * 24 * 60 * 60 * 1000;
    expect((await t.post('/api/heart/spent', { delta: 1 }, { headers })).statusCode).toBe(401);
    t.now.ms -= 8 * 24 * 60 * 60 * 1000;
    await t.testDb.db.kysely.deleteFrom('users').where('userno', '=', f.userno).execute();
    expect((await t.post('/api/heart/spent', { delta: 1 }, { headers })).statusCode).toBe(401);
  });
});
