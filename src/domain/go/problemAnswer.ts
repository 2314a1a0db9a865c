// Solving a problem move by move: `answer` tells whether the player's move is right (and plays the
// opponent's reply from the tree), wrong (with the refutation to show) or illegal (with the rule broken).
// The opponent's reply is always the same for the same moves, so the player's moves alone describe a
// state: that list is what the app stores and what the server re-checks with `replayAnswer`.
import type { Vertex } from './coords';
import { play } from './position';
import type { MoveError, Position } from './position';
import { compileProblem, mainMoveBeside, positionKey } from './problem';
import type { CompiledNode, CompiledProblem, Problem } from './problem';

export const problemStatuses = ['playing', 'solved', 'failed'] as const;
export type ProblemStatus = (typeof problemStatuses)[number];

/** The rule a move broke, or 'problem_over' for a move after the problem was solved or failed. */
export type ProblemMoveError = MoveError | 'problem_over';

export interface ProblemState {
  readonly problem: CompiledProblem;
  readonly position: Position;
  /** Every move played so far, the player's and the opponent's. */
  readonly moves: readonly Vertex[];
  /** The player's moves alone: enough to rebuild this state (`replayAnswer(problem, playerMoves).state`). */
  readonly playerMoves: readonly Vertex[];
  /** The tree node reached (after the last reply); null at the start and after a move outside the tree. */
  readonly node: CompiledNode | null;
  readonly status: ProblemStatus;
}

export type ProblemAnswer =
  | {
      readonly kind: 'solved';
      readonly state: ProblemState;
      /** The opponent's last reply when the right line ends with one (already played), else null. */
      readonly reply: Vertex | null;
      readonly comment: string | null;
      /**
       * When the solving move is one that also wins at a later turn (accepted where it is played, the goal
       * not yet on the board): the tree's own move there, for the note; else null.
       */
      readonly mainMove: Vertex | null;
    }
  | {
      readonly kind: 'continue';
      readonly state: ProblemState;
      /** The opponent's reply, already played in `state`. */
      readonly reply: Vertex;
      readonly comment: string | null;
    }
  | {
      readonly kind: 'wrong';
      /** The position after the wrong move; the refutation is not played into it. */
      readonly state: ProblemState;
      /** The opponent's punishing reply and its follow-up, both sides alternately; [] if not in the tree. */
      readonly refutation: readonly Vertex[];
      readonly comment: string | null;
    }
  | { readonly kind: 'illegal'; readonly state: ProblemState; readonly error: ProblemMoveError };

function compiled(problem: Problem | CompiledProblem): CompiledProblem {
  return 'roots' in problem ? problem : compileProblem(problem);
}

export function startProblem(problem: Problem | CompiledProblem): ProblemState {
  const c = compiled(problem);
  return { problem: c, position: c.problem.start, moves: [], playerMoves: [], node: null, status: 'playing' };
}

/**
 * The player's moves that are right at this point (for hints and "show the answer"): the tree's own, not
 * the moves that also win listed after them (a hint that lit twenty points would show nothing).
 */
export function rightMoves(state: ProblemState): Vertex[] {
  if (state.status !== 'playing') return [];
  const level = state.node === null ? state.problem.roots : state.node.children;
  return [...new Set(level.filter((n) => n.winnable && mainMoveBeside(n) === null).map((n) => n.node.move))];
}

function legalChildren(node: CompiledNode): CompiledNode[] {
  return node.children.filter((c) => c.error === null);
}

/** The tree node a player's move leads to: the child with that move, or a node with the same position. */
function findNode(state: ProblemState, vertex: Vertex, after: Position): CompiledNode | null {
  // A playing state is at the start (node null) or on a reply of the tree.
  const level = state.node === null ? state.problem.roots : state.node.children;
  const direct = level.filter((n) => n.node.move === vertex && n.error === null);
  const transposed = state.problem.byPosition.get(positionKey(after)) ?? [];
  return (
    direct.find((n) => n.winnable) ?? transposed.find((n) => n.winnable) ?? direct[0] ?? transposed[0] ?? null
  );
}

