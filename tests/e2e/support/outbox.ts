// The app's outbox as the browser holds it (IndexedDB `hoshi-outbox`, issue 7): read the queued writes,
// put writes in (a duplicate of one already delivered, or a write of a screen the app does not have yet),
// and wait until it is empty.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export interface StoredWrite {
  id?: number;
  userno: number;
  path: string;
  body: unknown;
  idempotencyKey: string;
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
  anonymous?: true;
}

export interface OutboxContents {
  writes: StoredWrite[];
  grants: number[];
  rejections: { userno: number; path: string; code: number }[];
}

/** Everything the outbox holds, in queue order. */
export async function readOutbox(page: Page): Promise<OutboxContents> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('hoshi-outbox');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error as Error);
    });
    const all = <T>(store: string) =>
      db.objectStoreNames.contains(store)
        ? new Promise<T[]>((resolve, reject) => {
            const request = db.transaction(store).objectStore(store).getAll();
            request.onsuccess = () => resolve(request.result as T[]);
            request.onerror = () => reject(request.error as Error);
          })
        : Promise.resolve([] as T[]);
    const writes = await all<StoredWrite>('writes');
    const grants = await all<{ userno: number }>('grants');
    const rejections = await all<{ userno: number; path: string; code: number }>('rejections');
    db.close();
    return {
      writes: writes.sort((a, b) => (a.id ?? 0) - (b.id ?? 0)),
      grants: grants.map((g) => g.userno).sort((a, b) => a - b),
      rejections: rejections.map((r) => ({ userno: r.userno, path: r.path, code: r.code })),
    };
  });
}

/**
 * Queues writes the way `Outbox.enqueue` stores them. The page's outbox sends them on its next drain (the
 * `online` event, becoming visible, a start, or a write of its own): the test triggers one.
 */
export async function putWrites(page: Page, writes: readonly Omit<StoredWrite, 'id'>[]): Promise<void> {
  await page.evaluate(async (records) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('hoshi-outbox');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error as Error);
    });
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction('writes', 'readwrite');
      for (const record of records) tx.objectStore('writes').add(record);
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error as Error);
    });
    db.close();
  }, writes);
}

/** Waits until the outbox holds no write (every one applied or refused by the server). */
export async function drained(page: Page, timeout = 30_000): Promise<void> {
  await expect
    .poll(async () => (await readOutbox(page)).writes.map((w) => `${w.userno} ${w.path}`), { timeout })
    .toEqual([]);
}
