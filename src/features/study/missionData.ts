// Mission and tutorial data as the server sends them (`data`, a JSON string): checked at the edge, the
// problem parsed with the domain's own parser and compiled once, texts picked in the UI locale. A
// parsed mission is cached by its text, so screens that meet the same mission again do not redo the work.
import * as z from 'zod/mini';
import { compileProblem, type CompiledProblem } from '../../domain/go/problem';
import { parseProblemJson } from '../../domain/go/problemJson';
import { localizedText } from '../../protocol';

export type LocalizedText = z.infer<typeof localizedText>;

export interface MissionData {
  categoryId: number; // sno
  groupId: number; // gno
  missionIndex: number; // jkno
  title: LocalizedText;
  prompt: LocalizedText;
  hint: LocalizedText;
  problem: CompiledProblem;
  /** The problem's stable id ("study/ip-g01-m0"), for reports (issue 14); absent from older servers. */
  problemId?: string;
  /** The problem's kyu estimate (issue 14, docs/content.md "Levels"); absent when not measured. */
  kyu?: number;
}

export interface TutorialStep {
  text: LocalizedText;
  problem: CompiledProblem;
}

export interface TutorialData {
  key: string;
  title: LocalizedText | null;
  steps: TutorialStep[];
}

export type DataError = 'bad_json' | 'bad_shape' | 'bad_problem';
export type Parsed<T> = { ok: true; value: T } | { ok: false; error: DataError };

const missionSchema = z.object({
  sno: z.int(),
  gno: z.int(),
  jkno: z.int(),
  title: localizedText,
  prompt: localizedText,
  hint: localizedText,
  problem: z.unknown(),
  problemId: z.optional(z.string()),
  // Shown only when it is a rank the app can name (1–30 kyu); anything else is dropped, never a failed load.
  kyu: z.optional(z.unknown()),
});

const tutorialSchema = z.object({
  key: z.string(),
  title: z.optional(localizedText),
  steps: z.array(z.object({ text: localizedText, problem: z.unknown() })).check(z.minLength(1)),
});

function readJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function compiled(value: unknown): CompiledProblem | null {
  const parsed = parseProblemJson(value);
  return parsed.ok ? compileProblem(parsed.value) : null;
}

const missionCache = new Map<string, Parsed<MissionData>>();

export function parseMissionData(text: string): Parsed<MissionData> {
  const cached = missionCache.get(text);
  if (cached) return cached;
  const result = ((): Parsed<MissionData> => {
    const json = readJson(text);
    if (!json.ok) return { ok: false, error: 'bad_json' };
    const checked = missionSchema.safeParse(json.value);
    if (!checked.success) return { ok: false, error: 'bad_shape' };
    const problem = compiled(checked.data.problem);
    if (!problem) return { ok: false, error: 'bad_problem' };
    const { sno, gno, jkno, title, prompt, hint, problemId, kyu } = checked.data;
    return {
      ok: true,
      value: {
        categoryId: sno,
        groupId: gno,
        missionIndex: jkno,
        title,
        prompt,
        hint,
        problem,
        ...(problemId === undefined ? {} : { problemId }),
        ...(typeof kyu === 'number' && Number.isInteger(kyu) && kyu >= 1 && kyu <= 30 ? { kyu } : {}),
      },
    };
  })();
  if (missionCache.size > 500) missionCache.clear();
  missionCache.set(text, result);
  return result;
}

export function parseTutorialData(text: string): Parsed<TutorialData> {
  const json = readJson(text);
  if (!json.ok) return { ok: false, error: 'bad_json' };
  const checked = tutorialSchema.safeParse(json.value);
  if (!checked.success) return { ok: false, error: 'bad_shape' };
  const steps: TutorialStep[] = [];
  for (const step of checked.data.steps) {
    const problem = compiled(step.problem);
    if (!problem) return { ok: false, error: 'bad_problem' };
    steps.push({ text: step.text, problem });
  }
  return { ok: true, value: { key: checked.data.key, title: checked.data.title ?? null, steps } };
}

/** The text in the UI locale; English when the locale is not one of the three. */
export function localized(text: LocalizedText, locale: string): string {
  return (text as Record<string, string>)[locale] ?? text['en-US'];
}
