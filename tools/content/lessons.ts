// The in-app video lessons of single play (issue 17): one per group, built from the single pack so it needs
// no solver (`npm run content:lessons` takes a second, unlike content:generate). A problem group's lesson
// teaches the group's idea (lessonTexts.ts `lessonThemes`, by the group's title): the idea, then two of the
// group's own missions worked through (mirrored), each with an arrow from the marked stones to the key point
// and its right line replayed move by move, then the rule to remember. A capture-game group's lesson shows
// atari and a capture in the corner of its board, and double atari when more than one stone must be taken; a
// full-game group's the corners-sides-centre opening and komi. `checkLessonsPack` is what
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
import { lessonTexts, themeOf } from './lessonTexts';

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

type PackGroup = SinglePackJson['categories'][number]['groups'][number];
type PackMission = PackGroup['missions'][number];

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

/** A problem mission ready to replay: its board mirrored, its targets and its main line as vertices. */
interface Example {
  readonly mission: PackMission;
  readonly size: BoardSize;
  readonly black: string[];
  readonly white: string[];
  readonly targets: Vertex[];
  readonly toMove: 'B' | 'W';
  readonly start: Position;
  readonly line: Vertex[];
}

function exampleOf(mission: PackMission): Example {
  const read = parseProblemJson(mission.problem);
  if (!read.ok) throw new Error(`bad problem at ${read.error.at}`);
  const problem = mission.problem as ProblemJson;
  const rows = transformRows(problem.board, MIRROR);
  const size = rows.length as BoardSize;
  const turned = (gtp: string): Vertex => {
    if (gtp.toLowerCase() === 'pass') return PASS;
    const v = parseVertex(size, gtp);
    if (!v.ok) throw new Error(`bad vertex ${gtp}`);
    return transformVertex(size, v.value, MIRROR);
  };
  const black: string[] = [];
  const white: string[] = [];
  rows.forEach((row, y) =>
    [...row].forEach((c, x) => {
      if (c === 'X') black.push(makeSgfPoint(size, y * size + x));
      if (c === 'O') white.push(makeSgfPoint(size, y * size + x));
    }),
  );
  const parsed = fromAscii(rows.join('\n'));
  if (!parsed.ok) throw new Error('bad board');
  return {
    mission,
    size,
    black,
    white,
    targets: 'targets' in problem.goal ? problem.goal.targets.map(turned) : [],
    toMove: problem.toMove,
    start: withToMove(parsed.value, problem.toMove === 'B' ? BLACK : WHITE),
    line: mainLine(problem.tree).map(turned),
  };
}

/** The target nearest the key point, for the arrow that joins them. */
function nearestTarget(example: Example, to: Vertex): Vertex | undefined {
  const { size } = example;
  const distance = (v: Vertex) =>
    Math.abs((v % size) - (to % size)) + Math.abs(Math.floor(v / size) - Math.floor(to / size));
  return [...example.targets].sort((a, b) => distance(a) - distance(b))[0];
}

/** The steps of one worked example: the question with an arrow to the key point, then the main line. */
function exampleSteps(example: Example, first: LocalizedText, isFirst: boolean): LessonStepSource[] {
  const { size } = example;
  const sgfPoint = (v: Vertex) => makeSgfPoint(size, v);
  const key = example.line[0];
  const from = key !== undefined && key !== PASS ? nearestTarget(example, key) : undefined;
  const arrow = from !== undefined && key !== undefined && from !== key;
  const targets = example.targets.map(sgfPoint);
  const steps: LessonStepSource[] = [
    {
      ...(isFirst ? {} : { setup: { black: example.black, white: example.white } }),
      marks: { TR: targets },
      // A later example says its question here unless the arrow's step says it next.
      caption: isFirst || arrow ? first : join(first, example.mission.prompt),
    },
  ];
  if (arrow)
    steps.push({
      marks: { TR: targets },
      arrows: [[sgfPoint(from), sgfPoint(key)]],
      caption: join(example.mission.prompt, lessonTexts.keyPoint),
    });
  else if (isFirst) steps.push({ marks: { TR: targets }, caption: example.mission.prompt });
  let position = example.start;
  let color: 'B' | 'W' = example.toMove;
  for (const [i, vertex] of example.line.entries()) {
    const played = play(position, vertex);
    if (!played.ok) throw new Error(`illegal ${vertex} in ${example.mission.title['en-US']}`);
    position = played.position;
    const pass = vertex === PASS;
    let caption = pass
      ? color === 'B'
        ? lessonTexts.blackPasses
        : lessonTexts.whitePasses
      : color === 'B'
        ? lessonTexts.blackPlays
        : lessonTexts.whitePlays;
    if (i === 0) caption = join(caption, example.mission.hint);
    if (played.captured.length > 0)
      caption = join(caption, fill(lessonTexts.captured, { count: played.captured.length }));
    steps.push({
      move: { color, point: pass ? '' : sgfPoint(vertex) },
      marks: { TR: pass ? [] : [sgfPoint(vertex)], MA: played.captured.map(sgfPoint) },
      caption,
    });
    color = color === 'B' ? 'W' : 'B';
  }
  return steps;
}

