// Compressed JSON answers (server/http/compression.ts, issue 13): Brotli or gzip for answers of 1 KiB or
// more when the request accepts it, never for small answers or answers that set cookies.
import zlib from 'node:zlib';
import Fastify from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding, minCompressBytes, registerCompression } from '../../server/http/compression';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
let blob = '';

beforeAll(async () => {
  t = await createTestApp();
  await t.post('/api/user/reg', { username: 'squeeze1', passwd: 'stone-1234', email: '' });
  blob = (await t.post('/api/login', { username: 'squeeze1', passwd: 'stone-1234' })).json().data as string;
});

afterAll(async () => {
  await t.close();
});

describe('chooseEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['identity', null],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['GZIP; q=1', 'gzip'],
  ] as const)('%j → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('the session bundle (/api/deinfowork, several kB)', () => {
  it('goes out with Brotli when accepted, the same JSON once decoded', async () => {
    const plain = await t.post('/api/deinfowork', { data: blob });
    const res = await t.post(
      '/api/deinfowork',
      { data: blob },
      { headers: { 'accept-encoding': 'gzip, br' } },
    );
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(minCompressBytes);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const decoded = JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString('utf8'));
    expect(decoded.errorcode).toBe(0);
    expect(decoded.dedata.userinfo.username).toBe('squeeze1');
  });

  it('goes out with gzip to a client that takes only gzip', async () => {
    const res = await t.post('/api/deinfowork', { data: blob }, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(res.rawPayload).toString('utf8')).errorcode).toBe(0);
  });
});

describe('answers left as they are', () => {
  it('a small answer', async () => {
    const res = await t.post('/api/country', {}, { headers: { 'accept-encoding': 'br' } });
    expect(res.rawPayload.length).toBeLessThan(minCompressBytes);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().errorcode).toBe(0);
  });

  it('an answer that sets cookies (the token-issuing calls), however large', async () => {
    const app = Fastify();
    await app.register(fastifyCookie);
    registerCompression(app);
    app.get('/big', (_request, reply) => reply.send({ rows: 'x'.repeat(4 * minCompressBytes) }));
    app.get('/token', (_request, reply) =>
      reply.setCookie('t', 'secret').send({ token: 'y'.repeat(4 * minCompressBytes) }),
    );
    const headers = { 'accept-encoding': 'br' };
    const big = await app.inject({ url: '/big', headers });
    const token = await app.inject({ url: '/token', headers });
    expect(big.headers['content-encoding']).toBe('br');
    expect(token.headers['content-encoding']).toBeUndefined();
    expect(token.json().token).toHaveLength(4 * minCompressBytes);
    await app.close();
  });
});
