// Study session state of spec §3–§4 (R3.01, R3.02, R4.01–R4.04). The six study values live in
// sessionStorage under the spec's names with the spec's defaults (the rules engine reads and writes them);
// the rest of the study state is kept in memory for the tab.
import { atom } from 'jotai';
import {
  addIfAbsent,
  clearStudyState,
  initialStudyContentState,
  makeStudySessionEntries,
  readStudySelection,
  type MissionAddress,
  type StudyContentState,
  type StudySelection,
} from '../domain/rules/studySession';
import { sessionStorageAtom } from './storages';

const writtenAtom = atom<StudySelection | null>(null);

/** sno, gno, jkno, tno, study_tflag, study_rank_flag (R4.01, R4.02). */
export const studySelectionAtom = atom(
  (get): StudySelection =>
    get(writtenAtom) ?? readStudySelection((key) => get(sessionStorageAtom).getItem(key)),
  (get, set, patch: Partial<StudySelection>) => {
    const next = { ...get(studySelectionAtom), ...patch };
    const storage = get(sessionStorageAtom);
    for (const [key, value] of Object.entries(makeStudySessionEntries(next))) storage.setItem(key, value);
    set(writtenAtom, next);
  },
);

export const reloadStudySelectionAtom = atom(null, (_get, set) => set(writtenAtom, null));

/** A mission or tutorial entry: its address and its data as the server sent it. */
export interface StudyEntry extends MissionAddress {
  data: unknown;
}

/** R3.01, R3.02: what the study screens keep in memory besides the selection. */
export interface StudyWork {
  lectureShown: boolean; // lectflag
  infos: readonly unknown[]; // sinfos
  movesPlayed: number; // useDol
  captured: number; // killDol
  lost: number; // killedDol
  result: number | null;
  comment: string;
  totalTries: readonly unknown[]; // MyStudyTotalTryVector
}

export const initialStudyWork: StudyWork = {
  lectureShown: false,
  infos: [],
  movesPlayed: 0,
  captured: 0,
  lost: 0,
  result: null,
  comment: '',
  totalTries: [],
};

export type StudyContent = StudyContentState<unknown, StudyEntry, StudyEntry>;

export const studyContentAtom =
  atom<StudyContent>(initialStudyContentState<unknown, StudyEntry, StudyEntry>());
export const studyWorkAtom = atom<StudyWork>(initialStudyWork);

/** R4.03: empties the current study info and the mission list. */
export const clearStudyAtom = atom(null, (get, set) =>
  set(studyContentAtom, clearStudyState(get(studyContentAtom))),
);

/** R4.04: a mission info is added only if none exists for the same (sno, gno, jkno). */
export const addStudyMissionAtom = atom(null, (get, set, entry: StudyEntry) => {
  const content = get(studyContentAtom);
  set(studyContentAtom, { ...content, missions: addIfAbsent(content.missions, entry) });
});

/** R4.04: the same for tutorials (StudyTutoArray). */
export const addStudyTutorialAtom = atom(null, (get, set, entry: StudyEntry) => {
  const content = get(studyContentAtom);
  set(studyContentAtom, { ...content, tutorials: addIfAbsent(content.tutorials, entry) });
});
