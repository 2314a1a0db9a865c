// Server configuration, read once from the environment. Every knob is documented in README.md.
import path from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  /** Folder of the embedded SQLite database and other local state. */
  dataDir: string;
  /** `postgres://…` selects PostgreSQL; empty means the embedded SQLite file under `dataDir`. */
  databaseUrl: string;
  /** Built PWA to serve; missing folder means API only. */
  staticDir: string;
  logLevel: string;
  /** Address announced by /api/server/address; empty means the host the client called. */
  publicHost: string;
  /** Create the demo account at start: on the embedded SQLite default, or when SEED_DEMO=1 says so. */
  seedDemo: boolean;
  /** Fastify's `trustProxy`: which peers may speak for the client in `X-Forwarded-*` (TRUST_PROXY). */
  trustProxy: TrustProxy;
  /** Origins besides the app's own whose pages may open the realtime socket (ALLOWED_ORIGINS). */
  allowedOrigins: string[];
  /** NODE_ENV=production: mail texts (reset codes) are never written to the log. */
  production: boolean;
  /** Folder of the content packs (study.json, dan9.json, tutorials.json, events.json); unset = built in. */
  contentDir: string | undefined;
  /** AUTH_SECRET (32+ characters), required in production; empty: a key generated once and kept in the database. */
  authSecret: string;
  /** REDIS_URL: `redis://host:6379` shares realtime rooms between processes; empty: one process. */
  redisUrl: string;
  /** METRICS=1 serves Prometheus text at /metrics (off by default). */
  metrics: boolean;
  /** Live games: the grace period of a dropped player and when a quiet owner's games are taken over. */
  liveGraceMs: number;
  liveOwnerStaleMs: number;
  liveHeartbeatMs: number;
}

/** A setting the server cannot start with: main prints the message, never a stack trace. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Every setting the server and its scripts read (README, Configuration). A variable whose name is a near
 * miss of one of these (DATABSE_URL, LOGLEVEL) stops the start: a typo would otherwise silently run with
 * the default, e.g. on the embedded SQLite file instead of the academy's PostgreSQL.
 */
export const knownSettings = [
  'PORT',
  'HOST',
  'DATA_DIR',
  'DATABASE_URL',
  'STATIC_DIR',
  'PUBLIC_HOST',
  'LOG_LEVEL',
  'SEED_DEMO',
  'TRUST_PROXY',
  'ALLOWED_ORIGINS',
  'AUTH_SECRET',
  'NODE_ENV',
  'SMTP_URL',
  'MAIL_FROM',
  'CONTENT_DIR',
  'REDIS_URL',
  'METRICS',
  'LIVE_GRACE_MS',
  'LIVE_HEARTBEAT_MS',
  'LIVE_OWNER_STALE_MS',
  'CHROMIUM_PATH',
] as const;

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Levenshtein distance, small strings only. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * Names in `env` that look like a misspelt setting. Short system names (HOME, PWD) are too close to PORT
 * and HOST to judge, so only names of seven or more characters are compared.
 */
export function misspeltSettings(env: NodeJS.ProcessEnv): { name: string; meant: string }[] {
  const known = new Set<string>(knownSettings);
  const found: { name: string; meant: string }[] = [];
  for (const name of Object.keys(env)) {
    if (known.has(name) || name.length < 7) continue;
    const upper = name.toUpperCase();
    const meant = knownSettings.find(
      (setting) => setting.length >= 7 && (upper === setting || editDistance(upper, setting) <= 2),
    );
    if (meant) found.push({ name, meant });
  }
  return found;
}

/**
 * Who may set `X-Forwarded-For` / `-Proto` / `-Host`: nobody (false, the default) or the proxies named by
 * address, CIDR or proxy-addr keyword (`loopback`, `uniquelocal`, `linklocal`). Fastify checks each entry
 * at start. A hop count cannot say which peer is the proxy (Fastify trusts nobody for one), and `true`
 * would let every client move its own address: both stop the start with a message.
 */
export type TrustProxy = false | string[];

export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === '0' || text.toLowerCase() === 'false') return false;
  if (text.toLowerCase() === 'true' || /^\d+$/.test(text)) {
    throw new Error(
      `TRUST_PROXY=${text} cannot tell a proxy from a client: name the proxies (addresses, CIDRs, loopback)`,
    );
  }
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** ALLOWED_ORIGINS: comma-separated origins (`https://school.example`), normalised; a bad one stops the start. */
export function parseOrigins(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      let url: URL;
      try {
        url = new URL(part);
      } catch {
        throw new Error(`ALLOWED_ORIGINS: not an origin: ${part}`);
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new Error(`ALLOWED_ORIGINS: not an http(s) origin: ${part}`);
      }
      return url.origin;
    });
}

/**
 * The demo account has a published password, so it is made only where a fresh machine expects it: the
 * embedded SQLite default (`npm install && npm start`), or wherever SEED_DEMO=1 asks. A PostgreSQL
 * deployment never gets it silently.
 */
