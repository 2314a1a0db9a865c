// The in-app video lessons of single play (issue 17): one per group, built from the single pack so it needs
// no solver (`npm run content:lessons` takes a second, unlike content:generate). A problem group's lesson
// is a worked example: its first mission mirrored, the right line replayed move by move with the group's
// prompt and hint as captions. A capture-game group's lesson shows atari and a capture in the corner of its
// board, a full-game group's the corners-sides-centre opening and komi. `checkLessonsPack` is what
// content:check runs: every group has a lesson, every lesson replays legally with captions in three languages.
import type { SinglePackJson } from '../../server/content/single';
import { readLesson, makeLessonSgf, type LessonStepSource } from '../../src/domain/content/lesson';
import { transformRows, transformVertex } from '../../src/domain/content/symmetry';
import { localized, missingLocales, type LocalizedText } from '../../src/domain/content/text';
import {
  fromAscii,
  isBoardSize,
  makeSgfPoint,
  parseProblemJson,
  parseVertex,
  PASS,
  play,
  withToMove,
  BLACK,
  WHITE,
  type BoardSize,
  type Position,
  type ProblemBranchJson,
  type ProblemJson,
  type Vertex,
} from '../../src/domain/go';
import { lessonTexts } from './lessonTexts';

export interface LessonEntry {
  sno: number;
  gno: number;
  title: LocalizedText;
  sgf: string;
}

export interface LessonsPack {
  name: 'lessons';
  version: string;
  lessons: LessonEntry[];
}

type PackMission = SinglePackJson['categories'][number]['groups'][number]['missions'][number];

/** The worked example is the first mission mirrored left to right, so it is not the mission as played. */
const MIRROR = 1;

function fill(text: LocalizedText, values: Record<string, string | number>): LocalizedText {
  return localized((l) => text[l].replace(/\{(\w+)\}/g, (all, key: string) => String(values[key] ?? all)));
}

/** Two sentences as one caption (a full stop added where the first has none). */
function join(a: LocalizedText, b: LocalizedText): LocalizedText {
  return localized((l) => {
    const first = /[.!?。！？]$/.test(a[l].trim())
      ? a[l].trim()
      : `${a[l].trim()}${l === 'zh-CN' ? '。' : '.'}`;
    return l === 'zh-CN' ? `${first}${b[l]}` : `${first} ${b[l]}`;
  });
}

/** The first line that ends right, followed through its first continuations (the main line). */
function mainLine(tree: readonly ProblemBranchJson[]): string[] {
  const rightIn = (b: ProblemBranchJson): boolean =>
    b.result === 'right' || (b.then ?? []).some((c) => rightIn(c));
  const out: string[] = [];
  let branches = tree;
  for (;;) {
    const branch = branches.find(rightIn);
    if (!branch) return out;
    out.push(...branch.line.split(/\s+/).filter((m) => m !== ''));
    if (branch.result === 'right' || !branch.then) return out;
    branches = branch.then;
  }
}

function problemLesson(mission: PackMission): string {
  const read = parseProblemJson(mission.problem);
  if (!read.ok) throw new Error(`bad problem at ${read.error.at}`);
  const problem = mission.problem as ProblemJson;
  const rows = transformRows(problem.board, MIRROR);
  const size = rows.length as BoardSize;
  const turned = (gtp: string): Vertex => {
    const v = parseVertex(size, gtp);
    if (!v.ok) throw new Error(`bad vertex ${gtp}`);
    return transformVertex(size, v.value, MIRROR);
  };
  const sgfPoint = (v: Vertex) => makeSgfPoint(size, v);
  const black: string[] = [];
  const white: string[] = [];
  rows.forEach((row, y) =>
    [...row].forEach((c, x) => {
      if (c === 'X') black.push(sgfPoint(y * size + x));
      if (c === 'O') white.push(sgfPoint(y * size + x));
    }),
  );
  const targets =
    'targets' in problem.goal ? problem.goal.targets.map((t) => sgfPoint(turned(t))) : ([] as string[]);
  const parsed = fromAscii(rows.join('\n'));
  if (!parsed.ok) throw new Error('bad board');
  let position: Position = withToMove(parsed.value, problem.toMove === 'B' ? BLACK : WHITE);
  const steps: LessonStepSource[] = [
    {
      marks: { TR: targets },
      caption: join(lessonTexts.watchFirst, mission.prompt),
    },
  ];
  let color: 'B' | 'W' = problem.toMove;
  for (const [i, gtp] of mainLine(problem.tree).entries()) {
    const vertex = gtp.toLowerCase() === 'pass' ? PASS : turned(gtp);
    const played = play(position, vertex);
    if (!played.ok) throw new Error(`illegal ${gtp}`);
    position = played.position;
    const pass = vertex === PASS;
    let caption = pass
      ? color === 'B'
        ? lessonTexts.blackPasses
        : lessonTexts.whitePasses
      : color === 'B'
        ? lessonTexts.blackPlays
        : lessonTexts.whitePlays;
    if (i === 0) caption = join(caption, mission.hint);
    if (played.captured.length > 0)
      caption = join(caption, fill(lessonTexts.captured, { count: played.captured.length }));
    steps.push({
      move: { color, point: pass ? '' : sgfPoint(vertex) },
      marks: { TR: pass ? [] : [sgfPoint(vertex)], MA: played.captured.map(sgfPoint) },
      caption,
    });
    color = color === 'B' ? 'W' : 'B';
  }
  steps.push({ caption: lessonTexts.answerDone });
  return makeLessonSgf({ size, black, white, toMove: problem.toMove, steps });
}

