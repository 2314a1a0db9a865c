// Security headers on every answer of the app and the API (issue 12 item 4); HSTS only over HTTPS, which
// only the TRUST_PROXY proxy can vouch for (item 7). The browser check of the policy against the built
// app is tests/e2e/csp.test.ts.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineHashes } from '../../server/http/securityHeaders';
import { createTestApp, type TestApp } from '../support/testApp';

const proxy = '10.20.0.1';
const entryCss = 'html{background:#f4e4c1}.splash{font:600 1.5rem system-ui}';
const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hoshi-headers-'));
let t: TestApp;

beforeAll(async () => {
  // A built app in miniature: the entry stylesheet inlined, the entry script a file.
  fs.writeFileSync(
    path.join(staticDir, 'index.html'),
    `<!doctype html><html><head><style>${entryCss}</style>` +
      '<script type="module" crossorigin src="/assets/index-abc.js"></script></head>' +
      '<body><div id="root"></div></body></html>',
  );
  fs.mkdirSync(path.join(staticDir, 'assets'));
  fs.writeFileSync(path.join(staticDir, 'assets', 'index-abc.js'), 'console.log(1);\n');
  t = await createTestApp({ staticDir, trustProxy: [proxy] });
});

afterAll(async () => {
  await t.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

/** The Content-Security-Policy as directive → sources. */
function csp(res: LightMyRequestResponse): Map<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

function expectHardened(res: LightMyRequestResponse): void {
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  const policy = csp(res);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  for (const directive of ['script-src', 'style-src']) {
    expect(policy.get(directive)?.[0]).toBe("'self'");
    expect(policy.get(directive)).not.toContain("'unsafe-inline'");
  }
}

const get = (url: string, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'GET', url, headers: { host: 'localhost:8000', ...headers }, remoteAddress });

describe('security headers (item 4)', () => {
  it('are on API answers, successes and failures alike', async () => {
    expectHardened(await t.post('/api/server/address'));
    expectHardened(await t.post('/api/no/such/call'));
    const unauthorized = await t.post('/api/heart/spent', {});
    expect(unauthorized.statusCode).toBe(401);
    expectHardened(unauthorized);
  });

  it('are on the app shell, its client routes, its files and a missing file', async () => {
    for (const url of ['/', '/auth/sign-in', '/assets/index-abc.js', '/assets/missing.js']) {
      expectHardened(await get(url));
    }
  });

  it('allow the inlined entry stylesheet by its hash and no inline script', async () => {
    const hash = `'sha256-${createHash('sha256').update(entryCss).digest('base64')}'`;
    const policy = csp(await get('/'));
    expect(policy.get('style-src')).toEqual(["'self'", hash]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('script-src-attr')).toEqual(["'none'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('worker-src')).toEqual(["'self'"]);
  });

  it('hash every inline block of a page, and no script that has a src', () => {
    const html =
      '<style>a{}</style><script>boot()</script><script src="/x.js"></script><style media="print">b{}</style>';
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(inlineHashes(html)).toEqual({ scripts: [sha('boot()')], styles: [sha('a{}'), sha('b{}')] });
  });

  it('send HSTS only over HTTPS, which only the trusted proxy can vouch for', async () => {
    expect((await get('/')).headers['strict-transport-security']).toBeUndefined();
    const viaProxy = await get('/', { 'x-forwarded-proto': 'https' }, proxy);
    expect(viaProxy.headers['strict-transport-security']).toMatch(/^max-age=31536000/);
    const claimed = await get('/', { 'x-forwarded-proto': 'https' }, '192.168.1.50');
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });
});
