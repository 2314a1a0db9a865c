// Problems (tsumego and friends): a start position with the side to move, a goal, and an answer tree of the
// player's moves and the opponent's replies with right and wrong lines marked. This file holds the types and
// `compileProblem`, which plays the whole tree once — positions, the rule broken by any illegal move, which
// lines can still be won (minimax over the marks), and an index of positions for transpositions. Answering
// moves is problemAnswer.ts; checking a tree for the content tools is problemCheck.ts.
import type { Vertex } from './coords';
import { play } from './position';
import type { MoveError, Position, RuleOptions } from './position';
import type { Color } from './stones';
import { hashKey } from './zobrist';

export const problemGoalKinds = [
  'capture',
  'save',
  'live',
  'kill',
  'best_move',
  'capture_count',
  'capture_any',
] as const;
export type ProblemGoalKind = (typeof problemGoalKinds)[number];

/**
 * What the player must achieve. Targets are the marked stones: the opponent's for capture, capture_any and
 * kill, the player's own for save and live (any stone of a chain stands for the chain). `capture` takes
 * every marked chain; `capture_any` (issue 14: double atari) takes at least one of them, whichever the
 * opponent leaves.
 */
export type ProblemGoal =
  | {
      readonly kind: 'capture' | 'save' | 'live' | 'kill' | 'capture_any';
      readonly targets: readonly Vertex[];
    }
  | { readonly kind: 'best_move' }
  | { readonly kind: 'capture_count'; readonly count: number };

export const verdicts = ['right', 'wrong'] as const;
export type Verdict = (typeof verdicts)[number];

/**
 * One move of the answer tree. Depth 0 (the tree's first level) holds the player's candidate moves, depth
 * 1 the opponent's replies, and so on alternately. `verdict` marks a line: 'right' on a move means the line
 * is right from there (a leaf below it inherits the mark and ends the problem solved); 'wrong' means the
 * move is wrong, and what follows it is the refutation.
 */
export interface ProblemNode {
  readonly move: Vertex;
  readonly verdict?: Verdict;
  readonly comment?: string;
  /**
   * A move that also wins after the first move, accepted where it is played (issue 14): a right leaf of
   * the player listed after the tree's own move at its turn; its goal may not be on the board yet (the
   * content audit proves it by reading). See `mainMoveBeside`.
   */
  readonly also?: true;
  /**
   * A wrong move of a counted endgame (issue 14, "every wrong line has a reason"): how many points it counts
   * less than the best move after best play, as the content tools' endgame reader proved it (`atLeast` when
   * the reader proved only that many).
   */
  readonly short?: PointsShort;
  readonly children: readonly ProblemNode[];
}

export interface PointsShort {
  readonly points: number;
  readonly atLeast: boolean;
}

export interface Problem {
  /** The position to solve from; its `toMove` is the player. */
  readonly start: Position;
  readonly goal: ProblemGoal;
  /** The player's candidate first moves. */
  readonly tree: readonly ProblemNode[];
  /** What the problem says before the first move ("Black to live"). */
  readonly comment?: string;
  /** Rules for every move; by default suicide is refused and simple ko applies. */
  readonly rules?: RuleOptions;
  /**
   * Where every legal first move is in the tree (classified by the content tools' solver); a first move
   * elsewhere is wrong like a pass. Informational for grading: the tree alone decides.
   */
  readonly scope?: readonly Vertex[];
  /**
   * A make-ko problem (a best-move goal, issue 14): a stone of the group whose fate the ko decides. The
   * right moves give a ko; every other move lets the opponent settle the group even when the player wins
   * every ko. The content tools read the group's region (its `scope`) to prove this.
   */
  readonly koGroup?: Vertex;
  /**
   * The opponent's move just before the start, where the problem is a position from play (a game: "White's
   * last move puts your stones in danger"; a joseki): a stone of the opponent, which the board marks until
   * the player moves. Display only; grading ignores it.
   */
  readonly lastMove?: Vertex;
}

