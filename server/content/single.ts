// Single-play content: the pack server/content/packs/single.json, read once at start. Categories are the
// single types of R9.14 (sno = type), each with groups of missions: problems (basic, posuk, puzzle, dice)
// parsed and compiled with the domain's own parser, and capture or full games against the AI whose setup
// is read with the same code the result replay uses. Missions carry their videos (R7.27); the pack holds
// the 14 single tutorials (R5.13). A broken pack stops the start with its path; a missing one means no
// single content (every mission answers -2).
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { compileProblem, parseProblemJson, type CompiledProblem, type Position } from '../../src/domain/go';
import { readLesson } from '../../src/domain/content/lesson';
import { singleProblemId } from '../../src/domain/content/problemIds';
import { checkDiceTable, type DiceRow } from '../../src/domain/rules/dice';
import { singleKindsOf } from '../../src/domain/rules/singlePlay';
import { isSingleType, singleTypeName } from '../../src/domain/rules/singleTypes';
import { localizedText, type SingleGame, type SingleMission } from '../../src/protocol';
import { startPosition } from '../single/setup';

const videoSchema = z.object({
  VideoCode: z.string().min(1).max(64),
  StartPos: z.number().int().nonnegative(),
  EndPos: z.number().int().nonnegative(),
});

const gameSchema = z.object({
  size: z.number().int().min(5).max(19),
  board: z.array(z.string()).optional(),
  toMove: z.enum(['B', 'W']),
  player: z.enum(['B', 'W']),
  level: z.number().int().min(1).max(10),
  komi: z.number().default(0),
  captureTarget: z.number().int().positive().optional(),
});

const missionSchema = z.object({
  jkno: z.number().int().nonnegative(),
  kind: z.enum(['problem', 'capture', 'game']),
  title: localizedText,
  prompt: localizedText,
  hint: localizedText,
  problem: z.unknown().optional(),
  game: gameSchema.optional(),
  videos: z.array(videoSchema).default([]),
});

/** A row of a dice group's table (src/domain/rules/dice.ts `DiceRow`). */
const diceRowSchema = z.object({
  from: z.number().int().min(1).max(12),
  size: z.union([z.literal(5), z.literal(7), z.literal(9)]).optional(),
  captureTarget: z.number().int().positive().optional(),
  level: z.number().int().min(1).max(10).optional(),
  handicap: z.number().int().min(0).max(4).optional(),
  seconds: z.number().int().min(10).max(3600).optional(),
});

const groupSchema = z.object({
  gno: z.number().int().nonnegative(),
  title: localizedText,
  /** R9.06: hearts per challenge, 1 when absent (dice groups cost one die instead). */
  heart: z.number().int().nonnegative().default(1),
  /** Dice groups (type 6): what a roll's total decides, rows ascending from 1. */
  dice: z.array(diceRowSchema).optional(),
  missions: z.array(missionSchema),
});

export const singlePackSchema = z.object({
  name: z.literal('single'),
  version: z.string(),
  /** The external video site (R7.59): {VideoCode}, {StartPos} and {EndPos} are filled in. */
  videoUrlTemplate: z.string().includes('{VideoCode}'),
  categories: z.array(
    z.object({ sno: z.number().int(), key: z.string(), title: localizedText, groups: z.array(groupSchema) }),
  ),
  tutorials: z.array(
    z.object({ key: z.string(), title: localizedText, text: localizedText, problem: z.unknown().optional() }),
  ),
});

export type SinglePackJson = z.input<typeof singlePackSchema>;

/** lessons.json (tools/content/lessons.ts): the in-app video lesson of each single group (issue 17). */
export const lessonsPackSchema = z.object({
  name: z.literal('lessons'),
  version: z.string(),
  lessons: z.array(
    z.object({
      sno: z.number().int(),
      gno: z.number().int(),
      title: localizedText,
      sgf: z.string().min(1).max(20000),
    }),
  ),
});
type GroupLesson = NonNullable<SingleMission['lesson']>;
type Video = z.infer<typeof videoSchema>;

export interface SingleMissionContent {
  /** What /api/single/mission/info answers (the problem as the pack has it). */
  wire: SingleMission;
  videos: Video[];
  /** kind 'problem'. */
  problem?: CompiledProblem;
  /** kind 'capture' and 'game': the setup position with the side to move. */
  start?: Position;
  game?: SingleGame;
}

