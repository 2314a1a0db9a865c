// The free checks of the single field the server last counted in this tab (issue 16), read from a
// delivered check's answer. Apart from singleHelp.ts so that the outbox's sync, on the first load, does not
// import the single-play endpoints (their schemas) to read a number (issue 13).
import { atom } from 'jotai';
import type { KnownChecks } from '../domain/rules/singleHelp';

/** Free checks a delivered check answered, with its user and academy day. */
export const serverChecksAtom = atom<(KnownChecks & { userno: number }) | null>(null);

/** `useCheckCount` of a check's answer (it comes with `freeLimit`); null for any other answer. */
export function checksFromAnswer(answer: unknown): number | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const record = answer as Record<string, unknown>;
  const used = record.useCheckCount;
  return typeof used === 'number' &&
    Number.isInteger(used) &&
    used >= 0 &&
    typeof record.freeLimit === 'number'
    ? used
    : null;
}
