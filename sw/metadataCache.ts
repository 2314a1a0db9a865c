// Metadata that the app fetches with POST (mission, tutorial and video info of spec §7) cannot live in
// Cache Storage, which keys by URL and GET. Here it is kept in IndexedDB (metadataStore.ts), keyed by the
// path and the fields of the body that name the content (sno, gno, jkno, seq, ano, kind), never by user:
// the content is the same for everyone. Network first with a short timeout; when the network fails, the
// stored answer, while a slow network's late answer still refreshes the store in the background.
import { metadataKey, putAnswer, type MetadataDb } from './metadataStore';

export {
  cachedMetadataPaths,
  isCachedMetadataPath,
  metadataKey,
  openMetadataDb,
  type MetadataDb,
} from './metadataStore';

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
  /** Keeps the worker alive for work that outlives the answer (FetchEvent.waitUntil). */
  waitUntil?: (work: Promise<unknown>) => void;
  /**
   * A success that could not be stored (a full disk: QuotaExceededError). The answer still goes to the
   * page; this tells it, so a download for offline can stop and say why.
   */
  onStoreError?: (error: { name: string; key: string }) => void;
}

const isSuccess = (text: string) => /"errorcode"\s*:\s*0[,}]/.test(text);

/** Stores a success answer; a failure to store is reported, never thrown (the page still gets its answer). */
async function storeIfSuccess(response: Response, key: string, deps: MetadataDeps): Promise<void> {
  if (!response.ok) return;
  const text = await response.clone().text();
  if (!isSuccess(text)) return;
  try {
    await putAnswer(deps.db, { key, body: text, storedAt: deps.now() });
  } catch (error) {
    const name = error instanceof DOMException || error instanceof Error ? error.name : 'Error';
    deps.onStoreError?.({ name, key });
  }
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
  let response: Response;
  try {
    response = await withTimeout(network, deps.timeoutMs ?? 3000);
  } catch (error) {
    const stored = await deps.db.get('answers', key);
    if (stored) {
      // The slow network may still answer: its answer refreshes the store for next time.
      deps.waitUntil?.(network.then((late) => storeIfSuccess(late, key, deps)).catch(() => undefined));
      return new Response(stored.body, {
        status: 200,
        headers: { 'content-type': 'application/json', 'x-hoshi-cache': 'offline' },
      });
    }
    // Better late than a certain failure; a late success is stored like a timely one.
    return network.then(
      async (late) => {
        await storeIfSuccess(late, key, deps);
        return late;
      },
      () => {
        throw error;
      },
    );
  }
  // Stored before the page has the answer, so a page that reads the store next finds it there.
  await storeIfSuccess(response, key, deps);
  return response;
}

/** Stores answers fetched ahead of time. */
export async function storeMetadata(
  db: MetadataDb,
  pathname: string,
  body: unknown,
  answer: string,
  now: number,
): Promise<void> {
  await putAnswer(db, { key: metadataKey(pathname, body), body: answer, storedAt: now });
}
