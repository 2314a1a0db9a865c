// Content problems ⇄ SGF files in the form goproblems and Sabaki users know, so a teacher can read our
// problems in any SGF editor and write new ones there (`content:export -- --sgf DIR`, `content:import`).
//
// Root: FF[4] GM[1] CA[UTF-8] SZ, GN (the problem id), PL (side to move), AB/AW (setup), MA on the target
// stones, GC (the goal: "capture", "save", "live", "kill", "best_move", "capture_count:N"), C (the prompt in
// English). Private properties keep what the convention has no place for: HP (the prompt in Korean and
// Chinese, values "ko-KR:…", "zh-CN:…"), HH (the hint, "en-US:…" and the others), HS (the scope's points),
// HR (rules: "allowSuicide:true|false", "superko:none|positional"), HC (the problem's own comment), HK (a
// stone of a make-ko problem's group, Problem.koGroup), HL (the opponent's last move before a position
// from a game, Problem.lastMove).
// Moves: the tree as variations; a move with the verdict right carries C[RIGHT] (C[RIGHT (also)] for a move
// that also wins after the first move, ProblemNode.also), a wrong one C[WRONG] (C[WRONG (2 points short)]
// or C[WRONG (at least 2 points short)] for a counted endgame's wrong move, ProblemNode.short)
// (its own comment, if any, on the next lines), where the verdict sits in the tree — on a right leaf, on a
// wrong move above its refutation.
//
// Reading (the engine's parseProblemSgf does the tree): the verdict comes from TE/BM, else from the
// comment's markers (RIGHT, CORRECT, WRONG… — see problemSgf.ts); our leading "RIGHT"/"WRONG" line is taken
// off the comment. The goal is HG if present, else the first goal word in GC ("Black to live" → live), else
// best_move; the targets are the stones under MA (or TR, CR, SQ) in the root. Lines that end with no
// verdict are wrong (goproblems marks only the right ones) unless the caller asks otherwise.
//
// Normalisation: export → import gives `makeProblemJson(parseProblemJson(original))` (lines broken at
// every verdict, comment or branching) with the targets in board order (top row first), duplicates dropped.
import { makeSgfPoint, parseSgfPoint } from '../go/coords';
import type { BoardSize } from '../go/coords';
import { parseProblemJson, makeProblemJson } from '../go/problemJson';
import type { ProblemJson, ProblemJsonError } from '../go/problemJson';
import { problemFromSgf } from '../go/problemSgf';
import type { ProblemSgfError } from '../go/problemSgf';
import { isKoGroup, isLastMove } from '../go/problem';
import type { PointsShort, Problem, ProblemGoal, ProblemNode } from '../go/problem';
import { err, ok } from '../go/result';
import type { Result } from '../go/result';
import { makeSgf, parseSgf, sgfNode } from '../go/sgf';
import type { SgfError, SgfNode, SgfProperties } from '../go/sgf';
import { contentLocales } from './text';
import type { ContentLocale } from './text';

export type PartialText = Partial<Record<ContentLocale, string>>;

/** A problem with what the SGF form carries besides it. */
export interface SgfProblemRecord {
  /** The problem id (GN), e.g. "study/ip-g01-m0". */
  readonly id?: string;
  readonly problem: ProblemJson;
  readonly prompt?: PartialText;
  readonly hint?: PartialText;
}

export type SgfInteropError =
  | { readonly code: 'bad_sgf'; readonly sgf: SgfError }
  | { readonly code: 'bad_problem'; readonly tree: number; readonly detail: ProblemSgfError }
  | { readonly code: 'bad_property'; readonly tree: number; readonly property: string }
  | { readonly code: 'bad_json'; readonly detail: ProblemJsonError };

// "RIGHT (also)": a move that also wins after the first move (ProblemNode.also), still read as right by
// editors that know only the convention.
// "WRONG (2 points short)": a counted endgame's wrong move and what it costs (ProblemNode.short).
const MARKER_LINE = /^(RIGHT|WRONG)( \(also\)| \((at least )?(\d+) points? short\))?[ \t]*(\r?\n|$)/;

