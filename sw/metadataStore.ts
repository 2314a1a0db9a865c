// The metadata database ('hoshi-metadata') as both sides see it: the service worker stores the answers of
// the metadata POSTs in it (metadataCache.ts), the page reads it to tell what a section has saved for
// offline use and records finished downloads in it (src/features/offline). Content, not personal data:
// it is the same for every student, so sign-out keeps it. Its schema is versioned; each migration runs
// once, in order, and keeps what earlier versions stored.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

export const metadataDbName = 'hoshi-metadata';
export const metadataDbVersion = 2;

export const cachedMetadataPaths = [
  '/api/study/mission/info',
  '/api/study/tuto/info',
  '/api/single/mission/info',
  '/api/single/tuto/info',
  '/api/single/video/info',
] as const;

const keyFields = ['kind', 'sno', 'gno', 'jkno', 'seq', 'ano'] as const;

export interface StoredAnswer {
  key: string;
  /** The answer's JSON text as the server sent it. */
  body: string;
  storedAt: number;
}

/** A section saved for offline use ("download for offline"), written only when every item is stored. */
export interface DownloadRecord {
  section: string;
  /** The content version the section was downloaded at (the course outline's `version`). */
  version: string;
  items: number;
  /** What the stored answers take, in bytes (two per character, as browsers keep strings). */
  bytes: number;
  savedAt: number;
}

interface MetadataSchema extends DBSchema {
  answers: { key: string; value: StoredAnswer };
  downloads: { key: string; value: DownloadRecord };
}

export type MetadataDb = IDBPDatabase<MetadataSchema>;

/** Migrations by the version they lead to. */
const migrations: Record<number, (db: MetadataDb) => void> = {
  1: (db) => {
    db.createObjectStore('answers', { keyPath: 'key' });
  },
  2: (db) => {
    db.createObjectStore('downloads', { keyPath: 'section' });
  },
};

/**
 * Opens the database. `onBlocking` runs when a newer version (a newer worker or page) wants to upgrade:
 * the connection is closed then, so the upgrade is never held up by an old tab or worker.
 */
export function openMetadataDb(
  name = metadataDbName,
  onBlocking: () => void = () => undefined,
): Promise<MetadataDb> {
  return openDB<MetadataSchema>(name, metadataDbVersion, {
    upgrade(db, oldVersion, newVersion) {
      for (let version = oldVersion + 1; version <= (newVersion ?? metadataDbVersion); version += 1) {
        migrations[version]?.(db);
      }
    },
    blocking(_current, _next, event) {
      (event.target as IDBDatabase | null)?.close();
      onBlocking();
    },
  });
}

/** A connection opened on first use and opened again after a newer version closed it. */
export function metadataConnection(name = metadataDbName): () => Promise<MetadataDb> {
  let opened: Promise<MetadataDb> | null = null;
  return () => {
    opened ??= openMetadataDb(name, () => {
      opened = null;
    }).catch((error: unknown) => {
      opened = null;
      throw error;
    });
    return opened;
  };
}

export function isCachedMetadataPath(pathname: string): boolean {
  return (cachedMetadataPaths as readonly string[]).includes(pathname);
}

/** The cache key of a request body: the path and the content-naming fields, in a fixed order. */
export function metadataKey(pathname: string, body: unknown): string {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const parts = keyFields.filter((f) => record[f] !== undefined).map((f) => `${f}=${String(record[f])}`);
  return `${pathname}?${parts.join('&')}`;
}

/** Stores one answer and waits for the commit, where a full disk shows (QuotaExceededError). */
export async function putAnswer(db: MetadataDb, answer: StoredAnswer): Promise<void> {
  const tx = db.transaction('answers', 'readwrite');
  await Promise.all([tx.store.put(answer), tx.done]);
}
