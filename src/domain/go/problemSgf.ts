// Problems ⇄ SGF, as problem collections write them: setup stones (AB/AW) and the side to move (PL) in the
// root, the player's tries as variations, comments (C). Right and wrong are read from TE ("good move") and
// BM ("bad move"), else from the comment convention: a comment whose first word is Right/Correct or
// Wrong/Incorrect/Fail (any case), or that holds RIGHT, CORRECT, WRONG, INCORRECT or FAIL in capitals, or
// that starts with 정답/正解/正确 or 오답/실패/失败/错误 — the earliest marker wins. The goal is given by the
// caller or by our private root property HG ("capture", "capture_count:3"…), with the marked stones (TR,
// CR, SQ, MA on stones in the root) as its targets. We write TE[1]/BM[1], HG and TR.
import { PASS, makeSgfPoint } from './coords';
import type { Vertex } from './coords';
import type { Position, RuleOptions } from './position';
import { withToMove } from './position';
import { problemGoalKinds } from './problem';
import type { Problem, ProblemGoal, ProblemNode, Verdict } from './problem';
import { err, ok } from './result';
import type { Result } from './result';
import { parseSgf, sgfNode } from './sgf';
import type { SgfError, SgfNode, SgfProperties } from './sgf';
import { positionFromRoot, readComment, readMarkers, readMove, readPlayer, readSetup } from './sgfProperties';
import type { SgfValueError } from './sgfProperties';
import { BLACK, WHITE } from './stones';
import type { Color } from './stones';

export interface ProblemSgfOptions {
  /** The goal, when the file does not say (or to override what it says). */
  readonly goal?: ProblemGoal;
  /**
   * What a line ending with no mark means: 'keep' leaves it unmarked (the checker reports it and
   * `answer` treats it as wrong); 'wrong' fits collections that mark only right answers, 'right' those
   * that mark only wrong ones.
   */
  readonly unmarkedLeaves?: 'keep' | 'wrong' | 'right';
  readonly rules?: RuleOptions;
}

export type ProblemSgfError =
  | { readonly code: 'bad_sgf'; readonly sgf: SgfError }
  | {
      readonly code: SgfValueError | 'setup_in_tree' | 'move_in_root' | 'wrong_color' | 'bad_goal';
      /** SGF child indices from the root to the node at fault ([] for the root). */
      readonly path: readonly number[];
      /** Which game tree of the collection (parseProblemSgf only). */
      readonly tree?: number;
    };

const MARKERS: readonly (readonly [RegExp, Verdict])[] = [
  [/^\s*(right|correct)\b/i, 'right'],
  [/^\s*(wrong|incorrect|fail(ed|ure)?)\b/i, 'wrong'],
  [/\b(RIGHT|CORRECT)\b/, 'right'],
  [/\b(WRONG|INCORRECT|FAIL(ED|URE)?)\b/, 'wrong'],
  [/^\s*(정답|正解|正确|正確)/, 'right'],
  [/^\s*(오답|실패|失败|失敗|错误|錯誤)/, 'wrong'],
];

/** The verdict a comment's markers give, or null. */
export function commentVerdict(comment: string): Verdict | null {
  let best: { index: number; verdict: Verdict } | null = null;
  for (const [pattern, verdict] of MARKERS) {
    const match = pattern.exec(comment);
    if (match && (best === null || match.index < best.index)) best = { index: match.index, verdict };
  }
  return best?.verdict ?? null;
}

function nodeVerdict(node: SgfNode): Verdict | null {
  if (node.properties.BM !== undefined) return 'wrong';
  if (node.properties.TE !== undefined) return 'right';
  const comment = readComment(node);
  return comment === null ? null : commentVerdict(comment);
}

