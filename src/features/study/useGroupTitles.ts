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
export function useGroupOutline(
  kind: StudyKind,
): (categoryId: number, groupId: number) => GroupOutline | null {
  const locale = useLocale();
  const data = useEndpointData(studyCourseEndpoint, { ...useUserBody(), kind });
  const categories = data.value?.categories ?? [];
  return (categoryId, groupId) => {
    const group = categories.find((c) => c.sno === categoryId)?.groups.find((g) => g.gno === groupId);
    return group
      ? {
          title: localized(group.title, locale),
          missions: group.missions,
          ...(group.kyu === undefined ? {} : { kyu: group.kyu }),
        }
      : null;
  };
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

/**
 * Whether the outline has answered (or failed): screens that name groups wait for it, so a "Group 1"
 * never shows first and turns into the group's title a moment later.
 */
export function useOutlineSettled(kind: StudyKind): boolean {
  return useEndpointData(studyCourseEndpoint, { ...useUserBody(), kind }).status !== 'loading';
}

export function useGroupTitles(kind: StudyKind): GroupTitle {
  const outline = useGroupOutline(kind);
  return (categoryId, groupId) => outline(categoryId, groupId)?.title ?? null;
}
