// @vitest-environment happy-dom
// The front gate (issue 13): the mission to continue and the study progress come from the login load
// sequence's study info; settings and account sit behind one menu button whose dialog has the language,
// and closes when an account panel is chosen.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GateMenu } from '../../../src/features/frontgate/GateMenu';
import { continuePoint, studyProgress } from '../../../src/features/frontgate/gateProgress';
import type { LoadSequenceData } from '../../../src/state/session';
import { renderScreen } from './render';

afterEach(cleanup);

type StudyInfo = LoadSequenceData['studyInfo'];

const info = (overrides: Partial<StudyInfo> = {}): StudyInfo => ({
  study_count_info2: [
    { sno: 1, gcnt: 0 },
    { sno: 2, gcnt: 3 },
    { sno: 3, gcnt: 2 },
  ],
  user_study_work: [],
  user_study_try: [],
  study_try2_info: [],
  study_group_second2: [],
  ...overrides,
});

describe('continuePoint', () => {
  it.each([
    ['no study info yet', undefined, null],
    [
      'a new student: the first category with groups, its first mission',
      info(),
      { categoryId: 2, groupId: 1, missionIndex: 0, started: false },
    ],
    [
      'the group worked on last, at its current mission',
      info({
        user_study_work: [
          { sno: 2, gno: 1, jkno: 4, stime: 100 },
          { sno: 3, gno: 2, jkno: 2, stime: 300 },
          { sno: 2, gno: 2, jkno: 7, stime: 200 },
        ],
      }),
      { categoryId: 3, groupId: 2, missionIndex: 2, started: true },
    ],
    [
      'a negative mission index starts at the first',
      info({ user_study_work: [{ sno: 2, gno: 3, jkno: -1, stime: 5 }] }),
      { categoryId: 2, groupId: 3, missionIndex: 0, started: true },
    ],
    [
      'a new student: the first group the server lists, as the study path shows it',
      info({
        study_group_second2: [
          { sno: 3, gno: 1, second: 600, heart: 1 },
          { sno: 2, gno: 4, second: 600, heart: 1 },
          { sno: 2, gno: 3, second: 600, heart: 1 },
        ],
      }),
      { categoryId: 2, groupId: 3, missionIndex: 0, started: false },
    ],
    ['no category has groups', info({ study_count_info2: [{ sno: 1, gcnt: 0 }] }), null],
  ])('%s', (_name, given, expected) => {
    expect(continuePoint(given)).toEqual(expected);
  });
});

/**
 * The study info as /api/study/info sends it (R3.03, R3.04): every group of every category listed in
 * user_study_work, one never worked on at jkno 0 and stime 0; `worked` gives the groups worked on.
 */
const serverInfo = (
  counts: readonly { sno: number; gcnt: number }[],
  worked: readonly { sno: number; gno: number; jkno: number; stime: number }[] = [],
): StudyInfo => {
  const groups = counts.flatMap((c) =>
    Array.from({ length: c.gcnt }, (_, i) => ({ sno: c.sno, gno: i + 1 })),
  );
  return info({
    study_count_info2: [...counts],
    user_study_work: groups.map(
      (g) =>
        worked.find((w) => w.sno === g.sno && w.gno === g.gno) ?? {
          sno: g.sno,
          gno: g.gno,
          jkno: 0,
          stime: 0,
        },
    ),
    study_group_second2: groups.map((g) => ({ ...g, second: 600, heart: 1 })),
    user_study_solved: [],
  });
};

/** The real course's categories and group counts. */
const course = [
  { sno: 1, gcnt: 10 },
  { sno: 2, gcnt: 14 },
  { sno: 3, gcnt: 15 },
  { sno: 4, gcnt: 6 },
  { sno: 5, gcnt: 6 },
];

describe('continuePoint on the list the server sends (R3.03, R3.04)', () => {
  it.each([
    [
      'a new student, every group listed with stime 0: the first group of the first category',
      serverInfo(course),
      { categoryId: 1, groupId: 1, missionIndex: 0, started: false },
    ],
    [
      'a new student, the first category without groups: the next category, its first group',
      serverInfo([{ sno: 1, gcnt: 0 }, ...course.slice(1)]),
      { categoryId: 2, groupId: 1, missionIndex: 0, started: false },
    ],
    [
      'one group worked on: that group, though groups after it read stime 0',
      serverInfo(course, [{ sno: 1, gno: 2, jkno: 3, stime: 1_700_000_000_000_000 }]),
      { categoryId: 1, groupId: 2, missionIndex: 3, started: true },
    ],
    [
      'several worked on: the latest, not the highest',
      serverInfo(course, [
        { sno: 3, gno: 7, jkno: 1, stime: 1_700_000_000_000_000 },
        { sno: 2, gno: 4, jkno: 5, stime: 1_700_000_500_000_000 },
        { sno: 1, gno: 1, jkno: 9, stime: 1_699_000_000_000_000 },
      ]),
      { categoryId: 2, groupId: 4, missionIndex: 5, started: true },
    ],
    [
      'a worked group at its first mission still counts as started',
      serverInfo(course, [{ sno: 4, gno: 2, jkno: 0, stime: 1_700_000_000_000_000 }]),
      { categoryId: 4, groupId: 2, missionIndex: 0, started: true },
    ],
  ])('%s', (_name, given, expected) => {
    expect(continuePoint(given)).toEqual(expected);
  });
});

describe('studyProgress', () => {
  it.each([
    ['no info', undefined, null],
    ['no groups at all', info({ study_count_info2: [] }), null],
    ['nothing started', info(), { done: 0, total: 5 }],
    [
      'groups past their first mission or tried, each counted once',
      info({
        user_study_work: [
          { sno: 2, gno: 1, jkno: 3, stime: 1 },
          { sno: 2, gno: 2, jkno: 0, stime: 1 },
        ],
        study_try2_info: [
          { sno: 2, gno: 1, cno: 2 },
          { sno: 3, gno: 1, cno: 0 },
        ],
      }),
      { done: 2, total: 5 },
    ],
    [
      // Issue 14: a group served by rating can go on at mission 0 after a solve.
      'a group with a solve counts though its current mission is 0',
      info({
        user_study_work: [{ sno: 2, gno: 2, jkno: 0, stime: 1 }],
        user_study_solved: [
          { sno: 2, gno: 2, solved: [1, 3] },
          { sno: 3, gno: 1, solved: [] },
        ],
      }),
      { done: 1, total: 5 },
    ],
  ])('%s', (_name, given, expected) => {
    expect(studyProgress(given)).toEqual(expected);
  });
});

describe('the front gate menu', () => {
  it('one named button opens a dialog with the language and the account panels; choosing one closes it', async () => {
    await renderScreen(<GateMenu />, { path: '/' });
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByLabelText('Language')).toBeNull();
    fireEvent.click(menu);
    const dialog = screen.getByRole('dialog', { name: 'Settings and account' });
    expect(within(dialog).getByLabelText('Language')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('link', { name: 'Change password' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
  });
});
