// Prometheus metrics (issue 21), off by default (METRICS=1 turns them on): requests by route and status,
// their latency, outbox replays, sockets and the database pool. Each app has its own registry, so tests
// that build many apps never share counters.
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** What happened to an outbox write that carried an Idempotency-Key. */
export type OutboxOutcome = 'applied' | 'replayed' | 'refused';

export interface Metrics {
  registry: Registry;
  outboxWrite(outcome: OutboxOutcome): void;
  /** A gauge read when /metrics is scraped (sockets, live games): the reader returns the current value. */
  gauge(name: string, help: string, read: () => number): void;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'hoshi_' });
  const outbox = new Counter({
    name: 'hoshi_outbox_writes_total',
    help: 'Idempotent writes by outcome: applied the first time, replayed from the stored answer, or refused',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  return {
    registry,
    outboxWrite: (outcome) => outbox.inc({ outcome }),
    gauge(name, help, read) {
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read());
        },
      });
    },
  };
}

/** Counts every answer by route and status and times it; serves the registry at GET /metrics. */
export function registerMetricsRoutes(app: FastifyInstance, metrics: Metrics): void {
  const requests = new Counter({
    name: 'hoshi_http_requests_total',
    help: 'HTTP answers by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [metrics.registry],
  });
  const latency = new Histogram({
    name: 'hoshi_http_request_duration_seconds',
    help: 'Time from request to answer, by route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [metrics.registry],
  });
  const pool = app.db.pgPool;
  if (pool) {
    metrics.gauge('hoshi_db_pool_clients', 'PostgreSQL pool clients (open)', () => pool.totalCount);
    metrics.gauge('hoshi_db_pool_idle', 'PostgreSQL pool clients idle', () => pool.idleCount);
    metrics.gauge(
      'hoshi_db_pool_waiting',
      'Queries waiting for a PostgreSQL client',
      () => pool.waitingCount,
    );
  }

  app.addHook('onResponse', (request, reply, done) => {
    // The route's pattern, never the raw address: ids in paths would make one series per user.
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    done();
  });

  app.get('/metrics', async (_request, reply) =>
    reply.header('content-type', metrics.registry.contentType).send(await metrics.registry.metrics()),
  );
}
