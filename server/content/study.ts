// Study and ninth-dan content: the packs server/content/packs/study.json and dan9.json, read once at
// start. Every mission's problem is parsed with the domain's own parser (the same code the app uses), so
// a broken problem stops the start with its path instead of failing a player later. A missing pack file
// means no content yet: the lists are empty and every mission is "not found" (-2).
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { compileProblem, parseProblemJson, type CompiledProblem } from '../../src/domain/go';
import { dan9ProblemId, studyProblemId } from '../../src/domain/content/problemIds';
import { localizedText } from '../../src/protocol';
import type { StudyKind } from '../db/schema';
import type { ProblemKyus } from './levels';

const missionSchema = z.object({
  jkno: z.number().int().nonnegative(),
  title: localizedText,
  prompt: localizedText,
  hint: localizedText,
  problem: z.unknown(),
});

const groupSchema = z.object({
  gno: z.number().int().nonnegative(),
  title: localizedText,
  technique: z.string(),
  second: z.number().int().positive().default(600),
  heart: z.number().int().nonnegative().default(1),
  missions: z.array(missionSchema),
});

const studyPackSchema = z.object({
  name: z.literal('study'),
  version: z.string(),
  categories: z.array(
    z.object({ sno: z.number().int(), key: z.string(), title: localizedText, groups: z.array(groupSchema) }),
  ),
});

const dan9PackSchema = z.object({
  name: z.literal('dan9'),
  version: z.string(),
  steps: z.array(
    z.object({
      sno: z.number().int(),
      title: localizedText,
      second: z.number().int().positive().default(600),
      heart: z.number().int().nonnegative().default(1),
      missions: z.array(missionSchema),
      parts: z
        .array(
          z.object({
            gno: z.number().int().positive(),
            title: localizedText,
            missions: z.array(missionSchema),
          }),
        )
        .default([]),
    }),
  ),
});

export type LocalizedText = z.infer<typeof localizedText>;

export interface MissionContent {
  /** The problem's stable id ("study/ip-g01-m0", src/domain/content/problemIds.ts), for reports. */
  problemId: string;
  sno: number;
  gno: number;
  jkno: number;
  title: LocalizedText;
  prompt: LocalizedText;
  hint: LocalizedText;
  /** The problem as the pack has it (what /api/study/mission/info sends). */
  problemJson: unknown;
  problem: CompiledProblem;
  /** The problem's kyu estimate (levels.json), when measured. */
  kyu?: number;
}

export interface GroupContent {
  sno: number;
  gno: number;
  title: LocalizedText;
  technique: string;
  second: number;
  heart: number;
  missions: MissionContent[];
}

export interface CategoryContent {
  sno: number;
  key: string;
  title: LocalizedText;
  groups: GroupContent[];
}

export interface StudyContent {
  kind: StudyKind;
  version: string;
  categories: CategoryContent[];
  group(sno: number, gno: number): GroupContent | undefined;
  mission(sno: number, gno: number, jkno: number): MissionContent | undefined;
}

function readJson(file: string): unknown {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as unknown) : undefined;
}

function buildMission(
  file: string,
  where: string,
  sno: number,
  gno: number,
  m: z.infer<typeof missionSchema>,
  problemId: string,
  kyus: ProblemKyus,
): MissionContent {
  const parsed = parseProblemJson(m.problem);
  if (!parsed.ok)
    throw new Error(`${file}: ${where}.problem is invalid (${parsed.error.code} at ${parsed.error.at})`);
  return {
    problemId,
    sno,
    gno,
    jkno: m.jkno,
    title: m.title,
    prompt: m.prompt,
    hint: m.hint,
    problemJson: m.problem,
    problem: compileProblem(parsed.value),
    ...(kyus.has(problemId) ? { kyu: kyus.get(problemId) } : {}),
  };
}

function indexed(kind: StudyKind, version: string, categories: CategoryContent[]): StudyContent {
  const groups = new Map<string, GroupContent>();
  for (const c of categories) for (const g of c.groups) groups.set(`${c.sno}:${g.gno}`, g);
  return {
    kind,
    version,
    categories,
    group: (sno, gno) => groups.get(`${sno}:${gno}`),
    mission: (sno, gno, jkno) => groups.get(`${sno}:${gno}`)?.missions.find((m) => m.jkno === jkno),
  };
}

