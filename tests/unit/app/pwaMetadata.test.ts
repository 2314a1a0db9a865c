// The service worker's metadata store (issue 7): its schema is versioned and an upgrade keeps what an older
// worker stored; a success that cannot be stored (a full disk) still reaches the page and is reported; a
// slow network's late answer refreshes the stored one in the background, and a late first answer is
// stored too; the worker and the page share one message vocabulary.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { answerMetadata } from '../../../sw/metadataCache';
import { isMetadataStoreFailed, metadataStoreFailed } from '../../../sw/messages';
import { metadataDbVersion, openMetadataDb, type MetadataDb } from '../../../sw/metadataStore';

let n = 0;
const request = (body: object) =>
  new Request('https://hoshi.test/api/study/mission/info', {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
const json = (value: object) =>
  new Response(JSON.stringify(value), { status: 200, headers: { 'content-type': 'application/json' } });

/** A version-1 database, as the first worker left it. */
function openVersion1(name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(name, 1);
    open.onupgradeneeded = () => {
      open.result.createObjectStore('answers', { keyPath: 'key' });
    };
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error as Error);
  });
}

describe('metadata store versions', () => {
  it('upgrades a version-1 database in place, keeping its answers', async () => {
    const name = `meta-v1-${++n}`;
    const old = await openVersion1(name);
    await new Promise<void>((resolve, reject) => {
      const tx = old.transaction('answers', 'readwrite');
      tx.objectStore('answers').put({ key: 'k', body: '{"errorcode":0}', storedAt: 1 });
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error as Error);
    });
    // The old worker keeps its connection open: the upgrade must still go through once it is asked to close.
    old.onversionchange = () => old.close();
    const db = await openMetadataDb(name);
    expect(db.version).toBe(metadataDbVersion);
    expect([...db.objectStoreNames].sort()).toEqual(['answers', 'downloads']);
    expect((await db.get('answers', 'k'))?.body).toBe('{"errorcode":0}');
    db.close();
  });

  it('lets a newer version in: the open connection closes when asked', async () => {
    const name = `meta-block-${++n}`;
    let closed = 0;
    const db = await openMetadataDb(name, () => (closed += 1));
    const newer = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(name, metadataDbVersion + 1);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error as Error);
    });
    expect(closed).toBe(1);
    expect(newer.version).toBe(metadataDbVersion + 1);
    newer.close();
    void db;
  });
});

/** A database whose writes fail as a full disk does. */
function fullDisk(db: MetadataDb): MetadataDb {
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'transaction') {
        return () => {
          const done = Promise.reject(new DOMException('full', 'QuotaExceededError'));
          done.catch(() => undefined);
          return { store: { put: () => Promise.resolve() }, done };
        };
      }
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

describe('answerMetadata', () => {
  it('gives the page its answer when the store is full, and reports why', async () => {
    const db = await openMetadataDb(`meta-full-${++n}`);
    const reports: { name: string; key: string }[] = [];
    const answer = await answerMetadata(request({ sno: 2, gno: 1, jkno: 0, kind: 'study' }), {
      db: fullDisk(db),
      fetch: () => Promise.resolve(json({ errorcode: 0, data: 'm' })),
      now: () => 1,
      onStoreError: (error) => reports.push(error),
    });
    expect(await answer.json()).toEqual({ errorcode: 0, data: 'm' });
    expect(reports).toEqual([
      { name: 'QuotaExceededError', key: '/api/study/mission/info?kind=study&sno=2&gno=1&jkno=0' },
    ]);
  });

  it('refreshes the stored answer with a slow network’s late one, in the background', async () => {
    const db = await openMetadataDb(`meta-late-${++n}`);
    const body = { sno: 1, gno: 1, jkno: 1 };
    await answerMetadata(request(body), {
      db,
      fetch: () => Promise.resolve(json({ errorcode: 0, data: 'old' })),
      now: () => 1,
    });
    const background: Promise<unknown>[] = [];
    const answer = await answerMetadata(request(body), {
      db,
      fetch: () =>
        new Promise((resolve) => setTimeout(() => resolve(json({ errorcode: 0, data: 'new' })), 60)),
      now: () => 2,
      timeoutMs: 10,
      waitUntil: (work) => background.push(work),
    });
    expect(await answer.json()).toEqual({ errorcode: 0, data: 'old' });
    expect(background).toHaveLength(1);
    await Promise.all(background);
    const stored = await db.get('answers', '/api/study/mission/info?sno=1&gno=1&jkno=1');
    expect(stored).toMatchObject({ body: '{"errorcode":0,"data":"new"}', storedAt: 2 });
  });

  it('stores a late first answer when nothing was stored yet', async () => {
    const db = await openMetadataDb(`meta-first-${++n}`);
    const answer = await answerMetadata(request({ sno: 3, gno: 1, jkno: 0 }), {
      db,
      fetch: () =>
        new Promise((resolve) => setTimeout(() => resolve(json({ errorcode: 0, data: 'late' })), 40)),
      now: () => 5,
      timeoutMs: 5,
    });
    expect(await answer.json()).toEqual({ errorcode: 0, data: 'late' });
    expect(await db.get('answers', '/api/study/mission/info?sno=3&gno=1&jkno=0')).toMatchObject({
      storedAt: 5,
    });
  });
});

describe('worker messages', () => {
  it('recognises a store failure and nothing else', () => {
    expect(isMetadataStoreFailed({ type: metadataStoreFailed, name: 'QuotaExceededError', key: 'k' })).toBe(
      true,
    );
    expect(isMetadataStoreFailed({ type: 'SKIP_WAITING' })).toBe(false);
    expect(isMetadataStoreFailed(null)).toBe(false);
  });
});