function shortText(short: PointsShort): string {
  return `${short.atLeast ? 'at least ' : ''}${short.points} ${short.points === 1 ? 'point' : 'points'} short`;
}

function goalText(goal: ProblemJson['goal']): string {
  return goal.kind === 'capture_count' ? `capture_count:${goal.count}` : goal.kind;
}

/**
 * The goal a GC text names: "capture_count:3", "capture 3 stones first", "capture_any", "Black to live"…
 * or null.
 */
export function goalFromText(text: string): { kind: ProblemGoal['kind']; count?: number } | null {
  const words = text.toLowerCase();
  const count = /capture[ _-]?count\D{0,3}(\d+)/.exec(words) ?? /capture (\d+) stones? first/.exec(words);
  if (count) return { kind: 'capture_count', count: Number(count[1]) };
  const patterns: readonly (readonly [RegExp, ProblemGoal['kind']])[] = [
    [/\bbest[ _-]?move\b/, 'best_move'],
    // "capture_any", "capture one of the marked groups", "capture either": before plain "capture".
    [/\bcapture(?:[ _-]?any\b| one of\b| either\b)/, 'capture_any'],
    [/\bcapture\b/, 'capture'],
    [/\bkill\b/, 'kill'],
    [/\bsave\b/, 'save'],
    [/\blive\b/, 'live'],
  ];
  let best: { index: number; kind: ProblemGoal['kind'] } | null = null;
  for (const [pattern, kind] of patterns) {
    const match = pattern.exec(words);
    // The first goal word wins; at the same place the more specific pattern (listed first) does.
    if (match && (best === null || match.index < best.index)) best = { index: match.index, kind };
  }
  return best === null ? null : { kind: best.kind };
}

function localizedValues(text: PartialText | undefined, locales: readonly ContentLocale[]): string[] {
  if (text === undefined) return [];
  return locales.flatMap((l) => (text[l] === undefined ? [] : [`${l}:${text[l]}`]));
}

function readLocalized(values: readonly string[] | undefined): Result<PartialText, null> {
  const out: Partial<Record<ContentLocale, string>> = {};
  for (const value of values ?? []) {
    const colon = value.indexOf(':');
    const locale = contentLocales.find((l) => l === value.slice(0, colon));
    if (colon < 0 || locale === undefined) return err(null);
    out[locale] = value.slice(colon + 1);
  }
  return ok(Object.fromEntries(contentLocales.flatMap((l) => (out[l] === undefined ? [] : [[l, out[l]]]))));
}

