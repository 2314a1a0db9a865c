// The checker for problem trees, used by the content tools before a problem ships: every move legal, every
// line ending with a verdict, a right first move to find, and every right line reaching its goal on the
// board. What each goal's check proves is stated next to it (and in docs/go.md): capture lines really take
// the marked stones off; other goals get the strongest cheap check there is, not a full reading. A move
// that also wins after the first move (`mainMoveBeside`) is left to the content audit's readers.
import { isOnBoard } from './coords';
import type { Vertex } from './coords';
import { libertiesOf } from './position';
import type { Position } from './position';
import { passAliveStones } from './passAlive';
import { compileProblem, mainMoveBeside, targetColor } from './problem';
import type { CompiledNode, CompiledProblem, Problem, ProblemGoal, TreePath } from './problem';
import type { Color } from './stones';

export const problemIssueCodes = [
  /** A move of the tree breaks a rule (`detail` is the rule); nothing below it is checked. */
  'illegal_move',
  /** A line ends without a verdict on its last move or above it. */
  'unmarked_leaf',
  /** No first move of the player leads to a right line against every reply. */
  'no_right_answer',
  /** A move marked right that a reply in the tree refutes. */
  'refuted_right_move',
  /** A reply, not marked as a refutation, with no right line after it while its siblings have one. */
  'unanswered_reply',
  /** A right leaf under a move marked wrong: it can never be reached as a success. */
  'right_below_wrong',
  /** A right line ends without its goal on the board (`detail` says what failed). */
  'goal_not_reached',
  /** A line not marked right reaches a goal the board decides (capture, capture N). */
  'wrong_line_reaches_goal',
  /** The goal names no targets, or a target is not a stone of the colour the goal needs. */
  'no_targets',
  'bad_target',
  /** capture_count needs a whole number ≥ 1. */
  'bad_count',
  /**
   * A "live" line ends with the group alive but not unconditionally so (not proven): neither Benson's
   * test nor the caller's `livesInSeki` proof (if any) holds at its end.
   */
  'not_pass_alive',
] as const;
export type ProblemIssueCode = (typeof problemIssueCodes)[number];

export type GoalFailure =
  | 'targets_on_board'
  | 'target_captured'
  | 'target_in_atari'
  | 'target_pass_alive'
  | 'too_few_captures'
  | 'opponent_first';

export interface ProblemIssue {
  readonly code: ProblemIssueCode;
  /** Errors make a problem unusable; warnings ask an author to look. */
  readonly severity: 'error' | 'warning';
  /** Child indices from the tree's first level to the node; [] for the problem as a whole. */
  readonly path: TreePath;
  /** The moves from the start to that node, both sides. */
  readonly moves: readonly Vertex[];
  /** The rule broken, or the goal condition that failed. */
  readonly detail?: string;
  /** The target concerned, for target issues. */
  readonly vertex?: Vertex;
}

function lineOf(node: CompiledNode): CompiledNode[] {
  const line: CompiledNode[] = [];
  for (let n: CompiledNode | null = node; n !== null; n = n.parent) line.push(n);
  return line.reverse();
}

interface LineFacts {
  /** Every target was captured at some point of the line. */
  readonly allCaptured: boolean;
  readonly anyCaptured: boolean;
  /** The player reached the capture count before the opponent did. */
  readonly countFirst: 'player' | 'opponent' | null;
}

