// The study path's "missions done" per group (R2.04, R3.04, R7.10; issue 14). Since a group can be served
// by its problems' ratings, its current mission (user_study_work.jkno) is where it goes on, not a count:
// the figure is the distinct missions solved, from /api/study/info's `user_study_solved` with this tab's
// unconfirmed solves laid over it; without the list (an older server's answer, kept offline) the current
// mission, as before.
import { describe, expect, it } from 'vitest';
import type { MedalThresholds } from '../../../src/domain/rules/medal';
import {
  groupToContinue,
  studyOverview,
  type CategoryOverview,
} from '../../../src/features/study/studyOverview';
import type { StudyInfo } from '../../../src/features/study/useStudyInfo';
import type { StudyNote } from '../../../src/state/studyNotes';

const thresholds: MedalThresholds = { gold: 9, silver: 7, bronze: 5 };

/** Category 2 with groups 1 and 2; group 1's current mission and solved list as given. */
function infoWith(jkno: number, solved: StudyInfo['user_study_solved']): StudyInfo {
  return {
    study_count_info2: [{ sno: 2, gcnt: 2 }],
    user_study_work: [
      { sno: 2, gno: 1, jkno, stime: 1 },
      { sno: 2, gno: 2, jkno: 0, stime: 0 },
    ],
    user_study_try: [],
    study_try2_info: [],
    study_group_second2: [],
    ...(solved === undefined ? {} : { user_study_solved: solved }),
  };
}

const solvedNote = (key: string, missionIndex: number, over: Partial<StudyNote> = {}): StudyNote => ({
  key,
  kind: 'study',
  categoryId: 2,
  groupId: 1,
  nextMission: missionIndex + 1,
  ...over,
});

describe('missions done on the study path (issue 14)', () => {
  it.each<{
    proves: string;
    jkno: number;
    solved: StudyInfo['user_study_solved'];
    notes?: StudyNote[];
    done: number;
    current: number;
  }>([
    {
      // Served 3, 1, 0, 2, 4: solving 3 and then 1 leaves the group going on at 0.
      proves: 'a rated group whose current mission went back to 0 after two solves counts two',
      jkno: 0,
      solved: [{ sno: 2, gno: 1, solved: [1, 3] }],
      done: 2,
      current: 0,
    },
    {
      // Served 3, 4, …: solving 3 alone points at 4, which is not four missions done.
      proves: 'a rated group whose current mission ran ahead of the solves counts the solves',
      jkno: 4,
      solved: [{ sno: 2, gno: 1, solved: [3] }],
      done: 1,
      current: 4,
    },
    {
      proves: 'pack order, solved in order: the same figure as the current mission',
      jkno: 3,
      solved: [{ sno: 2, gno: 1, solved: [0, 1, 2] }],
      done: 3,
      current: 3,
    },
    {
      proves: 'a group the server lists no solve for counts none',
      jkno: 0,
      solved: [{ sno: 2, gno: 2, solved: [0] }],
      done: 0,
      current: 0,
    },
    {
      proves: 'this tab’s unconfirmed solve of a new mission is laid over the server’s list',
      jkno: 0,
      solved: [{ sno: 2, gno: 1, solved: [1, 3] }],
      notes: [solvedNote('a', 4)],
      done: 3,
      current: 5,
    },
    {
      proves: 'a solve the server already counted counts once, however many notes name it',
      jkno: 0,
      solved: [{ sno: 2, gno: 1, solved: [1, 3] }],
      notes: [solvedNote('a', 3), solvedNote('b', 3), solvedNote('c', 1)],
      done: 2,
      current: 4,
    },
    {
      proves: 'another group’s, a ninth-dan step’s and a try run’s notes do not count here',
      jkno: 0,
      solved: [{ sno: 2, gno: 1, solved: [1] }],
      notes: [
        solvedNote('a', 2, { groupId: 2 }),
        solvedNote('b', 2, { kind: 'dan9' }),
        { key: 'c', kind: 'study', categoryId: 2, groupId: 1, correctCount: 5 },
      ],
      done: 1,
      current: 0,
    },
    {
      // The group's missions are 0…4: solving the last leaves the group at it, as the server stores it.
      proves: 'this tab’s solve of the last mission: the current mission stays the last, not one past it',
      jkno: 4,
      solved: [{ sno: 2, gno: 1, solved: [0, 1, 2, 3] }],
      notes: [solvedNote('a', 4, { reached: 4 })],
      done: 5,
      current: 4,
    },
    {
      proves: 'offline, nothing from the server yet: this tab’s solves alone',
      jkno: 0,
      solved: [],
      notes: [solvedNote('a', 2), solvedNote('b', 0)],
      done: 2,
      current: 3,
    },
    {
      proves: 'an older server’s answer (no list): the current mission, as the path showed before',
      jkno: 2,
      solved: undefined,
      notes: [solvedNote('a', 4)],
      done: 5,
      current: 5,
    },
  ])('$proves', ({ jkno, solved, notes = [], done, current }) => {
    const [category] = studyOverview(infoWith(jkno, solved), new Map(), notes, thresholds);
    const group = category?.groups.find((g) => g.groupId === 1);
    expect({ done: group?.solvedCount, current: group?.currentMission }).toEqual({ done, current });
  });
});

