// Replayable writes from the screens (issue 7): every one goes through the outbox with its idempotency key
// and its user, so a flaky network or a sign-out never loses it and the server applies it once. Screens
// keep the key and follow the write: pending until the server's answer (or refusal) arrives.
import { useAtomValue, useStore } from 'jotai';
import { useCallback } from 'react';
import type { EndpointDef, RequestOf, ResponseOf } from '../../protocol';
import { api } from '../../io/api/appClient';
import { appOutbox } from '../../io/outbox/appOutbox';
import { pendingWritesAtom, recordWriteAnswerAtom, writeAnswersAtom } from '../../state/outbox';
import { followPurchase } from '../../state/purchases';
import { usernoAtom } from '../../state/session';

function newKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

export type SubmitWrite = <E extends EndpointDef>(endpoint: E, body: RequestOf<E>) => Promise<string | null>;

/** Queues a write for the signed-in user; answers its idempotency key (null when nobody is signed in). */
export function useSubmitWrite(): SubmitWrite {
  const store = useStore();
  const userno = useAtomValue(usernoAtom);
  return useCallback(
    async (endpoint, body) => {
      if (userno === null) return null;
      const key = newKey();
      const outbox = await appOutbox();
      if (outbox) {
        await outbox.enqueue(userno, endpoint.path, body, key);
        store.set(pendingWritesAtom, await outbox.pending(userno));
        return key;
      }
      // No IndexedDB (a locked-down browser): send it now, with the same guarantees on the server's side.
      void api.call(endpoint, body, { idempotencyKey: key }).then((answer) => {
        if (answer.ok) followPurchase(store, userno, endpoint.path, answer.value);
        store.set(recordWriteAnswerAtom, {
          key,
          answer: answer.ok
            ? { kind: 'applied', answer: answer.value }
            : { kind: 'rejected', code: answer.code, ...(answer.message ? { message: answer.message } : {}) },
        });
      });
      return key;
    },
    [store, userno],
  ) as SubmitWrite;
}

export type WriteStatus<T> =
  | { state: 'none' }
  | { state: 'pending' }
  | { state: 'applied'; answer: T }
  | { state: 'rejected'; code: number; message: string | null };

/** Where a queued write stands, with the server's answer checked against the endpoint's schema. */
export function useWriteStatus<E extends EndpointDef>(
  endpoint: E,
  key: string | null,
): WriteStatus<ResponseOf<E>> {
  const answers = useAtomValue(writeAnswersAtom);
  if (key === null) return { state: 'none' };
  const answer = answers.get(key);
  if (!answer) return { state: 'pending' };
  if (answer.kind === 'rejected')
    return { state: 'rejected', code: answer.code, message: answer.message ?? null };
  const checked = endpoint.response.safeParse(answer.answer);
  return checked.success ? { state: 'applied', answer: checked.data as ResponseOf<E> } : { state: 'pending' };
}

/** How many of the signed-in user's writes wait for the network. */
export function usePendingCount(): number {
  return useAtomValue(pendingWritesAtom).length;
}
