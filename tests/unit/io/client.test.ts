// The API client (spec §7, §8): headers (R7.03–R7.05, R7.64), the shared refresh on 401 with one retry
// (R8.08) — parallel 401s cause exactly one refresh, in this tab and across tabs — and the end of the
// session when there is no refresh token or the refresh is refused (R8.09, R2.42). Replayable writes carry
// an Idempotency-Key, the same one on the retry.
import { describe, expect, it, vi } from 'vitest';
import {
  heartSpentEndpoint,
  loginEndpoint,
  refreshTokenEndpoint,
  serverAddressEndpoint,
  userinfoEndpoint,
  type EndpointDef,
} from '../../../src/protocol';
import { createSessionRecordStore, type SessionRecord } from '../../../src/io/auth/sessionRecord';
import { createApiClient, type ApiClientOptions } from '../../../src/io/api/client';
import { inTabLocks } from '../../../src/io/api/locks';
import { memoryStorage } from '../../../src/io/storage/webStorage';
import { createFakeFetch, json, type Responder, type Seen } from './fakeServer';

const userinfo = {
  username: 'kim',
  email: '',
  phoneno: '',
  grade: 1,
  membership: null,
  teacherFlag: 0,
  adminFlag: 0,
  heartAddSlotCount: 0,
  emo_info: [],
  UserGroupSingleInfo: [],
  RankReward: [],
  free4Day: { useCheck4Day: 0 },
  useStopFlag: 0,
};

const record: SessionRecord = {
  userno: 7,
  data: 'sealed',
  accessToken: 'T0',
  accessExpiresAtMs: null,
  proof: 'P7',
  signOut: 'S7',
};

/** A server whose current access token is `state.token`; the refresh rotates it to T1, T2, … */
function tokenServer(options: { refresh?: Responder } = {}) {
  const state = { token: 'T1', refreshes: 0 };
  const userCall: Responder = (call) =>
    call.headers.authorization === `Bearer ${state.token}`
      ? json({ errorcode: 0, userinfo })
      : json({ errorcode: -4010 }, 401);
  const fake = createFakeFetch({
    [userinfoEndpoint.path]: userCall,
    [heartSpentEndpoint.path]: (call) =>
      call.headers.authorization === `Bearer ${state.token}`
        ? json({ errorcode: 0, heartCnt: 4, singleTime: 0, heartMax: 5, serverTime: 1 })
        : json({ errorcode: -4010 }, 401),
    [refreshTokenEndpoint.path]:
      options.refresh ??
      (async () => {
        state.refreshes += 1;
        await new Promise((resolve) => setTimeout(resolve, 5));
        return json({ errorcode: 0, accessToken: state.token, expiresIn: 900 });
      }),
    [loginEndpoint.path]: () => json({ errorcode: -1003 }),
    [serverAddressEndpoint.path]: () => json({ errorcode: 0, error: '', ip: '10.0.0.5', port: 8000 }),
  });
  return { state, fake };
}

function client(fetchFn: typeof fetch, overrides: Partial<ApiClientOptions> = {}) {
  const storage = memoryStorage();
  const sessions = createSessionRecordStore(storage);
  sessions.write(record);
  const onSessionLost = vi.fn();
  const api = createApiClient({
    sessions,
    lock: inTabLocks(),
    language: () => 'ko',
    xsrfToken: () => 'xsrf-1',
    onSessionLost,
    baseUrl: 'http://hoshi.test',
    pageOrigin: 'http://hoshi.test',
    fetch: fetchFn,
    ...overrides,
  });
  return { api, sessions, storage, onSessionLost };
}

const byPath = (seen: Seen[], endpoint: EndpointDef) => seen.filter((s) => s.path === endpoint.path);

describe('headers (R7.03–R7.05, R7.64)', () => {
  it('sends lang, the access token and the anti-forgery header; mainip/mainport once known', async () => {
    const { fake } = tokenServer();
    const { api } = client(fake.fetch);
    await api.call(userinfoEndpoint, { userno: 7 });
    const first = fake.seen[0];
    expect(first?.headers.lang).toBe('ko');
    expect(first?.headers.authorization).toBe('Bearer T0');
    expect(first?.headers['x-xsrf-token']).toBe('xsrf-1');
    expect(first?.headers.mainip).toBeUndefined();
    api.setServerInfo({ ip: '10.0.0.5', port: 8000 });
    await api.call(userinfoEndpoint, { userno: 7 });
    const last = fake.seen.at(-1);
    expect(last?.headers.mainip).toBe('10.0.0.5');
    expect(last?.headers.mainport).toBe('8000');
  });

  it('sends no access token on excluded calls (start-up, login, refresh)', async () => {
    const { fake } = tokenServer();
    const { api } = client(fake.fetch);
    await api.call(serverAddressEndpoint, {});
    await api.call(loginEndpoint, { username: 'kim', passwd: 'x' });
    expect(fake.seen.map((s) => s.headers.authorization)).toEqual([undefined, undefined]);
  });

  it('sends the anti-forgery header only to its own origin', async () => {
    const { fake } = tokenServer();
    const { api } = client(fake.fetch, { pageOrigin: 'http://elsewhere.test' });
    await api.call(serverAddressEndpoint, {});
    expect(fake.seen[0]?.headers['x-xsrf-token']).toBeUndefined();
  });

  it('posts JSON (R7.01)', async () => {
    const { fake } = tokenServer();
    const { api } = client(fake.fetch);
    await api.call(serverAddressEndpoint, {});
    expect(fake.seen[0]?.headers['content-type']).toContain('application/json');
    expect(fake.seen[0]?.body).toEqual({});
  });
});