// The group screen's "go on" link (R2.05): it opened group 0 ("not published yet") when the student had
// tapped a category but no group. It opens the chosen group of the category on screen, else the first
// group without gold, else the first.
describe('the group the group screen goes on with (R2.05)', () => {
  const overview = (medals: Record<number, 'gold' | 'none'>): CategoryOverview[] => [
    {
      categoryId: 2,
      groupCount: 3,
      crowns: 0,
      groups: [1, 2, 3].map((groupId) => ({
        categoryId: 2,
        groupId,
        currentMission: groupId === 2 ? 4 : 0,
        solvedCount: 0,
        bestCount: null,
        medal: medals[groupId] ?? 'none',
        durationSeconds: 60,
        heartCost: 1,
      })),
    },
    {
      categoryId: 5,
      groupCount: 1,
      crowns: 0,
      groups: [
        {
          categoryId: 5,
          groupId: 7,
          currentMission: 0,
          solvedCount: 0,
          bestCount: null,
          medal: 'none',
          durationSeconds: 60,
          heartCost: 1,
        },
      ],
    },
  ];
  it.each<{ proves: string; categoryId: number; groupId: number; gold: number[]; opens: number | null }>([
    { proves: 'the chosen group of the category', categoryId: 2, groupId: 3, gold: [], opens: 3 },
    {
      proves: 'a category tapped with no group: its first group',
      categoryId: 2,
      groupId: 0,
      gold: [],
      opens: 1,
    },
    { proves: 'the first group without gold', categoryId: 2, groupId: 0, gold: [1], opens: 2 },
    { proves: 'all gold: the first group', categoryId: 2, groupId: 0, gold: [1, 2, 3], opens: 1 },
    { proves: "another category's group is not opened", categoryId: 5, groupId: 3, gold: [], opens: 7 },
    {
      proves: 'no category chosen: the first one, as the path shows',
      categoryId: 0,
      groupId: 0,
      gold: [],
      opens: 1,
    },
  ])('$proves', ({ categoryId, groupId, gold, opens }) => {
    const medals = Object.fromEntries(gold.map((g) => [g, 'gold' as const]));
    expect(groupToContinue(overview(medals), { categoryId, groupId })?.groupId ?? null).toBe(opens);
  });

  it('a category without groups opens nothing', () => {
    expect(
      groupToContinue([{ categoryId: 2, groupCount: 0, crowns: 0, groups: [] }], {
        categoryId: 2,
        groupId: 0,
      }),
    ).toBeNull();
    expect(groupToContinue([], { categoryId: 2, groupId: 0 })).toBeNull();
  });
});
