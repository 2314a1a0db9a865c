// Entry point: open and migrate the database, seed the demo, serve app + API + socket.io on one port,
// and shut down cleanly on SIGTERM/SIGINT.
import { buildApp } from './app';
import fs from 'node:fs';
import path from 'node:path';
import { pidFileName } from './db/backup';
import { ConfigError, readConfig, type ServerConfig } from './config';
import { migrateToLatest, openDatabase, type Db } from './db/database';
import { demoAccount, seedDemo } from './demo';
import { purgeIdempotencyKeys } from './http/route';
import { purgeThrottle } from './auth/throttle';
import { attachRealtime } from './realtime/socket';

/** A start that cannot go on says why in one line (no stack trace) and exits with 1. */
function stop(message: string): never {
  console.error(`Hoshi cannot start: ${message}`);
  process.exit(1);
}

function readSettings(): ServerConfig {
  try {
    return readConfig();
  } catch (error) {
    if (error instanceof ConfigError) stop(error.message);
    throw error;
  }
}

async function openAndMigrate(settings: ServerConfig): Promise<Db> {
  let where = settings.databaseUrl === '' ? settings.dataDir : 'DATABASE_URL';
  try {
    const opened = openDatabase(settings);
    where = opened.location;
    await migrateToLatest(opened);
    return opened;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    stop(`the database at ${where} could not be opened or migrated: ${reason}`);
  }
}

const config = readSettings();
const db = await openAndMigrate(config);
// On the embedded database, a pid file tells `npm run db:restore` that this server still uses DATA_DIR.
const pidFile = db.dialect === 'sqlite' ? path.join(config.dataDir, pidFileName) : undefined;
if (pidFile) fs.writeFileSync(pidFile, `${process.pid}\n`);
const seeded = config.seedDemo ? await seedDemo(db, Date.now()) : undefined;

const app = await buildApp({
  db,
  staticDir: config.staticDir,
  port: config.port,
  publicHost: config.publicHost,
  logLevel: config.logLevel,
  trustProxy: config.trustProxy,
  production: config.production,
  redisUrl: config.redisUrl,
  metrics: config.metrics,
  ...(config.contentDir === undefined ? {} : { contentDir: config.contentDir }),
});

await attachRealtime(app, {
  allowedOrigins: config.allowedOrigins,
  ...(config.redisUrl ? { redisUrl: config.redisUrl } : {}),
  live: {
    graceMs: config.liveGraceMs,
    ownerStaleMs: config.liveOwnerStaleMs,
    heartbeatMs: config.liveHeartbeatMs,
  },
});

await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;

console.log(`Hoshi is serving on http://localhost:${port} (database: ${db.dialect}, ${db.location})`);
if (seeded) {
  console.log(`Demo account: username "${demoAccount.username}", password "${demoAccount.password}"`);
}

// Idempotency keys older than their retention and spent throttle counters are purged at start and every hour.
const purge = () =>
  void Promise.all([purgeIdempotencyKeys(db.kysely, Date.now()), purgeThrottle(db, Date.now())]).catch(
    (error: unknown) => app.log.error(error),
  );
purge();
setInterval(purge, 60 * 60 * 1000).unref();

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await db.kysely.destroy();
  if (pidFile) fs.rmSync(pidFile, { force: true });
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
