// Account calls end to end through `inject`: registration rules (R5.01–R5.09), login with cookies
// (R7.61–R7.63), refresh rotation and reuse, anti-forgery (R7.64), the token's user over the body's,
// throttling, stopped accounts (R5.03) and the re-authenticated changes (R1.17–R1.19).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieCallHeaders,
  cookiesOf,
  createTestApp,
  deviceSessionOf,
  refreshDevice,
  type TestApp,
} from '../support/testApp';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let counter = 0;
async function register(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const body = {
    userno: 0,
    username: `player${counter}`,
    passwd: 'stone-1234',
    email: `p${counter}@example.com`,
    phoneno: '',
    countrylso: 'KR',
    lang: 'en-US',
    version: '1',
    tflag: 0,
    ...overrides,
  };
  const res = await t.post('/api/user/reg', body);
  return { body, json: res.json() as { errorcode: number; userno?: number } };
}

async function login(username: string, passwd: string, ip = '127.0.0.1') {
  const res = await t.post('/api/login', { username, passwd }, { ip });
  return {
    res,
    json: res.json() as {
      errorcode: number;
      userno: number;
      accessToken: string;
      data: string;
      errormsg?: string;
    },
  };
}

describe('registration (R1.17, R5.01–R5.09)', () => {
  it('registers, and user/check then reports the name as taken', async () => {
    const free = await t.post('/api/user/check', { userno: 0, username: 'newcomer' });
    expect(free.json()).toEqual({ errorcode: 0, userno: 0 });
    const { json } = await register({ username: 'newcomer' });
    expect(json.errorcode).toBe(0);
    expect(json.userno).toBeGreaterThan(0);
    const taken = await t.post('/api/user/check', { userno: 0, username: 'NewComer' });
    expect(taken.json()).toEqual({ errorcode: 0, userno: json.userno });
  });

  it.each([
    ['a taken name (any case)', { username: 'NEWCOMER' }, -10410],
    ['a short password', { passwd: 'ab1!' }, -1010],
    ['a password of one class', { passwd: 'abcdefghij' }, -1010],
    ['a password with a space', { passwd: 'stone 12345' }, -1010],
    ['a password equal to the username', { username: 'stone-1234', passwd: 'stone-1234' }, -1010],
    ['a bad e-mail', { email: 'not-an-email' }, -1011],
    ['a username with a space', { username: 'two words' }, -1000],
    ['a missing password', { passwd: undefined }, -1000],
    ['a username that is too long', { username: 'x'.repeat(65) }, -1000],
  ])('refuses %s', async (_case, overrides, code) => {
    const { json } = await register(overrides);
    expect(json.errorcode).toBe(code);
  });
});

describe('login, cookies and the session blob (R1.20, R7.61, R7.62)', () => {
  it('answers tokens and sets Secure HttpOnly cookies that expire with their tokens', async () => {
    const { body } = await register();
    const { res, json } = await login(body.username, body.passwd);
    expect(json.errorcode).toBe(0);
    expect(json.data.split('.')).toHaveLength(5); // a compact JWE: sealed, not readable by the client
    const cookies = cookiesOf(res);
    expect(cookies['access-token']).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax' });
    expect(cookies['refresh-token']).toMatchObject({
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
      path: '/api/',
    });
    expect(cookies['XSRF-TOKEN']?.httpOnly).not.toBe(true);
    const accessExpires = cookies['access-token']?.expires as Date;
    expect(accessExpires.getTime()).toBe(t.now.ms - (t.now.ms % 1000) + 15 * 60 * 1000);
  });

  it('refuses a wrong password and an unknown user with the same code', async () => {
    const { body } = await register();
    expect((await login(body.username, 'wrong-pass-1')).json.errorcode).toBe(-1003);
    expect((await login('nobody-here', 'wrong-pass-1')).json.errorcode).toBe(-1003);
  });

  it('refuses a stopped account with err_use_stop (R5.03)', async () => {
    const { body, json } = await register();
    await t.testDb.db.kysely
      .updateTable('users')
      .set({ use_stop_flag: 1 })
      .where('userno', '=', json.userno ?? 0)
      .execute();
    const res = await login(body.username, body.passwd);
    expect(res.json).toEqual({ errorcode: -1002, errormsg: 'err_use_stop' });
  });
});

