// The study info lists (R3.03–R3.07) read as categories and groups for the screens: each group's current
// mission (R3.04), missions solved, best correct count, try settings (R3.07 defaults), and medal
// (R4.05–R4.07), each category's gold crowns (R4.08); with this tab's own not-yet-confirmed results laid
// over the server's.
import type { Medal, MedalThresholds } from '../../domain/rules/medal';
import { findOrCreateStudyWork, studyGroupTrySettings } from '../../domain/rules/studySession';
import type { KnownSlots } from '../../state/studySlots';
import { slotsKey } from '../../state/studySlots';
import { noteMission, type StudyNote } from '../../state/studyNotes';
import { crownCount, groupMedalOf } from './medals';
import type { StudyInfo } from './useStudyInfo';

export interface GroupOverview {
  categoryId: number;
  groupId: number;
  /** The mission to work on (user_study_work.jkno): where the group goes on, not a count (issue 14). */
  currentMission: number;
  /**
   * How many of the group's missions the student has solved (the path's "missions done"): the server's
   * solved missions (`user_study_solved`) and this tab's unconfirmed solves, each mission once. From an
   * answer without the list (an older server's, kept offline) the current mission, as before.
   */
  solvedCount: number;
  /** The best correct count of the group's try runs; null before the first. */
  bestCount: number | null;
  medal: Medal;
  durationSeconds: number;
  heartCost: number;
}

export interface CategoryOverview {
  categoryId: number;
  groupCount: number;
  groups: GroupOverview[];
  crowns: number;
}

/** The group numbers of a category: those the server lists, else 1..gcnt. */
function groupIdsOf(info: StudyInfo, categoryId: number, groupCount: number): number[] {
  const ids = new Set<number>();
  for (const w of info.user_study_work) if (w.sno === categoryId) ids.add(w.gno);
  for (const s of info.study_group_second2) if (s.sno === categoryId) ids.add(s.gno);
  for (const t of info.study_try2_info) if (t.sno === categoryId) ids.add(t.gno);
  if (ids.size === 0) for (let g = 1; g <= groupCount; g++) ids.add(g);
  return [...ids].sort((a, b) => a - b);
}

/**
 * The distinct missions of a group solved: the server's list with this tab's solves laid over it (a note's
 * mission is the one before its `nextMission`), so a solve the server already counted counts once. Without
 * the server's list, `fallback` (the group's current mission, what the path showed before the list).
 */
function solvedMissionCount(
  info: StudyInfo,
  categoryId: number,
  groupId: number,
  notes: readonly StudyNote[],
  fallback: number,
): number {
  if (info.user_study_solved === undefined) return fallback;
  const solved = new Set(
    info.user_study_solved.find((s) => s.sno === categoryId && s.gno === groupId)?.solved ?? [],
  );
  for (const note of notes) if (note.nextMission !== undefined) solved.add(note.nextMission - 1);
  return solved.size;
}

export function studyOverview(
  info: StudyInfo,
  knownSlots: KnownSlots,
  notes: readonly StudyNote[],
  thresholds: MedalThresholds,
): CategoryOverview[] {
  const studyNotes = notes.filter((n) => n.kind === 'study');
  return info.study_count_info2.map((category) => {
    const groups = groupIdsOf(info, category.sno, category.gcnt).map((groupId): GroupOverview => {
      const mine = studyNotes.filter((n) => n.categoryId === category.sno && n.groupId === groupId);
      const { work } = findOrCreateStudyWork(info.user_study_work, category.sno, groupId);
      const currentMission = Math.max(work.jkno, ...mine.map(noteMission));
      const solvedCount = solvedMissionCount(info, category.sno, groupId, mine, currentMission);
      const serverBest = info.study_try2_info.find((t) => t.sno === category.sno && t.gno === groupId)?.cno;
      const counts = [
        ...(serverBest === undefined ? [] : [serverBest]),
        ...mine.flatMap((n) => (n.correctCount === undefined ? [] : [n.correctCount])),
      ];
      const bestCount = counts.length > 0 ? Math.max(...counts) : null;
      const known = knownSlots.get(slotsKey('study', category.sno, groupId));
      const settings = studyGroupTrySettings(info.study_group_second2, category.sno, groupId);
      return {
        categoryId: category.sno,
        groupId,
        currentMission,
        solvedCount,
        bestCount,
        medal: groupMedalOf(category.sno, known, bestCount, thresholds),
        durationSeconds: settings.durationSeconds,
        heartCost: settings.heartCost,
      };
    });
    return {
      categoryId: category.sno,
      groupCount: category.gcnt,
      groups,
      crowns: crownCount(groups.map((g) => g.medal)),
    };
  });
}

/**
 * Decision (R3.02, R9.05): the four tab strips (tab counts 1, 2, 3, 1) page the groups of the categories
 * in order — the first category uses strip 0, the second strip 1, the third strip 2, every later one
 * strip 3 — and a strip's tab count splits its category's groups into that many pages.
 */
export function stripOfCategory(categoryPosition: number): number {
  return Math.min(Math.max(0, categoryPosition), 3);
}

/** The groups on each page of a strip with `tabCount` tabs, in order, none empty (at least one page). */
export function groupPages<T>(groups: readonly T[], tabCount: number): T[][] {
  const pages = Math.max(1, Math.min(Math.floor(tabCount), groups.length));
  const size = Math.ceil(groups.length / pages);
  return Array.from({ length: pages }, (_, i) => groups.slice(i * size, (i + 1) * size)).filter(
    (page, i) => page.length > 0 || i === 0,
  );
}

/**
 * The group the group screen's "go on" link opens: the chosen group when it belongs to the category on
 * screen (the chosen one, else the first, as the path shows it), else the first group without a gold medal,
 * else the first group; null when the category has no group. Without this the link opened group 0 of a
 * category the student had only tapped, a group that does not exist.
 */
export function groupToContinue(
  categories: readonly CategoryOverview[],
  selection: { categoryId: number; groupId: number },
): GroupOverview | null {
  const category = categories.find((c) => c.categoryId === selection.categoryId) ?? categories[0];
  if (!category) return null;
  const groups = category.groups;
  return (
    groups.find((g) => g.groupId === selection.groupId) ??
    groups.find((g) => g.medal !== 'gold') ??
    groups[0] ??
    null
  );
}
