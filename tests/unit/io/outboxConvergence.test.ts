// Convergence of the outbox (issue 7, STYLE.md "test convergence in a small notation"): whatever happens on
// the way — sends, replays of the same write, two tabs draining at once, requests lost before the server,
// answers lost after it, a copy with a changed body, the network down, students signing in and out — once
// the network is back and the outbox has drained, the server's state is the state of applying each queued
// operation exactly once, in the order it was queued. The Outbox runs for real (fake-indexeddb) against an
// in-memory server that claims idempotency keys like server/http/route.ts: per user and key, the first
// answer (a refusal too) is kept and replayed, and the same key with another body is refused (-4090).
//
// A history is a line of steps separated by spaces:
//   q<n>  operation n is queued (once: its first mention queues it, so operations are queued in the order
//         they are first named)
//   s<n>  a send: q<n>, then the outbox drains          s   the outbox drains
//   r<n>  replay: operation n is queued again with its own key and body (another tab's copy, a queue
//         restored from a backup, a repeated background sync)
//   c<n>  a copy of operation n with its key but a changed body (a buggy or tampered client)
//   x<n>  the next delivery of operation n is lost before it reaches the server (network failure)
//   l<n>  the next delivery of operation n reaches the server, which applies it, but the answer is lost
//   e<n>  the next delivery of operation n meets a server error (5xx) before anything is applied
//   a<n>  the next delivery of operation n is refused as unauthorized (401: a session that lapsed)
//   d     two tabs drain at once, each with its own lock (a browser without Web Locks)
//   off / on   the network goes down / comes back;  t   time passes beyond the longest backoff
//   u<k>  student k signs in (u0: nobody); the others' writes go under their replay grants
// Operation n is fixed by its number (`operationOf`): students 1 and 2 take turns by blocks of four, and
// each block starts a try run, spends two hearts, finishes the run and records a practice result.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRandom, type Random } from '../../../src/domain/go/random';
import {
  exclusiveRunner,
  openOutboxDb,
  Outbox,
  type Credentials,
  type DeliveryOutcome,
  type QueuedWrite,
} from '../../../src/io/outbox';

// --- the notation -------------------------------------------------------------------------------------

export type Step =
  | {
      kind:
        'queue' | 'send' | 'replay' | 'conflict' | 'loseRequest' | 'loseAnswer' | 'serverError' | 'refused';
      op: number;
    }
  | { kind: 'drain' | 'twoTabs' | 'offline' | 'online' | 'tick' }
  | { kind: 'signIn'; user: number };

const withOp = {
  q: 'queue',
  s: 'send',
  r: 'replay',
  c: 'conflict',
  x: 'loseRequest',
  l: 'loseAnswer',
  e: 'serverError',
  a: 'refused',
} as const;
const bare = { s: 'drain', d: 'twoTabs', off: 'offline', on: 'online', t: 'tick' } as const;

export function parseHistory(text: string): Step[] {
  return text
    .trim()
    .split(/\s+/)
    .filter((token) => token !== '')
    .map((token): Step => {
      if (token in bare) return { kind: bare[token as keyof typeof bare] };
      const match = /^([qsrcxleau])(\d+)$/.exec(token);
      if (!match?.[1] || !match[2]) throw new Error(`unknown step "${token}"`);
      const n = Number(match[2]);
      if (match[1] === 'u') return { kind: 'signIn', user: n };
      if (n < 1) throw new Error(`operations are numbered from 1: "${token}"`);
      return { kind: withOp[match[1] as keyof typeof withOp], op: n };
    });
}

export function makeHistory(steps: readonly Step[]): string {
  const letter = Object.fromEntries(Object.entries(withOp).map(([l, k]) => [k, l]));
  const word = Object.fromEntries(Object.entries(bare).map(([w, k]) => [k, w]));
  return steps
    .map((step) => {
      if (step.kind === 'signIn') return `u${step.user}`;
      if ('op' in step) return `${letter[step.kind]}${step.op}`;
      return word[step.kind];
    })
    .join(' ');
}

// --- the operations and the server's rules ------------------------------------------------------------