/** The opponent's best punishment after a wrong move: at each step a line that is not winnable, if any. */
function refutationOf(node: CompiledNode): { moves: Vertex[]; last: CompiledNode } {
  const moves: Vertex[] = [];
  let last = node;
  for (;;) {
    const legal = legalChildren(last);
    const next = legal.find((c) => !c.winnable) ?? legal[0];
    if (next === undefined) return { moves, last };
    moves.push(next.node.move);
    last = next;
  }
}

/** The player plays `vertex` (or PASS) in the current state. */
export function answer(state: ProblemState, vertex: Vertex): ProblemAnswer {
  if (state.status !== 'playing') return { kind: 'illegal', state, error: 'problem_over' };
  const rules = state.problem.problem.rules ?? {};
  const played = play(state.position, vertex, { ...rules, color: state.problem.player });
  if (!played.ok) return { kind: 'illegal', state, error: played.error };

  const node = findNode(state, vertex, played.position);
  const afterMove: ProblemState = {
    ...state,
    position: played.position,
    moves: [...state.moves, vertex],
    playerMoves: [...state.playerMoves, vertex],
    node,
  };
  if (node === null) {
    return { kind: 'wrong', state: { ...afterMove, status: 'failed' }, refutation: [], comment: null };
  }
  if (!node.winnable) {
    const { moves, last } = refutationOf(node);
    const comment = last.node.comment ?? node.node.comment ?? null;
    return { kind: 'wrong', state: { ...afterMove, status: 'failed' }, refutation: moves, comment };
  }
  // Winnable: every legal reply keeps it winnable, so the first one is the tree's main line.
  const reply = legalChildren(node)[0];
  if (reply === undefined || reply.after === null) {
    return {
      kind: 'solved',
      state: { ...afterMove, status: 'solved' },
      reply: null,
      comment: node.node.comment ?? null,
      mainMove: mainMoveBeside(node),
    };
  }
  const afterReply: ProblemState = {
    ...afterMove,
    position: reply.after,
    moves: [...afterMove.moves, reply.node.move],
    node: reply,
  };
  const comment = reply.node.comment ?? node.node.comment ?? null;
  if (legalChildren(reply).length === 0) {
    return {
      kind: 'solved',
      state: { ...afterReply, status: 'solved' },
      reply: reply.node.move,
      comment,
      mainMove: null,
    };
  }
  return { kind: 'continue', state: afterReply, reply: reply.node.move, comment };
}

export interface ReplayResult {
  /** True when the moves solve the problem and nothing follows the solving move. */
  readonly solved: boolean;
  readonly status: ProblemStatus;
  /** Index in the submitted moves of the wrong move, if one was played. */
  readonly wrongAt?: number;
  /** Index of the first move that could not be played (illegal, or after the end), and why. */
  readonly illegalAt?: number;
  readonly error?: ProblemMoveError;
  /** Every move played, both sides, up to where the replay stopped. */
  readonly moves: readonly Vertex[];
  /** The state reached (the state to resume from). */
  readonly state: ProblemState;
}

/**
 * Replays the player's moves against the problem with the same code the app used — what the server does
 * before crediting a result. Strict: a move after the problem ended is refused ('problem_over'), so a
 * submission is solved only if its last move solves it.
 */
export function replayAnswer(
  problem: Problem | CompiledProblem,
  playerMoves: readonly Vertex[],
): ReplayResult {
  let state = startProblem(problem);
  let wrongAt: number | undefined;
  for (const [index, vertex] of playerMoves.entries()) {
    const result = answer(state, vertex);
    if (result.kind === 'illegal') {
      return {
        solved: false,
        status: state.status,
        ...(wrongAt === undefined ? {} : { wrongAt }),
        illegalAt: index,
        error: result.error,
        moves: state.moves,
        state,
      };
    }
    if (result.kind === 'wrong') wrongAt = index;
    state = result.state;
  }
  return {
    solved: state.status === 'solved',
    status: state.status,
    ...(wrongAt === undefined ? {} : { wrongAt }),
    moves: state.moves,
    state,
  };
}
