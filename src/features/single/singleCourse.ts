// Reading the single-play outline (/api/single/course) and the user's progress (/api/single/group/info,
// /api/single/user/info) for the screens: which categories a mode shows (dice is its own section), which
// category and group the session's place means (the first one when none was chosen or it is gone), how
// far a group is (lastjkno: the missions before it are cleared, the one at it is open, R3.15), and what
// each mission's state is. Pure, so the choices are tested as tables.
import { MAX_STARS } from '../../domain/rules/singlePlay';
import { learningRank } from '../../domain/rules/singleTypes';
import type { ResponseOf, singleCourseEndpoint, singleUserInfoEndpoint } from '../../protocol';
import { DICE_CATEGORY, type SingleMode } from './singleMode';

export type SingleCourse = ResponseOf<typeof singleCourseEndpoint>;
export type CourseCategory = SingleCourse['categories'][number];
export type CourseGroup = CourseCategory['groups'][number];
export type GroupMissions = ResponseOf<typeof singleUserInfoEndpoint>;
export type MissionProgress = GroupMissions['UserSingleMissionInfo'][number];

/**
 * Single play lists every category but dice, in the order a student learns them (basics and puzzles
 * before battles, issue 22); the dice screens show the dice category only.
 */
export function modeCategories(course: SingleCourse, mode: SingleMode): CourseCategory[] {
  return course.categories
    .filter((c) => (mode === 'dice') === (c.sno === DICE_CATEGORY))
    .sort((a, b) => learningRank(a.sno) - learningRank(b.sno) || a.sno - b.sno);
}

/** The chosen category, else the first one; null when there is none. */
export function pickCategory(categories: readonly CourseCategory[], sno: number): CourseCategory | null {
  return categories.find((c) => c.sno === sno) ?? categories[0] ?? null;
}

/** The chosen group, else the first one; null when there is none. */
export function pickGroup(groups: readonly CourseGroup[], gno: number): CourseGroup | null {
  return groups.find((g) => g.gno === gno) ?? groups[0] ?? null;
}

export interface GroupProgress {
  lastjkno: number;
  starsum: number;
}

/** A group's progress from UserGroupSingleInfo; a group without an entry is at its start. */
export function groupProgressOf(
  infos: readonly { gno: number; lastjkno: number; starsum: number }[],
  gno: number,
): GroupProgress {
  const info = infos.find((i) => i.gno === gno);
  return { lastjkno: info?.lastjkno ?? 0, starsum: info?.starsum ?? 0 };
}

/** Missions cleared: those before lastjkno (lastjkno equals the count once all are cleared). */
export function clearedCount(progress: GroupProgress, missions: number): number {
  return Math.min(Math.max(0, progress.lastjkno), Math.max(0, missions));
}

/** The mission to play next: the open one, or the last one when all are cleared. */
export function openMissionIndex(progress: GroupProgress, missions: number): number {
  return Math.max(0, Math.min(progress.lastjkno, missions - 1));
}

export function maxStars(missions: number): number {
  return Math.max(0, missions) * MAX_STARS;
}

/** The mission index the screens show: the chosen one when the group has it, else the open one. */
export function shownMissionIndex(chosen: number, lastOpen: number, count: number): number {
  const open = openMissionIndex({ lastjkno: lastOpen, starsum: 0 }, count);
  if (chosen < 0) return open;
  return count > 0 && chosen >= count ? open : chosen;
}

/** The mission's progress in the user's info, or null when the server's list lacks it. */
export function missionProgress(missions: GroupMissions | null, index: number): MissionProgress | null {
  return missions?.UserSingleMissionInfo.find((m) => m.jkno === index) ?? null;
}
