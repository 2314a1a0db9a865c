// Error mapping of spec §8 at the client's edge: errorcode 0 is success (R8.01) and the answer is checked
// against its schema; a negative code comes back with its message (R8.02); a network failure or an
// exception is -4002 (R8.03), marked unreachable when the server could not be reached; any non-2xx is a
// failure (R8.18), keeping the server's negative code when it sent one.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { serverAddressEndpoint, userCheckEndpoint } from '../../../src/protocol';
import { createSessionRecordStore } from '../../../src/io/auth/sessionRecord';
import { createApiClient } from '../../../src/io/api/client';
import { inTabLocks } from '../../../src/io/api/locks';
import { memoryStorage } from '../../../src/io/storage/webStorage';
import { createFakeFetch, json, type Responder } from './fakeServer';

function call(responder: Responder, options: { online?: boolean; timeoutMs?: number } = {}) {
  const fake = createFakeFetch({
    [userCheckEndpoint.path]: responder,
    [serverAddressEndpoint.path]: responder,
  });
  const api = createApiClient({
    sessions: createSessionRecordStore(memoryStorage()),
    lock: inTabLocks(),
    language: () => 'en',
    xsrfToken: () => null,
    onSessionLost: () => undefined,
    baseUrl: 'http://hoshi.test',
    fetch: fake.fetch,
    online: () => options.online ?? true,
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  });
  return api.call(userCheckEndpoint, { username: 'kim' });
}

describe('error mapping (spec §8)', () => {
  beforeAll(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('errorcode 0: the checked answer (R8.01)', async () => {
    expect(await call(() => json({ errorcode: 0, userno: 0, extra: 'dropped' }))).toEqual({
      ok: true,
      value: { errorcode: 0, userno: 0 },
    });
  });

  it('a negative code is passed back with its message (R8.02)', async () => {
    expect(await call(() => json({ errorcode: -1002, errormsg: 'err_use_stop' }))).toMatchObject({
      ok: false,
      code: -1002,
      message: 'err_use_stop',
      unreachable: false,
    });
  });

  it('a negative code without a message has none (the screen maps it to error.c<abs>, R8.07)', async () => {
    expect(await call(() => json({ errorcode: -10410 }))).toMatchObject({
      ok: false,
      code: -10410,
      message: null,
    });
  });

  it.each([
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch')), true],
    ['a success outside its schema', () => json({ errorcode: 0, userno: 'seven' }), false],
    ['a body that is not JSON', () => new Response('<html>proxy</html>', { status: 200 }), false],
    ['an envelope without errorcode', () => json({ ok: true }), false],
  ] as const)('%s is -4002 (R8.03)', async (_name, responder, unreachable) => {
    expect(await call(responder)).toMatchObject({ ok: false, code: -4002, unreachable });
  });

  it('a timeout is -4002, unreachable', async () => {
    const never: Responder = () => new Promise<Response>(() => undefined);
    expect(await call(never, { timeoutMs: 20 })).toMatchObject({ ok: false, code: -4002, unreachable: true });
  });

  it('an exception while offline counts as unreachable', async () => {
    expect(await call(() => Promise.reject(new Error('boom')), { online: false })).toMatchObject({
      code: -4002,
      unreachable: true,
    });
  });

  it.each([
    [502, '', -4002],
    [500, JSON.stringify({ errorcode: -5000 }), -5000],
    [429, JSON.stringify({ errorcode: -4290 }), -4290],
    [404, JSON.stringify({ errorcode: -4040 }), -4040],
    [503, JSON.stringify({ errorcode: 0, userno: 0 }), -4002],
  ])('HTTP %i is a failure (R8.18) with code %s', async (status, body, code) => {
    expect(await call(() => new Response(body, { status }))).toMatchObject({ ok: false, code, status });
  });
});
