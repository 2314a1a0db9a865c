// The outbox (issue 7): order, classification, backoff, per-user credentials on a shared tablet, and
// convergence: any interleaving of queued writes, network loss, lost answers and drains ends with the
// server having applied every write exactly once. Runs on fake-indexeddb with a fake server.
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../../src/domain/go/random';
import {
  backoffMs,
  exclusiveRunner,
  openOutboxDb,
  Outbox,
  type Credentials,
  type DeliveryOutcome,
  type QueuedWrite,
} from '../../../src/io/outbox';

/** A server with hearts per user, idempotency keys, and switches for the network and lost answers. */
class FakeServer {
  up = true;
  loseAnswers = false;
  hearts = new Map<number, number>();
  applied = new Map<string, DeliveryOutcome>();
  /** Idempotency keys whose next delivery fails this way before anything is applied. */
  failNext = new Map<string, 'server_error' | 'unauthorized'>();
  /** Users whose queued sign-out arrived, in order. */
  signOuts: number[] = [];
  deliveries = 0;
  constructor(private readonly random: () => number) {}

  deliver(
    write: QueuedWrite,
    credentials: Credentials,
    current: () => number | null,
    grants: Map<number, string>,
  ): DeliveryOutcome {
    this.deliveries++;
    if (!this.up) return { kind: 'unreachable' };
    if (credentials.kind === 'session' && current() !== write.userno) return { kind: 'unauthorized' };
    if (credentials.kind === 'grant' && grants.get(write.userno) !== credentials.grant)
      return { kind: 'unauthorized' };
    if (credentials.kind === 'none') {
      // A queued sign-out carries its own token; it ends the student's grant on the server.
      this.signOuts.push(write.userno);
      grants.delete(write.userno);
      return { kind: 'applied', answer: {} };
    }
    const failure = this.failNext.get(write.idempotencyKey);
    if (failure) {
      this.failNext.delete(write.idempotencyKey);
      return { kind: failure };
    }
    const key = `${write.userno}:${write.idempotencyKey}`;
    let answer = this.applied.get(key);
    if (!answer) {
      const delta = (write.body as { delta: number }).delta;
      const have = this.hearts.get(write.userno) ?? 0;
      answer =
        delta > have
          ? { kind: 'rejected', code: -1004 }
          : { kind: 'applied', answer: { heartCnt: have - delta } };
      if (answer.kind === 'applied') this.hearts.set(write.userno, have - delta);
      this.applied.set(key, answer);
    }
    // The write happened, but the answer never reached the tablet: it will send the same key again.
    if (this.loseAnswers && this.random() < 0.5) return { kind: 'unreachable' };
    return answer;
  }
}

let dbCounter = 0;
async function setup(seed = 1) {
  const random = createRandom(seed);
  const server = new FakeServer(() => random.next());
  const clock = { ms: 1_000_000 };
  let current: number | null = 1;
  const grants = new Map<number, string>();
  let keys = 0;
  const outbox = new Outbox({
    db: await openOutboxDb(`outbox-test-${++dbCounter}`),
    transport: {
      deliver: (write, credentials) =>
        Promise.resolve(server.deliver(write, credentials, () => current, grants)),
    },
    now: () => clock.ms,
    random: () => random.next(),
    exclusive: exclusiveRunner(`lock-${dbCounter}`),
    newKey: () => `key-${++keys}`,
  });
  return {
    outbox,
    server,
    clock,
    grants,
    random,
    signIn: (user: number | null) => {
      current = user;
    },
    current: () => current,
  };
}

