// Secure cookies behind a proxy (issue 12 item 5): the sign-in cookies are Secure when the request came
// over HTTPS, which a client on plain HTTP cannot claim for itself with X-Forwarded-Proto; only the
// TRUST_PROXY proxy can (item 7). Plain HTTP keeps working on loopback and on a LAN host.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesOf, createTestApp, type TestApp } from '../support/testApp';

const proxy = '10.20.0.1';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ trustProxy: [proxy] });
});

afterAll(async () => {
  await t.close();
});

describe('Secure cookies behind a proxy (item 5)', () => {
  const xsrfSecure = async (headers: Record<string, string>, ip: string) =>
    cookiesOf(await t.post('/api/server/address', {}, { headers, ip }))['XSRF-TOKEN']?.secure === true;

  it('are Secure when the trusted proxy says the request came over HTTPS', async () => {
    const headers = { host: 'hoshi.school.example', 'x-forwarded-proto': 'https' };
    expect(await xsrfSecure(headers, proxy)).toBe(true);
    await t.post('/api/user/reg', { username: 'behindtls', passwd: 'stone-1234', email: '' });
    const login = await t.post(
      '/api/login',
      { username: 'behindtls', passwd: 'stone-1234' },
      { headers, ip: proxy },
    );
    const cookies = cookiesOf(login);
    expect(cookies['access-token']?.secure).toBe(true);
    expect(cookies['refresh-token']?.secure).toBe(true);
  });

  it("are not made Secure by a client's own X-Forwarded-Proto on a plain-HTTP LAN server", async () => {
    // A Secure cookie on plain http://192.168.1.10 would be dropped by the browser: nobody could sign in.
    expect(await xsrfSecure({ host: '192.168.1.10:8000' }, '192.168.1.50')).toBe(false);
    expect(
      await xsrfSecure({ host: '192.168.1.10:8000', 'x-forwarded-proto': 'https' }, '192.168.1.50'),
    ).toBe(false);
  });

  it('stay Secure on loopback, where browsers keep them over plain HTTP', async () => {
    expect(await xsrfSecure({ host: 'localhost:8000' }, '127.0.0.1')).toBe(true);
    expect(await xsrfSecure({ host: '127.0.0.1:8000' }, '127.0.0.1')).toBe(true);
  });
});