/** The SGF tree of a problem record (one game tree). */
export function problemRecordToSgfNode(record: SgfProblemRecord): Result<SgfNode, SgfInteropError> {
  const parsed = parseProblemJson(record.problem);
  if (!parsed.ok) return err({ code: 'bad_json', detail: parsed.error });
  const problem = parsed.value;
  const { start, goal } = problem;
  const size = start.size;
  const point = (v: number) => makeSgfPoint(size, v);
  const props: SgfProperties = { FF: ['4'], GM: ['1'], CA: ['UTF-8'], SZ: [String(size)] };
  if (record.id !== undefined) props.GN = [record.id];
  props.PL = [record.problem.toMove];
  const black: string[] = [];
  const white: string[] = [];
  start.stones.forEach((s, v) => (s === 1 ? black.push(point(v)) : s === -1 ? white.push(point(v)) : 0));
  if (black.length > 0) props.AB = black;
  if (white.length > 0) props.AW = white;
  if ('targets' in goal && goal.targets.length > 0) props.MA = goal.targets.map(point);
  props.GC = [goalText(record.problem.goal)];
  const english = record.prompt?.['en-US'];
  if (english !== undefined) props.C = [english];
  const otherPrompts = localizedValues(
    record.prompt,
    contentLocales.filter((l) => l !== 'en-US'),
  );
  if (otherPrompts.length > 0) props.HP = otherPrompts;
  const hints = localizedValues(record.hint, contentLocales);
  if (hints.length > 0) props.HH = hints;
  if (problem.scope !== undefined) props.HS = problem.scope.map(point);
  if (problem.koGroup !== undefined) props.HK = [point(problem.koGroup)];
  if (problem.lastMove !== undefined) props.HL = [point(problem.lastMove)];
  const rules = problem.rules;
  if (rules !== undefined) {
    const values: string[] = [];
    if (rules.allowSuicide !== undefined) values.push(`allowSuicide:${String(rules.allowSuicide)}`);
    if (rules.superko !== undefined) values.push(`superko:${rules.superko}`);
    props.HR = values.length > 0 ? values : ['default'];
  }
  if (problem.comment !== undefined) props.HC = [problem.comment];

  const root = sgfNode(props);
  const stack: { node: ProblemNode; into: SgfNode; depth: number }[] = [...problem.tree]
    .reverse()
    .map((node) => ({ node, into: root, depth: 0 }));
  const pending: { into: SgfNode; out: SgfNode }[] = [];
  while (stack.length > 0) {
    const { node, into, depth } = stack.pop() as (typeof stack)[number];
    const color = depth % 2 === 0 ? start.toMove : -start.toMove;
    const p: SgfProperties = { [color === 1 ? 'B' : 'W']: [node.move < 0 ? '' : point(node.move)] };
    const marker =
      node.verdict === 'right'
        ? node.also === true
          ? 'RIGHT (also)'
          : 'RIGHT'
        : node.verdict === 'wrong'
          ? node.short === undefined
            ? 'WRONG'
            : `WRONG (${shortText(node.short)})`
          : undefined;
    const comment = [marker, node.comment].filter((c) => c !== undefined).join('\n');
    if (comment !== '' || node.comment !== undefined) p.C = [comment];
    const out = sgfNode(p);
    pending.push({ into, out });
    for (let i = node.children.length - 1; i >= 0; i--)
      stack.push({ node: node.children[i] as ProblemNode, into: out, depth: depth + 1 });
  }
  // Depth-first order puts every child after its parent and siblings in order.
  for (const { into, out } of pending) into.children.push(out);
  return ok(root);
}

/** The SGF text of a problem record. */
export function problemRecordToSgf(record: SgfProblemRecord): Result<string, SgfInteropError> {
  const node = problemRecordToSgfNode(record);
  return node.ok ? ok(makeSgf(node.value)) : node;
}

export interface SgfImportOptions {
  /** What a line that ends with no verdict means; 'wrong' (the goproblems convention) by default. */
  readonly unmarkedLeaves?: 'keep' | 'wrong' | 'right';
}

/** Takes our "RIGHT"/"WRONG" line off the comments (the verdict has been read from it). */
function stripMarkers(nodes: readonly ProblemNode[]): ProblemNode[] {
  return nodes.map((node) => {
    let comment = node.comment;
    let also = false;
    let short: PointsShort | undefined;
    if (comment !== undefined && node.verdict !== undefined) {
      const match = MARKER_LINE.exec(comment);
      if (match && (match[1] === 'RIGHT') === (node.verdict === 'right')) {
        comment = comment.slice(match[0].length);
        also = match[2] === ' (also)' && node.verdict === 'right';
        if (match[4] !== undefined && Number(match[4]) >= 1 && node.verdict === 'wrong')
          short = { points: Number(match[4]), atLeast: match[3] !== undefined };
      }
    }
    const { comment: _old, children, ...rest } = node;
    return {
      ...rest,
      ...(comment === undefined || comment === '' ? {} : { comment }),
      ...(also ? { also: true as const } : {}),
      ...(short === undefined ? {} : { short }),
      children: stripMarkers(children),
    };
  });
}

