// What an operator needs to run Hoshi (issue 21): health and readiness for a load balancer, a JSON log
// with a request id and no secrets or personal data, and Prometheus metrics behind a setting.
import net from 'node:net';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, signUpPlayer, type TestApp, type TestAppOptions } from '../support/testApp';

const opened: TestApp[] = [];
async function open(options: TestAppOptions = {}): Promise<TestApp> {
  const t = await createTestApp(options);
  opened.push(t);
  return t;
}
afterEach(async () => {
  while (opened.length > 0) await opened.pop()?.close();
});

/** Whether something answers on the address (Redis runs on the development and CI machines). */
function reachable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

const redisUp = await reachable(6379);

describe('health and readiness', () => {
  it('/healthz answers while the process runs', async () => {
    const t = await open();
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('/readyz is ready with the database answering and every migration applied', async () => {
    const t = await open();
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ready',
      checks: { database: { ok: true }, migrations: { ok: true } },
    });
  });

  it('/readyz is not ready while a migration is missing, and names it', async () => {
    const t = await open();
    const last = await t.testDb.db.kysely
      .selectFrom('kysely_migration' as never)
      .select('name' as never)
      .orderBy('name' as never, 'desc')
      .executeTakeFirstOrThrow();
    const name = (last as { name: string }).name;
    await t.testDb.db.kysely
      .deleteFrom('kysely_migration' as never)
      .where('name' as never, '=', name as never)
      .execute();
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    const body = res.json() as { status: string; checks: Record<string, { ok: boolean; reason?: string }> };
    expect(body.status).toBe('not ready');
    expect(body.checks.migrations).toEqual({ ok: false, reason: `not applied: ${name}` });
  });

  it('/readyz checks Redis when REDIS_URL is set, and fails when it does not answer', async () => {
    const down = await open({ redisUrl: 'redis://127.0.0.1:1' });
    const res = await down.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect((res.json() as { checks: { redis: { ok: boolean } } }).checks.redis.ok).toBe(false);
  });

  it.runIf(redisUp)('/readyz is ready with Redis answering', async () => {
    const up = await open({ redisUrl: 'redis://127.0.0.1:6379' });
    const res = await up.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.json()).toMatchObject({ status: 'ready', checks: { redis: { ok: true } } });
  });
});

describe('the log', () => {
  function capture(): { lines: string[]; stream: Writable } {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(
          ...chunk
            .toString('utf8')
            .split('\n')
            .filter((line) => line !== ''),
        );
        done();
      },
    });
    return { lines, stream };
  }

  it('is one JSON object a line, each request with its id, echoed to the client', async () => {
    const { lines, stream } = capture();
    const t = await open({ logLevel: 'info', logStream: stream });
    const res = await t.post('/api/server/address', {}, { headers: { 'x-request-id': 'proxy-req-000123' } });
    expect(res.headers['x-request-id']).toBe('proxy-req-000123');
    const fresh = await t.post(
      '/api/server/address',
      {},
      { headers: { 'x-request-id': 'no spaces allowed!' } },
    );
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const parsed = lines.map((line) => JSON.parse(line) as { reqId?: string; msg?: string });
    expect(parsed.some((line) => line.reqId === 'proxy-req-000123')).toBe(true);
    expect(parsed.some((line) => line.reqId === fresh.headers['x-request-id'])).toBe(true);
  });

  it('holds no password, token, cookie, PIN or e-mail address', async () => {
    const { lines, stream } = capture();
    const t = await open({ logLevel: 'debug', logStream: stream, production: true });
    const email = 'kim.minji@school.example';
    await t.post('/api/user/reg', { username: 'logged1', passwd: 'secret-stone-77', email });
    const login = await t.post('/api/login', { username: 'logged1', passwd: 'secret-stone-77' });
    const token = (login.json() as { accessToken: string }).accessToken;
    await t.post('/api/login', { username: 'logged1', passwd: 'wrong-stone-88' });
    await t.post('/api/passwd/lost', { username: 'logged1', email });
    await t.post('/api/userinfo', {}, { token, cookies: { hoshi_refresh: 'cookie-value-1234' } });
    // The logger itself, given personal data by a careless call, masks it. (A PIN of digits alone could
    // turn up by chance in a logged number, a response time, so the value searched for has a mark.)
    t.app.log.warn({ mail: { to: email }, pin: 'pin-4321', password: 'p4ss-word' }, 'careless line');
    const text = lines.join('\n');
    expect(lines.length).toBeGreaterThan(5);
    for (const secret of [
      'secret-stone-77',
      'wrong-stone-88',
      email,
      token,
      'cookie-value-1234',
      'pin-4321',
      'p4ss-word',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('k***@s***.example');
  });
});

describe('metrics (METRICS=1)', () => {
  it('are off by default', async () => {
    const t = await open();
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });

  it('count answers by route and status, their latency, and outbox writes by outcome', async () => {
    const t = await open({ metrics: true });
    const player = await signUpPlayer(t, 'metric', 1);
    await player.call('/api/heart/spent', { delta: 1 }, 'metrics-key-0001');
    await player.call('/api/heart/spent', { delta: 1 }, 'metrics-key-0001');
    await player.call('/api/heart/spent', { delta: 99 }, 'metrics-key-0002');
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const text = res.body;
    expect(text).toMatch(/hoshi_http_requests_total\{method="POST",route="\/api\/login",status="200"\} 1/);
    expect(text).toMatch(
      /hoshi_http_requests_total\{method="POST",route="\/api\/heart\/spent",status="200"\} 3/,
    );
    expect(text).toMatch(
      /hoshi_http_request_duration_seconds_count\{method="POST",route="\/api\/heart\/spent"\} 3/,
    );
    expect(text).toMatch(/hoshi_outbox_writes_total\{outcome="applied"\} 1/);
    expect(text).toMatch(/hoshi_outbox_writes_total\{outcome="replayed"\} 1/);
    expect(text).toMatch(/hoshi_outbox_writes_total\{outcome="refused"\} 1/);
    expect(text).toContain('hoshi_process_resident_memory_bytes');
  });
});

describe('a start with bad settings', () => {
  const repoRoot = new URL('../..', import.meta.url).pathname;
  it.each([
    [
      'a misspelt setting',
      { DATABSE_URL: 'postgres://x@localhost/hoshi' },
      /Unknown setting DATABSE_URL \(did you mean DATABASE_URL\?\)/,
    ],
    ['production without a secret', { NODE_ENV: 'production' }, /AUTH_SECRET is required/],
    [
      'a database that does not answer',
      { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/hoshi' },
      /could not be opened or migrated: connect ECONNREFUSED/,
    ],
  ])(
    '%s stops with one line and exit code 1, never a stack trace',
    async (_case, env, message) => {
      const { execFile } = await import('node:child_process');
      const outcome = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
        const child = execFile(
          process.execPath,
          ['--import', 'tsx', 'server/main.ts'],
          {
            cwd: repoRoot,
            env: { ...process.env, DATABASE_URL: '', PORT: '0', DATA_DIR: '/nonexistent-hoshi', ...env },
            timeout: 60_000,
          },
          (_error, _stdout, stderr) => resolve({ code: child.exitCode, stderr }),
        );
      });
      expect(outcome.code).toBe(1);
      const lines = outcome.stderr.split('\n').filter((line) => line.trim() !== '');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^Hoshi cannot start: /);
      expect(lines[0]).toMatch(message);
    },
    60_000,
  );
});
