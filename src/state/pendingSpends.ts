// Which queued writes spend hearts or dice, read from their endpoint (the rule of what they cost is
// src/domain/rules/pendingSpends.ts).
import { atom } from 'jotai';
import type { PendingSpend } from '../domain/rules/pendingSpends';
import {
  dan9TotalStartEndpoint,
  questTotalStartEndpoint,
  singleChallengeReqEndpoint,
  singleDiceChallengeEndpoint,
} from '../protocol';
import type { QueuedWrite } from '../io/outbox/types';
import { undeliveredWritesAtom } from './outbox';

const tryStartPaths: ReadonlySet<string> = new Set([
  questTotalStartEndpoint.path,
  dan9TotalStartEndpoint.path,
]);

function groupOf(body: unknown): { sno: number; gno: number } | null {
  if (typeof body !== 'object' || body === null) return null;
  const { sno, gno } = body as Record<string, unknown>;
  return typeof sno === 'number' && typeof gno === 'number' ? { sno, gno } : null;
}

/** What a queued write spends; null for a write that spends nothing (a result, a reward, a purchase). */
export function pendingSpendOf(
  write: Pick<QueuedWrite, 'path' | 'body' | 'idempotencyKey'>,
): PendingSpend | null {
  if (tryStartPaths.has(write.path)) return { kind: 'tryStart', idempotencyKey: write.idempotencyKey };
  if (write.path === singleDiceChallengeEndpoint.path) return { kind: 'diceChallenge' };
  if (write.path === singleChallengeReqEndpoint.path) {
    const group = groupOf(write.body);
    return group ? { kind: 'singleChallenge', ...group } : null;
  }
  return null;
}

/** The signed-in user's queued spends, oldest first. */
export const pendingSpendsAtom = atom((get) =>
  get(undeliveredWritesAtom).flatMap((write) => {
    const spend = pendingSpendOf(write);
    return spend ? [spend] : [];
  }),
);
