// What this tab's own results already tell before the server has them (issue 7: counters are the last
// server values plus the pending operations): a solved practice mission moves the group's current mission
// on, a finished try run may raise the group's best count. Each note carries its write's idempotency key,
// so a refused write stops counting. Both are maxima, so a note the server already applied changes nothing.
import { atom } from 'jotai';

export interface StudyNote {
  /** The idempotency key of the write it belongs to. */
  key: string;
  kind: 'study' | 'dan9';
  categoryId: number;
  groupId: number;
  /** After a solved practice mission: the mission to work on next. */
  nextMission?: number;
  /** After a try run: its correct count. */
  correctCount?: number;
}

export const studyNotesAtom = atom<readonly StudyNote[]>([]);

export const addStudyNoteAtom = atom(null, (get, set, note: StudyNote) => {
  set(studyNotesAtom, [...get(studyNotesAtom), note]);
});
