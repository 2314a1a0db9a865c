// The app's IndexedDB database (idb): its stores, versions and migrations. Everything personal is keyed by
// user. Sign-out clears every store except the ones listed in keptOnSignOut (DESIGN.md: the outbox, so
// nothing a student did is lost).
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { Dedata } from '../../protocol';

export interface StoredBundle {
  userno: number;
  /** The bundle of /api/deinfowork (R7.35), the session's persisted mirror for offline starts. */
  dedata: Dedata;
  savedAtMs: number;
  /** Server clock minus device clock when the bundle came, ms. */
  serverOffsetMs: number;
}

export interface StoredUserData {
  userno: number;
  /** What the value is, e.g. an endpoint path of the login load sequence. */
  name: string;
  value: unknown;
  savedAtMs: number;
}

export interface HoshiDbSchema extends DBSchema {
  bundles: { key: number; value: StoredBundle };
  userData: { key: [number, string]; value: StoredUserData; indexes: { byUser: number } };
}

export type HoshiDb = IDBPDatabase<HoshiDbSchema>;
export type StoreName = 'bundles' | 'userData';

export const databaseName = 'hoshi';
export const databaseVersion = 1;

/** Stores that survive sign-out (created by later versions; named here so clearing knows them). */
export const keptOnSignOut: readonly string[] = ['outbox'];

/** Migrations by the version they lead to; each runs once, in order, inside the upgrade transaction. */
const migrations: Record<number, (db: HoshiDb) => void> = {
  1: (db) => {
    db.createObjectStore('bundles', { keyPath: 'userno' });
    const userData = db.createObjectStore('userData', { keyPath: ['userno', 'name'] });
    userData.createIndex('byUser', 'userno');
  },
};

export function openHoshiDb(name: string = databaseName): Promise<HoshiDb> {
  return openDB<HoshiDbSchema>(name, databaseVersion, {
    upgrade(db, oldVersion, newVersion) {
      for (let version = oldVersion + 1; version <= (newVersion ?? databaseVersion); version += 1) {
        migrations[version]?.(db);
      }
    },
    blocking(_current, _next, event) {
      // A newer tab wants to upgrade: let it, this tab reopens on its next use.
      (event.target as IDBDatabase | null)?.close();
      cached = null;
    },
  });
}

let cached: Promise<HoshiDb> | null = null;

/** The shared connection; null when IndexedDB is unavailable (the app then works without a mirror). */
export async function hoshiDb(): Promise<HoshiDb | null> {
  if (typeof indexedDB === 'undefined') return null;
  cached ??= openHoshiDb();
  try {
    return await cached;
  } catch (error) {
    console.warn('IndexedDB unavailable', error);
    cached = null;
    return null;
  }
}

/** R4.37: empties every store but the kept ones. */
export async function clearPersonalStores(db: HoshiDb | null): Promise<void> {
  if (!db) return;
  const names = [...db.objectStoreNames].filter((n) => !keptOnSignOut.includes(n)) as StoreName[];
  if (names.length === 0) return;
  const tx = db.transaction(names, 'readwrite');
  await Promise.all([...names.map((n) => tx.objectStore(n).clear()), tx.done]);
}