export function shouldSeedDemo(env: NodeJS.ProcessEnv): boolean {
  const setting = (env.SEED_DEMO ?? '').trim();
  if (setting !== '') return setting === '1';
  return (env.DATABASE_URL ?? '') === '';
}

function portFrom(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535)
    throw new ConfigError(`PORT=${value} is not a port number (0–65535)`);
  return n;
}

/** Empty (the embedded SQLite file) or a PostgreSQL URL with a host and a database name. */
export function parseDatabaseUrl(value: string | undefined): string {
  const text = (value ?? '').trim();
  if (text === '') return '';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ConfigError(
      'DATABASE_URL is not a URL: use postgres://user@host:5432/database, or leave it empty',
    );
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new ConfigError(
      `DATABASE_URL names ${url.protocol.replace(/:$/, '')}, not PostgreSQL: use postgres://user@host:5432/database, or leave it empty for SQLite`,
    );
  }
  if (url.hostname === '' || url.pathname.replace(/^\//, '') === '') {
    throw new ConfigError(
      'DATABASE_URL needs a host and a database name: postgres://user@host:5432/database',
    );
  }
  return text;
}

function flagFrom(name: string, value: string | undefined): boolean {
  const text = (value ?? '').trim();
  if (text === '' || text === '0') return false;
  if (text === '1') return true;
  throw new ConfigError(`${name}=${text}: use 1 (on) or 0 (off)`);
}

function msFrom(name: string, value: string | undefined, fallback: number): number {
  const text = (value ?? '').trim();
  if (text === '') return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0 || n > 86_400_000)
    throw new ConfigError(`${name}=${text}: give a duration in milliseconds (0 to 86400000)`);
  return n;
}

function redisUrlFrom(value: string | undefined): string {
  const text = (value ?? '').trim();
  if (text === '') return '';
  if (!/^rediss?:\/\/[^/]/.test(text)) throw new ConfigError('REDIS_URL must look like redis://host:6379');
  return text;
}

/**
 * Reads and checks every setting; throws a ConfigError naming the setting and what it should look like.
 * Production (NODE_ENV=production) demands an AUTH_SECRET: a key that lives only in the database would be
 * lost with a restore from an older backup and shared by anyone who can read a dump.
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): ServerConfig {
  const misspelt = misspeltSettings(env);
  if (misspelt.length > 0) {
    const list = misspelt.map(({ name, meant }) => `${name} (did you mean ${meant}?)`).join(', ');
    throw new ConfigError(`Unknown setting ${list}`);
  }
  const production = env.NODE_ENV === 'production';
  const authSecret = env.AUTH_SECRET ?? '';
  if (authSecret !== '' && authSecret.length < 32) {
    throw new ConfigError(
      'AUTH_SECRET is too short: give 32 characters or more (e.g. `openssl rand -base64 32`)',
    );
  }
  if (production && authSecret === '') {
    throw new ConfigError(
      'AUTH_SECRET is required with NODE_ENV=production (32+ characters, e.g. `openssl rand -base64 32`)',
    );
  }
  const logLevel = (env.LOG_LEVEL ?? 'info').trim() || 'info';
  if (!logLevels.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL=${logLevel}: use one of ${logLevels.join(', ')}`);
  }
  const seed = (env.SEED_DEMO ?? '').trim();
  if (seed !== '' && seed !== '0' && seed !== '1')
    throw new ConfigError(`SEED_DEMO=${seed}: use 1, 0 or leave it empty`);
  const wrap = <T>(read: () => T): T => {
    try {
      return read();
    } catch (error) {
      if (error instanceof ConfigError) throw error;
      throw new ConfigError(error instanceof Error ? error.message : String(error));
    }
  };
  return {
    port: portFrom(env.PORT, 8000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(root, env.DATA_DIR ?? 'data'),
    databaseUrl: parseDatabaseUrl(env.DATABASE_URL),
    staticDir: path.resolve(root, env.STATIC_DIR ?? 'dist'),
    logLevel,
    publicHost: env.PUBLIC_HOST ?? '',
    seedDemo: shouldSeedDemo(env),
    trustProxy: wrap(() => parseTrustProxy(env.TRUST_PROXY)),
    allowedOrigins: wrap(() => parseOrigins(env.ALLOWED_ORIGINS)),
    production,
    contentDir: env.CONTENT_DIR ? path.resolve(root, env.CONTENT_DIR) : undefined,
    authSecret,
    redisUrl: redisUrlFrom(env.REDIS_URL),
    metrics: flagFrom('METRICS', env.METRICS),
    liveGraceMs: msFrom('LIVE_GRACE_MS', env.LIVE_GRACE_MS, 30_000),
    liveOwnerStaleMs: msFrom('LIVE_OWNER_STALE_MS', env.LIVE_OWNER_STALE_MS, 15_000),
    liveHeartbeatMs: msFrom('LIVE_HEARTBEAT_MS', env.LIVE_HEARTBEAT_MS, 5_000),
  };
}
