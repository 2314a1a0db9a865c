// The Fastify application factory: everything but listening, so tests can drive it with `inject`.
import { randomInt } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import type { Db } from './db/database';
import { loadServerKeys, type ServerKeys } from './auth/secrets';
import { registerAuthRoutes } from './http/auth';
import { registerEconomyRoutes } from './http/economy';
import { registerSessionRoutes } from './http/session';
import { registerBpowerRoutes } from './http/bpower';
import { registerLoadSequenceRoutes } from './http/loadSequence';
import { registerStudyRoutes } from './http/study';
import { registerSingleRoutes } from './http/single';
import { registerOutboxRoutes } from './http/outbox';
import { registerTryQuestRoutes } from './http/tryQuest';
import { registerStoreRoutes } from './http/store';
import { registerStatsRoutes } from './http/stats';
import { registerFriendRoutes } from './http/friends';
import { registerAcademyRoutes } from './http/academy';
import { registerProblemReportRoutes } from './http/problemReports';
import { registerHomeworkRoutes } from './http/homework';
import { registerClassProgressRoutes } from './http/classProgress';
import { registerLiveRoutes } from './http/live';
import { readContentPacks, storeContentPacks, type ContentPacks } from './content/packs';
import { registerErrorHandling } from './http/errors';
import { registerStatic } from './http/static';
import { registerCompression } from './http/compression';
import { registerSecurityHeaders } from './http/securityHeaders';
import { registerAddressLimits } from './http/addressLimits';
import { registerSystemRoutes } from './http/system';
import { createTranslate, type Translate } from './i18n';
import { createMailer, type Mailer } from './mail';
import { createSessionEnds, type SessionEnds } from './auth/sessionEnds';
import type { TrustProxy } from './config';
import type { DestinationStream } from 'pino';
import { loggerOptions, requestIdOf } from './logging';
import { createMetrics, registerMetricsRoutes, type Metrics } from './metrics';
import { registerHealthRoutes } from './http/health';

export interface AppOptions {
  db: Db;
  staticDir: string;
  port: number;
  publicHost?: string;
  logLevel?: string;
  /** The server's clock in ms; tests move it. */
  clock?: () => number;
  mailer?: Mailer;
  /** Check every success answer against its schema (tests turn this on). */
  validateResponses?: boolean;
  /** Where the content packs are; server/content/packs by default. */
  contentDir?: string;
  /** Which peers may speak for the client in `X-Forwarded-*` (TRUST_PROXY); nobody by default. */
  trustProxy?: TrustProxy;
  /** NODE_ENV=production: the log mailer never prints a message's text. */
  production?: boolean;
  /** REDIS_URL: /readyz checks Redis when set. */
  redisUrl?: string;
  /** METRICS=1: count requests and serve /metrics. */
  metrics?: boolean;
  /** Where the JSON log goes (tests read it); standard output by default. */
  logStream?: DestinationStream;
  /** A whole number in [0, n) for dice rolls; crypto.randomInt by default (tests fix it). */
  randomBelow?: (n: number) => number;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    clock: () => number;
    keys: ServerKeys;
    mailer: Mailer;
    t: Translate;
    validateResponses: boolean;
    content: ContentPacks;
    /** Sessions ended on the server (sign-out, password change or reset, deletion): sockets drop them. */
    sessionEnds: SessionEnds;
    /** Prometheus metrics when METRICS=1; undefined otherwise (nothing is counted). */
    metrics: Metrics | undefined;
    /** A whole number in [0, n): the dice of dice challenges. */
    randomBelow: (n: number) => number;
  }
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(options.logLevel ?? 'info', options.logStream),
    genReqId: requestIdOf,
    bodyLimit: 256 * 1024,
    // Only the configured proxies may set the client's address and protocol (X-Forwarded-*): trusting
    // everyone would let any client pick the address its login and registration limits are counted on.
    trustProxy: options.trustProxy ?? false,
  });
  const clock = options.clock ?? (() => Date.now());
  app.decorate('db', options.db);
  app.decorate('clock', clock);
  app.decorate('keys', await loadServerKeys(options.db, clock()));
  app.decorate('mailer', options.mailer ?? createMailer(app.log, undefined, options.production));
  app.decorate('t', await createTranslate());
  app.decorate('validateResponses', options.validateResponses ?? false);
  app.decorate('sessionEnds', createSessionEnds());
  app.decorate('metrics', options.metrics ? createMetrics() : undefined);
  // Every answer names its request id, so a user's report can be matched with the log's lines.
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    done();
  });
  // JSON answers of 1 KiB or more go out compressed when accepted (server/http/compression.ts).
  registerCompression(app);
  if (app.metrics) registerMetricsRoutes(app, app.metrics);
  registerHealthRoutes(app, { redisUrl: options.redisUrl ?? '' });
  app.decorate('randomBelow', options.randomBelow ?? ((n: number) => randomInt(n)));
  const content = readContentPacks(options.contentDir);
  await storeContentPacks(options.db, content, clock());
  app.decorate('content', content);
  await app.register(fastifyCookie);
  await registerSecurityHeaders(app, options.staticDir);
  await registerAddressLimits(app);

  // The API speaks JSON only; an empty body counts as `{}` so the spec's "empty" calls work.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      const error = Object.assign(new Error('Malformed JSON'), { statusCode: 400 });
      done(error, undefined);
    }
  });

  registerErrorHandling(app);
  registerSystemRoutes(app, { port: options.port, publicHost: options.publicHost ?? '' });
  registerAuthRoutes(app);
  registerEconomyRoutes(app);
  registerSessionRoutes(app);
  registerLoadSequenceRoutes(app);
  registerBpowerRoutes(app);
  registerStudyRoutes(app);
  registerSingleRoutes(app);
  registerOutboxRoutes(app);
  registerTryQuestRoutes(app);
  registerStoreRoutes(app);
  registerStatsRoutes(app);
  registerFriendRoutes(app);
  registerAcademyRoutes(app);
  registerProblemReportRoutes(app);
  registerHomeworkRoutes(app);
  registerClassProgressRoutes(app);
  registerLiveRoutes(app);
  await registerStatic(app, options.staticDir);
  return app;
}