describe('outbox delivery', () => {
  it('delivers in order and empties the queue', async () => {
    const { outbox, server } = await setup();
    server.hearts.set(1, 10);
    await outbox.enqueue(1, '/api/heart/spent', { delta: 1 });
    await outbox.enqueue(1, '/api/heart/spent', { delta: 2 });
    const report = await outbox.drain(1);
    expect(report).toMatchObject({ ran: true, applied: 2, rejected: 0, remaining: 0, offline: false });
    expect(server.hearts.get(1)).toBe(7);
    expect(await outbox.lastSyncAt()).not.toBeNull();
  });

  it('keeps everything while offline and backs off; delivers when the network returns', async () => {
    const { outbox, server, clock } = await setup();
    server.hearts.set(1, 10);
    server.up = false;
    await outbox.enqueue(1, '/api/heart/spent', { delta: 1 });
    await outbox.enqueue(1, '/api/heart/spent', { delta: 1 });
    expect(await outbox.drain(1)).toMatchObject({ applied: 0, remaining: 2, offline: true });
    const [first] = await outbox.pending(1);
    expect(first?.attempts).toBe(1);
    expect(first?.nextAttemptAt).toBeGreaterThan(clock.ms);
    server.up = true;
    // Still inside the backoff: nothing is sent unless forced (the `online` event forces).
    expect((await outbox.drain(1)).applied).toBe(0);
    expect((await outbox.drain(1, { force: true })).applied).toBe(2);
  });

  it('records a business refusal once, does not retry it, and goes on with the next write', async () => {
    const { outbox, server } = await setup();
    server.hearts.set(1, 1);
    await outbox.enqueue(1, '/api/heart/spent', { delta: 5 });
    await outbox.enqueue(1, '/api/heart/spent', { delta: 1 });
    expect(await outbox.drain(1)).toMatchObject({ applied: 1, rejected: 1, remaining: 0 });
    const rejections = await outbox.takeRejections(1);
    expect(rejections.map((r) => r.code)).toEqual([-1004]);
    expect(await outbox.takeRejections(1)).toEqual([]);
  });

  it("holds a user's later writes behind one that cannot be delivered", async () => {
    const { outbox, server, signIn } = await setup();
    server.hearts.set(1, 10);
    await outbox.enqueue(1, '/api/heart/spent', { delta: 1 });
    await outbox.enqueue(1, '/api/heart/spent', { delta: 1 });
    signIn(null); // the session ended server-side: 401
    expect(await outbox.drain(1)).toMatchObject({ applied: 0, remaining: 2 });
    expect((await outbox.pending(1)).map((w) => w.attempts)).toEqual([0, 0]);
  });

  // Only the first write fails; the second would succeed on its own, and must still wait (issue 12 #17).
  it.each(['server_error', 'unauthorized'] as const)(
    'holds the later writes when only the first meets %s, then delivers all in order',
    async (failure) => {
      const { outbox, server, clock } = await setup();
      server.hearts.set(1, 10);
      const first = await outbox.enqueue(1, '/api/heart/spent', { delta: 1 });
      await outbox.enqueue(1, '/api/heart/spent', { delta: 2 });
      server.failNext.set(first.idempotencyKey, failure);
      expect(await outbox.drain(1)).toMatchObject({ applied: 0, remaining: 2 });
      expect(server.hearts.get(1)).toBe(10);
      expect(server.deliveries).toBe(1);
      clock.ms += 61_000;
      expect(await outbox.drain(1)).toMatchObject({ applied: 2, remaining: 0 });
      expect(server.hearts.get(1)).toBe(7);
    },
  );

  it('lets only one drain run at a time', async () => {
    const { outbox, server } = await setup();
    server.hearts.set(1, 10);
    await outbox.enqueue(1, '/api/heart/spent', { delta: 1 });
    const [a, b] = await Promise.all([outbox.drain(1), outbox.drain(1)]);
    expect([a.ran, b.ran].sort()).toEqual([false, true]);
    expect(server.hearts.get(1)).toBe(9);
  });

  it.each([
    [1, 1000],
    [2, 2000],
    [3, 4000],
    [7, 60_000],
    [20, 60_000],
  ])('backs off %i attempt(s) by about %i ms', (attempts, base) => {
    expect(backoffMs(attempts, () => 0.5)).toBe(base);
    expect(backoffMs(attempts, () => 0)).toBe(Math.round(base * 0.8));
  });
});

