// The outbox: queue a replayable write, then deliver queued writes in order, per user, by one tab at a
// time. Classification decides a write's fate: applied or rejected leave the queue; unreachable, server
// errors and 401s stay, with backoff. A user's writes go in order: the first that cannot be delivered
// holds back the ones behind it, because a later write may depend on an earlier one (a try run's result
// on its start). A signed-out user's replay grant is deleted from the device once their queue is empty: it
// would only be a credential lying around on a shared tablet. The clock, randomness, lock and broadcast are
// injected so tests run it deterministically.
import type { OutboxDb } from './store';
import type { Credentials, OutboxEvent, OutboxTransport, QueuedWrite, Rejection } from './types';

export interface OutboxDeps {
  db: OutboxDb;
  transport: OutboxTransport;
  /** Device clock (ms). */
  now: () => number;
  random: () => number;
  /** Runs `work` if no other tab is draining; answers false when it did not run. */
  exclusive: (work: () => Promise<void>) => Promise<boolean>;
  /** Tells other tabs the queue changed (BroadcastChannel in the app). */
  broadcast?: (event: OutboxEvent) => void;
  newKey: () => string;
}

export interface DrainReport {
  ran: boolean;
  applied: number;
  rejected: number;
  remaining: number;
  /** True when the network looked down: there is no point trying again before it comes back. */
  offline: boolean;
}

export const maxBackoffMs = 60_000;