/** Whether `vertex` may be a problem's last move: a stone of the side not to move. */
export function isLastMove(start: Position, vertex: Vertex): boolean {
  return vertex >= 0 && vertex < start.stones.length && start.stones[vertex] === -start.toMove;
}

/**
 * Whether `group` may name a problem's ko group: a point holding a stone, in a best-move problem (the
 * other goals mark their targets instead). The JSON and SGF readers both hold a problem to this.
 */
export function isKoGroup(start: Position, goal: ProblemGoal, group: Vertex): boolean {
  return group >= 0 && start.stones[group] !== 0 && goal.kind === 'best_move';
}

/** A path in the tree: the index of the child taken at each depth. */
export type TreePath = readonly number[];

export interface CompiledNode {
  readonly node: ProblemNode;
  readonly path: TreePath;
  readonly parent: CompiledNode | null;
  /** Who plays this move: the player at even depths, the opponent at odd ones. */
  readonly mover: Color;
  readonly byPlayer: boolean;
  readonly before: Position;
  /** The position after the move; null when the move is illegal. */
  readonly after: Position | null;
  readonly error: MoveError | null;
  /** The stones this move removed. */
  readonly captured: readonly Vertex[];
  /** The nearest verdict on this node or above it. */
  readonly inherited: Verdict | null;
  /**
   * Whether the player can still reach a right leaf from here against any reply in the tree: a leaf
   * must inherit 'right'; after a player's move every legal reply must stay winnable; after a reply some
   * player's move must. A move marked 'wrong' is never winnable.
   */
  readonly winnable: boolean;
  readonly children: readonly CompiledNode[];
}

export interface CompiledProblem {
  readonly problem: Problem;
  readonly player: Color;
  readonly roots: readonly CompiledNode[];
  /** Nodes after a player's move, by the key of the position they reach (for transpositions). */
  readonly byPosition: ReadonlyMap<string, readonly CompiledNode[]>;
}

/**
 * The identity of a position for transpositions: the stones (Zobrist hash), the side to move, the ko
 * point and the prisoners, so that two orders meet only where every later answer would be the same.
 */
export function positionKey(position: Position): string {
  const { black, white } = position.captures;
  return `${hashKey(position.hash)}:${position.toMove}:${position.ko ?? '-'}:${black}:${white}`;
}

/** The colour whose stones a goal's targets are: the opponent's for capture and kill, else the player's. */
export function targetColor(goal: ProblemGoal, player: Color): Color {
  return goal.kind === 'capture' || goal.kind === 'kill' || goal.kind === 'capture_any'
    ? (-player as Color)
    : player;
}

interface Draft {
  readonly node: ProblemNode;
  readonly path: TreePath;
  readonly parent: Draft | null;
  readonly mover: Color;
  readonly byPlayer: boolean;
  readonly before: Position;
  readonly after: Position | null;
  readonly error: MoveError | null;
  readonly captured: readonly Vertex[];
  readonly inherited: Verdict | null;
  winnable: boolean;
  readonly children: Draft[];
}

