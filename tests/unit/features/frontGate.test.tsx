// @vitest-environment happy-dom
// The front gate (issue 13): the mission to continue and the study progress come from the study info (the
// load sequence's copy, asked again when the gate opens) with this tab's unconfirmed results laid over it;
// settings and account sit behind one menu button whose dialog has the language, and closes when an account
// panel is chosen.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GateMenu } from '../../../src/features/frontgate/GateMenu';
import { continuePoint, studyProgress } from '../../../src/features/frontgate/gateProgress';
import type { LoadSequenceData } from '../../../src/state/session';
import type { StudyNote } from '../../../src/state/studyNotes';
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

/** A practice answer of this tab in the real course's Introductory group 1, ended at `playedAt` (ms). */
const answered = (
  missionIndex: number,
  solved: boolean,
  playedAt: number,
  over: Partial<StudyNote> = {},
): StudyNote => ({
  key: `k-${missionIndex}-${playedAt}`,
  kind: 'study',
  categoryId: 1,
  groupId: 1,
  playedAt,
  ...(solved ? { nextMission: missionIndex + 1, reached: missionIndex + 1 } : { reached: 0 }),
  ...over,
});

/** Server time in µs (stime) of a moment given in ms, as the server stores it. */
const micros = (ms: number) => ms * 1000;
const t0 = 1_700_000_000_000;

describe('continuePoint with this tab’s answers laid over the study info (R3.03, R3.04)', () => {
  it.each<{
    proves: string;
    info: StudyInfo;
    notes: StudyNote[];
    expected: ReturnType<typeof continuePoint>;
  }>([
    {
      proves: 'a new student who solved missions 1 and 2 of the first lesson: mission 3 of it, started',
      info: serverInfo(course),
      notes: [answered(0, true, t0), answered(1, true, t0 + 60_000)],
      expected: { categoryId: 1, groupId: 1, missionIndex: 2, started: true },
    },
    {
      proves: 'a wrong answer alone makes its group the one worked on, at its first mission',
      info: serverInfo(course),
      notes: [answered(3, false, t0, { groupId: 4 })],
      expected: { categoryId: 1, groupId: 4, missionIndex: 0, started: true },
    },
    {
      proves: 'an answer after the server’s latest work moves the card to the answer’s group',
      info: serverInfo(course, [{ sno: 3, gno: 7, jkno: 5, stime: micros(t0) }]),
      notes: [answered(2, true, t0 + 1)],
      expected: { categoryId: 1, groupId: 1, missionIndex: 3, started: true },
    },
    {
      proves: 'work the server recorded after this tab’s answer (another device) stays the latest',
      info: serverInfo(course, [{ sno: 3, gno: 7, jkno: 5, stime: micros(t0 + 5_000) }]),
      notes: [answered(2, true, t0)],
      expected: { categoryId: 3, groupId: 7, missionIndex: 5, started: true },
    },
    {
      proves: 'once the server has the answers (the refreshed info), the notes change nothing',
      info: serverInfo(course, [{ sno: 1, gno: 1, jkno: 2, stime: micros(t0 + 60_050) }]),
      notes: [answered(0, true, t0), answered(1, true, t0 + 60_000)],
      expected: { categoryId: 1, groupId: 1, missionIndex: 2, started: true },
    },
    {
      proves: 'the server further on in the group than this tab’s answer: the server’s mission',
      info: serverInfo(course, [{ sno: 1, gno: 1, jkno: 6, stime: micros(t0 - 1_000) }]),
      notes: [answered(1, true, t0)],
      expected: { categoryId: 1, groupId: 1, missionIndex: 6, started: true },
    },
    {
      proves: 'the last mission solved: the group stays at its last mission, never one past it',
      info: serverInfo(course),
      notes: [answered(9, true, t0, { reached: 9 })],
      expected: { categoryId: 1, groupId: 1, missionIndex: 9, started: true },
    },
    {
      proves: 'without the served order (no `reached`) the mission after the solved one stands in',
      info: serverInfo(course),
      notes: [{ key: 'a', kind: 'study', categoryId: 2, groupId: 5, nextMission: 4, playedAt: t0 }],
      expected: { categoryId: 2, groupId: 5, missionIndex: 4, started: true },
    },
    {
      proves: 'of this tab’s answers, the latest names the group',
      info: serverInfo(course),
      notes: [answered(4, true, t0 + 10, { groupId: 2 }), answered(1, true, t0, { groupId: 3 })],
      expected: { categoryId: 1, groupId: 2, missionIndex: 5, started: true },
    },
    {
      proves: 'a ninth-dan answer and a try run do not move the study card',
      info: serverInfo(course),
      notes: [
        answered(2, true, t0, { kind: 'dan9' }),
        { key: 'run', kind: 'study', categoryId: 2, groupId: 2, correctCount: 4 },
      ],
      expected: { categoryId: 1, groupId: 1, missionIndex: 0, started: false },
    },
  ])('$proves', ({ info: given, notes, expected }) => {
    expect(continuePoint(given, notes)).toEqual(expected);
  });
});

describe('studyProgress with this tab’s results laid over the study info', () => {
  type Worked = Parameters<typeof serverInfo>[1];
  it.each<{ proves: string; worked?: Worked; notes: StudyNote[]; done: number }>([
    { proves: 'nothing done', notes: [], done: 0 },
    { proves: 'a solve starts its group', notes: [answered(0, true, t0)], done: 1 },
    {
      proves: 'several solves in one group count it once',
      notes: [answered(0, true, t0), answered(1, true, t0 + 1)],
      done: 1,
    },
    {
      proves: 'a wrong first answer starts nothing (the group stays at mission 0)',
      notes: [answered(0, false, t0)],
      done: 0,
    },
    {
      proves: 'a wrong answer where the group goes on past mission 0 (served by rating) starts it',
      notes: [answered(3, false, t0, { reached: 3 })],
      done: 1,
    },
    {
      proves: 'a try run starts its group; a ninth-dan step is not a study group',
      notes: [
        { key: 'run', kind: 'study', categoryId: 2, groupId: 2, correctCount: 0 },
        answered(0, true, t0, { kind: 'dan9' }),
      ],
      done: 1,
    },
    {
      proves: 'a group the server already counts counts once',
      worked: [{ sno: 1, gno: 1, jkno: 1, stime: micros(t0) }],
      notes: [answered(0, true, t0)],
      done: 1,
    },
    {
      proves: 'the server’s groups and this tab’s add up',
      worked: [{ sno: 2, gno: 3, jkno: 2, stime: micros(t0) }],
      notes: [answered(0, true, t0)],
      done: 2,
    },
  ])('$proves', ({ worked = [], notes, done }) => {
    const given = serverInfo(
      [
        { sno: 1, gcnt: 10 },
        { sno: 2, gcnt: 14 },
      ],
      worked,
    );
    expect(studyProgress(given, notes)).toEqual({ done, total: 24 });
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