/** HG values: a goal kind, or "capture_count:N". */
function readGoal(root: SgfNode, targets: readonly Vertex[]): Result<ProblemGoal | null, 'bad_goal'> {
  const value = root.properties.HG?.[0]?.trim();
  if (value === undefined) return ok(null);
  const [name, count, extra] = value.split(':');
  const kind = problemGoalKinds.find((k) => k === name);
  if (extra !== undefined || kind === undefined) return err('bad_goal');
  if (kind === 'capture_count') {
    return count !== undefined && /^\d+$/.test(count) ? ok({ kind, count: Number(count) }) : err('bad_goal');
  }
  if (count !== undefined) return err('bad_goal');
  return ok(kind === 'best_move' ? { kind } : { kind, targets });
}

interface Draft {
  move: Vertex;
  verdict?: Verdict;
  comment?: string;
  children: Draft[];
}

function firstMoveColor(root: SgfNode, position: Position): Color | null {
  for (let n: SgfNode | undefined = root.children[0]; n !== undefined; n = n.children[0]) {
    const move = readMove(n, position.size);
    if (move.ok && move.value !== null) return move.value.color;
  }
  return null;
}

/** A problem from one SGF game tree. */
export function problemFromSgf(
  root: SgfNode,
  options: ProblemSgfOptions = {},
): Result<Problem, ProblemSgfError> {
  const fail = (code: Exclude<ProblemSgfError['code'], 'bad_sgf'>, path: readonly number[]) =>
    err({ code, path });
  const start = positionFromRoot(root);
  if (!start.ok) return fail(start.error, []);
  const rootMove = readMove(root, start.value.size);
  if (!rootMove.ok || rootMove.value !== null) return fail('move_in_root', []);
  const player = readPlayer(root) ?? firstMoveColor(root, start.value) ?? BLACK;
  const position = withToMove(start.value, player);
  const markers = readMarkers(root, position.size);
  if (!markers.ok) return fail(markers.error, []);
  const marked = [
    ...markers.value.triangle,
    ...markers.value.circle,
    ...markers.value.square,
    ...markers.value.cross,
  ];
  const targets = [...new Set(marked.filter((v) => position.stones[v] !== 0))].sort((a, b) => a - b);
  const goal = options.goal === undefined ? readGoal(root, targets) : ok(options.goal);
  if (!goal.ok) return fail('bad_goal', []);

  // Nodes without a move merge into the move above them (or the root); iterative for deep files.
  const tree: Draft[] = [];
  let rootComment = readComment(root);
  const stack: { node: SgfNode; path: number[]; host: Draft | null; depth: number }[] = [];
  const pushChildren = (node: SgfNode, path: number[], host: Draft | null, depth: number) => {
    for (let i = node.children.length - 1; i >= 0; i--) {
      stack.push({ node: node.children[i] as SgfNode, path: [...path, i], host, depth });
    }
  };
  pushChildren(root, [], null, 0);
  while (stack.length > 0) {
    const { node, path, host, depth } = stack.pop() as (typeof stack)[number];
    const setup = readSetup(node, position.size);
    if (!setup.ok) return fail(setup.error, path);
    if (setup.value.black.length + setup.value.white.length + setup.value.empty.length > 0) {
      return fail('setup_in_tree', path);
    }
    const move = readMove(node, position.size);
    if (!move.ok) return fail(move.error, path);
    const comment = readComment(node);
    const verdict = nodeVerdict(node);
    if (move.value === null) {
      if (host === null) rootComment = [rootComment, comment].filter((c) => c !== null).join('\n') || null;
      else {
        if (comment !== null)
          host.comment = host.comment === undefined ? comment : `${host.comment}\n${comment}`;
        if (verdict !== null && host.verdict === undefined) host.verdict = verdict;
      }
      pushChildren(node, path, host, depth);
      continue;
    }
    if (move.value.color !== (depth % 2 === 0 ? player : -player)) return fail('wrong_color', path);
    const draft: Draft = { move: move.value.vertex, children: [] };
    if (verdict !== null) draft.verdict = verdict;
    if (comment !== null) draft.comment = comment;
    (host?.children ?? tree).push(draft);
    pushChildren(node, path, draft, depth + 1);
  }
  if (options.unmarkedLeaves === 'wrong' || options.unmarkedLeaves === 'right') {
    markLeaves(tree, options.unmarkedLeaves);
  }
  const problem: Problem = {
    start: position,
    goal: goal.value ?? { kind: 'best_move' },
    tree,
    ...(rootComment === null ? {} : { comment: rootComment }),
    ...(options.rules === undefined ? {} : { rules: options.rules }),
  };
  return ok(problem);
}

