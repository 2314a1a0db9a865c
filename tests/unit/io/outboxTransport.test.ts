// The outbox's transport over the API client (issue 7): a queued write goes out with its stored
// Idempotency-Key under the session of its own user, or under its user's replay grant after sign-out; the
// client's result maps to the outbox's outcome — success applied, a negative code rejected, no answer
// unreachable, a lost session or 401 unauthorized, a 5xx or unreadable answer server_error — and the
// triggers drain at start, on `online`, on visibility and after a write is queued.
import { describe, expect, it, vi } from 'vitest';
import { apiFailure, apiSuccess, type ApiResult } from '../../../src/io/api/result';
import { createApiClient } from '../../../src/io/api/client';
import { inTabLocks } from '../../../src/io/api/locks';
import { createSessionRecordStore } from '../../../src/io/auth/sessionRecord';
import {
  createApiTransport,
  createDirectSender,
  deliveryOutcomeOf,
  exclusiveRunner,
  openOutboxDb,
  Outbox,
  startOutboxSync,
  type DeliveryOutcome,
  type QueuedWrite,
} from '../../../src/io/outbox';
import { memoryStorage } from '../../../src/io/storage/webStorage';
import { heartSpentEndpoint, logoutEndpoint, refreshTokenEndpoint } from '../../../src/protocol';
import { createFakeFetch, json, type Responder } from './fakeServer';

const heartAnswer = { errorcode: 0, heartCnt: 4, singleTime: 0, heartMax: 5, serverTime: 0 };

describe('deliveryOutcomeOf', () => {
  const table: [string, ApiResult<unknown>, DeliveryOutcome][] = [
    ['a success is applied', apiSuccess({ a: 1 }), { kind: 'applied', answer: { a: 1 } }],
    [
      'a negative code is rejected for good',
      apiFailure(-1004, { message: 'not enough', status: 200 }),
      { kind: 'rejected', code: -1004, message: 'not enough' },
    ],
    ['no answer at all is unreachable', apiFailure(-4002, { unreachable: true }), { kind: 'unreachable' }],
    [
      'an unreachable refresh is unreachable',
      apiFailure(-4002, { unreachable: true, status: 401 }),
      { kind: 'unreachable' },
    ],
    [
      'a refused refresh (session lost) is unauthorized',
      apiFailure(-4011, { status: 401 }),
      { kind: 'unauthorized' },
    ],
    ['a 401 is unauthorized', apiFailure(-4002, { status: 401 }), { kind: 'unauthorized' }],
    ['a 5xx with a code is a server error', apiFailure(-4002, { status: 503 }), { kind: 'server_error' }],
    [
      'a 500 with the body’s code is a server error',
      apiFailure(-5000, { status: 500 }),
      { kind: 'server_error' },
    ],
    ['an unreadable answer is a server error', apiFailure(-4002, { status: 200 }), { kind: 'server_error' }],
    ['an exception is a server error', apiFailure(-4002), { kind: 'server_error' }],
  ];
  it.each(table)('%s', (_name, result, outcome) => {
    expect(deliveryOutcomeOf(result)).toEqual(outcome);
  });
});

function write(overrides: Partial<QueuedWrite> = {}): QueuedWrite {
  return {
    id: 1,
    userno: 7,
    path: heartSpentEndpoint.path,
    body: { userno: 7, delta: 1 },
    idempotencyKey: 'key-0001-abcd',
    createdAt: 0,
    attempts: 0,
    nextAttemptAt: 0,
    ...overrides,
  };
}

function setup(routes: Record<string, Responder>, userno: number | null = 7) {
  const fake = createFakeFetch(routes);
  const sessions = createSessionRecordStore(memoryStorage());
  if (userno !== null)
    sessions.write({
      userno,
      data: 'sealed',
      accessToken: 'T1',
      accessExpiresAtMs: null,
      proof: 'P',
      signOut: 'S',
    });
  const client = createApiClient({
    sessions,
    lock: inTabLocks(),
    language: () => 'en',
    xsrfToken: () => null,
    onSessionLost: () => undefined,
    baseUrl: 'http://hoshi.test',
    fetch: fake.fetch,
  });
  const transport = createApiTransport({
    client,
    sendDirect: createDirectSender({
      baseUrl: 'http://hoshi.test',
      language: () => 'ko',
      fetch: fake.fetch,
    }),
  });
  return { transport, seen: fake.seen };
}

