// What this tab's own results already tell before the server has them (issue 7: counters are the last
// server values plus the pending operations): a practice answer makes its group the one worked on last
// and, solved, moves the group's current mission on; a finished try run may raise the group's best count.
// Each note carries its write's idempotency key, so a refused write stops counting. The figures are
// maxima, and a note's time is before the server's record of the same result, so a note the server
// already applied changes nothing.
import { atom } from 'jotai';

export interface StudyNote {
  /** The idempotency key of the write it belongs to. */
  key: string;
  kind: 'study' | 'dan9';
  categoryId: number;
  groupId: number;
  /** After a solved practice mission: the mission after it (the solved one is `nextMission - 1`). */
  nextMission?: number;
  /**
   * After a practice answer, solved or not: the mission the group goes on from by this answer, as the
   * server stores it (`furthestReached` over the order the group is served in, so the last mission stays
   * the last). Unknown when the order was not known; `nextMission` then stands in.
   */
  reached?: number;
  /**
   * After a practice answer: when it ended, in ms on the server's clock, comparable with the server's
   * `user_study_work.stime` (µs). A try run does not change which group was worked on last.
   */
  playedAt?: number;
  /** After a try run: its correct count. */
  correctCount?: number;
}

/** The mission a note says its group goes on from (0 when it says nothing of it). */
export function noteMission(note: StudyNote): number {
  return note.reached ?? note.nextMission ?? 0;
}

export const studyNotesAtom = atom<readonly StudyNote[]>([]);

export const addStudyNoteAtom = atom(null, (get, set, note: StudyNote) => {
  set(studyNotesAtom, [...get(studyNotesAtom), note]);
});