export interface SingleGroupContent {
  sno: number;
  gno: number;
  title: z.infer<typeof localizedText>;
  heart: number;
  /** Dice groups: the table a roll's total reads (empty elsewhere). */
  dice: DiceRow[];
  missions: SingleMissionContent[];
}

export interface SingleCategoryContent {
  sno: number;
  key: string;
  title: z.infer<typeof localizedText>;
  groups: SingleGroupContent[];
}

export interface SingleContent {
  version: string;
  videoUrlTemplate: string;
  categories: SingleCategoryContent[];
  group(sno: number, gno: number): SingleGroupContent | undefined;
  mission(sno: number, gno: number, jkno: number): SingleMissionContent | undefined;
  /** Tutorial steps by single key ("1_1_0_1"), as the pack has them. */
  tutorials: Map<string, unknown>;
}

/** The dice category (single type 6, R9.14). */
const DICE_CATEGORY = 6;

function withoutUndefined(row: z.infer<typeof diceRowSchema>): DiceRow {
  const { from, size, captureTarget, level, handicap, seconds } = row;
  return {
    from,
    ...(size !== undefined ? { size } : {}),
    ...(captureTarget !== undefined ? { captureTarget } : {}),
    ...(level !== undefined ? { level } : {}),
    ...(handicap !== undefined ? { handicap } : {}),
    ...(seconds !== undefined ? { seconds } : {}),
  };
}

function fail(file: string, where: string, why: string): never {
  throw new Error(`${file} is invalid at ${where}: ${why}`);
}

function buildMission(
  file: string,
  where: string,
  sno: number,
  gno: number,
  m: z.infer<typeof missionSchema>,
  lesson: GroupLesson | undefined,
): SingleMissionContent {
  if (!singleKindsOf(sno).includes(m.kind))
    fail(file, `${where}.kind`, `${m.kind} is not a kind of type ${sno}`);
  const wire: SingleMission = {
    sno,
    gno,
    jkno: m.jkno,
    kind: m.kind,
    title: m.title,
    prompt: m.prompt,
    hint: m.hint,
    videos: m.videos.length,
    ...(lesson ? { lesson } : {}),
  };
  for (const [i, v] of m.videos.entries())
    if (v.EndPos < v.StartPos) fail(file, `${where}.videos[${i}]`, 'EndPos before StartPos');
  if (m.kind === 'problem') {
    const parsed = parseProblemJson(m.problem);
    if (!parsed.ok) fail(file, `${where}.problem.${parsed.error.at}`, parsed.error.code);
    return {
      wire: {
        ...wire,
        problem: m.problem,
        problemId: singleProblemId(isSingleType(sno) ? singleTypeName(sno) : String(sno), gno, m.jkno),
      },
      videos: m.videos,
      problem: compileProblem(parsed.value),
    };
  }
  if (m.game === undefined) return fail(file, `${where}.game`, 'missing');
  const start = startPosition(m.game, m.kind);
  if (!start.ok) fail(file, `${where}.game`, start.error);
  return { wire: { ...wire, game: m.game }, videos: m.videos, start: start.position, game: m.game };
}

function ordered(file: string, where: string, ids: readonly number[]): void {
  const seen = new Set<number>();
  for (const [i, id] of ids.entries()) {
    if (seen.has(id)) fail(file, `${where}[${i}]`, `duplicate id ${id}`);
    seen.add(id);
  }
}

export function emptySingleContent(): SingleContent {
  return indexed('none', '', [], new Map());
}

function indexed(
  version: string,
  videoUrlTemplate: string,
  categories: SingleCategoryContent[],
  tutorials: Map<string, unknown>,
): SingleContent {
  const groups = new Map<string, SingleGroupContent>();
  for (const c of categories) for (const g of c.groups) groups.set(`${c.sno}:${g.gno}`, g);
  return {
    version,
    videoUrlTemplate,
    categories,
    tutorials,
    group: (sno, gno) => groups.get(`${sno}:${gno}`),
    mission: (sno, gno, jkno) => groups.get(`${sno}:${gno}`)?.missions.find((m) => m.wire.jkno === jkno),
  };
}

