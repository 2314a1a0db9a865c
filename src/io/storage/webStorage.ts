// Web Storage that never throws: private modes, full quotas and disabled storage degrade to "nothing
// stored" instead of breaking a screen. Everything that touches localStorage/sessionStorage goes through here.

/** The part of the Storage API the app uses; tests pass a Map-backed one. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  /** Every key currently stored. */
  keys(): string[];
}

/** Wraps a Storage (or nothing, when the browser refuses access) so no call can throw. */
export function safeStorage(resolve: () => Storage | undefined): KeyValueStorage {
  const storage = (): Storage | undefined => {
    try {
      return resolve();
    } catch {
      return undefined;
    }
  };
  return {
    getItem(key) {
      try {
        return storage()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      try {
        storage()?.setItem(key, value);
      } catch {
        // Quota or privacy mode: the value lives only in memory this time.
      }
    },
    removeItem(key) {
      try {
        storage()?.removeItem(key);
      } catch {
        // Nothing to remove from a storage we cannot reach.
      }
    },
    keys() {
      const s = storage();
      if (!s) return [];
      try {
        const out: string[] = [];
        for (let i = 0; i < s.length; i += 1) {
          const key = s.key(i);
          if (key !== null) out.push(key);
        }
        return out;
      } catch {
        return [];
      }
    },
  };
}

/** A storage in memory, for tests and for environments without Web Storage. */
export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    keys: () => [...map.keys()],
  };
}

export const local: KeyValueStorage = safeStorage(() =>
  typeof localStorage === 'undefined' ? undefined : localStorage,
);
export const session: KeyValueStorage = safeStorage(() =>
  typeof sessionStorage === 'undefined' ? undefined : sessionStorage,
);

/** Removes every key except the ones kept; answers the keys removed. */
export function clearExcept(storage: KeyValueStorage, keep: readonly string[]): string[] {
  const removed = storage.keys().filter((key) => !keep.includes(key));
  for (const key of removed) storage.removeItem(key);
  return removed;
}
