// Runs a download for offline use (issue 7): a few items at a time, progress after each, cancel at any
// moment, and it stops at the first item that cannot be fetched or stored, saying why. Nothing partial
// breaks: every stored answer is complete on its own (a mission opens offline or it does not), and the
// section is recorded as downloaded only when every item is stored. Browser objects come as deps, so the
// logic runs in unit tests as it does in the app.

export type FailureReason = 'offline' | 'storageFull' | 'notStored' | 'server';

export type ItemResult =
  | { kind: 'stored'; bytes: number }
  /** The server has no such item (a lesson that does not exist): nothing to keep, not an error. */
  | { kind: 'absent' }
  | { kind: 'failed'; reason: FailureReason; code?: number };

export interface DownloadProgress {
  done: number;
  total: number;
}

export type DownloadOutcome =
  | { kind: 'complete'; stored: number; absent: number; bytes: number }
  | { kind: 'cancelled'; done: number; total: number }
  | { kind: 'failed'; done: number; total: number; reason: FailureReason; code: number | null };

export interface DownloadDeps<I> {
  fetchItem(item: I, signal: AbortSignal): Promise<ItemResult>;
  onProgress?(progress: DownloadProgress): void;
  /** The user's cancel. */
  signal?: AbortSignal;
  /** How many items are fetched at once. */
  concurrency?: number;
  /** Storage failures the service worker reports while the download runs (the DOMException's name). */
  watchStorageFailures?(onFailure: (name: string) => void): () => void;
}

const quotaError = 'QuotaExceededError';

export function reasonOfError(error: unknown): FailureReason {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  return name === quotaError ? 'storageFull' : 'notStored';
}

export async function runDownload<I>(items: readonly I[], deps: DownloadDeps<I>): Promise<DownloadOutcome> {
  const total = items.length;
  const stop = new AbortController();
  const cancel = () => stop.abort();
  deps.signal?.addEventListener('abort', cancel);
  if (deps.signal?.aborted) stop.abort();
  let failure: { reason: FailureReason; code: number | null } | null = null;
  const fail = (reason: FailureReason, code: number | null = null) => {
    // After a cancel or a first failure, later reports change nothing.
    if (stop.signal.aborted) return;
    failure = { reason, code };
    stop.abort();
  };
  const unwatch = deps.watchStorageFailures?.((name) =>
    fail(name === quotaError ? 'storageFull' : 'notStored'),
  );
  let next = 0;
  let done = 0;
  let stored = 0;
  let absent = 0;
  let bytes = 0;

  async function worker(): Promise<void> {
    while (!stop.signal.aborted && next < total) {
      const item = items[next] as I;
      next += 1;
      let result: ItemResult;
      try {
        result = await deps.fetchItem(item, stop.signal);
      } catch (error) {
        result = { kind: 'failed', reason: reasonOfError(error) };
      }
      // An answer that arrives after a cancel or another item's failure no longer counts.
      if (stop.signal.aborted) return;
      if (result.kind === 'failed') {
        fail(result.reason, result.code ?? null);
        return;
      }
      if (result.kind === 'stored') {
        stored += 1;
        bytes += result.bytes;
      } else absent += 1;
      done += 1;
      deps.onProgress?.({ done, total });
    }
  }

  try {
    deps.onProgress?.({ done: 0, total });
    const workers = Math.max(1, Math.min(deps.concurrency ?? 4, total));
    await Promise.all(Array.from({ length: workers }, () => worker()));
  } finally {
    unwatch?.();
    deps.signal?.removeEventListener('abort', cancel);
  }
  const failed = failure as { reason: FailureReason; code: number | null } | null;
  if (failed) return { kind: 'failed', done, total, reason: failed.reason, code: failed.code };
  if (deps.signal?.aborted) return { kind: 'cancelled', done, total };
  return { kind: 'complete', stored, absent, bytes };
}
