// What the front gate shows of a student's place, read from the study info (R3.03–R3.06) with this tab's
// results the server has not confirmed yet laid over it (as the study path does, studyOverview.ts): the
// mission to continue (the group worked on last, at its current mission) and how many of the study groups
// have been started. Pure, so it is tested with tables.
import { noteMission, type StudyNote } from '../../state/studyNotes';
import type { StudyInfo } from '../../state/session/studyInfo';

export interface ContinuePoint {
  categoryId: number;
  groupId: number;
  /** The mission index to play (user_study_work.jkno, or further by this tab's answers). */
  missionIndex: number;
  /** False for a student who has not started any group: the first group's first mission. */
  started: boolean;
}

/**
 * The group worked on most recently, else the first category's first group. The server's latest is the
 * group with the latest stime (ties: the later group); the server lists every group, one never worked on
 * with stime 0 (R3.04), and such a group is not started and never the one to continue, so a new student
 * starts at the first lesson rather than the last group of the last category. This tab's latest practice
 * answer wins over the server's when it is later (the server records a result after it was played, so
 * once the server has it the two agree). The mission is the furthest the server and this tab's answers in
 * that group reached.
 */
export function continuePoint(
  info: StudyInfo | null | undefined,
  notes: readonly StudyNote[] = [],
): ContinuePoint | null {
  if (!info) return null;
  const mine = notes.filter((n) => n.kind === 'study');
  const serverLatest = info.user_study_work
    .filter((w) => w.stime > 0)
    .sort((a, b) => b.stime - a.stime || b.sno - a.sno || b.gno - a.gno)[0];
  let tabLatest: StudyNote | undefined;
  for (const note of mine)
    if (note.playedAt !== undefined && note.playedAt >= (tabLatest?.playedAt ?? -Infinity)) tabLatest = note;
  const latest =
    tabLatest?.playedAt !== undefined && (!serverLatest || tabLatest.playedAt * 1000 > serverLatest.stime)
      ? { sno: tabLatest.categoryId, gno: tabLatest.groupId }
      : serverLatest;
  if (latest) {
    const serverMission = info.user_study_work.find((w) => w.sno === latest.sno && w.gno === latest.gno);
    const tabMissions = mine.filter((n) => n.categoryId === latest.sno && n.groupId === latest.gno);
    return {
      categoryId: latest.sno,
      groupId: latest.gno,
      missionIndex: Math.max(0, serverMission?.jkno ?? 0, ...tabMissions.map(noteMission)),
      started: true,
    };
  }
  const first = info.study_count_info2.find((c) => c.gcnt > 0);
  if (!first) return null;
  return { categoryId: first.sno, groupId: firstGroupOf(info, first.sno), missionIndex: 0, started: false };
}

/** A category's first group as the study path has it: the lowest group number listed for it, else 1. */
function firstGroupOf(info: StudyInfo, categoryId: number): number {
  const listed = [...info.user_study_work, ...info.study_group_second2]
    .filter((g) => g.sno === categoryId)
    .map((g) => g.gno);
  return listed.length > 0 ? Math.min(...listed) : 1;
}

/**
 * Study groups started (a mission solved, worked on past the first mission, or tried) of all groups: the
 * study path's "groups in progress" over every category. A solve counts by itself: in a group served by
 * rating (issue 14) solving a mission can leave the current mission at 0. This tab's answers and try runs
 * count as the path counts them.
 */
export function studyProgress(
  info: StudyInfo | null | undefined,
  notes: readonly StudyNote[] = [],
): { done: number; total: number } | null {
  if (!info) return null;
  const total = info.study_count_info2.reduce((sum, c) => sum + Math.max(0, c.gcnt), 0);
  if (total === 0) return null;
  const started = new Set<string>();
  for (const w of info.user_study_work) if (w.jkno > 0) started.add(`${w.sno}:${w.gno}`);
  for (const s of info.user_study_solved ?? []) if (s.solved.length > 0) started.add(`${s.sno}:${s.gno}`);
  for (const t of info.study_try2_info) started.add(`${t.sno}:${t.gno}`);
  for (const n of notes)
    if (
      n.kind === 'study' &&
      (n.nextMission !== undefined || n.correctCount !== undefined || noteMission(n) > 0)
    )
      started.add(`${n.categoryId}:${n.groupId}`);
  return { done: Math.min(started.size, total), total };
}