function factsOf(compiled: CompiledProblem, line: readonly CompiledNode[]): LineFacts {
  const goal = compiled.problem.goal;
  const targets = 'targets' in goal ? goal.targets : [];
  const color = targetColor(goal, compiled.player);
  const captured = new Set<Vertex>();
  const taken = { player: 0, opponent: 0 };
  let countFirst: LineFacts['countFirst'] = null;
  for (const n of line) {
    for (const v of n.captured) {
      // The played stone itself is removed only by an allowed suicide.
      const stone = v === n.node.move ? n.mover : n.before.stones[v];
      if (stone === color) captured.add(v);
      // Stones of the other colour are the mover's prisoners; its own (an allowed suicide) the other's.
      const takerIsPlayer = stone !== n.mover ? n.byPlayer : !n.byPlayer;
      taken[takerIsPlayer ? 'player' : 'opponent']++;
    }
    if (goal.kind === 'capture_count' && countFirst === null) {
      if (taken.player >= goal.count) countFirst = 'player';
      else if (taken.opponent >= goal.count) countFirst = 'opponent';
    }
  }
  // A target counts as captured when the stone on it at the start was removed, whatever came later.
  return {
    allCaptured: targets.length > 0 && targets.every((t) => captured.has(t)),
    anyCaptured: targets.some((t) => captured.has(t)),
    countFirst,
  };
}

/** The goal condition a right line fails, or null when its check passes. */
function goalFailure(compiled: CompiledProblem, end: Position, facts: LineFacts): GoalFailure | null {
  const goal = compiled.problem.goal;
  const color = targetColor(goal, compiled.player);
  const targets = 'targets' in goal ? goal.targets : [];
  switch (goal.kind) {
    case 'best_move':
      // The tree is the answer key: only legality and marks are checked.
      return null;
    case 'capture':
      // Proves the marked stones were captured, every one of them.
      return facts.allCaptured ? null : 'targets_on_board';
    case 'capture_any':
      // Proves one marked chain at least was captured (the whole chain: its marked stone is gone).
      return facts.anyCaptured ? null : 'targets_on_board';
    case 'kill': {
      // Proves: captured, or at least not left unconditionally alive (the group may still live by
      // other means; that would need reading).
      if (facts.allCaptured) return null;
      const alive = passAliveStones(end, color);
      return targets.some((t) => end.stones[t] === color && alive[t] === 1) ? 'target_pass_alive' : null;
    }
    case 'save':
    case 'live': {
      // Proves: never captured along the line, and not in atari at its end (unless unconditionally
      // alive). A ladder or a net one move later is not read.
      if (facts.anyCaptured) return 'target_captured';
      const alive = passAliveStones(end, color);
      const inAtari = targets.some((t) => alive[t] !== 1 && libertiesOf(end, t).length < 2);
      return inAtari ? 'target_in_atari' : null;
    }
    case 'capture_count':
      // Proves the player took `count` stones before the opponent did.
      return facts.countFirst === 'player'
        ? null
        : facts.countFirst === 'opponent'
          ? 'opponent_first'
          : 'too_few_captures';
  }
}

function goalIssues(problem: Problem, player: Color): ProblemIssue[] {
  const goal: ProblemGoal = problem.goal;
  const at = { path: [], moves: [] };
  if (goal.kind === 'capture_count') {
    return Number.isInteger(goal.count) && goal.count >= 1
      ? []
      : [{ code: 'bad_count', severity: 'error', ...at }];
  }
  if (goal.kind === 'best_move') return [];
  if (goal.targets.length === 0) return [{ code: 'no_targets', severity: 'error', ...at }];
  const color = targetColor(goal, player);
  return goal.targets
    .filter((v) => !isOnBoard(problem.start.size, v) || problem.start.stones[v] !== color)
    .map((vertex) => ({ code: 'bad_target', severity: 'error', vertex, ...at }));
}

export interface CheckOptions {
  /**
   * A proof of life beyond Benson for the end of a "live" line (the group stays on the board, seki being
   * enough): called with the end position (the opponent to move) and the target, only where Benson's
   * test fails. The content tools pass the life-and-death reader's exhaustive `survive` search; without
   * it such a line is `not_pass_alive`.
   */
  readonly livesInSeki?: (end: Position, target: Vertex) => boolean;
}