/** One problem record from one SGF game tree. */
export function problemRecordFromSgfNode(
  root: SgfNode,
  tree = 0,
  options: SgfImportOptions = {},
): Result<SgfProblemRecord, SgfInteropError> {
  const bad = (property: string) => err({ code: 'bad_property' as const, tree, property });
  const props = root.properties;
  let hg = props.HG;
  if (hg === undefined && props.GC !== undefined) {
    const goal = goalFromText(props.GC.join('\n'));
    if (goal !== null) hg = [goal.kind === 'capture_count' ? `capture_count:${goal.count}` : goal.kind];
  }
  // The engine's reader takes the goal from HG and the root comment as the problem's; ours is the prompt.
  const { C: prompt, HC: comment, ...others } = props;
  const engineRoot: SgfNode = {
    properties: {
      ...others,
      ...(hg === undefined ? {} : { HG: hg }),
      ...(comment === undefined ? {} : { C: comment }),
    },
    children: root.children,
  };
  const read = problemFromSgf(engineRoot, { unmarkedLeaves: options.unmarkedLeaves ?? 'wrong' });
  if (!read.ok) return err({ code: 'bad_problem', tree, detail: read.error });
  let problem: Problem = { ...read.value, tree: stripMarkers(read.value.tree) };
  const size = problem.start.size;
  if (props.HS !== undefined) {
    const scope: number[] = [];
    for (const value of props.HS) {
      const v = parseSgfPoint(size as BoardSize, value);
      if (!v.ok || v.value < 0) return bad('HS');
      scope.push(v.value);
    }
    problem = { ...problem, scope };
  }
  if (props.HK !== undefined) {
    const v = props.HK.length === 1 ? parseSgfPoint(size as BoardSize, props.HK[0] as string) : null;
    if (v === null || !v.ok || !isKoGroup(problem.start, problem.goal, v.value)) return bad('HK');
    problem = { ...problem, koGroup: v.value };
  }
  if (props.HL !== undefined) {
    const v = props.HL.length === 1 ? parseSgfPoint(size as BoardSize, props.HL[0] as string) : null;
    if (v === null || !v.ok || !isLastMove(problem.start, v.value)) return bad('HL');
    problem = { ...problem, lastMove: v.value };
  }
  if (props.HR !== undefined) {
    const rules: { allowSuicide?: boolean; superko?: 'none' | 'positional' } = {};
    for (const value of props.HR) {
      if (value === 'allowSuicide:true' || value === 'allowSuicide:false')
        rules.allowSuicide = value.endsWith('true');
      else if (value === 'superko:none' || value === 'superko:positional')
        rules.superko = value === 'superko:none' ? 'none' : 'positional';
      else if (value !== 'default') return bad('HR');
    }
    problem = { ...problem, rules };
  }
  const json = makeProblemJson(problem);
  const english = prompt?.join('\n');
  const prompts = readLocalized(props.HP);
  if (!prompts.ok) return bad('HP');
  const hint = readLocalized(props.HH);
  if (!hint.ok) return bad('HH');
  const byLocale: PartialText = { ...prompts.value, ...(english === undefined ? {} : { 'en-US': english }) };
  // In the packs' locale order, so an exported mission's texts come back equal.
  const promptText: PartialText = Object.fromEntries(
    contentLocales.flatMap((l) => (byLocale[l] === undefined ? [] : [[l, byLocale[l]]])),
  );
  const id = props.GN?.[0];
  return ok({
    ...(id === undefined ? {} : { id }),
    problem: json,
    ...(Object.keys(promptText).length === 0 ? {} : { prompt: promptText }),
    ...(Object.keys(hint.value).length === 0 ? {} : { hint: hint.value }),
  });
}

/** Every problem record of an SGF collection (one per game tree). */
export function problemRecordsFromSgf(
  text: string,
  options: SgfImportOptions = {},
): Result<SgfProblemRecord[], SgfInteropError> {
  const trees = parseSgf(text);
  if (!trees.ok) return err({ code: 'bad_sgf', sgf: trees.error });
  const out: SgfProblemRecord[] = [];
  for (const [i, root] of trees.value.entries()) {
    const record = problemRecordFromSgfNode(root, i, options);
    if (!record.ok) return record;
    out.push(record.value);
  }
  return ok(out);
}

/** The form export → import gives back for a problem: the engine's canonical JSON, targets in board order. */
export function normalizedProblemJson(json: ProblemJson): Result<ProblemJson, ProblemJsonError> {
  const parsed = parseProblemJson(json);
  if (!parsed.ok) return parsed;
  const problem = parsed.value;
  const goal = problem.goal;
  const canonical = makeProblemJson(
    'targets' in goal
      ? { ...problem, goal: { ...goal, targets: [...new Set(goal.targets)].sort((a, b) => a - b) } }
      : problem,
  );
  return ok(canonical);
}
