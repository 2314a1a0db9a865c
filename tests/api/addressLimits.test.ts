// Limits an attacker cannot move or turn against users (issue 12 items 7 and 8, DESIGN.md "Proxies"):
// X-Forwarded-For counts only from a TRUST_PROXY proxy; password failures slow down the address that
// makes them and never refuse the right password from another address; counters decay; login, lost
// password, registration and the username check have per-address request limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressLimits } from '../../server/http/addressLimits';
import { createTestApp, signUpPlayer, type TestApp } from '../support/testApp';

const passwd = 'stone-1234';

async function registered(t: TestApp, username: string): Promise<void> {
  const res = await t.post('/api/user/reg', { username, passwd, email: '' }, { ip: '10.200.0.1' });
  expect(res.json()).toMatchObject({ errorcode: 0 });
}

async function login(t: TestApp, username: string, password: string, ip: string, forwardedFor?: string) {
  const headers: Record<string, string> = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {};
  const res = await t.post('/api/login', { username, passwd: password }, { ip, headers });
  return { status: res.statusCode, code: (res.json() as { errorcode: number }).errorcode };
}

describe('without TRUST_PROXY (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("a client's own X-Forwarded-For does not move its address: its failures still add up (item 7)", async () => {
    // Fifty failures on names that do not exist, each claiming a new address; all come from one peer.
    for (let i = 0; i < 50; i++) {
      expect((await login(t, `nobody${i}`, 'wrong-pass-1', '10.1.0.1', `203.0.113.${i}`)).code).toBe(-1003);
    }
    // The peer's own count is spent: the next try waits, whatever address it claims.
    expect((await login(t, 'nobody-else', 'wrong-pass-1', '10.1.0.1', '198.51.100.7')).code).toBe(-4290);
    // Another peer is not slowed down by it.
    expect((await login(t, 'nobody-else', 'wrong-pass-1', '10.1.0.2')).code).toBe(-1003);
  });

  it("failures from one address never refuse the account's right password from another (item 8)", async () => {
    await registered(t, 'victim1');
    // An attacker guesses from one address until both that address and the account are counted out.
    for (let i = 0; i < 12; i++) {
      expect([-1003, -4290]).toContain((await login(t, 'victim1', `guess-${i}`, '10.2.0.66')).code);
      t.now.ms += 1_000;
    }
    // The attacker's address is held back, even with the right password…
    expect((await login(t, 'victim1', passwd, '10.2.0.66')).code).toBe(-4290);
    // …and the student, from their own tablet, signs in at once.
    expect((await login(t, 'victim1', passwd, '10.2.0.7')).code).toBe(0);
  });

  it("spread guessing holds back every address that guessed, but never a new address's right password", async () => {
    await registered(t, 'victim2');
    // Eleven addresses, one wrong guess each: the account's own counter (10 free) locks.
    for (let i = 0; i < 11; i++) {
      expect((await login(t, 'victim2', `guess-${i}`, `10.3.0.${i}`)).code).toBe(-1003);
    }
    // An address that already guessed wrong on this account waits while the account's lock holds…
    expect((await login(t, 'victim2', 'guess-again', '10.3.0.4')).code).toBe(-4290);
    expect((await login(t, 'victim2', passwd, '10.3.0.4')).code).toBe(-4290);
    // …a new address is still checked: a wrong password is wrong, the right one signs in.
    expect((await login(t, 'victim2', 'guess-new', '10.3.1.1')).code).toBe(-1003);
    expect((await login(t, 'victim2', passwd, '10.3.1.2')).code).toBe(0);
  });

  it('counters decay: an hour after a lock, one failure does not lock again (item 8)', async () => {
    await registered(t, 'forgetful');
    for (let i = 0; i < 5; i++) {
      expect((await login(t, 'forgetful', 'wrong-pass-1', '10.4.0.1')).code).toBe(-1003);
    }
    expect((await login(t, 'forgetful', passwd, '10.4.0.1')).code).toBe(-4290);
    t.now.ms += 60 * 60_000;
    expect((await login(t, 'forgetful', 'wrong-pass-1', '10.4.0.1')).code).toBe(-1003);
    expect((await login(t, 'forgetful', passwd, '10.4.0.1')).code).toBe(0);
  });

  it('limits username checks and registrations per address (item 8)', async () => {
    const check = (ip: string) => t.post('/api/user/check', { username: 'someone' }, { ip });
    const checkLimit = addressLimits['/api/user/check']?.max ?? 0;
    expect(checkLimit).toBeGreaterThan(0);
    for (let i = 0; i < checkLimit; i++) expect((await check('10.5.0.1')).statusCode).toBe(200);
    const refused = await check('10.5.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ errorcode: -4290 });
    // A client's X-Forwarded-For does not buy a new budget; another address has its own.
    const claimed = await t.post(
      '/api/user/check',
      { username: 'someone' },
      { ip: '10.5.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } },
    );
    expect(claimed.statusCode).toBe(429);
    expect((await check('10.5.0.2')).statusCode).toBe(200);

    // Registrations are counted whatever their outcome (these names break the rule: no password hashing).
    const register = (ip: string) => t.post('/api/user/reg', { username: '!', passwd, email: '' }, { ip });
    const regLimit = addressLimits['/api/user/reg']?.max ?? 0;
    for (let i = 0; i < regLimit; i++)
      expect((await register('10.5.1.1')).json()).toEqual({ errorcode: -1000 });
    expect((await register('10.5.1.1')).statusCode).toBe(429);
    expect((await register('10.5.1.2')).statusCode).toBe(200);
  });

  it('limits login and lost-password calls per address', async () => {
    const lost = (ip: string) =>
      t.post('/api/passwd/lost', { username: 'nobody', email: 'x@example.com' }, { ip });
    const lostLimit = addressLimits['/api/passwd/lost']?.max ?? 0;
    for (let i = 0; i < lostLimit; i++) expect((await lost('10.6.0.1')).statusCode).toBe(200);
    expect((await lost('10.6.0.1')).statusCode).toBe(429);

    const loginLimit = addressLimits['/api/login']?.max ?? 0;
    // Unknown users with a wrong password: past 50 the database lock answers -4290 without hashing.
    for (let i = 0; i < loginLimit; i++) {
      expect((await login(t, `ghost${i}`, 'wrong-pass-1', '10.6.1.1')).status).toBe(200);
    }
    expect((await login(t, 'ghost', 'wrong-pass-1', '10.6.1.1')).status).toBe(429);
  });

  it('limits joining a class by code per address, so class codes cannot be guessed (issue 19)', async () => {
    const guesser = await signUpPlayer(t, 'codeguess', 1);
    const join = (code: string) =>
      t.post('/api/class/join', { code }, { ip: '10.6.2.1', token: guesser.token });
    const joinLimit = addressLimits['/api/class/join']?.max ?? 0;
    expect(joinLimit).toBeGreaterThan(0);
    for (let i = 0; i < joinLimit; i++) {
      const res = await join(`ZZZ${String(i).padStart(3, '2')}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ errorcode: -4040 });
    }
    expect((await join('ZZZ999')).statusCode).toBe(429);
  });
});

describe('with TRUST_PROXY naming the proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: ['10.9.0.1'] });
  });
  afterAll(async () => {
    await t.close();
  });

  it("counts each client behind the proxy on its own address, and ignores others' X-Forwarded-For (item 7)", async () => {
    await registered(t, 'behind1');
    // Through the proxy: the forwarded address is the client's, so five failures lock that client only.
    for (let i = 0; i < 5; i++) {
      expect((await login(t, 'behind1', 'wrong-pass-1', '10.9.0.1', '192.0.2.10')).code).toBe(-1003);
    }
    expect((await login(t, 'behind1', passwd, '10.9.0.1', '192.0.2.10')).code).toBe(-4290);
    expect((await login(t, 'behind1', passwd, '10.9.0.1', '192.0.2.11')).code).toBe(0);
    // A peer that is not the proxy cannot pick an address: it is counted as itself.
    for (let i = 0; i < 5; i++) {
      expect((await login(t, 'behind1', 'wrong-pass-1', '10.9.0.2', `192.0.2.${20 + i}`)).code).toBe(-1003);
    }
    expect((await login(t, 'behind1', passwd, '10.9.0.2', '192.0.2.99')).code).toBe(-4290);
  });
});
