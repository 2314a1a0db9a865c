// When the outbox drains (DESIGN.md): at start, when the browser comes back `online` or the page becomes
// visible (both ignore the backoff: the network or the student just came back), right after a write is
// queued, and again after the backoff while writes remain. Drains never overlap in a tab: a trigger during a drain
// asks for one more pass after it.
import type { DrainReport, Outbox } from './outbox';

export interface SyncTarget {
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

export interface OutboxSyncDeps {
  outbox: Pick<Outbox, 'drain' | 'subscribe' | 'pending'>;
  /** The signed-in user, delivered under the session; others only under their replay grants. */
  currentUser: () => number | null;
  /** Where `online` fires (window). */
  window?: SyncTarget;
  /** Where `visibilitychange` fires, and whether the page is visible. */
  document?: SyncTarget & { visibilityState?: string };
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  /** After every drain that ran. */
  onDrained?: (report: DrainReport) => void;
}

export interface OutboxSync {
  /** Drains now (or right after the drain under way); `force` ignores the backoff. */
  drain(force?: boolean): Promise<void>;
  stop(): void;
}

/** The longest wait before another pass while writes remain (the outbox's own backoff is per write). */
export const maxRetryDelayMs = 60_000;
export const minRetryDelayMs = 1_000;

export function startOutboxSync(deps: OutboxSyncDeps): OutboxSync {
  const now = deps.now ?? (() => Date.now());
  const setTimer = deps.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = deps.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  let running: Promise<void> | null = null;
  let again: { force: boolean } | null = null;
  let timer: unknown = null;
  let stopped = false;

  async function scheduleRetry(): Promise<void> {
    if (timer !== null) clearTimer(timer);
    timer = null;
    if (stopped) return;
    const pending = await deps.outbox.pending();
    if (pending.length === 0) return;
    const soonest = Math.min(...pending.map((w) => w.nextAttemptAt));
    const delay = Math.min(maxRetryDelayMs, Math.max(minRetryDelayMs, soonest - now()));
    timer = setTimer(() => {
      timer = null;
      void drain(false);
    }, delay);
  }

  async function pass(force: boolean): Promise<void> {
    try {
      const report = await deps.outbox.drain(deps.currentUser(), { force });
      if (report.ran) deps.onDrained?.(report);
    } catch (error) {
      console.warn('outbox drain failed', error);
    }
  }

  function drain(force = false): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = { force: force || (again?.force ?? false) };
      return running;
    }
    running = (async () => {
      let next: { force: boolean } | null = { force };
      while (next && !stopped) {
        again = null;
        await pass(next.force);
        next = again;
      }
      await scheduleRetry().catch(() => undefined);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  const onOnline = () => void drain(true);
  const onVisible = () => {
    if (deps.document?.visibilityState === undefined || deps.document.visibilityState === 'visible')
      void drain(true);
  };
  const unsubscribe = deps.outbox.subscribe((event) => {
    if (event.type === 'queued') void drain(true);
  });
  deps.window?.addEventListener('online', onOnline);
  deps.document?.addEventListener('visibilitychange', onVisible);
  void drain(false);

  return {
    drain,
    stop() {
      stopped = true;
      unsubscribe();
      deps.window?.removeEventListener('online', onOnline);
      deps.document?.removeEventListener('visibilitychange', onVisible);
      if (timer !== null) clearTimer(timer);
      timer = null;
    },
  };
}