describe('kiosk tablet', () => {
  it("credits each student's offline writes to that student, even after sign-out", async () => {
    const { outbox, server, grants, signIn } = await setup();
    server.hearts.set(1, 5);
    server.hearts.set(2, 5);
    server.up = false;
    // Student 1 works offline, gets a grant while online earlier, and signs out.
    grants.set(1, 'grant-1');
    await outbox.saveGrant(1, 'grant-1', Date.now() + 1e9);
    await outbox.enqueue(1, '/api/heart/spent', { delta: 2 });
    signIn(2);
    await outbox.enqueue(2, '/api/heart/spent', { delta: 1 });
    server.up = true;
    const report = await outbox.drain(2, { force: true });
    expect(report).toMatchObject({ applied: 2, remaining: 0 });
    expect(server.hearts.get(1)).toBe(3);
    expect(server.hearts.get(2)).toBe(4);
  });

  it('delivers a queued sign-out only after the student’s earlier writes, and then drops the grant', async () => {
    const { outbox, server, grants, signIn } = await setup();
    server.hearts.set(1, 5);
    server.up = false;
    grants.set(1, 'grant-1');
    await outbox.saveGrant(1, 'grant-1', Date.now() + 1e9);
    await outbox.enqueue(1, '/api/heart/spent', { delta: 2 });
    signIn(null);
    await outbox.enqueue(1, '/api/logout', { signOut: 'S1' }, 'sign-out-1', { anonymous: true });
    expect(await outbox.drain(null)).toMatchObject({ applied: 0, remaining: 2 });
    expect(await outbox.hasGrant(1)).toBe(true);
    server.up = true;
    expect(await outbox.drain(null, { force: true })).toMatchObject({ applied: 2, remaining: 0 });
    expect(server.hearts.get(1)).toBe(3);
    expect(server.signOuts).toEqual([1]);
    // Nothing left to deliver for a student who is gone: the device keeps no credential of theirs.
    expect(await outbox.hasGrant(1)).toBe(false);
  });

  it('sends a queued sign-out without credentials even when the student has no grant', async () => {
    const { outbox, server, signIn } = await setup();
    signIn(2);
    await outbox.enqueue(1, '/api/logout', { signOut: 'S1' }, 'sign-out-1', { anonymous: true });
    expect(await outbox.drain(2)).toMatchObject({ applied: 1, remaining: 0 });
    expect(server.signOuts).toEqual([1]);
  });

  it('keeps the grant of the signed-in student, and of a student whose writes wait', async () => {
    const { outbox, server, grants, signIn } = await setup();
    grants.set(1, 'grant-1');
    await outbox.saveGrant(1, 'grant-1', Date.now() + 1e9);
    await outbox.saveGrant(2, 'grant-2', Date.now() + 1e9);
    await outbox.drain(1);
    expect(await outbox.hasGrant(1)).toBe(true);
    expect(await outbox.hasGrant(2)).toBe(false);
    server.up = false;
    await outbox.enqueue(1, '/api/heart/spent', { delta: 1 });
    signIn(null);
    await outbox.drain(null);
    expect(await outbox.hasGrant(1)).toBe(true);
  });

  it('keeps a signed-out student’s writes without a grant until one exists', async () => {
    const { outbox, server, signIn } = await setup();
    server.hearts.set(1, 5);
    await outbox.enqueue(1, '/api/heart/spent', { delta: 1 });
    signIn(2);
    expect(await outbox.drain(2)).toMatchObject({ applied: 0, remaining: 1 });
    expect(server.deliveries).toBe(0);
  });
});

/**
 * Convergence in a small notation: each step is one of
 *   q1 / q2  queue a spend of 1 heart for student 1 or 2 (who was signed in then and got a grant)
 *   s1 / s2  that student signs in (the other keeps a grant)
 *   off/on   network down/up;  lose/keep  answers get lost (after the server applied) or not
 *   d        a drain;  tick  time passes
 * Whatever the order, once the network is up and the outbox is drained, every queued write was applied
 * exactly once to its own student.
 */
describe('convergence', () => {
  const steps = ['q1', 'q2', 's1', 's2', 'off', 'on', 'lose', 'keep', 'd', 'd', 'tick'] as const;

  it.each(Array.from({ length: 40 }, (_, i) => i + 1))('seed %i', async (seed) => {
    const { outbox, server, clock, grants, random, signIn, current } = await setup(seed);
    server.hearts.set(1, 1000);
    server.hearts.set(2, 1000);
    grants.set(1, 'g1');
    grants.set(2, 'g2');
    await outbox.saveGrant(1, 'g1', clock.ms + 1e12);
    await outbox.saveGrant(2, 'g2', clock.ms + 1e12);
    const queued = { 1: 0, 2: 0 };
    const script: string[] = [];
    for (let i = 0; i < 60; i++) {
      const step = steps[random.int(steps.length)] ?? 'd';
      script.push(step);
      if (step === 'q1' || step === 'q2') {
        const user = step === 'q1' ? 1 : 2;
        queued[user]++;
        // The student was signed in to make the write, so the device fetched their grant then (the outbox
        // deletes it again once their queue is empty and they are gone).
        await outbox.saveGrant(user, user === 1 ? 'g1' : 'g2', clock.ms + 1e12);
        await outbox.enqueue(user, '/api/heart/spent', { delta: 1 });
      } else if (step === 's1') signIn(1);
      else if (step === 's2') signIn(2);
      else if (step === 'off') server.up = false;
      else if (step === 'on') server.up = true;
      else if (step === 'lose') server.loseAnswers = true;
      else if (step === 'keep') server.loseAnswers = false;
      else if (step === 'tick') clock.ms += 30_000;
      else await outbox.drain(current());
    }
    server.up = true;
    server.loseAnswers = false;
    for (let round = 0; round < 5 && (await outbox.pending()).length > 0; round++) {
      clock.ms += maxBackoff();
      await outbox.drain(current(), { force: true });
    }
    expect(await outbox.pending(), script.join(' ')).toEqual([]);
    expect(server.hearts.get(1), script.join(' ')).toBe(1000 - queued[1]);
    expect(server.hearts.get(2), script.join(' ')).toBe(1000 - queued[2]);
  });

  function maxBackoff() {
    return 61_000;
  }
});
