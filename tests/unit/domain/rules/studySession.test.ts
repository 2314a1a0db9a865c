// Study session state (spec §3, §4, §9): stored values and defaults, add-if-absent, clearing, list defaults.
import { describe, expect, it } from 'vitest';
import {
  addIfAbsent,
  clearStudyState,
  defaultStudySelection,
  findOrCreateStudyWork,
  initialStudyContentState,
  makeStudySessionEntries,
  readStudySelection,
  singleGroupHeartCost,
  studyGroupTrySettings,
  type MissionAddress,
  type StudySelection,
  type StudySessionKey,
} from '../../../../src/domain/rules';

const store = (values: Partial<Record<StudySessionKey, string>>) => (key: StudySessionKey) =>
  values[key] ?? null;

describe('study selection in session storage', () => {
  // R4.02: defaults sno 0, gno 0, jkno -1, tno -1, tflag false, rank flag false
  it('defaults when nothing is stored', () => {
    expect(defaultStudySelection).toEqual({
      categoryId: 0,
      groupId: 0,
      missionIndex: -1,
      tryIndex: -1,
      inTryRun: false,
      inRankView: false,
    });
    expect(readStudySelection(store({}))).toEqual(defaultStudySelection);
  });

  // R4.01, R4.02: stored values are read; unreadable ones fall back to the default, one by one
  it.each<{
    why: string;
    stored: Partial<Record<StudySessionKey, string>>;
    expected: Partial<StudySelection>;
  }>([
    {
      why: 'numbers',
      stored: { sno: '3', gno: '12', jkno: '0', tno: '2' },
      expected: { categoryId: 3, groupId: 12, missionIndex: 0, tryIndex: 2 },
    },
    {
      why: 'flags true',
      stored: { study_tflag: 'true', study_rank_flag: '1' },
      expected: { inTryRun: true, inRankView: true },
    },
    {
      why: 'not a number',
      stored: { sno: 'abc', jkno: '1.5' },
      expected: { categoryId: 0, missionIndex: -1 },
    },
    { why: 'empty string', stored: { tno: '', gno: ' ' }, expected: { tryIndex: -1, groupId: 0 } },
    { why: 'odd flag', stored: { study_tflag: 'yes' }, expected: { inTryRun: false } },
  ])('$why', ({ stored, expected }) => {
    expect(readStudySelection(store(stored))).toMatchObject(expected);
  });

  // R4.01: write and read back
  it('round-trips', () => {
    const selection: StudySelection = {
      categoryId: 4,
      groupId: 2,
      missionIndex: 7,
      tryIndex: 1,
      inTryRun: true,
      inRankView: false,
    };
    const entries = makeStudySessionEntries(selection);
    expect(readStudySelection((key) => entries[key])).toEqual(selection);
  });
});

describe('addIfAbsent', () => {
  type Info = MissionAddress & { payload: string };
  const a: Info = { categoryId: 1, groupId: 2, missionIndex: 3, payload: 'a' };
  // R4.04: added only if no entry has the same sno, gno, jkno
  it.each<{ why: string; entry: Info; length: number; same: boolean }>([
    { why: 'same address, other payload', entry: { ...a, payload: 'b' }, length: 1, same: true },
    { why: 'other mission', entry: { ...a, missionIndex: 4 }, length: 2, same: false },
    { why: 'other group', entry: { ...a, groupId: 3 }, length: 2, same: false },
    { why: 'other category', entry: { ...a, categoryId: 9 }, length: 2, same: false },
  ])('$why', ({ entry, length, same }) => {
    const list = [a];
    const next = addIfAbsent(list, entry);
    expect(next).toHaveLength(length);
    expect(next === list).toBe(same);
    expect(next[0]?.payload).toBe('a');
  });
});

describe('study content state', () => {
  // R3.02, R9.05: tab counts 1,2,3,1; R4.03: clearing empties the info and mission list only
  it('starts with the default tab counts and clears info and missions', () => {
    const initial = initialStudyContentState<string, MissionAddress, MissionAddress>();
    expect(initial.tabCounts).toEqual([1, 2, 3, 1]);
    expect(initial.tabIndex).toEqual([0, 0, 0, 0]);
    const m = { categoryId: 1, groupId: 1, missionIndex: 0 };
    const filled = { ...initial, currentInfo: 'info', missions: [m], tutorials: [m] };
    const cleared = clearStudyState(filled);
    expect(cleared.currentInfo).toBeNull();
    expect(cleared.missions).toEqual([]);
    expect(cleared.tutorials).toEqual([m]);
    expect(cleared.tabCounts).toBe(filled.tabCounts);
  });
});

describe('study info list defaults', () => {
  // R3.04: a missing user_study_work entry is created with jkno 0, stime 0
  it.each([
    {
      why: 'found',
      works: [{ sno: 1, gno: 2, jkno: 5, stime: 99 }],
      created: false,
      work: { sno: 1, gno: 2, jkno: 5, stime: 99 },
    },
    {
      why: 'missing',
      works: [{ sno: 1, gno: 3, jkno: 5, stime: 99 }],
      created: true,
      work: { sno: 1, gno: 2, jkno: 0, stime: 0 },
    },
    { why: 'empty list', works: [], created: true, work: { sno: 1, gno: 2, jkno: 0, stime: 0 } },
  ])('user_study_work: $why', ({ works, created, work }) => {
    const result = findOrCreateStudyWork(works, 1, 2);
    expect(result.work).toEqual(work);
    expect(result.works.length).toBe(works.length + (created ? 1 : 0));
    expect(result.works).toContainEqual(work);
  });

  // R3.07, R9.03, R9.04: missing study_group_second2 → 600 s, 1 heart
  it.each([
    { entries: [], expected: { durationSeconds: 600, heartCost: 1 } },
    {
      entries: [{ sno: 1, gno: 2, second: 300, heart: 2 }],
      expected: { durationSeconds: 300, heartCost: 2 },
    },
    {
      entries: [{ sno: 2, gno: 1, second: 300, heart: 2 }],
      expected: { durationSeconds: 600, heartCost: 1 },
    },
  ])('study_group_second2 $entries → $expected', ({ entries, expected }) => {
    expect(studyGroupTrySettings(entries, 1, 2)).toEqual(expected);
  });

  // R3.25, R9.06: single group heart default 1
  it.each([
    { entries: [], expected: 1 },
    { entries: [{ sno: 3, gno: 1, heart: 3 }], expected: 3 },
    { entries: [{ sno: 3, gno: 1, heart: 0 }], expected: 0 },
    { entries: [{ sno: 3, gno: 2, heart: 3 }], expected: 1 },
  ])('single group heart $entries → $expected', ({ entries, expected }) => {
    expect(singleGroupHeartCost(entries, 3, 1)).toBe(expected);
  });
});