type Operation =
  | { path: '/api/quest/total/start'; body: { tryId: string } }
  | { path: '/api/heart/spent'; body: { delta: number } }
  | { path: '/api/study/try/result'; body: { tryId: string; correct: number } }
  | { path: '/api/study/work/result'; body: { jkno: number } };

export function operationOf(n: number): { user: number; operation: Operation } {
  const user = (Math.floor((n - 1) / 4) % 2) + 1;
  const block = Math.floor((n - 1) / 4);
  switch ((n - 1) % 4) {
    case 0:
      return { user, operation: { path: '/api/quest/total/start', body: { tryId: `run-${block}` } } };
    case 1:
      return { user, operation: { path: '/api/heart/spent', body: { delta: 2 } } };
    case 2:
      return {
        user,
        operation: { path: '/api/study/try/result', body: { tryId: `run-${block}`, correct: n % 3 } },
      };
    default:
      return { user, operation: { path: '/api/study/work/result', body: { jkno: n } } };
  }
}

interface UserRecord {
  hearts: number;
  ledger: string[];
  runs: Record<string, 'open' | number>;
  results: number[];
}

type ServerState = Record<number, UserRecord>;
type Answer = { errorcode: 0; hearts: number } | { errorcode: number };

const startingHearts = 5;

function emptyUser(): UserRecord {
  return { hearts: startingHearts, ledger: [], runs: {}, results: [] };
}

/** The business rules, as server/http/study.ts and economy.ts apply them: one call, its answer. */
function apply(state: ServerState, user: number, operation: Operation): Answer {
  const record = (state[user] ??= emptyUser());
  switch (operation.path) {
    case '/api/quest/total/start': {
      if (record.runs[operation.body.tryId] !== undefined) return { errorcode: 0, hearts: record.hearts };
      if (record.hearts < 1) return { errorcode: -1004 };
      record.hearts -= 1;
      record.ledger.push(`try ${operation.body.tryId} -1`);
      record.runs[operation.body.tryId] = 'open';
      return { errorcode: 0, hearts: record.hearts };
    }
    case '/api/heart/spent':
      if (record.hearts < operation.body.delta) return { errorcode: -1004 };
      record.hearts -= operation.body.delta;
      record.ledger.push(`spend -${operation.body.delta}`);
      return { errorcode: 0, hearts: record.hearts };
    case '/api/study/try/result':
      // A run finishes once, and only after its start.
      if (record.runs[operation.body.tryId] !== 'open') return { errorcode: -1000 };
      record.runs[operation.body.tryId] = operation.body.correct;
      return { errorcode: 0, hearts: record.hearts };
    case '/api/study/work/result':
      record.results.push(operation.body.jkno);
      return { errorcode: 0, hearts: record.hearts };
  }
}

/** The server of the test: credentials, the network, and idempotency keys claimed like the real one. */
class FakeServer {
  state: ServerState = {};
  online = true;
  signedIn: number | null = 1;
  readonly grants = new Map<number, string>([
    [1, 'grant-1'],
    [2, 'grant-2'],
  ]);
  private readonly keys = new Map<string, { body: string; answer: Answer }>();
  private readonly loseRequest = new Set<string>();
  private readonly loseAnswer = new Set<string>();
  private readonly serverError = new Set<string>();
  private readonly refuse = new Set<string>();

  constructor(
    private readonly random: Random,
    private readonly options: { forgetKeys?: boolean } = {},
  ) {}

  failNext(key: string, how: 'request' | 'answer' | 'error' | 'unauthorized'): void {
    const sets = {
      request: this.loseRequest,
      answer: this.loseAnswer,
      error: this.serverError,
      unauthorized: this.refuse,
    };
    sets[how].add(key);
  }