/** Gives every leaf with no verdict on it or above it the verdict `verdict`. */
function markLeaves(tree: Draft[], verdict: Verdict): void {
  const stack = tree.map((node) => ({ node, marked: node.verdict !== undefined }));
  while (stack.length > 0) {
    const { node, marked } = stack.pop() as (typeof stack)[number];
    if (node.children.length === 0 && !marked) node.verdict = verdict;
    for (const child of node.children)
      stack.push({ node: child, marked: marked || child.verdict !== undefined });
  }
}

/** Every problem of an SGF collection (one per game tree). */
export function parseProblemSgf(
  text: string,
  options: ProblemSgfOptions = {},
): Result<Problem[], ProblemSgfError> {
  const trees = parseSgf(text);
  if (!trees.ok) return err({ code: 'bad_sgf', sgf: trees.error });
  const problems: Problem[] = [];
  for (const [index, root] of trees.value.entries()) {
    const problem = problemFromSgf(root, options);
    if (!problem.ok)
      return problem.error.code === 'bad_sgf' ? problem : err({ ...problem.error, tree: index });
    problems.push(problem.value);
  }
  return ok(problems);
}

function goalValue(goal: ProblemGoal): string {
  return goal.kind === 'capture_count' ? `capture_count:${goal.count}` : goal.kind;
}

/** The SGF tree of a problem: root with size, setup, PL, HG, comment and TR on the targets; then the tree. */
export function problemToSgf(problem: Problem): SgfNode {
  const { start, goal } = problem;
  const size = start.size;
  const point = (v: Vertex) => (v === PASS ? '' : makeSgfPoint(size, v));
  const props: SgfProperties = { FF: ['4'], GM: ['1'], CA: ['UTF-8'], SZ: [String(size)] };
  const black: string[] = [];
  const white: string[] = [];
  start.stones.forEach((s, v) =>
    s === BLACK ? black.push(point(v)) : s === WHITE ? white.push(point(v)) : undefined,
  );
  if (black.length > 0) props.AB = black;
  if (white.length > 0) props.AW = white;
  props.PL = [start.toMove === BLACK ? 'B' : 'W'];
  props.HG = [goalValue(goal)];
  if ('targets' in goal && goal.targets.length > 0) props.TR = goal.targets.map(point);
  if (problem.comment !== undefined) props.C = [problem.comment];
  const root = sgfNode(props);
  const stack: { node: ProblemNode; into: SgfNode; depth: number }[] = [...problem.tree]
    .reverse()
    .map((node) => ({ node, into: root, depth: 0 }));
  const pending: { into: SgfNode; out: SgfNode }[] = [];
  while (stack.length > 0) {
    const { node, into, depth } = stack.pop() as (typeof stack)[number];
    const color = depth % 2 === 0 ? start.toMove : -start.toMove;
    const p: SgfProperties = { [color === BLACK ? 'B' : 'W']: [point(node.move)] };
    if (node.verdict === 'right') p.TE = ['1'];
    if (node.verdict === 'wrong') p.BM = ['1'];
    if (node.comment !== undefined) p.C = [node.comment];
    const out = sgfNode(p);
    pending.push({ into, out });
    for (let i = node.children.length - 1; i >= 0; i--) {
      stack.push({ node: node.children[i] as ProblemNode, into: out, depth: depth + 1 });
    }
  }
  // Depth-first order puts every child after its parent and siblings in order.
  for (const { into, out } of pending) into.children.push(out);
  return root;
}