/**
 * A problem group's lesson: the group's idea, then two of its own missions worked through (mirrored, so
 * neither is the mission as played) on the same board size, then the rule to remember.
 */
function problemLesson(group: PackGroup): string {
  const missions = group.missions.filter((m) => m.kind === 'problem');
  const first = missions[0];
  if (!first) throw new Error(`group ${group.title['en-US']} has no problem`);
  const one = exampleOf(first);
  // The second example: the next mission on the same board whose line starts elsewhere.
  const two = missions
    .slice(1)
    .map(exampleOf)
    .find((e) => e.size === one.size && e.line.length > 0 && e.line[0] !== one.line[0]);
  const theme = themeOf(group.title['en-US']);
  const idea = theme?.idea ?? first.hint;
  const steps = [
    ...exampleSteps(one, join(idea, two ? lessonTexts.watchTwo : lessonTexts.watchOne), true),
    ...(two ? exampleSteps(two, lessonTexts.nextExample, false) : []),
    { caption: theme ? join(theme.tip, lessonTexts.nowYou) : lessonTexts.answerDone },
  ];
  return makeLessonSgf({ size: one.size, black: one.black, white: one.white, toMove: one.toMove, steps });
}

/**
 * A capture-game group's lesson: a stone chased along the edge into the corner and captured; when more than
 * one stone must be captured, a second board shows double atari. A dice group says first what the die
 * decides.
 */
function captureLesson(size: number, target: number, dice: boolean): string {
  if (!isBoardSize(size)) throw new Error(`bad size ${size}`);
  // Points from the top right corner: x counts from the right edge.
  const p = (fromRight: number, y: number) => makeSgfPoint(size, y * size + (size - 1 - fromRight));
  const start = fill(lessonTexts.captureStart, { count: target });
  const steps: LessonStepSource[] = [
    { marks: { CR: [p(1, 0), p(2, 1)] }, caption: dice ? join(lessonTexts.captureDice, start) : start },
    {
      move: { color: 'B', point: p(2, 1) },
      marks: { TR: [p(2, 1)], CR: [p(1, 0)] },
      arrows: [[p(2, 0), p(0, 0)]],
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
  if (target > 1) {
    // Double atari on the top edge from the left: White at b2 and d2 (two liberties each, sharing c2).
    const q = (x: number, y: number) => makeSgfPoint(size, y * size + x);
    steps.push(
      {
        setup: { black: [q(0, 1), q(1, 2), q(4, 1), q(3, 2)], white: [q(1, 1), q(3, 1)] },
        marks: { CR: [q(2, 1)] },
        caption: lessonTexts.doubleStart,
      },
      {
        move: { color: 'B', point: q(2, 1) },
        marks: { TR: [q(2, 1)], CR: [q(1, 0), q(3, 0)] },
        arrows: [
          [q(2, 1), q(1, 1)],
          [q(2, 1), q(3, 1)],
        ],
        caption: lessonTexts.doubleAtari,
      },
      {
        move: { color: 'W', point: q(1, 0) },
        marks: { TR: [q(1, 0)] },
        caption: lessonTexts.doubleSave,
      },
      {
        move: { color: 'B', point: q(3, 0) },
        marks: { TR: [q(3, 0)], MA: [q(3, 1)] },
        caption: lessonTexts.doubleTake,
      },
    );
  }
  steps.push({ caption: lessonTexts.nowYou });
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
      arrows: [
        [p(far, d), p(far, mid)],
        [p(far, far), p(far, mid)],
      ],
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
          ? problemLesson(group)
          : first.kind === 'capture'
            ? group.dice && group.dice.length > 0
              ? captureLesson(7, 2, true)
              : captureLesson(first.game?.size ?? 7, first.game?.captureTarget ?? 1, false)
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
