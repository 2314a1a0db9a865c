// The server's settings that decide who is trusted (issue 12): the demo account only on the embedded
// SQLite default or when SEED_DEMO=1 asks (item 10), X-Forwarded-* only from named proxies (item 7),
// extra socket origins (item 16), production mode for the mail log (item 9).
import { describe, expect, it } from 'vitest';
import { parseOrigins, parseTrustProxy, readConfig } from '../../../server/config';

const pg = 'postgres://postgres@127.0.0.1:5432/hoshi';

describe('the demo account (issue 12 item 10)', () => {
  it.each([
    ['SQLite default, nothing said', {}, true],
    ['SQLite, SEED_DEMO=0', { SEED_DEMO: '0' }, false],
    ['SQLite, SEED_DEMO=1', { SEED_DEMO: '1' }, true],
    ['PostgreSQL, nothing said: never silently', { DATABASE_URL: pg }, false],
    ['PostgreSQL, SEED_DEMO empty', { DATABASE_URL: pg, SEED_DEMO: '' }, false],
    ['PostgreSQL, SEED_DEMO=1 asked explicitly', { DATABASE_URL: pg, SEED_DEMO: '1' }, true],
    ['PostgreSQL, SEED_DEMO=0', { DATABASE_URL: pg, SEED_DEMO: '0' }, false],
  ])('%s', (_case, env, seeded) => {
    expect(readConfig(env, '/srv/hoshi').seedDemo).toBe(seeded);
  });
});

describe('TRUST_PROXY (issue 12 item 7)', () => {
  it('trusts nobody by default', () => {
    expect(readConfig({}, '/srv/hoshi').trustProxy).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
  });

  it('names proxies by address, CIDR or keyword', () => {
    expect(parseTrustProxy('127.0.0.1')).toEqual(['127.0.0.1']);
    expect(parseTrustProxy(' 10.0.0.0/8, loopback ,::1')).toEqual(['10.0.0.0/8', 'loopback', '::1']);
  });

  it('refuses settings that cannot tell a proxy from a client', () => {
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('2')).toThrow(/TRUST_PROXY/);
  });
});

describe('ALLOWED_ORIGINS (issue 12 item 16)', () => {
  it('reads comma-separated origins, normalised', () => {
    expect(readConfig({}, '/srv/hoshi').allowedOrigins).toEqual([]);
    expect(parseOrigins('https://school.example/, http://localhost:5173')).toEqual([
      'https://school.example',
      'http://localhost:5173',
    ]);
  });

  it('stops on something that is not an http(s) origin', () => {
    expect(() => parseOrigins('school.example')).toThrow(/ALLOWED_ORIGINS/);
    expect(() => parseOrigins('ftp://school.example')).toThrow(/ALLOWED_ORIGINS/);
  });
});

describe('NODE_ENV (issue 12 item 9)', () => {
  it('is production only when it says so', () => {
    expect(readConfig({ NODE_ENV: 'production' }, '/srv/hoshi').production).toBe(true);
    expect(readConfig({}, '/srv/hoshi').production).toBe(false);
    expect(readConfig({ NODE_ENV: 'development' }, '/srv/hoshi').production).toBe(false);
  });
});