  async deliver(write: QueuedWrite, credentials: Credentials): Promise<DeliveryOutcome> {
    // Requests take their time, so two tabs' deliveries interleave.
    for (let i = this.random.int(4); i > 0; i--) await Promise.resolve();
    if (!this.online || this.loseRequest.delete(write.idempotencyKey)) return { kind: 'unreachable' };
    if (credentials.kind === 'session' && this.signedIn !== write.userno) return { kind: 'unauthorized' };
    if (credentials.kind === 'grant' && this.grants.get(write.userno) !== credentials.grant)
      return { kind: 'unauthorized' };
    if (this.serverError.delete(write.idempotencyKey)) return { kind: 'server_error' };
    if (this.refuse.delete(write.idempotencyKey)) return { kind: 'unauthorized' };
    const claim = `${write.userno} ${write.idempotencyKey}`;
    const body = JSON.stringify([write.path, write.body]);
    let answer: Answer;
    const first = this.options.forgetKeys ? undefined : this.keys.get(claim);
    if (first) answer = first.body === body ? first.answer : { errorcode: -4090 };
    else {
      answer = apply(this.state, write.userno, { path: write.path, body: write.body } as Operation);
      this.keys.set(claim, { body, answer });
    }
    if (this.loseAnswer.delete(write.idempotencyKey)) return { kind: 'unreachable' };
    return answer.errorcode === 0
      ? { kind: 'applied', answer }
      : { kind: 'rejected', code: answer.errorcode };
  }
}

// --- running a history --------------------------------------------------------------------------------

let databases = 0;

/** Runs a history, then brings the network back and drains to the end; answers both states. */
async function run(
  history: string,
  seed: number,
  options: { forgetKeys?: boolean } = {},
): Promise<{ server: ServerState; expected: ServerState; left: number }> {
  const random = createRandom(seed);
  const server = new FakeServer(random, options);
  const clock = { ms: 1_000_000 };
  const db = await openOutboxDb(`convergence-${++databases}`);
  const tab = (lock: string) =>
    new Outbox({
      db,
      transport: { deliver: (write, credentials) => server.deliver(write, credentials) },
      now: () => clock.ms,
      random: () => random.next(),
      exclusive: exclusiveRunner(lock),
      newKey: () => 'unused-key',
    });
  const outbox = tab(`convergence-a-${databases}`);
  const otherTab = tab(`convergence-b-${databases}`);
  for (const [user, grant] of server.grants) await outbox.saveGrant(user, grant, clock.ms + 1e12);

  const queued: number[] = [];
  const keyOf = (n: number) => `op-${n}-key`;
  const queue = async (n: number, body?: unknown) => {
    const { user, operation } = operationOf(n);
    // The student was signed in to make the write, so the device fetched their grant then (the outbox
    // deletes it once their queue is empty and they are gone).
    await outbox.saveGrant(user, server.grants.get(user) ?? '', clock.ms + 1e12);
    await outbox.enqueue(user, operation.path, body ?? operation.body, keyOf(n));
  };

  for (const step of parseHistory(history)) {
    switch (step.kind) {
      case 'queue':
      case 'send':
        if (!queued.includes(step.op)) {
          queued.push(step.op);
          await queue(step.op);
        }
        if (step.kind === 'send') await outbox.drain(server.signedIn);
        break;
      case 'replay':
        if (queued.includes(step.op)) await queue(step.op);
        break;
      case 'conflict':
        if (queued.includes(step.op))
          await queue(step.op, { ...operationOf(step.op).operation.body, changed: true });
        break;
      case 'loseRequest':
        server.failNext(keyOf(step.op), 'request');
        break;
      case 'loseAnswer':
        server.failNext(keyOf(step.op), 'answer');
        break;
      case 'serverError':
        server.failNext(keyOf(step.op), 'error');
        break;
      case 'refused':
        server.failNext(keyOf(step.op), 'unauthorized');
        break;
      case 'drain':
        await outbox.drain(server.signedIn);
        break;
      case 'twoTabs':
        await Promise.all([outbox.drain(server.signedIn), otherTab.drain(server.signedIn)]);
        break;
      case 'offline':
        server.online = false;
        break;
      case 'online':
        server.online = true;
        break;
      case 'tick':
        clock.ms += 61_000;
        break;
      case 'signIn':
        server.signedIn = step.user === 0 ? null : step.user;
        break;
    }
  }

  server.online = true;
  for (let round = 0; round < 20 && (await outbox.pending()).length > 0; round++) {
    clock.ms += 61_000;
    await outbox.drain(server.signedIn, { force: true });
  }
  const left = (await outbox.pending()).length;
  db.close();

  // Each queued operation once, in the order it was queued.
  const expected: ServerState = {};
  for (const n of queued) {
    const { user, operation } = operationOf(n);
    apply(expected, user, operation);
  }
  return { server: server.state, expected, left };
}

