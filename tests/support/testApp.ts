// An API under test: a fresh database, a movable clock, a mail box, and a `post` helper that speaks the
// spec's JSON-over-POST with optional token or cookies. Closing it checks the economy's invariant over the
// whole database (every user's ledger sums to the balance), so every API test file's teardown does.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../../server/app';
import { memoryMailer, type MailMessage } from '../../server/mail';
import { ledgerMismatches } from './ledger';
import { createTestDb, type TestDb } from './testDb';

export interface TestApp {
  app: FastifyInstance;
  testDb: TestDb;
  mail: MailMessage[];
  now: { ms: number };
  post: (path: string, body?: unknown, options?: PostOptions) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
}

export interface PostOptions {
  token?: string;
  cookies?: Record<string, string>;
  headers?: Record<string, string>;
  ip?: string;
}

/** The small, hand-checked content packs of tests/fixtures/packs (the real packs are large and change). */
export const fixturePacksDir = new URL('../fixtures/packs', import.meta.url).pathname;

/** Settings a test may change: proxies, production mode, the built app, the content packs, operations. */
export type TestAppOptions = Partial<
  Pick<
    AppOptions,
    | 'trustProxy'
    | 'production'
    | 'staticDir'
    | 'contentDir'
    | 'metrics'
    | 'redisUrl'
    | 'logStream'
    | 'logLevel'
    | 'randomBelow'
  >
>;

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const testDb = await createTestDb();
  const mailer = memoryMailer();
  const now = { ms: Date.UTC(2026, 10, 22, 3, 0, 0) };
  const app = await buildApp({
    db: testDb.db,
    staticDir: '/nonexistent',
    port: 8000,
    logLevel: 'silent',
    clock: () => now.ms,
    mailer,
    validateResponses: true,
    contentDir: fixturePacksDir,
    ...options,
  });
  return {
    app,
    testDb,
    mail: mailer.sent,
    now,
    post: (path, body = {}, options = {}) =>
      app.inject({
        method: 'POST',
        url: path,
        payload: body as object,
        remoteAddress: options.ip ?? '127.0.0.1',
        headers: {
          host: 'localhost:8000',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...options.headers,
        },
        cookies: options.cookies ?? {},
      }),
    close: async () => {
      const mismatches = await ledgerMismatches(testDb.db.kysely);
      await app.close();
      await testDb.cleanup();
      if (mismatches.length > 0)
        throw new Error(`ledger does not sum to the balance: ${JSON.stringify(mismatches.slice(0, 10))}`);
    },
  };
}

/** Cookies a response set, by name. */
export function cookiesOf(
  res: LightMyRequestResponse,
): Record<string, { value: string; [k: string]: unknown }> {
  const out: Record<string, { value: string }> = {};
  for (const c of res.cookies as { name: string; value: string }[]) out[c.name] = c;
  return out;
}

/** A registered, signed-in user whose calls carry a fresh Idempotency-Key unless one is given. */
export interface SignedInPlayer {
  userno: number;
  username: string;
  token: string;
  call: (path: string, body?: object, key?: string) => Promise<Record<string, unknown>>;
}

/** Registers `<prefix><n>` and signs in; every call must answer HTTP 200. */
export async function signUpPlayer(t: TestApp, prefix: string, n: number): Promise<SignedInPlayer> {
  const username = `${prefix}${n}`;
  await t.post('/api/user/reg', { username, passwd: 'stone-1234', email: '' });
  const json = (await t.post('/api/login', { username, passwd: 'stone-1234' })).json();
  const token = json.accessToken as string;
  let key = 0;
  const call = async (path: string, body: object = {}, replayKey?: string) => {
    const res = await t.post(path, body, {
      token,
      headers: { 'idempotency-key': replayKey ?? `${prefix}-${n}-${key++}-key` },
    });
    if (res.statusCode !== 200) throw new Error(`${path} answered HTTP ${res.statusCode}: ${res.body}`);
    return res.json() as Record<string, unknown>;
  };
  return { userno: json.userno as number, username, token, call };
}

/**
 * What a device holds after a sign-in: the cookies the server set (the refresh token lives only there),
 * and from the body the access token, the session proof and the sign-out token. `refresh` renews it the
 * way the app does (cookie, anti-forgery header, proof) and keeps the rotated cookies.
 */
export interface DeviceSession {
  userno: number;
  accessToken: string;
  proof: string;
  signOut: string;
  cookies: Record<string, string>;
}

export function deviceSessionOf(login: LightMyRequestResponse): DeviceSession {
  const json = login.json() as {
    userno: number;
    accessToken: string;
    proof: string;
    signOut: string;
  };
  const cookies: Record<string, string> = {};
  for (const [name, c] of Object.entries(cookiesOf(login))) cookies[name] = c.value;
  return {
    userno: json.userno,
    accessToken: json.accessToken,
    proof: json.proof,
    signOut: json.signOut,
    cookies,
  };
}

/** The headers a cookie-authenticated call of the app carries: anti-forgery and the session proof. */
export function cookieCallHeaders(device: DeviceSession): Record<string, string> {
  return { 'x-xsrf-token': device.cookies['XSRF-TOKEN'] ?? '', 'x-session-proof': device.proof };
}

export async function refreshDevice(
  t: TestApp,
  device: DeviceSession,
  overrides: { headers?: Record<string, string>; cookies?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const res = await t.post(
    '/api/refresh-token',
    { userno: device.userno },
    {
      cookies: { ...device.cookies, ...overrides.cookies },
      headers: { ...cookieCallHeaders(device), ...overrides.headers },
    },
  );
  for (const [name, c] of Object.entries(cookiesOf(res))) device.cookies[name] = c.value;
  const json = res.json() as { errorcode: number; accessToken?: string };
  if (json.errorcode === 0 && json.accessToken) device.accessToken = json.accessToken;
  return res;
}