describe('access and anti-forgery (R7.05, R7.64)', () => {
  it('answers 401 without a token, and after the token expires', async () => {
    const { body } = await register();
    const { json } = await login(body.username, body.passwd);
    const change = { phonenew: '010-1234-5678', passwd: body.passwd };
    expect((await t.post('/api/phone/change', change)).statusCode).toBe(401);
    expect((await t.post('/api/phone/change', change, { token: 'garbage' })).statusCode).toBe(401);
    expect((await t.post('/api/phone/change', change, { token: json.accessToken })).json()).toEqual({
      errorcode: 0,
    });
    t.now.ms += 16 * 60 * 1000;
    expect((await t.post('/api/phone/change', change, { token: json.accessToken })).statusCode).toBe(401);
  });

  it('needs the X-XSRF-TOKEN header matching its cookie when the cookie authenticates', async () => {
    const { body } = await register();
    const { res } = await login(body.username, body.passwd);
    const device = deviceSessionOf(res);
    const cookies = {
      'access-token': device.cookies['access-token'] ?? '',
      'XSRF-TOKEN': device.cookies['XSRF-TOKEN'] ?? '',
    };
    const proof = { 'x-session-proof': device.proof };
    const change = { phonenew: '010-0000-0000', passwd: body.passwd };
    expect((await t.post('/api/phone/change', change, { cookies, headers: proof })).json()).toEqual({
      errorcode: -4032,
    });
    expect(
      (
        await t.post('/api/phone/change', change, {
          cookies,
          headers: { ...proof, 'x-xsrf-token': 'forged' },
        })
      ).json(),
    ).toEqual({ errorcode: -4032 });
    const ok = await t.post('/api/phone/change', change, { cookies, headers: cookieCallHeaders(device) });
    expect(ok.json()).toEqual({ errorcode: 0 });
  });

  it('does not take an auth cookie without the session proof the device holds (issue 12 #2)', async () => {
    const { body } = await register();
    const device = deviceSessionOf((await login(body.username, body.passwd)).res);
    const change = { phonenew: '010-0000-0001', passwd: body.passwd };
    // The next person at a tablet that signed out offline has the cookies, not the proof.
    const leftBehind = await t.post('/api/phone/change', change, {
      cookies: device.cookies,
      headers: { 'x-xsrf-token': device.cookies['XSRF-TOKEN'] ?? '' },
    });
    expect(leftBehind.statusCode).toBe(401);
    const guessed = await t.post('/api/phone/change', change, {
      cookies: device.cookies,
      headers: { 'x-xsrf-token': device.cookies['XSRF-TOKEN'] ?? '', 'x-session-proof': 'guess' },
    });
    expect(guessed.statusCode).toBe(401);
    expect((await refreshDevice(t, device, { headers: { 'x-session-proof': '' } })).json()).toEqual({
      errorcode: -4011,
    });
    // Another session's proof does not fit either.
    const other = deviceSessionOf((await login(body.username, body.passwd)).res);
    expect((await refreshDevice(t, device, { headers: { 'x-session-proof': other.proof } })).json()).toEqual({
      errorcode: -4011,
    });
  });

  it('stops a stopped account on its next call, whatever token it holds (issue 12 #6)', async () => {
    const { body, json: reg } = await register();
    const device = deviceSessionOf((await login(body.username, body.passwd)).res);
    const read = () => t.post('/api/userinfo', {}, { token: device.accessToken });
    expect((await read()).statusCode).toBe(200);
    await t.testDb.db.kysely
      .updateTable('users')
      .set({ use_stop_flag: 1 })
      .where('userno', '=', reg.userno ?? 0)
      .execute();
    expect((await read()).statusCode).toBe(401);
    expect((await refreshDevice(t, device)).json()).toEqual({ errorcode: -1002, errormsg: 'err_use_stop' });
  });

  it("refuses a body that names another user than the token's", async () => {
    const a = await register();
    const b = await register();
    const { json } = await login(a.body.username, a.body.passwd);
    const res = await t.post(
      '/api/phone/change',
      { userno: b.json.userno, phonenew: '010-1111-2222', passwd: a.body.passwd },
      { token: json.accessToken },
    );
    expect(res.json()).toEqual({ errorcode: -4031 });
  });
});

