// Study and the ninth-dan challenge share their board, missions and try runs; a Course names what differs:
// the content kind the server is asked for, where the screens' context lives, and the routes.
import type { WritableAtom } from 'jotai';
import type { StudySelection } from '../../domain/rules/studySession';
import { dan9SelectionAtom } from '../../state/dan9Session';
import { studySelectionAtom } from '../../state/studySession';

export type CourseKind = 'study' | 'dan9';

export interface Course {
  kind: CourseKind;
  selectionAtom: WritableAtom<StudySelection, [Partial<StudySelection>], void>;
  paths: {
    home: '/study' | '/dan9';
    missions: '/study/group/mission' | '/dan9/mission';
    field: '/study/group/mission/field' | '/dan9/mission/field';
    tryField: '/study/group/mission/tryfield' | '/dan9/mission/tryfield';
    rank: '/study/rank/field' | '/dan9/rank/field';
  };
}

export const studyCourse: Course = {
  kind: 'study',
  selectionAtom: studySelectionAtom,
  paths: {
    home: '/study',
    missions: '/study/group/mission',
    field: '/study/group/mission/field',
    tryField: '/study/group/mission/tryfield',
    rank: '/study/rank/field',
  },
};

export const dan9Course: Course = {
  kind: 'dan9',
  selectionAtom: dan9SelectionAtom,
  paths: {
    home: '/dan9',
    missions: '/dan9/mission',
    field: '/dan9/mission/field',
    tryField: '/dan9/mission/tryfield',
    rank: '/dan9/rank/field',
  },
};

/** Decision (issue 6): the ninth-dan ladder has ten steps, sno 1 to 10, one group (gno 0) each. */
export const dan9Steps = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