/** Checks and indexes a parsed pack; throws naming the file and the path at fault. */
export function buildSingleContent(
  file: string,
  raw: unknown,
  rawLessons?: unknown,
  withdrawn: ReadonlySet<string> = new Set(),
): SingleContent {
  const result = singlePackSchema.safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0];
    fail(file, issue?.path.join('.') ?? '?', issue?.message ?? '');
  }
  const pack = result.data;
  const lessons = groupLessons(rawLessons);
  ordered(
    file,
    'categories',
    pack.categories.map((c) => c.sno),
  );
  const categories = pack.categories.map((c, ci) => {
    const where = `categories[${ci}]`;
    if (!isSingleType(c.sno)) fail(file, `${where}.sno`, `${c.sno} is not a single type`);
    if (c.key !== singleTypeName(c.sno)) fail(file, `${where}.key`, `expected ${singleTypeName(c.sno)}`);
    ordered(
      file,
      `${where}.groups`,
      c.groups.map((g) => g.gno),
    );
    return {
      sno: c.sno,
      key: c.key,
      title: c.title,
      groups: c.groups.map((g, gi) => {
        // lastjkno counts cleared missions, so a group's missions are 0, 1, 2 … in order.
        g.missions.forEach((m, mi) => {
          if (m.jkno !== mi) fail(file, `${where}.groups[${gi}].missions[${mi}].jkno`, `expected ${mi}`);
        });
        const dice = (g.dice ?? []).map(withoutUndefined);
        if (c.sno === DICE_CATEGORY) {
          const checked = checkDiceTable(dice);
          if (!checked.ok) fail(file, `${where}.groups[${gi}].dice`, checked.error);
        } else if (dice.length > 0) fail(file, `${where}.groups[${gi}].dice`, 'only dice groups roll');
        return {
          sno: c.sno,
          gno: g.gno,
          title: g.title,
          heart: g.heart,
          dice,
          missions: g.missions
            .map((m, mi) =>
              buildMission(
                file,
                `${where}.groups[${gi}].missions[${mi}]`,
                c.sno,
                g.gno,
                m,
                lessons.get(`${c.sno}:${g.gno}`),
              ),
            )
            // Withdrawn problems (server/content/withdrawn.json) are left out; the rest are numbered again,
            // as lastjkno counts missions in order.
            .filter((m) => m.wire.problemId === undefined || !withdrawn.has(m.wire.problemId))
            .map((m, jkno) => (m.wire.jkno === jkno ? m : { ...m, wire: { ...m.wire, jkno } })),
        };
      }),
    };
  });
  const tutorials = new Map<string, unknown>();
  for (const [i, t] of pack.tutorials.entries()) {
    if (tutorials.has(t.key)) fail(file, `tutorials[${i}].key`, `duplicate ${t.key}`);
    if (t.problem !== undefined) {
      const parsed = parseProblemJson(t.problem);
      if (!parsed.ok) fail(file, `tutorials[${i}].problem.${parsed.error.at}`, parsed.error.code);
    }
    tutorials.set(t.key, t);
  }
  return indexed(pack.version, pack.videoUrlTemplate, categories, tutorials);
}

/** The lessons by group ("sno:gno"), each replayed once to be sure it plays; throws at a broken one. */
function groupLessons(raw: unknown): Map<string, GroupLesson> {
  const out = new Map<string, GroupLesson>();
  if (raw === undefined) return out;
  const file = 'lessons.json';
  const result = lessonsPackSchema.safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0];
    fail(file, issue?.path.join('.') ?? '?', issue?.message ?? '');
  }
  for (const [i, l] of result.data.lessons.entries()) {
    const read = readLesson(l.sgf);
    if (!read.ok) fail(file, `lessons[${i}].sgf`, `${read.error.code} at node ${read.error.node}`);
    out.set(`${l.sno}:${l.gno}`, { title: l.title, sgf: l.sgf });
  }
  return out;
}

export function loadSingleContent(dir: string, withdrawn: ReadonlySet<string> = new Set()): SingleContent {
  const file = path.join(dir, 'single.json');
  if (!fs.existsSync(file)) return emptySingleContent();
  const lessonsFile = path.join(dir, 'lessons.json');
  const lessons = fs.existsSync(lessonsFile)
    ? (JSON.parse(fs.readFileSync(lessonsFile, 'utf8')) as unknown)
    : undefined;
  return buildSingleContent(file, JSON.parse(fs.readFileSync(file, 'utf8')) as unknown, lessons, withdrawn);
}

/** The address of a video on the external site (R7.59). */
export function videoUrl(template: string, video: Video): string {
  return template
    .replaceAll('{VideoCode}', encodeURIComponent(video.VideoCode))
    .replaceAll('{StartPos}', String(video.StartPos))
    .replaceAll('{EndPos}', String(video.EndPos));
}
