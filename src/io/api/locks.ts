// One-at-a-time sections across every tab of this origin: the Web Locks API where the browser has it, and
// where it does not, a lock inside this tab (other tabs then notice a refreshed token through the shared
// session record instead; docs/client.md).

export type LockRunner = <T>(name: string, task: () => Promise<T>) => Promise<T>;

/** Minimal shape of navigator.locks used here. */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** A lock inside this JavaScript realm only: tasks of the same name run one after another. */
export function inTabLocks(): LockRunner {
  const tails = new Map<string, Promise<unknown>>();
  return async <T>(name: string, task: () => Promise<T>): Promise<T> => {
    const previous = tails.get(name) ?? Promise.resolve();
    const run = previous.then(task, task);
    const tail = run.catch(() => undefined);
    tails.set(name, tail);
    try {
      return await run;
    } finally {
      if (tails.get(name) === tail) tails.delete(name);
    }
  };
}

/** Web Locks when available (shared by all tabs), else the in-tab fallback. */
export function createLockRunner(manager: LockManagerLike | undefined = browserLocks()): LockRunner {
  if (!manager) return inTabLocks();
  return <T>(name: string, task: () => Promise<T>) => manager.request(name, task);
}

function browserLocks(): LockManagerLike | undefined {
  if (typeof navigator === 'undefined') return undefined;
  const locks = (navigator as Navigator & { locks?: LockManagerLike }).locks;
  return locks && typeof locks.request === 'function' ? locks : undefined;
}
