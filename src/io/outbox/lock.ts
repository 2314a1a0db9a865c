// One draining tab at a time: the Web Locks API where the browser has it (every current one), else a lock
// inside this tab only (two tabs may then both drain; the server's idempotency keys keep that harmless).
export const outboxLockName = 'hoshi-outbox-drain';

export function exclusiveRunner(name = outboxLockName): (work: () => Promise<void>) => Promise<boolean> {
  let busy = false;
  return async (work) => {
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    if (locks) {
      return locks.request(name, { ifAvailable: true }, async (lock) => {
        if (!lock) return false;
        await work();
        return true;
      });
    }
    if (busy) return false;
    busy = true;
    try {
      await work();
      return true;
    } finally {
      busy = false;
    }
  };
}
