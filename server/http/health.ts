// Health for load balancers and orchestrators (issue 21): /healthz says the process answers; /readyz says
// it can serve: the database answers, every migration is applied, and Redis answers when REDIS_URL is set.
// Plain JSON outside /api (no token, no anti-forgery cookie, not part of the spec's contract).
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { createClient } from 'redis';
import { migratorOf } from '../db/database';

export type CheckOutcome = { ok: true } | { ok: false; reason: string };

export interface ReadinessOptions {
  /** REDIS_URL; empty: no Redis check. */
  redisUrl?: string;
  /** How long one check may take before it counts as failed. */
  timeoutMs?: number;
}

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

async function outcome(check: () => Promise<void>): Promise<CheckOutcome> {
  try {
    await check();
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

function readinessClient(url: string, timeoutMs: number) {
  return createClient({
    url,
    // Readiness must fail fast: no command queue behind a reconnect loop, no reconnect loop at all.
    disableOfflineQueue: true,
    socket: { connectTimeout: timeoutMs, reconnectStrategy: false },
  });
}

export function registerHealthRoutes(app: FastifyInstance, options: ReadinessOptions = {}): void {
  const timeoutMs = options.timeoutMs ?? 2000;
  // One Redis connection for readiness, made on the first check, remade after a failure, closed with the app.
  let redis: ReturnType<typeof readinessClient> | undefined;
  const redisClient = async () => {
    if (redis && !redis.isReady) {
      redis.destroy();
      redis = undefined;
    }
    if (!redis) {
      const client = readinessClient(options.redisUrl ?? '', timeoutMs);
      client.on('error', () => undefined); // reported by the check itself
      redis = client;
      await client.connect();
    }
    return redis;
  };
  app.addHook('onClose', () => {
    redis?.destroy();
    redis = undefined;
  });

  app.get('/healthz', (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));

  app.get('/readyz', async (_request, reply) => {
    const checks: Record<string, CheckOutcome> = {
      database: await outcome(() =>
        withTimeout(
          sql`select 1`.execute(app.db.kysely).then(() => undefined),
          timeoutMs,
          'the database',
        ),
      ),
    };
    checks.migrations = await outcome(async () => {
      const known = await withTimeout(migratorOf(app.db).getMigrations(), timeoutMs, 'the migration table');
      const pending = known.filter((migration) => migration.executedAt === undefined).map((m) => m.name);
      if (pending.length > 0) throw new Error(`not applied: ${pending.join(', ')}`);
    });
    if (options.redisUrl) {
      checks.redis = await outcome(async () => {
        const client = await withTimeout(redisClient(), timeoutMs, 'Redis');
        await withTimeout(client.ping(), timeoutMs, 'Redis');
      });
    }
    const ready = Object.values(checks).every((check) => check.ok);
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ready' : 'not ready', checks });
  });
}