/** Every issue of a problem, the problem's own first, then the tree's in depth-first order. */
export function checkProblem(problem: Problem | CompiledProblem, options: CheckOptions = {}): ProblemIssue[] {
  const compiled = 'roots' in problem ? problem : compileProblem(problem);
  const issues = goalIssues(compiled.problem, compiled.player);
  const goalUsable = issues.length === 0;
  if (!compiled.roots.some((n) => n.winnable)) {
    issues.push({ code: 'no_right_answer', severity: 'error', path: [], moves: [] });
  }
  // Each entry knows whether a move above it is marked wrong; lines are built only where needed.
  const stack = [...compiled.roots].reverse().map((node) => ({ node, ancestorWrong: false }));
  while (stack.length > 0) {
    const { node, ancestorWrong } = stack.pop() as (typeof stack)[number];
    const where = () => ({ path: node.path, moves: lineOf(node).map((n) => n.node.move) });
    if (node.error !== null || node.after === null) {
      issues.push({ code: 'illegal_move', severity: 'error', detail: node.error ?? 'off_board', ...where() });
      continue;
    }
    if (node.node.verdict === 'right' && !node.winnable && !ancestorWrong) {
      issues.push({ code: 'refuted_right_move', severity: 'error', ...where() });
    }
    const isLeaf = node.children.every((c) => c.error !== null);
    // A reply the author forgot to answer: its siblings are answered, it is not marked as a refutation,
    // and nothing right follows it. (A wrong mark at the end of a line is the usual way to say that the
    // reply refutes, so a lone unanswered reply is not flagged: the move above it is simply wrong.)
    const answeredSibling = node.parent?.children.some((c) => c !== node && c.error === null && c.winnable);
    if (
      !node.byPlayer &&
      !node.winnable &&
      node.inherited !== 'wrong' &&
      !isLeaf &&
      answeredSibling === true
    ) {
      issues.push({ code: 'unanswered_reply', severity: 'warning', ...where() });
    }
    if (isLeaf)
      issues.push(...leafIssues(compiled, node, lineOf(node), where(), goalUsable, ancestorWrong, options));
    const wrongHere = ancestorWrong || node.node.verdict === 'wrong';
    for (let i = node.children.length - 1; i >= 0; i--) {
      stack.push({ node: node.children[i] as CompiledNode, ancestorWrong: wrongHere });
    }
  }
  return issues;
}

function leafIssues(
  compiled: CompiledProblem,
  leaf: CompiledNode,
  line: readonly CompiledNode[],
  at: { path: TreePath; moves: readonly Vertex[] },
  goalUsable: boolean,
  ancestorWrong: boolean,
  options: CheckOptions,
): ProblemIssue[] {
  const end = leaf.after as Position;
  if (leaf.inherited === null) return [{ code: 'unmarked_leaf', severity: 'error', ...at }];
  if (!goalUsable) return [];
  const facts = factsOf(compiled, line);
  const goal = compiled.problem.goal;
  if (leaf.inherited === 'right') {
    if (ancestorWrong) return [{ code: 'right_below_wrong', severity: 'warning', ...at }];
    // A move that also wins at a later turn ends the problem where it is played: proven by the content
    // audit's readers, not on the board.
    if (mainMoveBeside(leaf) !== null) return [];
    const failure = goalFailure(compiled, end, facts);
    if (failure !== null) return [{ code: 'goal_not_reached', severity: 'error', detail: failure, ...at }];
    if (!livesProven(compiled, end, options)) return [{ code: 'not_pass_alive', severity: 'warning', ...at }];
    return [];
  }
  const reached =
    (goal.kind === 'capture' && facts.allCaptured) ||
    (goal.kind === 'capture_any' && facts.anyCaptured) ||
    (goal.kind === 'capture_count' && facts.countFirst === 'player');
  return reached ? [{ code: 'wrong_line_reaches_goal', severity: 'warning', ...at }] : [];
}

/** For a live goal: every target unconditionally alive at `end`, or in seki by the caller's proof. */
function livesProven(compiled: CompiledProblem, end: Position, options: CheckOptions): boolean {
  const goal = compiled.problem.goal;
  if (goal.kind !== 'live') return true;
  const alive = passAliveStones(end, compiled.player);
  return goal.targets.every((t) => alive[t] === 1 || options.livesInSeki?.(end, t) === true);
}
