// Group titles and mission counts from the course outline (/api/study/course), in the player's language.
// The outline is kept per user like every screen's data, so titles show offline after one visit; without
// it the screens fall back to "Group N" and show no mission count.
import { studyCourseEndpoint } from '../../protocol';
import { useUserBody } from '../common/useBundle';
import { useEndpointData } from '../common/useEndpointData';
import { localized } from './missionData';
import { useLocale } from './useLocale';

type StudyKind = 'study' | 'dan9';

export type GroupTitle = (categoryId: number, groupId: number) => string | null;

export interface GroupOutline {
  title: string;
  missions: number;
  /** The median kyu estimate of the group's problems (issue 14), when the server measured them. */
  kyu?: number;
}

/** A group's title and mission count from the outline; null before it loads or for a group it lacks. */
export type GroupOutlineOf = (categoryId: number, groupId: number) => GroupOutline | null;

/**
 * The course outline, asked once: each group's outline, and whether the answer is in (or failed). A screen
 * that names groups waits for `settled` and hands `outlineOf` to what it shows, so nothing below it asks
 * again and shows "Group 1" until its own answer comes.
 */
export function useCourseOutline(kind: StudyKind): { settled: boolean; outlineOf: GroupOutlineOf } {
  const locale = useLocale();
  const data = useEndpointData(studyCourseEndpoint, { ...useUserBody(), kind });
  const categories = data.value?.categories ?? [];
  return {
    settled: data.status !== 'loading',
    outlineOf: (categoryId, groupId) => {
      const group = categories.find((c) => c.sno === categoryId)?.groups.find((g) => g.gno === groupId);
      return group
        ? {
            title: localized(group.title, locale),
            missions: group.missions,
            ...(group.kyu === undefined ? {} : { kyu: group.kyu }),
          }
        : null;
    },
  };
}

/** `useCourseOutline`'s lookup alone, for screens that show a group's outline where it has one. */
export function useGroupOutline(kind: StudyKind): GroupOutlineOf {
  return useCourseOutline(kind).outlineOf;
}

/** A category's (or ninth-dan step's) median kyu estimate from the outline; null when not known. */
export function useCategoryKyu(kind: StudyKind): (categoryId: number) => number | null {
  const data = useEndpointData(studyCourseEndpoint, { ...useUserBody(), kind });
  const categories = data.value?.categories ?? [];
  return (categoryId) => categories.find((c) => c.sno === categoryId)?.kyu ?? null;
}

/**
 * The group numbers of each category in the outline (a ninth-dan step's parts: 0, 1, 2); null before the
 * outline loads or for a category it lacks.
 */
export function useCategoryGroups(kind: StudyKind): (categoryId: number) => readonly number[] | null {
  const data = useEndpointData(studyCourseEndpoint, { ...useUserBody(), kind });
  const categories = data.value?.categories ?? [];
  return (categoryId) => categories.find((c) => c.sno === categoryId)?.groups.map((g) => g.gno) ?? null;
}

export function useGroupTitles(kind: StudyKind): GroupTitle {
  const outline = useGroupOutline(kind);
  return (categoryId, groupId) => outline(categoryId, groupId)?.title ?? null;
}
