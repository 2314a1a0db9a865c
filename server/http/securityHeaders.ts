// Security headers on every answer, app and API alike (issue 12), by @fastify/helmet. The
// Content-Security-Policy is the one the built app runs under: everything from our own origin, no inline
// script, and inline styles only where the build put them (tools/vite/inlineEntryCss.ts moves the entry
// stylesheet into index.html), allowed by the SHA-256 of each block as read from the built file at start.
// Framing is refused, MIME sniffing off, no referrer leaves the app; HSTS only on answers that went out
// over HTTPS (directly, or from a TRUST_PROXY proxy that says so): on a plain-HTTP LAN server it would
// mean nothing, and on a host that later moves to HTTPS it must come from the HTTPS answer.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyHelmet from '@fastify/helmet';

export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** CSP sources for the inline `<script>` and `<style>` blocks of an HTML page (a script with src is not inline). */
export function inlineHashes(html: string): InlineHashes {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .filter(([, attributes = '', body = '']) => !/\bsrc\s*=/i.test(attributes) && body !== '')
    .map(([, , body = '']) => sha256(body));
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map(([, body = '']) =>
    sha256(body),
  );
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}

/** The hashes of the built index.html, or none when the server runs without the app (API only). */
export function builtAppHashes(staticDir: string): InlineHashes {
  const indexFile = path.join(staticDir, 'index.html');
  if (!fs.existsSync(indexFile)) return { scripts: [], styles: [] };
  return inlineHashes(fs.readFileSync(indexFile, 'utf8'));
}

/** The policy's directives (helmet's defaults are off: every source is listed here). */
export function cspDirectives(hashes: InlineHashes): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...hashes.scripts],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", ...hashes.styles],
    'img-src': ["'self'"],
    'font-src': ["'self'"],
    'media-src': ["'self'"],
    // 'self' covers the same-origin ws:/wss: of the realtime socket (CSP level 3).
    'connect-src': ["'self'"],
    // The service worker and the AI's Web Worker are our own scripts.
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

export async function registerSecurityHeaders(app: FastifyInstance, staticDir: string): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(builtAppHashes(staticDir)) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true },
  });
  // Helmet's hook has run (it was registered first) and set its headers on the raw answer; HSTS stays
  // only where the answer goes out over HTTPS.
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol !== 'https') reply.raw.removeHeader('strict-transport-security');
  });
}
