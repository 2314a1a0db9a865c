// The trainer's data on the device (issue 15): the drill to play next, kept per user in IndexedDB so a
// drill can be played offline (fetched while online, answered later through the outbox), and the level
// name a child reads for a step.
import { useAtomValue } from 'jotai';
import { useCallback, useMemo } from 'react';
import { bpowerDrillEndpoint, trainerDrillSchema, type TrainerDrill } from '../../protocol';
import { api } from '../../io/api/appClient';
import { hoshiDb } from '../../io/db/database';
import { loadUserData, saveUserData } from '../../io/db/userStores';
import { usernoAtom } from '../../state/session';

/** A drill as kept on the device: when this device received it, for the minimum drill time. */
export interface KeptDrill {
  drill: TrainerDrill;
  receivedAt: number;
}

const storeName = (lesson: number) => (lesson === 0 ? 'bpower next drill' : `bpower lesson ${lesson}`);

export type DrillLoad =
  | { kind: 'ready'; kept: KeptDrill }
  | { kind: 'offline' }
  | { kind: 'failed'; code: number; message: string | null };

export function useDrillSource() {
  const userno = useAtomValue(usernoAtom);
  /** The kept drill, else a new one from the server (kept before it is shown). */
  const load = useCallback(
    async (lesson = 0): Promise<DrillLoad> => {
      if (userno === null) return { kind: 'failed', code: -4010, message: null };
      const db = await hoshiDb();
      const stored = await loadUserData(db, userno, storeName(lesson)).catch(() => undefined);
      const parsed = stored === null || stored === undefined ? null : parseKept(stored);
      if (parsed !== null) return { kind: 'ready', kept: parsed };
      const answer = await api.call(bpowerDrillEndpoint, { userno, ...(lesson > 0 ? { lesson } : {}) });
      if (!answer.ok)
        return answer.unreachable
          ? { kind: 'offline' }
          : { kind: 'failed', code: answer.code, message: answer.message ?? null };
      const kept: KeptDrill = { drill: answer.value.drill, receivedAt: Date.now() };
      await saveUserData(db, userno, storeName(lesson), kept).catch(() => undefined);
      return { kind: 'ready', kept };
    },
    [userno],
  );
  /** Forgets a drill whose answers are queued. */
  const forget = useCallback(
    async (lesson: number) => {
      if (userno === null) return;
      await saveUserData(await hoshiDb(), userno, storeName(lesson), null).catch(() => undefined);
    },
    [userno],
  );
  /**
   * Keeps the next ladder drill on the device while the network is there, once the last result is counted
   * (so it is served at the new step) and unless one is kept already.
   */
  const prefetch = useCallback(async () => {
    if (userno === null) return;
    const db = await hoshiDb();
    const stored = await loadUserData(db, userno, storeName(0)).catch(() => undefined);
    if (stored !== null && stored !== undefined && parseKept(stored) !== null) return;
    const answer = await api.call(bpowerDrillEndpoint, { userno });
    if (answer.ok)
      await saveUserData(db, userno, storeName(0), {
        drill: answer.value.drill,
        receivedAt: Date.now(),
      }).catch(() => undefined);
  }, [userno]);
  return useMemo(() => ({ load, forget, prefetch }), [load, forget, prefetch]);
}

function parseKept(value: unknown): KeptDrill | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as { drill?: unknown; receivedAt?: unknown };
  const drill = trainerDrillSchema.safeParse(v.drill);
  return drill.success && typeof v.receivedAt === 'number'
    ? { drill: drill.data, receivedAt: v.receivedAt }
    : null;
}

export { useLevelName } from './levelName';
