// The server's settings that decide who is trusted (issue 12): the demo account only on the embedded
// SQLite default or when SEED_DEMO=1 asks (item 10), X-Forwarded-* only from named proxies (item 7),
// extra socket origins (item 16), production mode for the mail log (item 9).
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  misspeltSettings,
  parseDatabaseUrl,
  parseOrigins,
  parseTrustProxy,
  readConfig,
} from '../../../server/config';

const pg = 'postgres://postgres@127.0.0.1:5432/hoshi';
const secret = 'a'.repeat(32);

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
    expect(readConfig({ NODE_ENV: 'production', AUTH_SECRET: secret }, '/srv/hoshi').production).toBe(true);
    expect(readConfig({}, '/srv/hoshi').production).toBe(false);
    expect(readConfig({ NODE_ENV: 'development' }, '/srv/hoshi').production).toBe(false);
  });
});

describe('settings are checked at start (issue 21: clear errors, never a stack trace)', () => {
  it.each([
    ['a misspelt name', { DATABSE_URL: pg }, /Unknown setting DATABSE_URL \(did you mean DATABASE_URL\?\)/],
    ['a misspelt name in lower case', { log_levle: 'info' }, /did you mean LOG_LEVEL/],
    ['a database that is not PostgreSQL', { DATABASE_URL: 'mysql://root@localhost/hoshi' }, /names mysql/],
    ['a database URL without a database', { DATABASE_URL: 'postgres://postgres@localhost' }, /database name/],
    ['something that is not a URL', { DATABASE_URL: 'hoshi.db' }, /not a URL/],
    ['production without a secret', { NODE_ENV: 'production' }, /AUTH_SECRET is required/],
    ['a short secret', { AUTH_SECRET: 'short' }, /too short/],
    ['an unknown log level', { LOG_LEVEL: 'loud' }, /LOG_LEVEL=loud/],
    ['a port out of range', { PORT: '70000' }, /PORT=70000/],
    ['a flag that is neither 0 nor 1', { METRICS: 'yes' }, /METRICS=yes/],
    ['a demo flag that is neither 0 nor 1', { SEED_DEMO: 'true' }, /SEED_DEMO=true/],
    ['a Redis URL that is not one', { REDIS_URL: 'localhost:6379' }, /REDIS_URL/],
    ['a proxy setting that trusts everyone', { TRUST_PROXY: 'true' }, /TRUST_PROXY/],
  ])('%s stops the start with a ConfigError', (_case, env, message) => {
    let thrown: unknown;
    try {
      readConfig(env, '/srv/hoshi');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    expect((thrown as Error).message).toMatch(message);
  });

  it('takes the good forms', () => {
    const config = readConfig(
      {
        DATABASE_URL: pg,
        NODE_ENV: 'production',
        AUTH_SECRET: secret,
        METRICS: '1',
        REDIS_URL: 'redis://127.0.0.1:6379',
      },
      '/srv/hoshi',
    );
    expect(config).toMatchObject({
      databaseUrl: pg,
      metrics: true,
      redisUrl: 'redis://127.0.0.1:6379',
      authSecret: secret,
    });
    expect(parseDatabaseUrl('')).toBe('');
    expect(parseDatabaseUrl('postgresql://u:p@db.example:5432/hoshi')).toBe(
      'postgresql://u:p@db.example:5432/hoshi',
    );
  });

  it("leaves the machine's own variables alone", () => {
    const machine = {
      PATH: '/usr/bin',
      HOME: '/root',
      PWD: '/srv',
      HOSTNAME: 'box',
      LOGNAME: 'root',
      API_PORT: '8000',
      npm_config_nodedir: '/usr',
      PG_TEST_URL: pg,
    };
    expect(misspeltSettings(machine)).toEqual([]);
  });
});