describe('401 → one shared refresh → one retry (R8.08)', () => {
  it('refreshes once for many parallel 401s, then every call succeeds with the new token', async () => {
    const { fake, state } = tokenServer();
    const { api, sessions, onSessionLost } = client(fake.fetch);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => api.call(userinfoEndpoint, { userno: 7 })),
    );
    expect(results.every((r) => r.ok)).toBe(true);
    expect(state.refreshes).toBe(1);
    expect(fake.count(refreshTokenEndpoint)).toBe(1);
    expect(sessions.read()?.accessToken).toBe('T1');
    expect(onSessionLost).not.toHaveBeenCalled();
    // The refresh carries the user, no access token; the refresh token rides in its cookie, beside the
    // anti-forgery header and the session proof the server demands with it (issue 12 #2, #3).
    const refresh = byPath(fake.seen, refreshTokenEndpoint)[0];
    expect(refresh?.body).toEqual({ userno: 7 });
    expect(refresh?.headers.authorization).toBeUndefined();
    expect(refresh?.headers['x-xsrf-token']).toBe('xsrf-1');
    expect(refresh?.headers['x-session-proof']).toBe('P7');
  });

  it('does not refresh when another tab already did (the shared record holds a newer token)', async () => {
    const { fake, state } = tokenServer();
    const { api, sessions } = client(fake.fetch, {
      lock: async (_name, task) => {
        // Another tab refreshed while this one waited for the lock.
        sessions.updateAccessToken('T1', null);
        return task();
      },
    });
    const result = await api.call(userinfoEndpoint, { userno: 7 });
    expect(result.ok).toBe(true);
    expect(state.refreshes).toBe(0);
  });

  it('runs the refresh under the cross-tab lock', async () => {
    const { fake } = tokenServer();
    const names: string[] = [];
    const { api } = client(fake.fetch, {
      lock: async (name, task) => {
        names.push(name);
        return task();
      },
    });
    await Promise.all([api.call(userinfoEndpoint, {}), api.call(userinfoEndpoint, {})]);
    expect(names).toEqual(['hoshi-token-refresh']);
  });

  it('retries once only: a second 401 is a failure, not a loop', async () => {
    const fake = createFakeFetch({
      [userinfoEndpoint.path]: () => json({ errorcode: -4010 }, 401),
      [refreshTokenEndpoint.path]: () => json({ errorcode: 0, accessToken: 'T9', expiresIn: 900 }),
    });
    const { api } = client(fake.fetch);
    const result = await api.call(userinfoEndpoint, {});
    expect(result).toMatchObject({ ok: false, code: -4010, status: 401 });
    expect(fake.count(userinfoEndpoint)).toBe(2);
    expect(fake.count(refreshTokenEndpoint)).toBe(1);
  });

  it('keeps the Idempotency-Key of a replayable write on the retry', async () => {
    const { fake } = tokenServer();
    const { api } = client(fake.fetch, { newIdempotencyKey: () => 'key-0001' });
    const result = await api.call(heartSpentEndpoint, { delta: 1 });
    expect(result.ok).toBe(true);
    const keys = byPath(fake.seen, heartSpentEndpoint).map((s) => s.headers['idempotency-key']);
    expect(keys).toEqual(['key-0001', 'key-0001']);
  });

  it('uses a given Idempotency-Key and sends none on calls that are not replayable', async () => {
    const { fake } = tokenServer();
    const { api } = client(fake.fetch);
    await api.call(heartSpentEndpoint, { delta: 1 }, { idempotencyKey: 'outbox-42' });
    await api.call(userinfoEndpoint, {});
    const keys = fake.seen
      .filter((s) => s.path !== refreshTokenEndpoint.path)
      .map((s) => s.headers['idempotency-key']);
    expect(new Set(keys)).toEqual(new Set(['outbox-42', undefined]));
  });
});

describe('no refresh token or a failed refresh (R8.09, R2.42)', () => {
  it('a refused refresh ends the session once, however many calls failed', async () => {
    const { fake } = tokenServer({ refresh: () => json({ errorcode: -4011 }) });
    const { api, onSessionLost } = client(fake.fetch);
    const results = await Promise.all(Array.from({ length: 4 }, () => api.call(userinfoEndpoint, {})));
    expect(results.map((r) => (r.ok ? 0 : r.code))).toEqual([-4011, -4011, -4011, -4011]);
    expect(fake.count(refreshTokenEndpoint)).toBe(1);
    expect(onSessionLost).toHaveBeenCalledTimes(1);
    expect(onSessionLost).toHaveBeenCalledWith(-4011);
  });

  it('says why when the account was stopped (R5.03, R8.06)', async () => {
    const { fake } = tokenServer({ refresh: () => json({ errorcode: -1002, errormsg: 'err_use_stop' }) });
    const { api, onSessionLost } = client(fake.fetch);
    await api.call(userinfoEndpoint, {});
    expect(onSessionLost).toHaveBeenCalledWith(-1002);
  });

  it('with no session (no refresh token) nothing is tried and the session is lost', async () => {
    const { fake } = tokenServer();
    const { api, sessions, onSessionLost } = client(fake.fetch);
    sessions.clear();
    const result = await api.call(userinfoEndpoint, {});
    expect(result).toMatchObject({ ok: false, code: -4011 });
    expect(fake.count(refreshTokenEndpoint)).toBe(0);
    expect(onSessionLost).toHaveBeenCalledTimes(1);
  });

  it('an unreachable refresh server is not a refusal: the session stays (DESIGN.md offline)', async () => {
    const { fake } = tokenServer({
      refresh: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { api, sessions, onSessionLost } = client(fake.fetch);
    const result = await api.call(userinfoEndpoint, {});
    expect(result).toMatchObject({ ok: false, code: -4002, unreachable: true });
    expect(onSessionLost).not.toHaveBeenCalled();
    expect(sessions.read()).not.toBeNull();
  });
});
