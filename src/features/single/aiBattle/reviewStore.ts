// Reviews kept across reloads (issue 20): the last few answers of the review, by a hash of the game's
// settings and moves, in the user's IndexedDB data (io/db/userStores: keyed by user, cleared on sign-out).
// One record holds them all, newest first, so old reviews drop off without a sweep. What is read back is
// checked for shape: a record from an older app version is ignored, not trusted.
import { hoshiDb } from '../../../io/db/database';
import { loadUserData, saveUserData } from '../../../io/db/userStores';
import type { AiReviewAnswer } from '../../../io/ai/protocol';

/** The name of the record in the user's data. */
export const reviewStoreName = 'ai:reviews';
/** How many reviews are kept. */
export const REVIEWS_KEPT = 12;

export interface KeptReview {
  readonly key: string;
  readonly answer: AiReviewAnswer;
}

/** A short, stable hash of a long key (cyrb53: 53 bits, as base-36 text). */
export function reviewHash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

const isNumberList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((n) => typeof n === 'number' && Number.isFinite(n));

function isAnswer(value: unknown): value is AiReviewAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const a = value as Record<string, unknown>;
  return (
    isNumberList(a.blackWinRates) &&
    isNumberList(a.best) &&
    Array.isArray(a.mistakes) &&
    a.mistakes.every(
      (m: unknown) =>
        typeof m === 'object' &&
        m !== null &&
        typeof (m as Record<string, unknown>).index === 'number' &&
        typeof (m as Record<string, unknown>).kind === 'string' &&
        isNumberList((m as Record<string, unknown>).line),
    )
  );
}

/** The kept reviews in a stored record, newest first; anything malformed is dropped. */
export function readKeptReviews(stored: unknown): KeptReview[] {
  if (!Array.isArray(stored)) return [];
  return stored.filter(
    (entry: unknown): entry is KeptReview =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as Record<string, unknown>).key === 'string' &&
      isAnswer((entry as Record<string, unknown>).answer),
  );
}

/** The list with `review` first (replacing an older one of the same key), at most REVIEWS_KEPT long. */
export function withKeptReview(list: readonly KeptReview[], review: KeptReview): KeptReview[] {
  return [review, ...list.filter((r) => r.key !== review.key)].slice(0, REVIEWS_KEPT);
}

/** The kept review of `key`, or null (no user, no IndexedDB, nothing kept). */
export async function loadKeptReview(userno: number | null, key: string): Promise<AiReviewAnswer | null> {
  if (userno === null) return null;
  try {
    const stored = await loadUserData(await hoshiDb(), userno, reviewStoreName);
    return readKeptReviews(stored).find((r) => r.key === key)?.answer ?? null;
  } catch {
    return null;
  }
}

/** Keeps a finished review (a failure to store only means it is searched again next time). */
export async function keepReview(userno: number | null, key: string, answer: AiReviewAnswer): Promise<void> {
  if (userno === null) return;
  try {
    const db = await hoshiDb();
    const list = readKeptReviews(await loadUserData(db, userno, reviewStoreName));
    await saveUserData(db, userno, reviewStoreName, withKeptReview(list, { key, answer }));
  } catch {
    // Storage full or unavailable: the review stays in memory for this session.
  }
}
