// The lesson of the mission a lesson panel shows (study tutorials, single lessons): fetched with the spec's
// retry, again whenever the mission changes, the load for the mission left aborted (useLoadOnChange). The
// section passes its fetcher and its request (which endpoint, which session item records the answer).
import { sleep, useLoadOnChange } from '../common/useLoadOnChange';
import type { LessonFetchDeps } from './tutorialFetch';

interface LessonAddress {
  categoryId: number;
  groupId: number;
  missionIndex: number;
}

/** The fetched lesson, or null while it loads. */
export function useLessonFetch<Body, Result>(
  address: LessonAddress,
  fetchLesson: (address: LessonAddress, deps: LessonFetchDeps<Body>) => Promise<Result>,
  request: LessonFetchDeps<Body>['request'],
): Result | null {
  const { categoryId, groupId, missionIndex } = address;
  return useLoadOnChange(`${categoryId}/${groupId}/${missionIndex}`, (signal) =>
    fetchLesson({ categoryId, groupId, missionIndex }, { request, sleep, signal }),
  );
}
