// Serves the built PWA: hashed assets cached for a year, the shell and service worker always revalidated,
// client-side routes fall back to index.html, and a missing asset is a real 404.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { apiNotFound } from './errors';

const noCache = new Set(['index.html', 'sw.js', 'manifest.webmanifest', 'registerSW.js']);

export async function registerStatic(app: FastifyInstance, staticDir: string): Promise<void> {
  const indexFile = path.join(staticDir, 'index.html');
  const hasApp = fs.existsSync(indexFile);
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of its text files (vite.config.ts): sent when accepted.
      preCompressed: true,
      setHeaders(reply, filePath) {
        const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
        if (noCache.has(name)) void reply.header('Cache-Control', 'no-cache');
        else if (filePath.includes(`${path.sep}assets${path.sep}`))
          void reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/') || url === '/api') return reply.code(404).send(apiNotFound());
    const looksLikeFile = /\.[a-z0-9]+$/i.test(url);
    if (!hasApp || looksLikeFile || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    // A client-side route: the app decides what to show (including its own not-found page).
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