describe('refresh tokens (R7.09, R8.08)', () => {
  it('rotates on every use; a reuse after the grace revokes the family', async () => {
    const { body } = await register();
    const device = deviceSessionOf((await login(body.username, body.passwd)).res);
    const first = device.cookies['refresh-token'] ?? '';
    const r1 = await refreshDevice(t, device);
    expect(r1.json().errorcode).toBe(0);
    expect(device.cookies['refresh-token']).not.toBe(first);
    // A second tab using the same old token at once still gets in (grace).
    const parallel = await refreshDevice(
      t,
      { ...device, cookies: { ...device.cookies } },
      {
        cookies: { 'refresh-token': first },
      },
    );
    expect(parallel.json().errorcode).toBe(0);
    t.now.ms += 60_000;
    const reuse = await refreshDevice(
      t,
      { ...device, cookies: { ...device.cookies } },
      {
        cookies: { 'refresh-token': first },
      },
    );
    expect(reuse.json()).toEqual({ errorcode: -4011 });
    // The thief's reuse ended the whole family: the legitimate newer token is dead too.
    expect((await refreshDevice(t, device)).json()).toEqual({ errorcode: -4011 });
    expect(
      (
        await t.post(
          '/api/phone/change',
          { phonenew: '010-2', passwd: body.passwd },
          { token: device.accessToken },
        )
      ).statusCode,
    ).toBe(401);
  });

  it('reads the refresh token from its cookie only, never from the body (issue 12 #3)', async () => {
    const { body } = await register();
    const { res, json } = await login(body.username, body.passwd);
    // The token is in the HttpOnly cookie and nowhere in the answer.
    const cookie = cookiesOf(res)['refresh-token']?.value ?? '';
    expect(cookie.length).toBeGreaterThan(20);
    expect(JSON.stringify(json)).not.toContain(cookie);
    const device = deviceSessionOf(res);
    const bodyOnly = await t.post(
      '/api/refresh-token',
      { refreshToken: cookie },
      { headers: { 'x-xsrf-token': device.cookies['XSRF-TOKEN'] ?? '', 'x-session-proof': device.proof } },
    );
    expect(bodyOnly.json()).toEqual({ errorcode: -4011 });
    const r = await refreshDevice(t, device);
    expect(r.json()).toEqual({ errorcode: 0, accessToken: expect.any(String), expiresIn: 900 });
    expect(device.cookies['refresh-token']).not.toBe(cookie);
  });

  it('needs the anti-forgery header like every cookie-authenticated call (issue 12 #3)', async () => {
    const { body } = await register();
    const device = deviceSessionOf((await login(body.username, body.passwd)).res);
    const forged = await refreshDevice(t, device, { headers: { 'x-xsrf-token': 'forged' } });
    expect(forged.json()).toEqual({ errorcode: -4032 });
    const missing = await refreshDevice(t, device, { headers: { 'x-xsrf-token': '' } });
    expect(missing.json()).toEqual({ errorcode: -4032 });
    expect((await refreshDevice(t, device)).json().errorcode).toBe(0);
  });

  it('logout revokes the family and removes both cookies (R7.63)', async () => {
    const { body } = await register();
    const { res } = await login(body.username, body.passwd);
    const device = deviceSessionOf(res);
    const out = await t.post(
      '/api/logout',
      { signOut: device.signOut },
      { token: device.accessToken, cookies: device.cookies },
    );
    expect(out.json()).toEqual({ errorcode: 0 });
    const cleared = cookiesOf(out);
    expect(cleared['access-token']?.value).toBe('');
    expect(cleared['refresh-token']?.value).toBe('');
    expect((await refreshDevice(t, device)).json()).toEqual({ errorcode: -4011 });
    expect(
      (
        await t.post(
          '/api/phone/change',
          { phonenew: '010-3', passwd: body.passwd },
          { token: device.accessToken },
        )
      ).statusCode,
    ).toBe(401);
  });
});

describe('login throttling', () => {
  it('locks an account after repeated failures, growing, and lets it in once the lock has passed', async () => {
    const { body } = await register();
    for (let i = 0; i < 5; i++)
      expect((await login(body.username, 'wrong-pass-1', '10.0.0.9')).json.errorcode).toBe(-1003);
    // Five failures lock the account for 1 s: even the right password waits.
    expect((await login(body.username, body.passwd, '10.0.0.9')).json.errorcode).toBe(-4290);
    t.now.ms += 1_500;
    expect((await login(body.username, 'wrong-pass-1', '10.0.0.9')).json.errorcode).toBe(-1003);
    // The sixth failure doubles the lock to 2 s.
    t.now.ms += 1_500;
    expect((await login(body.username, body.passwd, '10.0.0.9')).json.errorcode).toBe(-4290);
    t.now.ms += 1_000;
    expect((await login(body.username, body.passwd, '10.0.0.9')).json.errorcode).toBe(0);
    // Success clears the account's count: one new failure does not lock.
    expect((await login(body.username, 'wrong-pass-1', '10.0.0.9')).json.errorcode).toBe(-1003);
    expect((await login(body.username, body.passwd, '10.0.0.9')).json.errorcode).toBe(0);
  });
});

