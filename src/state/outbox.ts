// What the screens know of the outbox (issue 7): the signed-in user's writes still waiting, the server's
// answers (or refusals) to writes delivered in this tab's life, and the time of the last sync. Screens show
// their results at once from the rules engine and the pending writes, and switch to the server's answer
// when it arrives here.
import { atom } from 'jotai';
import type { QueuedWrite } from '../io/outbox/types';

export type WriteAnswer =
  { kind: 'applied'; answer: unknown } | { kind: 'rejected'; code: number; message?: string };

/** The signed-in user's queued writes, oldest first. */
export const pendingWritesAtom = atom<readonly QueuedWrite[]>([]);

/** Answers by idempotency key, as they arrive. */
export const writeAnswersAtom = atom<ReadonlyMap<string, WriteAnswer>>(new Map<string, WriteAnswer>());

/**
 * The queued writes the server has not answered yet. A delivered write's answer (and the balance it
 * carries) arrives before the outbox is read again, so a screen that subtracts waiting spends from the
 * server's balance reads this list, never `pendingWritesAtom`, or it would count a spend twice meanwhile.
 */
export const undeliveredWritesAtom = atom((get) => {
  const answers = get(writeAnswersAtom);
  return get(pendingWritesAtom).filter((write) => !answers.has(write.idempotencyKey));
});

/** Device time (ms) of the last drain; null before the first. */
export const lastSyncAtAtom = atom<number | null>(null);

export const recordWriteAnswerAtom = atom(null, (get, set, entry: { key: string; answer: WriteAnswer }) => {
  const next = new Map(get(writeAnswersAtom));
  next.set(entry.key, entry.answer);
  set(writeAnswersAtom, next);
});