// --- the tests ----------------------------------------------------------------------------------------

describe('the history notation', () => {
  it('reads and writes every step (round trip)', () => {
    const text = 'q1 s2 s r1 c2 x3 l4 e1 a3 d off on t u0 u2';
    expect(makeHistory(parseHistory(text))).toBe(text);
    expect(parseHistory(' s1   s2 ')).toEqual([
      { kind: 'send', op: 1 },
      { kind: 'send', op: 2 },
    ]);
  });

  it.each(['z1', 's0', 'q', 'u', 'offline'])('refuses "%s"', (token) => {
    expect(() => parseHistory(token)).toThrow();
  });

  it('numbers the operations in blocks of four per student', () => {
    expect([1, 2, 3, 4, 5, 9].map((n) => [operationOf(n).user, operationOf(n).operation.path])).toEqual([
      [1, '/api/quest/total/start'],
      [1, '/api/heart/spent'],
      [1, '/api/study/try/result'],
      [1, '/api/study/work/result'],
      [2, '/api/quest/total/start'],
      [1, '/api/quest/total/start'],
    ]);
  });
});

describe('convergence', () => {
  // Each line names what it proves; the property below covers the rest.
  it.each([
    ['a plain send of a whole block', 's1 s2 s3 s4'],
    ['a replay after the first answer was lost', 'l1 s1 r1 s'],
    ['the same write twice at once from two tabs', 'q1 q2 r1 d d'],
    ['a request lost, then a retry after the backoff', 'x2 s1 s2 t s'],
    ['the start replayed after its run finished: the run is not reopened', 's1 s3 r1 s'],
    ['a changed body under a used key is refused, the original stands', 's4 c4 s'],
    ['a finish queued before its start is refused in both', 's3 s1'],
    ['student 1 signs out; student 2 signs in; grants deliver the rest', 'off q1 q2 u0 q5 u2 q6 on s'],
    ['everything offline, then the network comes back', 'off s1 s2 s3 s4 s5 r2 d on'],
    ['hearts run out: the same spends are refused the same way', 's2 s6 q1 q2 s10 r10 s14 s'],
    // A run's finish must wait for its start: delivered past a start that failed, it would be refused.
    ['a server error on a start holds its finish back', 'e1 q1 q2 q3 s'],
    ['a 401 on a start holds its finish back until a retry', 'a1 q1 q2 q3 s'],
    ['a server error on a signed-out student’s start, under the grant', 'u0 e5 q5 q6 q7 s'],
  ])('%s: %s', async (_what, history) => {
    const { server, expected, left } = await run(history, 7);
    expect(left).toBe(0);
    expect(server).toEqual(expected);
  });

  it('notices a server that forgets its keys (the check can fail)', async () => {
    const { server, expected } = await run('l2 s1 s2 s', 7, { forgetKeys: true });
    expect(server).not.toEqual(expected);
  });

  const step: fc.Arbitrary<string> = fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .tuple(fc.constantFrom('q', 's', 'r', 'x', 'l', 'e', 'a'), fc.integer({ min: 1, max: 8 }))
        .map(([l, n]) => `${l}${n}`),
    },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 8 }).map((n) => `c${n}`) },
    { weight: 3, arbitrary: fc.constantFrom('s', 'd', 'off', 'on', 't') },
    { weight: 1, arbitrary: fc.integer({ min: 0, max: 2 }).map((k) => `u${k}`) },
  );

  it('holds for any history (seeded property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { maxLength: 40 }),
        fc.integer({ min: 1, max: 1e6 }),
        async (steps, seed) => {
          const history = steps.join(' ');
          const { server, expected, left } = await run(history, seed);
          expect(left, history).toBe(0);
          expect(server, history).toEqual(expected);
        },
      ),
      { seed: 20_260_707, numRuns: 200 },
    );
  });
});
