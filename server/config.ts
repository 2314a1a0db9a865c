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
  /** `redis://…` turns on the socket.io Redis adapter (live games across processes); empty = none. */
  redisUrl: string;
  /** Live games: the grace period of a dropped player and when a quiet owner's games are taken over. */
  liveGraceMs: number;
  liveOwnerStaleMs: number;
  liveHeartbeatMs: number;
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

function intFrom(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`Not a port number: ${value}`);
  return n;
}

function msFrom(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 86_400_000) throw new Error(`Not a duration in ms: ${value}`);
  return n;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): ServerConfig {
  return {
    port: intFrom(env.PORT, 8000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(root, env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL ?? '',
    staticDir: path.resolve(root, env.STATIC_DIR ?? 'dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    publicHost: env.PUBLIC_HOST ?? '',
    seedDemo: shouldSeedDemo(env),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    allowedOrigins: parseOrigins(env.ALLOWED_ORIGINS),
    production: env.NODE_ENV === 'production',
    contentDir: env.CONTENT_DIR ? path.resolve(root, env.CONTENT_DIR) : undefined,
    redisUrl: env.REDIS_URL ?? '',
    liveGraceMs: msFrom(env.LIVE_GRACE_MS, 30_000),
    liveOwnerStaleMs: msFrom(env.LIVE_OWNER_STALE_MS, 15_000),
    liveHeartbeatMs: msFrom(env.LIVE_HEARTBEAT_MS, 5_000),
  };
}
