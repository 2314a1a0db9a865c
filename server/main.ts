// Entry point: open and migrate the database, seed the demo, serve app + API + socket.io on one port,
// and shut down cleanly on SIGTERM/SIGINT.
import { buildApp } from './app';
import { readConfig } from './config';
import { migrateToLatest, openDatabase } from './db/database';
import { demoAccount, seedDemo } from './demo';
import { purgeIdempotencyKeys } from './http/route';
import { purgeThrottle } from './auth/throttle';
import { attachRealtime } from './realtime/socket';

const config = readConfig();
const db = openDatabase(config);
await migrateToLatest(db);
const seeded = config.seedDemo ? await seedDemo(db, Date.now()) : undefined;

const app = await buildApp({
  db,
  staticDir: config.staticDir,
  port: config.port,
  publicHost: config.publicHost,
  logLevel: config.logLevel,
  trustProxy: config.trustProxy,
  production: config.production,
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
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
