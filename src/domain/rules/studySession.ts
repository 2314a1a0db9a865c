// Study session state: the values kept in session storage and their defaults, the mission and tutorial
// lists that only grow by new (sno, gno, jkno), clearing, and the defaults of the study info lists.
// Implements R3.01, R3.02, R3.04, R3.07, R3.08, R3.25, R4.01–R4.04, R9.03–R9.06.
import {
  DEFAULT_GROUP_DURATION_SECONDS,
  DEFAULT_GROUP_HEART_COST,
  DEFAULT_SINGLE_GROUP_HEART_COST,
  DEFAULT_TAB_COUNTS,
} from './constants';

/** R4.01: what the study screens keep across reloads of one tab. */
export interface StudySelection {
  categoryId: number; // sno
  groupId: number; // gno
  missionIndex: number; // jkno, -1 = none chosen
  tryIndex: number; // tno, -1 = not in a try
  inTryRun: boolean; // study_tflag
  inRankView: boolean; // study_rank_flag
}

/** R4.02: defaults when absent. */
export const defaultStudySelection: StudySelection = {
  categoryId: 0,
  groupId: 0,
  missionIndex: -1,
  tryIndex: -1,
  inTryRun: false,
  inRankView: false,
};

/** R4.01: session-storage keys (the spec's names). */
export const studySessionKeys = {
  categoryId: 'sno',
  groupId: 'gno',
  missionIndex: 'jkno',
  tryIndex: 'tno',
  inTryRun: 'study_tflag',
  inRankView: 'study_rank_flag',
} as const satisfies Record<keyof StudySelection, string>;

export type StudySessionKey = (typeof studySessionKeys)[keyof StudySelection];

function readInteger(raw: string | null, fallback: number): number {
  if (raw === null || !/^-?\d+$/.test(raw.trim())) return fallback;
  const value = Number(raw.trim());
  return Number.isSafeInteger(value) ? value : fallback;
}

function readBoolean(raw: string | null, fallback: boolean): boolean {
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  return fallback;
}

/** R4.01, R4.02: read through an injected getter (sessionStorage.getItem in the app); bad values default. */
export function readStudySelection(get: (key: StudySessionKey) => string | null): StudySelection {
  const d = defaultStudySelection;
  return {
    categoryId: readInteger(get('sno'), d.categoryId),
    groupId: readInteger(get('gno'), d.groupId),
    missionIndex: readInteger(get('jkno'), d.missionIndex),
    tryIndex: readInteger(get('tno'), d.tryIndex),
    inTryRun: readBoolean(get('study_tflag'), d.inTryRun),
    inRankView: readBoolean(get('study_rank_flag'), d.inRankView),
  };
}

/** The key/value pairs to write back; the inverse of readStudySelection. */
export function makeStudySessionEntries(selection: StudySelection): Record<StudySessionKey, string> {
  return {
    sno: String(selection.categoryId),
    gno: String(selection.groupId),
    jkno: String(selection.missionIndex),
    tno: String(selection.tryIndex),
    study_tflag: String(selection.inTryRun),
    study_rank_flag: String(selection.inRankView),
  };
}

/** R3.08: mission and tutorial infos are identified by (sno, gno, jkno). */
export interface MissionAddress {
  categoryId: number; // sno
  groupId: number; // gno
  missionIndex: number; // jkno
}

export function sameMission(a: MissionAddress, b: MissionAddress): boolean {
  return a.categoryId === b.categoryId && a.groupId === b.groupId && a.missionIndex === b.missionIndex;
}

/** R4.04: add only if no entry has the same address; an unchanged list is returned as the same array. */
export function addIfAbsent<T extends MissionAddress>(list: readonly T[], entry: T): readonly T[] {
  return list.some((e) => sameMission(e, entry)) ? list : [...list, entry];
}

/** R3.01, R3.02: the parts of the study state the rules touch. */
export interface StudyContentState<Info, Mission extends MissionAddress, Tutorial extends MissionAddress> {
  selection: StudySelection;
  /** tabindex: the selected tab of each of the four strips. */
  tabIndex: readonly number[];
  /** StudyGroupTabCountVector. */
  tabCounts: readonly number[];
  /** sinfo: the current study info. */
  currentInfo: Info | null;
  /** The mission list (mission infos). */
  missions: readonly Mission[];
  /** StudyTutoArray. */
  tutorials: readonly Tutorial[];
}

export function initialStudyContentState<
  Info,
  Mission extends MissionAddress,
  Tutorial extends MissionAddress,
>(): StudyContentState<Info, Mission, Tutorial> {
  return {
    selection: defaultStudySelection,
    tabIndex: [0, 0, 0, 0],
    tabCounts: DEFAULT_TAB_COUNTS,
    currentInfo: null,
    missions: [],
    tutorials: [],
  };
}

/** R4.03: clearing empties the current study info and the mission list; everything else stays. */
export function clearStudyState<Info, Mission extends MissionAddress, Tutorial extends MissionAddress>(
  state: StudyContentState<Info, Mission, Tutorial>,
): StudyContentState<Info, Mission, Tutorial> {
  return { ...state, currentInfo: null, missions: [] };
}

/** R3.04: user_study_work as the wire has it. */
export interface UserStudyWork {
  sno: number;
  gno: number;
  jkno: number; // the mission being worked on
  stime: number; // start time, microseconds
}

/**
 * R3.04: the work entry of a group; a missing one is created with jkno 0 and stime 0 and appended.
 */
export function findOrCreateStudyWork(
  works: readonly UserStudyWork[],
  categoryId: number,
  groupId: number,
): { work: UserStudyWork; works: readonly UserStudyWork[] } {
  const found = works.find((w) => w.sno === categoryId && w.gno === groupId);
  if (found !== undefined) return { work: found, works };
  const work: UserStudyWork = { sno: categoryId, gno: groupId, jkno: 0, stime: 0 };
  return { work, works: [...works, work] };
}

/** R3.07: study_group_second2 as the wire has it. */
export interface StudyGroupSecond {
  sno: number;
  gno: number;
  second: number; // try-run length in seconds
  heart: number; // heart cost of a try run
}

/** R3.07, R9.03, R9.04: a group's try-run settings; a missing entry gives 600 s and 1 heart. */
export function studyGroupTrySettings(
  entries: readonly StudyGroupSecond[],
  categoryId: number,
  groupId: number,
): { durationSeconds: number; heartCost: number } {
  const found = entries.find((e) => e.sno === categoryId && e.gno === groupId);
  return found === undefined
    ? { durationSeconds: DEFAULT_GROUP_DURATION_SECONDS, heartCost: DEFAULT_GROUP_HEART_COST }
    : { durationSeconds: found.second, heartCost: found.heart };
}

/** R3.25: UserSingleGroupSecond2Vector entry as the wire has it. */
export interface UserSingleGroupSecond {
  sno: number;
  gno: number;
  heart: number;
}

/** R3.25, R9.06: a single group's heart cost; 1 when the group has no entry. */
export function singleGroupHeartCost(
  entries: readonly UserSingleGroupSecond[],
  categoryId: number,
  groupId: number,
): number {
  return (
    entries.find((e) => e.sno === categoryId && e.gno === groupId)?.heart ?? DEFAULT_SINGLE_GROUP_HEART_COST
  );
}