describe('api transport', () => {
  it('sends the stored key under the session and hands back the answer', async () => {
    const { transport, seen } = setup({ [heartSpentEndpoint.path]: () => json(heartAnswer) });
    const outcome = await transport.deliver(write(), { kind: 'session' });
    expect(outcome).toEqual({ kind: 'applied', answer: heartAnswer });
    expect(seen[0]?.headers['idempotency-key']).toBe('key-0001-abcd');
    expect(seen[0]?.headers.authorization).toBe('Bearer T1');
    expect(seen[0]?.body).toEqual({ userno: 7, delta: 1 });
  });

  it('classifies the server’s refusal, a 500 and a dead network', async () => {
    const refusing = setup({ [heartSpentEndpoint.path]: () => json({ errorcode: -1004, errormsg: 'no' }) });
    expect(await refusing.transport.deliver(write(), { kind: 'session' })).toEqual({
      kind: 'rejected',
      code: -1004,
      message: 'no',
    });
    const broken = setup({ [heartSpentEndpoint.path]: () => json({ errorcode: -5000 }, 500) });
    expect(await broken.transport.deliver(write(), { kind: 'session' })).toEqual({ kind: 'server_error' });
    const offline = setup({
      [heartSpentEndpoint.path]: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    expect(await offline.transport.deliver(write(), { kind: 'session' })).toEqual({ kind: 'unreachable' });
  });

  it('holds a write when the session cannot be refreshed', async () => {
    const { transport } = setup({
      [heartSpentEndpoint.path]: () => json({ errorcode: -4010 }, 401),
      [refreshTokenEndpoint.path]: () => json({ errorcode: -4011 }, 401),
    });
    expect(await transport.deliver(write(), { kind: 'session' })).toEqual({ kind: 'unauthorized' });
  });

  it('never sends one student’s write under another student’s session (kiosk)', async () => {
    const { transport, seen } = setup({ [heartSpentEndpoint.path]: () => json(heartAnswer) }, 8);
    expect(await transport.deliver(write(), { kind: 'session' })).toEqual({ kind: 'unauthorized' });
    const signedOut = setup({ [heartSpentEndpoint.path]: () => json(heartAnswer) }, null);
    expect(await signedOut.transport.deliver(write(), { kind: 'session' })).toEqual({ kind: 'unauthorized' });
    expect(seen).toHaveLength(0);
  });

  it('delivers under a replay grant with the grant scheme and no session token', async () => {
    const { transport, seen } = setup({ [heartSpentEndpoint.path]: () => json(heartAnswer) }, 8);
    const outcome = await transport.deliver(write(), { kind: 'grant', grant: 'G-7' });
    expect(outcome).toEqual({ kind: 'applied', answer: heartAnswer });
    expect(seen[0]?.headers.authorization).toBe('Grant G-7');
    expect(seen[0]?.headers['idempotency-key']).toBe('key-0001-abcd');
    expect(seen[0]?.headers.lang).toBe('ko');
  });

  it('sends a write without credentials, with the page’s cookies, when it carries its own (a sign-out)', async () => {
    const requests: RequestInit[] = [];
    const fake = createFakeFetch({ [logoutEndpoint.path]: () => json({ errorcode: 0 }) });
    const transport = createApiTransport({
      client: { call: () => Promise.reject(new Error('not the session')), sessions: { read: () => null } },
      sendDirect: createDirectSender({
        baseUrl: 'http://hoshi.test',
        language: () => 'en',
        fetch: (input, init) => {
          requests.push(init ?? {});
          return fake.fetch(input, init);
        },
      }),
    });
    const outcome = await transport.deliver(
      write({ path: logoutEndpoint.path, body: { userno: 7, signOut: 'F.mac' }, anonymous: true }),
      { kind: 'none' },
    );
    expect(outcome).toEqual({ kind: 'applied', answer: { errorcode: 0 } });
    expect(fake.seen[0]?.headers.authorization).toBeUndefined();
    expect(fake.seen[0]?.body).toEqual({ userno: 7, signOut: 'F.mac' });
    expect(requests[0]?.credentials).toBe('same-origin');
  });

  it('sends no cookies under a grant', async () => {
    const requests: RequestInit[] = [];
    const fake = createFakeFetch({ [heartSpentEndpoint.path]: () => json(heartAnswer) });
    const sender = createDirectSender({
      baseUrl: 'http://hoshi.test',
      language: () => 'en',
      fetch: (input, init) => {
        requests.push(init ?? {});
        return fake.fetch(input, init);
      },
    });
    await sender(heartSpentEndpoint, { delta: 1 }, 'G-1', 'key-0002-abcd');
    expect(requests[0]?.credentials).toBe('omit');
  });

  it('refuses for good a write to a path that is not a replayable endpoint', async () => {
    const { transport, seen } = setup({});
    const outcome = await transport.deliver(write({ path: '/api/userinfo' }), { kind: 'session' });
    expect(outcome.kind).toBe('rejected');
    expect(seen).toHaveLength(0);
  });
});

class Target {
  private readonly listeners = new Map<string, Set<() => void>>();
  visibilityState = 'visible';
  addEventListener(type: string, listener: () => void) {
    const set = this.listeners.get(type) ?? new Set();
    set.add(listener);
    this.listeners.set(type, set);
  }
  removeEventListener(type: string, listener: () => void) {
    this.listeners.get(type)?.delete(listener);
  }
  fire(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
}

let dbCounter = 0;

describe('outbox triggers', () => {
  async function harness() {
    let up = false;
    const delivered: string[] = [];
    const outbox = new Outbox({
      db: await openOutboxDb(`outbox-triggers-${++dbCounter}`),
      transport: {
        deliver: (w) => {
          if (!up) return Promise.resolve({ kind: 'unreachable' });
          delivered.push(w.idempotencyKey);
          return Promise.resolve({ kind: 'applied', answer: null });
        },
      },
      now: () => Date.now(),
      random: () => 0.5,
      exclusive: exclusiveRunner(`triggers-${dbCounter}`),
      newKey: () => `k-${Math.random()}`,
    });
    const win = new Target();
    const doc = new Target();
    const timers: (() => void)[] = [];
    const sync = startOutboxSync({
      outbox,
      currentUser: () => 7,
      window: win,
      document: doc,
      setTimer: (run) => timers.push(run),
      clearTimer: () => undefined,
    });
    return { outbox, win, doc, sync, delivered, timers, setUp: (v: boolean) => (up = v) };
  }

  it('drains after a write is queued, and again when the network comes back', async () => {
    const h = await harness();
    h.setUp(true);
    await h.outbox.enqueue(7, heartSpentEndpoint.path, { delta: 1 }, 'first-key');
    await vi.waitFor(() => expect(h.delivered).toEqual(['first-key']));
    h.setUp(false);
    await h.outbox.enqueue(7, heartSpentEndpoint.path, { delta: 1 }, 'second-key');
    await vi.waitFor(async () => expect((await h.outbox.pending()).map((w) => w.attempts)).toEqual([1]));
    // Still waiting: a retry is scheduled after the backoff.
    await vi.waitFor(() => expect(h.timers.length).toBeGreaterThan(0));
    h.setUp(true);
    h.win.fire('online');
    await vi.waitFor(() => expect(h.delivered).toEqual(['first-key', 'second-key']));
    h.sync.stop();
  });

  it('drains when the page becomes visible, not while it is hidden', async () => {
    const h = await harness();
    await h.outbox.enqueue(7, heartSpentEndpoint.path, { delta: 1 }, 'seen-key');
    await vi.waitFor(async () => expect((await h.outbox.pending())[0]?.attempts).toBe(1));
    h.setUp(true);
    h.doc.visibilityState = 'hidden';
    h.doc.fire('visibilitychange');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(h.delivered).toEqual([]);
    // Coming back into view drains at once, whatever the backoff of the failed attempt says.
    h.doc.visibilityState = 'visible';
    h.doc.fire('visibilitychange');
    await vi.waitFor(() => expect(h.delivered).toEqual(['seen-key']));
    h.sync.stop();
  });

  it('stops listening when stopped', async () => {
    const h = await harness();
    h.sync.stop();
    h.setUp(true);
    await h.outbox.enqueue(7, heartSpentEndpoint.path, { delta: 1 }, 'late-key');
    h.win.fire('online');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(h.delivered).toEqual([]);
  });
});