describe('password, e-mail, phone and deletion (R1.18, R1.19)', () => {
  it('changes the password after checking the current one; other devices are signed out', async () => {
    const { body } = await register();
    const hereLogin = await login(body.username, body.passwd);
    const here = hereLogin.json;
    const hereDevice = deviceSessionOf(hereLogin.res);
    const thereDevice = deviceSessionOf((await login(body.username, body.passwd)).res);
    expect(
      (
        await t.post(
          '/api/passwd/change',
          { passwdorg: 'wrong-pass-1', passwd: 'fresh-pass-2' },
          { token: here.accessToken },
        )
      ).json(),
    ).toEqual({ errorcode: -1013 });
    expect(
      (
        await t.post(
          '/api/passwd/change',
          { passwdorg: body.passwd, passwd: 'short' },
          { token: here.accessToken },
        )
      ).json(),
    ).toEqual({ errorcode: -1010 });
    expect(
      (
        await t.post(
          '/api/passwd/change',
          { passwdorg: body.passwd, passwd: 'fresh-pass-2' },
          { token: here.accessToken },
        )
      ).json(),
    ).toEqual({ errorcode: 0 });
    expect((await login(body.username, 'fresh-pass-2')).json.errorcode).toBe(0);
    expect((await refreshDevice(t, thereDevice)).json()).toEqual({ errorcode: -4011 });
    expect((await refreshDevice(t, hereDevice)).json().errorcode).toBe(0);
  });

  it('recovers a lost password with a single-use mailed token (change2, R5.17)', async () => {
    const { body } = await register();
    expect(
      (await t.post('/api/passwd/lost', { username: body.username, email: 'other@example.com' })).json(),
    ).toEqual({ errorcode: 0 });
    expect(t.mail.filter((m) => m.to === body.email)).toHaveLength(0);
    await t.post('/api/passwd/lost', { username: body.username, email: body.email, lang: 'ko-KR' });
    const mail = t.mail.find((m) => m.to === body.email);
    expect(mail?.subject).toContain('비밀번호');
    const token = /\n\n(\S+)\n\n/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(token.length).toBeGreaterThan(20);
    const reset = { username: body.username, passwdorg: token, passwd: 'after-reset-3' };
    expect((await t.post('/api/passwd/change2', reset)).json()).toEqual({ errorcode: 0 });
    expect((await t.post('/api/passwd/change2', { ...reset, passwd: 'again-reset-4' })).json()).toEqual({
      errorcode: -1012,
    });
    expect((await login(body.username, 'after-reset-3')).json.errorcode).toBe(0);
  });

  it('changes e-mail only with the current address and the password', async () => {
    const { body } = await register();
    const { json } = await login(body.username, body.passwd);
    const change = { emailorg: body.email, emailnew: 'new@example.com', passwd: body.passwd };
    expect(
      (
        await t.post(
          '/api/email/change',
          { ...change, emailorg: 'x@example.com' },
          { token: json.accessToken },
        )
      ).json(),
    ).toEqual({ errorcode: -1003 });
    expect(
      (await t.post('/api/email/change', { ...change, emailnew: 'bad' }, { token: json.accessToken })).json(),
    ).toEqual({ errorcode: -1011 });
    expect((await t.post('/api/email/change', change, { token: json.accessToken })).json()).toEqual({
      errorcode: 0,
    });
  });

  it('deletes the account after re-authentication; the name becomes free and tokens die', async () => {
    const { body, json: reg } = await register();
    const { json, res } = await login(body.username, body.passwd);
    const device = deviceSessionOf(res);
    expect(
      (
        await t.post(
          '/api/account/del',
          { username: body.username, passwd: 'wrong-pass-1' },
          { token: json.accessToken },
        )
      ).json(),
    ).toEqual({ errorcode: -1013 });
    expect(
      (
        await t.post(
          '/api/account/del',
          { userno: reg.userno, username: body.username, passwd: body.passwd },
          { token: json.accessToken },
        )
      ).json(),
    ).toEqual({ errorcode: 0 });
    expect((await t.post('/api/user/check', { username: body.username })).json()).toEqual({
      errorcode: 0,
      userno: 0,
    });
    expect((await refreshDevice(t, device)).json()).toEqual({ errorcode: -4011 });
    expect((await login(body.username, body.passwd)).json.errorcode).toBe(-1003);
  });
});