function parsed<T>(file: string, schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`${file} is invalid at ${issue?.path.join('.') ?? '?'}: ${issue?.message ?? ''}`);
  }
  return result.data;
}

/**
 * Leaves out the withdrawn missions (server/content/withdrawn.json): the rest of each group keeps its order
 * and is numbered 0, 1, 2 … again, as progress counts missions in order. Nothing else changes.
 */
function withoutWithdrawn(categories: CategoryContent[], withdrawn: ReadonlySet<string>): CategoryContent[] {
  if (withdrawn.size === 0) return categories;
  return categories.map((c) => ({
    ...c,
    groups: c.groups.map((g) => ({
      ...g,
      missions: g.missions
        .filter((m) => !withdrawn.has(m.problemId))
        .map((m, jkno) => (m.jkno === jkno ? m : { ...m, jkno })),
    })),
  }));
}

export function loadStudyContent(
  dir: string,
  withdrawn: ReadonlySet<string> = new Set(),
  kyus: ProblemKyus = new Map(),
): StudyContent {
  const file = path.join(dir, 'study.json');
  const raw = readJson(file);
  if (raw === undefined) return indexed('study', 'none', []);
  const pack = parsed(file, studyPackSchema, raw);
  const categories = pack.categories.map((c, ci) => ({
    sno: c.sno,
    key: c.key,
    title: c.title,
    groups: c.groups.map((g, gi) => ({
      sno: c.sno,
      gno: g.gno,
      title: g.title,
      technique: g.technique,
      second: g.second,
      heart: g.heart,
      missions: g.missions.map((m, mi) =>
        buildMission(
          file,
          `categories[${ci}].groups[${gi}].missions[${mi}]`,
          c.sno,
          g.gno,
          m,
          studyProblemId(c.key, g.gno, m.jkno),
          kyus,
        ),
      ),
    })),
  }));
  return indexed('study', pack.version, withoutWithdrawn(categories, withdrawn));
}

/**
 * The ninth-dan ladder as one category per step: its first part is group 0, its further parts (issue 14)
 * groups 1, 2, …, each with the step's try-run time and hearts.
 */
export function loadDan9Content(
  dir: string,
  withdrawn: ReadonlySet<string> = new Set(),
  kyus: ProblemKyus = new Map(),
): StudyContent {
  const file = path.join(dir, 'dan9.json');
  const raw = readJson(file);
  if (raw === undefined) return indexed('dan9', 'none', []);
  const pack = parsed(file, dan9PackSchema, raw);
  const categories = pack.steps.map((s, si) => ({
    sno: s.sno,
    key: `dan9-${s.sno}`,
    title: s.title,
    groups: [{ gno: 0, title: s.title, missions: s.missions, at: `steps[${si}]` }, ...partsOf(s, si)].map(
      (part) => ({
        sno: s.sno,
        gno: part.gno,
        title: part.title,
        technique: 'dan9',
        second: s.second,
        heart: s.heart,
        missions: part.missions.map((m, mi) =>
          buildMission(
            file,
            `${part.at}.missions[${mi}]`,
            s.sno,
            part.gno,
            m,
            dan9ProblemId(s.sno, m.jkno, part.gno),
            kyus,
          ),
        ),
      }),
    ),
  }));
  return indexed('dan9', pack.version, withoutWithdrawn(categories, withdrawn));
}

function partsOf(step: z.infer<typeof dan9PackSchema>['steps'][number], si: number) {
  return step.parts.map((p, pi) => ({ ...p, at: `steps[${si}].parts[${pi}]` }));
}

/** Tutorials by study key ("01-02-03", R5.12), served as they are in the pack. */
export function loadTutorials(dir: string): Map<string, unknown> {
  const raw = readJson(path.join(dir, 'tutorials.json')) as { tutorials?: { key?: unknown }[] } | undefined;
  const out = new Map<string, unknown>();
  for (const t of raw?.tutorials ?? []) if (typeof t.key === 'string') out.set(t.key, t);
  return out;
}
