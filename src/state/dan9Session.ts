// The ninth-dan screens' context (R2.29, decision): the same six values as the study selection (R4.01),
// kept in sessionStorage under their own keys (`dan9_sno`, `dan9_gno`, …) so moving between study and
// the challenge never loses either place. Defaults and parsing are the rules engine's (R4.02).
import { atom } from 'jotai';
import {
  makeStudySessionEntries,
  readStudySelection,
  type StudySelection,
} from '../domain/rules/studySession';
import { sessionStorageAtom } from './storages';

export const dan9KeyPrefix = 'dan9_';

const writtenAtom = atom<StudySelection | null>(null);

/**
 * The step (sno), its part (gno: 0, then 1 and 2 for the further parts of issue 14), mission (jkno), try
 * index and flags of the ninth-dan screens.
 */
export const dan9SelectionAtom = atom(
  (get): StudySelection =>
    get(writtenAtom) ??
    readStudySelection((key) => get(sessionStorageAtom).getItem(`${dan9KeyPrefix}${key}`)),
  (get, set, patch: Partial<StudySelection>) => {
    const next = { ...get(dan9SelectionAtom), ...patch };
    const storage = get(sessionStorageAtom);
    for (const [key, value] of Object.entries(makeStudySessionEntries(next)))
      storage.setItem(`${dan9KeyPrefix}${key}`, value);
    set(writtenAtom, next);
  },
);

export const reloadDan9SelectionAtom = atom(null, (_get, set) => set(writtenAtom, null));
