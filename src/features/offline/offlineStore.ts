// The page's side of the metadata database (sw/metadataStore.ts): whether an answer the service worker
// was asked for is now stored, and the record of each section downloaded for offline use.
import {
  metadataConnection,
  metadataKey,
  type DownloadRecord,
  type MetadataDb,
} from '../../../sw/metadataStore';
import { isMetadataStoreFailed } from '../../../sw/messages';

export type { DownloadRecord } from '../../../sw/metadataStore';

/** The page's connection, opened on first use (and again after a newer worker upgraded the schema). */
export const metadataDb: () => Promise<MetadataDb> = metadataConnection();

export async function isStored(db: MetadataDb, path: string, body: unknown): Promise<boolean> {
  return (await db.getKey('answers', metadataKey(path, body))) !== undefined;
}

export async function readDownloadRecord(db: MetadataDb, section: string): Promise<DownloadRecord | null> {
  return (await db.get('downloads', section)) ?? null;
}

export async function saveDownloadRecord(db: MetadataDb, record: DownloadRecord): Promise<void> {
  const tx = db.transaction('downloads', 'readwrite');
  await Promise.all([tx.store.put(record), tx.done]);
}

/** Storage failures the service worker reports to this page (sw.ts), by the DOMException's name. */
export function watchWorkerStorageFailures(onFailure: (name: string) => void): () => void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return () => undefined;
  const listener = (event: MessageEvent) => {
    if (isMetadataStoreFailed(event.data)) onFailure(event.data.name);
  };
  navigator.serviceWorker.addEventListener('message', listener);
  return () => navigator.serviceWorker.removeEventListener('message', listener);
}
