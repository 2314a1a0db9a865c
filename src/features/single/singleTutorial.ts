// A single mission's lesson (R5.13, R5.14): its steps are the fixed single keys "sno_gno_jkno_seq" of the
// mission, each fetched from /api/single/tuto/info with the spec's retry (R5.15, R5.16, DESIGN.md: the
// first request and up to two retries one second apart; errno -2 means that step does not exist and is not
// asked again; the loop is study's `fetchLessonData`). A step is text with an optional position to solve on
// the board.
import * as z from 'zod/mini';
import { compileProblem, type CompiledProblem } from '../../domain/go/problem';
import { parseProblemJson } from '../../domain/go/problemJson';
import { hasSingleTutorial, parseSingleTutorialKey, singleTutorialKeys } from '../../domain/rules/tutorials';
import { localizedText } from '../../protocol';
import type { LocalizedText } from '../study/missionData';
import { fetchLessonData, type LessonFetchDeps } from '../study/tutorialFetch';
import type { SinglePlace } from './singleMode';

export interface SingleTutorialStep {
  seq: number;
  title: LocalizedText | null;
  text: LocalizedText;
  /** A position to solve, or null for a step of text only. */
  problem: CompiledProblem | null;
}

/** The steps the fixed list gives a mission, in order (none for most missions). */
export function singleTutorialSeqs(address: SinglePlace): number[] {
  return singleTutorialKeys
    .map((key) => parseSingleTutorialKey(key))
    .flatMap((parsed) => (parsed.ok ? [parsed.value] : []))
    .filter(
      (k) =>
        k.categoryId === address.categoryId &&
        k.groupId === address.groupId &&
        k.missionIndex === address.missionIndex &&
        hasSingleTutorial(k),
    )
    .map((k) => k.seq)
    .sort((a, b) => a - b);
}

const stepSchema = z.object({
  key: z.string(),
  title: z.optional(localizedText),
  text: localizedText,
  problem: z.optional(z.unknown()),
});

/** A step as the server sends it (a JSON string); null when it cannot be read. */
export function parseSingleTutorialStep(seq: number, data: string): SingleTutorialStep | null {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const checked = stepSchema.safeParse(json);
  if (!checked.success) return null;
  let problem: CompiledProblem | null = null;
  if (checked.data.problem !== undefined) {
    const parsed = parseProblemJson(checked.data.problem);
    if (!parsed.ok) return null;
    problem = compileProblem(parsed.value);
  }
  return { seq, title: checked.data.title ?? null, text: checked.data.text, problem };
}

export type SingleTutorialResult =
  | { kind: 'ready'; steps: SingleTutorialStep[] }
  | { kind: 'none' }
  | { kind: 'failed'; code: number; message: string | null };

export type SingleTutorialDeps = LessonFetchDeps<{ sno: number; gno: number; jkno: number; seq: number }>;

function fetchStep(address: SinglePlace, seq: number, deps: SingleTutorialDeps) {
  const body = { sno: address.categoryId, gno: address.groupId, jkno: address.missionIndex, seq };
  return fetchLessonData(body, (data) => parseSingleTutorialStep(seq, data), deps);
}

/** Every step of the mission's lesson; 'none' when the mission has no step the server knows. */
export async function fetchSingleTutorial(
  address: SinglePlace,
  deps: SingleTutorialDeps,
): Promise<SingleTutorialResult> {
  const steps: SingleTutorialStep[] = [];
  for (const seq of singleTutorialSeqs(address)) {
    const fetched = await fetchStep(address, seq, deps);
    if (fetched.kind === 'failed') return fetched;
    if (fetched.kind === 'ready') steps.push(fetched.value);
  }
  return steps.length > 0 ? { kind: 'ready', steps } : { kind: 'none' };
}