/** Plays the whole tree once. Iterative, so deep trees do not overflow the stack. */
export function compileProblem(problem: Problem): CompiledProblem {
  const player = problem.start.toMove;
  const rules = problem.rules ?? {};
  const roots: Draft[] = [];
  const order: Draft[] = [];
  const byPosition = new Map<string, CompiledNode[]>();
  const stack: { node: ProblemNode; path: TreePath; parent: Draft | null; before: Position }[] = [];
  for (let i = problem.tree.length - 1; i >= 0; i--) {
    stack.push({ node: problem.tree[i] as ProblemNode, path: [i], parent: null, before: problem.start });
  }
  while (stack.length > 0) {
    const { node, path, parent, before } = stack.pop() as (typeof stack)[number];
    const byPlayer = path.length % 2 === 1;
    const mover = byPlayer ? player : (-player as Color);
    const result = play(before, node.move, { ...rules, color: mover });
    const draft: Draft = {
      node,
      path,
      parent,
      mover,
      byPlayer,
      before,
      after: result.ok ? result.position : null,
      error: result.ok ? null : result.error,
      captured: result.ok ? result.captured : [],
      inherited: node.verdict ?? parent?.inherited ?? null,
      winnable: false,
      children: [],
    };
    (parent?.children ?? roots).push(draft);
    order.push(draft);
    if (draft.after === null) continue;
    if (byPlayer) {
      const key = positionKey(draft.after);
      byPosition.set(key, [...(byPosition.get(key) ?? []), draft as CompiledNode]);
    }
    for (let i = node.children.length - 1; i >= 0; i--) {
      stack.push({
        node: node.children[i] as ProblemNode,
        path: [...path, i],
        parent: draft,
        before: draft.after,
      });
    }
  }
  // Children come after their parents in `order`, so walking it backwards settles every child first.
  for (let i = order.length - 1; i >= 0; i--) {
    const d = order[i] as Draft;
    const legal = d.children.filter((c) => c.error === null);
    if (d.error !== null || d.node.verdict === 'wrong') d.winnable = false;
    else if (legal.length === 0) d.winnable = d.inherited === 'right';
    else if (d.byPlayer) d.winnable = legal.every((c) => c.winnable);
    else d.winnable = legal.some((c) => c.winnable);
  }
  return { problem, player, roots: roots as CompiledNode[], byPosition };
}

/** The node at a path, or null if the path leaves the tree. */
export function nodeAt(compiled: CompiledProblem, path: TreePath): CompiledNode | null {
  let level: readonly CompiledNode[] = compiled.roots;
  let node: CompiledNode | null = null;
  for (const i of path) {
    node = level[i] ?? null;
    if (node === null) return null;
    level = node.children;
  }
  return node;
}

/** The moves from the start to a node, both sides. */
export function movesTo(node: CompiledNode | null): Vertex[] {
  const out: Vertex[] = [];
  for (let n = node; n !== null; n = n.parent) out.push(n.node.move);
  return out.reverse();
}

/**
 * Every point a problem is about: its stones, the moves of its answer tree (both sides, every line; not
 * the moves that also win after the first move, `mainMoveBeside`), the goal's targets and the scope of
 * first moves. What a cropped board must show (issue 14); passes are left out.
 */
export function problemVertices(given: Problem | CompiledProblem): Vertex[] {
  const compiled = 'roots' in given ? given : compileProblem(given);
  const problem = compiled.problem;
  const out = new Set<Vertex>();
  problem.start.stones.forEach((stone, v) => {
    if (stone !== 0) out.add(v);
  });
  const stack = [...compiled.roots];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    // A move that also wins is played where the board already shows (it need not widen the crop).
    if (node.node.move >= 0 && mainMoveBeside(node) === null) out.add(node.node.move);
    stack.push(...node.children);
  }
  if ('targets' in problem.goal) for (const v of problem.goal.targets) out.add(v);
  for (const v of problem.scope ?? []) out.add(v);
  return [...out].sort((a, b) => a - b);
}

/**
 * The tree's own right move beside a move that also wins (issue 14: "moves that are right but slower …
 * are accepted with a note"): for a right leaf of the player after the first move marked `also`, the first
 * winnable move of the tree at the same turn not so marked; else null. The problem ends solved on such a
 * leaf though its goal may not be on the board yet (the marked stones cannot escape any more, but still
 * stand): the content audit proves every one with the readers and GNU Go (tools/content/laterTurnMoves.ts),
 * and the app names the tree's move in its note.
 */
export function mainMoveBeside(node: CompiledNode): Vertex | null {
  const parent = node.parent;
  if (node.node.also !== true || !node.byPlayer || parent === null || node.node.verdict !== 'right')
    return null;
  if (node.children.length > 0) return null;
  const main = parent.children.find((s) => s.winnable && s.node.also !== true);
  return main === undefined ? null : main.node.move;
}
