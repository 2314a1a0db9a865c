// The Fastify application factory: everything but listening, so tests can drive it with `inject`.
import Fastify, { type FastifyInstance } from 'fastify';
import type { Db } from './db/database';
import { registerErrorHandling } from './http/errors';
import { registerStatic } from './http/static';
import { registerSystemRoutes } from './http/system';

export interface AppOptions {
  db: Db;
  staticDir: string;
  port: number;
  publicHost?: string;
  logLevel?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: options.logLevel ?? 'info' },
    bodyLimit: 256 * 1024,
    trustProxy: true,
  });
  app.decorate('db', options.db);

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
  await registerStatic(app, options.staticDir);
  return app;
}
