// The try run under way (R2.29: screens keep their context in session state): which group, its run id,
// when it started, how long it lasts, and the answers so far, mirrored in sessionStorage under
// `study_try_run` so a reload in the middle of a run resumes it with the time left. One run at a time for
// study and the ninth-dan challenge together; the rules of a run are in src/features/study/tryRun.ts.
import { atom } from 'jotai';
import { sessionStorageAtom } from './storages';

export const tryRunStorageKey = 'study_try_run';

export interface TryRunAnswer {
  missionIndex: number; // jkno
  /** The player's moves as GTP vertices, as the server re-checks them. */
  moves: string[];
  solved: boolean;
}

export interface TryRunRecord {
  kind: 'study' | 'dan9';
  /** Chosen by the app, so a run started offline replays with the same id. */
  tryId: string;
  categoryId: number; // sno
  groupId: number; // gno (0 for dan9)
  /** Device time (ms) when the run started. */
  startedAtMs: number;
  durationMs: number;
  heartCost: number;
  /** The group's missions, in the order the run serves them (answers are sent by mission index). */
  missionIndexes: number[];
  answers: TryRunAnswer[];
  /** The group's try slots before this run (what the run's medal is predicted from). */
  slotsBefore: { slot: number; correctCount: number }[];
  /** Device time (ms) when the run ended; null while it runs. */
  finishedAtMs: number | null;
  /** Idempotency keys of the start and the finish writes in the outbox. */
  startKey: string;
  finishKey: string | null;
}

function isRecord(value: unknown): value is TryRunRecord {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Partial<TryRunRecord>;
  return (
    (r.kind === 'study' || r.kind === 'dan9') &&
    typeof r.tryId === 'string' &&
    typeof r.categoryId === 'number' &&
    typeof r.groupId === 'number' &&
    typeof r.startedAtMs === 'number' &&
    typeof r.durationMs === 'number' &&
    typeof r.heartCost === 'number' &&
    Array.isArray(r.missionIndexes) &&
    Array.isArray(r.answers) &&
    Array.isArray(r.slotsBefore) &&
    (r.finishedAtMs === null || typeof r.finishedAtMs === 'number') &&
    typeof r.startKey === 'string' &&
    (r.finishKey === null || typeof r.finishKey === 'string')
  );
}

/** An unreadable stored run counts as none. */
export function parseTryRun(raw: string | null): TryRunRecord | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isRecord(value) ? value : null;
  } catch {
    return null;
  }
}

const writtenAtom = atom<{ value: TryRunRecord | null } | null>(null);

export const tryRunAtom = atom(
  (get): TryRunRecord | null => {
    const written = get(writtenAtom);
    return written ? written.value : parseTryRun(get(sessionStorageAtom).getItem(tryRunStorageKey));
  },
  (get, set, next: TryRunRecord | null) => {
    const storage = get(sessionStorageAtom);
    if (next === null) storage.removeItem(tryRunStorageKey);
    else storage.setItem(tryRunStorageKey, JSON.stringify(next));
    set(writtenAtom, { value: next });
  },
);

export const reloadTryRunAtom = atom(null, (_get, set) => set(writtenAtom, null));
