// Fetching lessons with the spec's retry (R5.15, R5.16, DESIGN.md): the first request and up to two retries
// one second apart; errno -2 means "no lesson here" and is final. The decisions are the rules engine's
// (`decideTutorialFetch`); `fetchLessonData` only carries them out, for a study tutorial here and for each
// step of a single lesson (singleTutorial.ts).
import {
  decideTutorialFetch,
  makeStudyTutorialKey,
  type StudyTutorialAddress,
  type TutorialFetchOutcome,
} from '../../domain/rules/tutorials';
import type { ApiResult } from '../../io/api/result';
import { parseTutorialData, type TutorialData } from './missionData';

/** What asking for one lesson record ended with: its content, "not found" (-2), or the last failure. */
export type LessonDataFetch<T> =
  | { kind: 'ready'; value: T }
  | { kind: 'notFound' }
  | { kind: 'failed'; code: number; message: string | null };

/** How a lesson is asked for: the section's request (its endpoint), the pause between tries, the abort. */
export interface LessonFetchDeps<Body> {
  request: (body: Body) => Promise<ApiResult<{ data: string }>>;
  sleep: (ms: number) => Promise<void>;
  signal?: AbortSignal;
}

/** Asks for `body` until the rules say stop; `read` turns the answer's data into content, or null. */
export async function fetchLessonData<Body, T>(
  body: Body,
  read: (data: string) => T | null,
  deps: LessonFetchDeps<Body>,
): Promise<LessonDataFetch<T>> {
  for (let attempt = 1; ; attempt += 1) {
    const answer = await deps.request(body);
    if (answer.ok) {
      const value = read(answer.value.data);
      // Unreadable content will not get better by asking again.
      return value !== null ? { kind: 'ready', value } : { kind: 'failed', code: -4002, message: null };
    }
    const outcome: TutorialFetchOutcome = answer.unreachable
      ? { kind: 'network' }
      : { kind: 'error', errno: answer.code };
    const decision = decideTutorialFetch(attempt, outcome);
    const failed = { kind: 'failed', code: answer.code, message: answer.message } as const;
    if (decision.action === 'notFound') return { kind: 'notFound' };
    if (decision.action !== 'retry' || deps.signal?.aborted) return failed;
    await deps.sleep(decision.delayMs);
    if (deps.signal?.aborted) return failed;
  }
}

export type TutorialFetchResult =
  | { kind: 'ready'; tutorial: TutorialData }
  | { kind: 'notFound' }
  | { kind: 'failed'; code: number; message: string | null };

export type TutorialFetchDeps = LessonFetchDeps<{ sno: number; gno: number; jkno: number }>;

function readTutorial(data: string): TutorialData | null {
  const parsed = parseTutorialData(data);
  return parsed.ok ? parsed.value : null;
}

export async function fetchTutorial(
  address: StudyTutorialAddress,
  deps: TutorialFetchDeps,
): Promise<TutorialFetchResult> {
  if (!makeStudyTutorialKey(address).ok) return { kind: 'notFound' };
  const body = { sno: address.categoryId, gno: address.groupId, jkno: address.missionIndex };
  const fetched = await fetchLessonData(body, readTutorial, deps);
  return fetched.kind === 'ready' ? { kind: 'ready', tutorial: fetched.value } : fetched;
}
