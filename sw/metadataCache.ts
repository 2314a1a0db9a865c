// Metadata that the app fetches with POST (mission, tutorial and video info of spec §7) cannot live in
// Cache Storage, which keys by URL and GET. Here it is kept in IndexedDB, keyed by the path and the fields
// of the body that name the content (sno, gno, jkno, seq, ano, kind), never by user: the content is the
// same for everyone. Network first with a short timeout; when the network fails, the stored answer.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

export const cachedMetadataPaths = [
  '/api/study/mission/info',
  '/api/study/tuto/info',
  '/api/single/mission/info',
  '/api/single/tuto/info',
  '/api/single/video/info',
] as const;

const keyFields = ['kind', 'sno', 'gno', 'jkno', 'seq', 'ano'] as const;

interface MetadataSchema extends DBSchema {
  answers: { key: string; value: { key: string; body: string; storedAt: number } };
}

export type MetadataDb = IDBPDatabase<MetadataSchema>;

export function openMetadataDb(name = 'hoshi-metadata'): Promise<MetadataDb> {
  return openDB<MetadataSchema>(name, 1, {
    upgrade(db) {
      db.createObjectStore('answers', { keyPath: 'key' });
    },
  });
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

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

export interface MetadataDeps {
  db: MetadataDb;
  fetch: (request: Request) => Promise<Response>;
  now: () => number;
  timeoutMs?: number;
}

/**
 * Answers a metadata POST: from the network when it answers in time (and a success is stored), else
 * from IndexedDB. A failure answer (negative errorcode, 401) is passed through and never stored. With
 * neither, the network's own failure stands (the app shows it).
 */
export async function answerMetadata(request: Request, deps: MetadataDeps): Promise<Response> {
  const bodyText = await request.clone().text();
  let parsed: unknown = {};
  try {
    parsed = JSON.parse(bodyText || '{}');
  } catch {
    return deps.fetch(request);
  }
  const key = metadataKey(new URL(request.url).pathname, parsed);
  const network = deps.fetch(request);
  try {
    const response = await withTimeout(network, deps.timeoutMs ?? 3000);
    if (response.ok) {
      const text = await response.clone().text();
      if (/"errorcode"\s*:\s*0[,}]/.test(text))
        await deps.db.put('answers', { key, body: text, storedAt: deps.now() });
    }
    return response;
  } catch (error) {
    const stored = await deps.db.get('answers', key);
    if (stored) {
      return new Response(stored.body, {
        status: 200,
        headers: { 'content-type': 'application/json', 'x-hoshi-cache': 'offline' },
      });
    }
    // The slow network may still answer: better late than a certain failure.
    return network.catch(() => {
      throw error;
    });
  }
}

/** Stores answers fetched ahead of time ("download for offline"). */
export async function storeMetadata(
  db: MetadataDb,
  pathname: string,
  body: unknown,
  answer: string,
  now: number,
): Promise<void> {
  await db.put('answers', { key: metadataKey(pathname, body), body: answer, storedAt: now });
}