function captureLesson(size: number, target: number): string {
  if (!isBoardSize(size)) throw new Error(`bad size ${size}`);
  // Points from the top right corner: x counts from the right edge.
  const p = (fromRight: number, y: number) => makeSgfPoint(size, y * size + (size - 1 - fromRight));
  const steps: LessonStepSource[] = [
    { marks: { CR: [p(1, 0), p(2, 1)] }, caption: fill(lessonTexts.captureStart, { count: target }) },
    {
      move: { color: 'B', point: p(2, 1) },
      marks: { TR: [p(2, 1)], CR: [p(1, 0)] },
      caption: lessonTexts.captureAtari,
    },
    {
      move: { color: 'W', point: p(1, 0) },
      marks: { TR: [p(1, 0)], CR: [p(0, 0), p(1, 1)] },
      caption: lessonTexts.captureRun,
    },
    {
      move: { color: 'B', point: p(1, 1) },
      marks: { TR: [p(1, 1)], CR: [p(0, 0)] },
      caption: lessonTexts.captureBlock,
    },
    {
      move: { color: 'W', point: p(0, 0) },
      marks: { TR: [p(0, 0)], CR: [p(0, 1)] },
      caption: lessonTexts.captureCorner,
    },
    {
      move: { color: 'B', point: p(0, 1) },
      marks: { TR: [p(0, 1)], MA: [p(2, 0), p(1, 0), p(0, 0)] },
      caption: lessonTexts.captureTake,
    },
  ];
  return makeLessonSgf({ size, black: [p(3, 0)], white: [p(2, 0)], toMove: 'B', steps });
}

function gameLesson(size: number, komi: number): string {
  if (!isBoardSize(size)) throw new Error(`bad size ${size}`);
  const d = size >= 13 ? 3 : size >= 7 ? 2 : 1;
  const far = size - 1 - d;
  const mid = Math.floor(size / 2);
  const p = (x: number, y: number) => makeSgfPoint(size, y * size + x);
  const move = (color: 'B' | 'W', x: number, y: number) => ({ color, point: p(x, y) });
  const steps: LessonStepSource[] = [
    { caption: lessonTexts.gameStart },
    { move: move('B', far, d), marks: { TR: [p(far, d)] }, caption: lessonTexts.gameCorner1 },
    { move: move('W', d, far), marks: { TR: [p(d, far)] }, caption: lessonTexts.gameCorner2 },
    { move: move('B', far, far), marks: { TR: [p(far, far)] }, caption: lessonTexts.gameCorner3 },
    { move: move('W', d, d), marks: { TR: [p(d, d)] }, caption: lessonTexts.gameCorner4 },
    {
      move: move('B', far, mid),
      marks: { CR: [p(far, d), p(far, mid), p(far, far)] },
      caption: lessonTexts.gameSide,
    },
    { caption: fill(lessonTexts.gameKomi, { komi }) },
  ];
  return makeLessonSgf({ size, black: [], white: [], toMove: 'B', steps });
}

/** One lesson per group of the single pack. */
export function buildLessons(single: SinglePackJson): LessonEntry[] {
  return single.categories.flatMap((category) =>
    category.groups.map((group) => {
      const first = group.missions[0];
      if (!first) throw new Error(`single ${category.sno}/${group.gno} has no mission`);
      const sgf =
        first.kind === 'problem'
          ? problemLesson(first)
          : first.kind === 'capture'
            ? captureLesson(first.game?.size ?? 7, first.game?.captureTarget ?? 1)
            : gameLesson(first.game?.size ?? 9, first.game?.komi ?? 7.5);
      return { sno: category.sno, gno: group.gno, title: titleOf(group.title), sgf };
    }),
  );
}

function titleOf(groupTitle: LocalizedText): LocalizedText {
  return localized((l) => lessonTexts.title[l].replace('{title}', groupTitle[l]));
}

/** What content:check says about lessons.json against the single pack: one line per problem. */
export function checkLessonsPack(value: unknown, single: SinglePackJson | undefined): string[] {
  const issues: string[] = [];
  const pack = value as Partial<LessonsPack> | null;
  if (!pack || pack.name !== 'lessons' || !Array.isArray(pack.lessons))
    return ['lessons.json: not a lessons pack'];
  const seen = new Set<string>();
  pack.lessons.forEach((lesson, i) => {
    const where = `lessons.json lessons[${i}]`;
    seen.add(`${lesson.sno}:${lesson.gno}`);
    if (missingLocales(lesson.title).length > 0)
      issues.push(`${where}.title: missing ${missingLocales(lesson.title).join(', ')}`);
    const read = readLesson(typeof lesson.sgf === 'string' ? lesson.sgf : '');
    if (!read.ok)
      issues.push(
        `${where}.sgf: ${read.error.code} at node ${read.error.node}${read.error.detail ? ` (${read.error.detail})` : ''}`,
      );
  });
  for (const c of single?.categories ?? [])
    for (const g of c.groups)
      if (!seen.has(`${c.sno}:${g.gno}`))
        issues.push(`lessons.json: single group ${c.sno}/${g.gno} has no lesson`);
  return issues;
}
