// The try slots of each group as the server last answered them (`/api/study/try/result` answers every
// slot with its correct count), kept per user in IndexedDB. /api/study/info carries only the best count of
// a group, which decides its medal everywhere but in the special category (R4.07), whose medal counts the
// slots that reached gold; the slots known here make that medal exact.
import { atom } from 'jotai';
import type { HoshiDb } from '../io/db/database';
import { loadUserData, saveUserData } from '../io/db/userStores';

export interface KnownSlot {
  slot: number;
  correctCount: number; // cno
}

export const knownSlotsName = 'studyTrySlots';

/** `kind:sno:gno` → slots. */
export type KnownSlots = ReadonlyMap<string, readonly KnownSlot[]>;

export function slotsKey(kind: 'study' | 'dan9', categoryId: number, groupId: number): string {
  return `${kind}:${categoryId}:${groupId}`;
}

export const knownSlotsAtom = atom<KnownSlots>(new Map<string, readonly KnownSlot[]>());

/** Whose stored slots were read into knownSlotsAtom (null: not yet, or cleared at sign-out). */
export const knownSlotsUserAtom = atom<number | null>(null);

function isSlotList(value: unknown): value is KnownSlot[] {
  return (
    Array.isArray(value) &&
    value.every(
      (s: unknown) =>
        typeof s === 'object' &&
        s !== null &&
        typeof (s as KnownSlot).slot === 'number' &&
        typeof (s as KnownSlot).correctCount === 'number',
    )
  );
}

export async function loadKnownSlots(db: HoshiDb | null, userno: number): Promise<KnownSlots> {
  const stored = await loadUserData(db, userno, knownSlotsName).catch(() => undefined);
  const out = new Map<string, readonly KnownSlot[]>();
  if (typeof stored === 'object' && stored !== null) {
    for (const [key, value] of Object.entries(stored)) if (isSlotList(value)) out.set(key, value);
  }
  return out;
}

export async function saveKnownSlots(db: HoshiDb | null, userno: number, slots: KnownSlots): Promise<void> {
  await saveUserData(db, userno, knownSlotsName, Object.fromEntries(slots)).catch(() => undefined);
}
