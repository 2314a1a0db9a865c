// The browser's storage manager, for downloads for offline use and for installing (issue 7): how much
// space is free, and whether saved data is persistent (kept when the disk runs low) or best-effort (the
// browser may evict it). Persistence is asked for when the user downloads a section or installs the app,
// the two moments that say "keep this". Browsers without the API answer null, never an error.
import { atom } from 'jotai';
import type { AppStore } from '../../state/appStore';

export interface StorageManagerLike {
  estimate?(): Promise<{ usage?: number; quota?: number }>;
  persist?(): Promise<boolean>;
  persisted?(): Promise<boolean>;
}

export function browserStorage(): StorageManagerLike | null {
  return typeof navigator !== 'undefined' && 'storage' in navigator ? navigator.storage : null;
}

/** Whether saved data is persistent: null until known or where the browser cannot say. */
export const persistedAtom = atom<boolean | null>(null);

/** Bytes the origin may still use; null when the browser does not say. */
export async function freeBytes(manager = browserStorage()): Promise<number | null> {
  try {
    const estimate = await manager?.estimate?.();
    if (!estimate || estimate.quota === undefined) return null;
    return Math.max(0, estimate.quota - (estimate.usage ?? 0));
  } catch {
    return null;
  }
}

export async function readPersistence(store: AppStore, manager = browserStorage()): Promise<boolean | null> {
  try {
    const persisted = (await manager?.persisted?.()) ?? null;
    store.set(persistedAtom, persisted);
    return persisted;
  } catch {
    return null;
  }
}

/** Asks for persistent storage unless it is already granted; the answer is kept for the screens. */
export async function requestPersistence(
  store: AppStore,
  manager = browserStorage(),
): Promise<boolean | null> {
  try {
    if ((await manager?.persisted?.()) === true) {
      store.set(persistedAtom, true);
      return true;
    }
    const granted = (await manager?.persist?.()) ?? null;
    store.set(persistedAtom, granted);
    return granted;
  } catch {
    return null;
  }
}