/** 1 s, 2 s, 4 s … up to a minute, with ±20 % jitter so many tablets do not retry in step. */
export function backoffMs(attempts: number, random: () => number): number {
  const base = Math.min(maxBackoffMs, 1000 * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

export class Outbox {
  private readonly listeners = new Set<(event: OutboxEvent) => void>();

  constructor(private readonly deps: OutboxDeps) {}

  subscribe(listener: (event: OutboxEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(event: OutboxEvent): void {
    for (const listener of this.listeners) listener(event);
    this.deps.broadcast?.(event);
  }

  /**
   * Queues a write for `userno`; the key is generated unless the caller already has one. An `anonymous`
   * write goes out without credentials (its body carries its own authority), after the user's earlier ones.
   */
  async enqueue(
    userno: number,
    path: string,
    body: unknown,
    idempotencyKey = this.deps.newKey(),
    options: { anonymous?: boolean } = {},
  ): Promise<QueuedWrite> {
    const now = this.deps.now();
    const write: QueuedWrite = {
      userno,
      path,
      body,
      idempotencyKey,
      createdAt: now,
      attempts: 0,
      nextAttemptAt: now,
      ...(options.anonymous ? { anonymous: true as const } : {}),
    };
    const id = await this.deps.db.add('writes', write);
    const stored = { ...write, id };
    this.emit({ type: 'queued', write: stored });
    return stored;
  }

  /** The user's writes not yet delivered, oldest first (what the shown counters add to the server's). */
  async pending(userno?: number): Promise<QueuedWrite[]> {
    const all =
      userno === undefined
        ? await this.deps.db.getAll('writes')
        : await this.deps.db.getAllFromIndex('writes', 'byUser', userno);
    return all.sort((a, b) => (a.id ?? 0) - (b.id ?? 0));
  }

  async saveGrant(userno: number, grant: string, expiresAt: number): Promise<void> {
    await this.deps.db.put('grants', { userno, grant, expiresAt });
  }

  /** Rejections not yet shown for this user; marks them shown. */
  async takeRejections(userno: number): Promise<Rejection[]> {
    const unseen = (await this.deps.db.getAllFromIndex('rejections', 'byUser', userno)).filter(
      (r) => !r.seen,
    );
    for (const r of unseen) await this.deps.db.put('rejections', { ...r, seen: true });
    return unseen;
  }

  async lastSyncAt(): Promise<number | null> {
    return (await this.deps.db.get('meta', 'lastSyncAt'))?.value ?? null;
  }

  /**
   * Delivers what can be delivered now. `currentUser` is delivered with the session; every other user
   * with queued writes needs a live replay grant. `force` ignores the backoff (the network just came back).
   */
  async drain(currentUser: number | null, options: { force?: boolean } = {}): Promise<DrainReport> {
    const report: DrainReport = { ran: false, applied: 0, rejected: 0, remaining: 0, offline: false };
    report.ran = await this.deps.exclusive(async () => {
      const writes = await this.pending();
      const users = [...new Set(writes.map((w) => w.userno))];
      // The signed-in user first: their screen is waiting for it.
      users.sort((a, b) => Number(b === currentUser) - Number(a === currentUser));
      for (const userno of users) {
        if (report.offline) break;
        const credentials = await this.credentialsFor(userno, currentUser);
        for (const write of writes.filter((w) => w.userno === userno)) {
          if (!options.force && write.nextAttemptAt > this.deps.now()) break;
          const sendAs: Credentials | null = write.anonymous ? { kind: 'none' } : credentials;
          // No way to send it yet (signed out, no grant): it and everything behind it wait.
          if (!sendAs) break;
          const outcome = await this.deliverOne(write, sendAs, report);
          if (outcome !== 'done') {
            if (outcome === 'offline') report.offline = true;
            break;
          }
        }
      }
      await this.dropIdleGrants(currentUser);
      // The last sync is the last drain the network did not cut short (the time the screens show).
      if (!report.offline) await this.deps.db.put('meta', { key: 'lastSyncAt', value: this.deps.now() });
    });
    report.remaining = (await this.pending()).length;
    if (report.ran) this.emit({ type: 'drained', at: this.deps.now(), remaining: report.remaining });
    return report;
  }

  /** Grants of signed-out users with nothing left to deliver are deleted (a kiosk keeps no credential). */
  private async dropIdleGrants(currentUser: number | null): Promise<void> {
    const waiting = new Set((await this.pending()).map((w) => w.userno));
    for (const userno of await this.deps.db.getAllKeys('grants')) {
      if (userno !== currentUser && !waiting.has(userno)) await this.deps.db.delete('grants', userno);
    }
  }

  /** Whether a replay grant for `userno` is stored on the device (tests and the kiosk check). */
  async hasGrant(userno: number): Promise<boolean> {
    return (await this.deps.db.get('grants', userno)) !== undefined;
  }

  private async credentialsFor(userno: number, currentUser: number | null): Promise<Credentials | null> {
    if (userno === currentUser) return { kind: 'session' };
    const grant = await this.deps.db.get('grants', userno);
    if (!grant || grant.expiresAt <= this.deps.now()) return null;
    return { kind: 'grant', grant: grant.grant };
  }

  private async deliverOne(
    write: QueuedWrite,
    credentials: Credentials,
    report: DrainReport,
  ): Promise<'done' | 'held' | 'offline'> {
    let outcome;
    try {
      outcome = await this.deps.transport.deliver(write, credentials);
    } catch {
      outcome = { kind: 'server_error' } as const;
    }
    const id = write.id ?? 0;
    switch (outcome.kind) {
      case 'applied':
        await this.deps.db.delete('writes', id);
        report.applied++;
        this.emit({ type: 'applied', write, answer: outcome.answer });
        return 'done';
      case 'rejected':
        await this.deps.db.delete('writes', id);
        await this.deps.db.add('rejections', {
          userno: write.userno,
          path: write.path,
          body: write.body,
          code: outcome.code,
          ...(outcome.message === undefined ? {} : { message: outcome.message }),
          at: this.deps.now(),
          seen: false,
        });
        report.rejected++;
        this.emit({ type: 'rejected', write, code: outcome.code });
        return 'done';
      case 'unauthorized':
        return 'held';
      case 'unreachable':
      case 'server_error': {
        const attempts = write.attempts + 1;
        await this.deps.db.put('writes', {
          ...write,
          attempts,
          nextAttemptAt: this.deps.now() + backoffMs(attempts, this.deps.random),
        });
        return outcome.kind === 'unreachable' ? 'offline' : 'held';
      }
    }
  }
}
