// Fetching a study tutorial with the spec's retry (R5.15, R5.16, DESIGN.md): the first request and up to
// two retries one second apart; errno -2 means "no tutorial here" and is final. The decisions are the
// rules engine's (`decideTutorialFetch`); this loop only carries them out.
import {
  decideTutorialFetch,
  makeStudyTutorialKey,
  type StudyTutorialAddress,
  type TutorialFetchOutcome,
} from '../../domain/rules/tutorials';
import type { ApiResult } from '../../io/api/result';
import { parseTutorialData, type TutorialData } from './missionData';

export type TutorialFetchResult =
  | { kind: 'ready'; tutorial: TutorialData }
  | { kind: 'notFound' }
  | { kind: 'failed'; code: number; message: string | null };

export interface TutorialFetchDeps {
  request: (body: { sno: number; gno: number; jkno: number }) => Promise<ApiResult<{ data: string }>>;
  sleep: (ms: number) => Promise<void>;
  signal?: AbortSignal;
}

export async function fetchTutorial(
  address: StudyTutorialAddress,
  deps: TutorialFetchDeps,
): Promise<TutorialFetchResult> {
  if (!makeStudyTutorialKey(address).ok) return { kind: 'notFound' };
  const body = { sno: address.categoryId, gno: address.groupId, jkno: address.missionIndex };
  for (let attempt = 1; ; attempt += 1) {
    const answer = await deps.request(body);
    if (answer.ok) {
      const parsed = parseTutorialData(answer.value.data);
      if (parsed.ok) return { kind: 'ready', tutorial: parsed.value };
      // Unreadable content will not get better by asking again.
      return { kind: 'failed', code: -4002, message: null };
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
