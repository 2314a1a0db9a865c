// Problems in a compact JSON form for generated content packs: the board as rows of text (ascii.ts
// notation), GTP vertices ("D4"), and the tree as lines of moves ("D4 E4 D5", both sides alternately) with
// the verdict and comment on a line's last move and its variations after it. `parseProblemJson` checks data
// that came from a file or the network and answers an error with the JSON path at fault; `makeProblemJson`
// writes any problem losslessly (a line breaks wherever a move has a mark, a comment or several children).
import { fromAscii } from './ascii';
import { makeVertex, parseVertex } from './coords';
import type { BoardSize, Vertex } from './coords';
import { withToMove } from './position';
import type { RuleOptions } from './position';
import { isKoGroup, isLastMove, problemGoalKinds, verdicts } from './problem';
import type { PointsShort, Problem, ProblemGoal, ProblemNode, Verdict } from './problem';
import { err, ok } from './result';
import type { Result } from './result';
import { BLACK, WHITE } from './stones';

export type ProblemGoalJson =
  | {
      readonly kind: 'capture' | 'save' | 'live' | 'kill' | 'capture_any';
      readonly targets: readonly string[];
    }
  | { readonly kind: 'best_move' }
  | { readonly kind: 'capture_count'; readonly count: number };

export interface ProblemBranchJson {
  /** Moves separated by spaces, GTP vertices or "pass", alternating from the side to move at this depth. */
  readonly line: string;
  /** The verdict on the line's last move. */
  readonly result?: Verdict;
  /** The comment on the line's last move. */
  readonly comment?: string;
  /**
   * The line's last move is a move that also wins after the first move, accepted where it is played
   * (issue 14): a right leaf whose goal the content audit proves by reading, not yet on the board.
   */
  readonly also?: true;
  /**
   * The line's last move is a wrong move of a counted endgame that counts this many points less than the
   * best move (`ProblemNode.short`); with `shortAtLeast`, at least this many.
   */
  readonly short?: number;
  readonly shortAtLeast?: true;
  /** Variations after the line's last move. */
  readonly then?: readonly ProblemBranchJson[];
}

export interface ProblemJson {
  /** Rows from the top: X black, O white, "." empty; spaces are ignored. */
  readonly board: readonly string[];
  readonly toMove: 'B' | 'W';
  readonly goal: ProblemGoalJson;
  readonly tree: readonly ProblemBranchJson[];
  readonly comment?: string;
  readonly rules?: { readonly allowSuicide?: boolean; readonly superko?: 'none' | 'positional' };
  /**
   * The points where every legal first move of the player is in the tree (right with its line, or wrong
   * with its refutation), as the content tools' solver classified them. A first move elsewhere leaves
   * the fight alone and is wrong like a pass. Optional: hand-written and best-move problems have none.
   */
  readonly scope?: readonly string[];
  /**
   * A make-ko problem (best-move goal): a stone of the group whose fate the ko decides
   * (`Problem.koGroup`).
   */
  readonly koGroup?: string;
  /** The opponent's move just before the start, marked on the board (`Problem.lastMove`). */
  readonly lastMove?: string;
}

export const problemJsonErrorCodes = [
  'not_object',
  'bad_board',
  'bad_to_move',
  'bad_goal',
  'bad_vertex',
  'bad_tree',
  'bad_verdict',
  'bad_comment',
  'bad_rules',
  'bad_scope',
  'bad_short',
  'bad_ko_group',
  'bad_last_move',
] as const;
export type ProblemJsonErrorCode = (typeof problemJsonErrorCodes)[number];

export interface ProblemJsonError {
  readonly code: ProblemJsonErrorCode;
  /** Where, as a JSON path: "goal.targets[1]", "tree[0].then[2].line". */
  readonly at: string;
}

type Parsed<T> = Result<T, ProblemJsonError>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fail(code: ProblemJsonErrorCode, at: string): { ok: false; error: ProblemJsonError } {
  return err({ code, at });
}

function parseVertices(
  size: BoardSize,
  words: readonly unknown[],
  at: string,
  pass: boolean,
): Parsed<Vertex[]> {
  const out: Vertex[] = [];
  for (const [i, word] of words.entries()) {
    const vertex = typeof word === 'string' ? parseVertex(size, word) : null;
    if (vertex === null || !vertex.ok || (!pass && vertex.value < 0))
      return fail('bad_vertex', `${at}[${i}]`);
    out.push(vertex.value);
  }
  return ok(out);
}

function parseGoal(size: BoardSize, value: unknown): Parsed<ProblemGoal> {
  if (!isRecord(value)) return fail('bad_goal', 'goal');
  const kind = problemGoalKinds.find((k) => k === value.kind);
  if (kind === undefined) return fail('bad_goal', 'goal.kind');
  if (kind === 'best_move') return ok({ kind });
  if (kind === 'capture_count') {
    const count = value.count;
    return typeof count === 'number' && Number.isInteger(count) && count >= 1
      ? ok({ kind, count })
      : fail('bad_goal', 'goal.count');
  }
  if (!Array.isArray(value.targets)) return fail('bad_goal', 'goal.targets');
  const targets = parseVertices(size, value.targets, 'goal.targets', false);
  return targets.ok ? ok({ kind, targets: targets.value }) : targets;
}

function parseRules(value: unknown): Parsed<RuleOptions | undefined> {
  if (value === undefined) return ok(undefined);
  if (!isRecord(value)) return fail('bad_rules', 'rules');
  const { allowSuicide, superko } = value;
  if (allowSuicide !== undefined && typeof allowSuicide !== 'boolean')
    return fail('bad_rules', 'rules.allowSuicide');
  if (superko !== undefined && superko !== 'none' && superko !== 'positional')
    return fail('bad_rules', 'rules.superko');
  return ok({
    ...(allowSuicide === undefined ? {} : { allowSuicide }),
    ...(superko === undefined ? {} : { superko }),
  });
}

interface Draft {
  move: Vertex;
  verdict?: Verdict;
  comment?: string;
  also?: true;
  short?: PointsShort;
  children: Draft[];
}

/** Reads the branches into drafts; iterative, with the JSON path of every branch for errors. */
function parseTree(size: BoardSize, value: unknown): Parsed<Draft[]> {
  if (!Array.isArray(value)) return fail('bad_tree', 'tree');
  const roots: Draft[] = [];
  const stack: { branches: readonly unknown[]; at: string; into: Draft[] }[] = [
    { branches: value, at: 'tree', into: roots },
  ];
  while (stack.length > 0) {
    const { branches, at, into } = stack.pop() as (typeof stack)[number];
    for (const [i, branch] of branches.entries()) {
      const here = `${at}[${i}]`;
      if (!isRecord(branch) || typeof branch.line !== 'string') return fail('bad_tree', here);
      const words = branch.line
        .trim()
        .split(/\s+/)
        .filter((w) => w !== '');
      if (words.length === 0) return fail('bad_tree', `${here}.line`);
      const moves = parseVertices(size, words, `${here}.line`, true);
      if (!moves.ok) return moves;
      const { result, comment, also, short, shortAtLeast, then } = branch;
      if (result !== undefined && !verdicts.some((v) => v === result))
        return fail('bad_verdict', `${here}.result`);
      if (comment !== undefined && typeof comment !== 'string') return fail('bad_comment', `${here}.comment`);
      if (also !== undefined && also !== true) return fail('bad_verdict', `${here}.also`);
      if (then !== undefined && !Array.isArray(then)) return fail('bad_tree', `${here}.then`);
      // Points short: a whole number of points on a wrong move (area counts move by whole points).
      if (short !== undefined && (!Number.isInteger(short) || (short as number) < 1 || result !== 'wrong'))
        return fail('bad_short', `${here}.short`);
      if (shortAtLeast !== undefined && (shortAtLeast !== true || short === undefined))
        return fail('bad_short', `${here}.shortAtLeast`);
      let level = into;
      let last: Draft | null = null;
      for (const move of moves.value) {
        last = { move, children: [] };
        level.push(last);
        level = last.children;
      }
      if (last === null) return fail('bad_tree', here);
      if (result !== undefined) last.verdict = result as Verdict;
      if (comment !== undefined) last.comment = comment;
      if (also === true) last.also = true;
      if (short !== undefined) last.short = { points: short as number, atLeast: shortAtLeast === true };
      if (then !== undefined)
        stack.push({ branches: then as unknown[], at: `${here}.then`, into: last.children });
    }
  }
  return ok(roots);
}

/** A problem from its JSON form (already parsed from text); checks every field. */
export function parseProblemJson(value: unknown): Parsed<Problem> {
  if (!isRecord(value)) return fail('not_object', '');
  const rows = value.board;
  if (!Array.isArray(rows) || !rows.every((r) => typeof r === 'string')) return fail('bad_board', 'board');
  const board = fromAscii(rows.join('\n'));
  if (!board.ok) return fail('bad_board', 'board');
  const size = board.value.size;
  if (value.toMove !== 'B' && value.toMove !== 'W') return fail('bad_to_move', 'toMove');
  const goal = parseGoal(size, value.goal);
  if (!goal.ok) return goal;
  const tree = parseTree(size, value.tree);
  if (!tree.ok) return tree;
  if (value.comment !== undefined && typeof value.comment !== 'string') return fail('bad_comment', 'comment');
  const rules = parseRules(value.rules);
  if (!rules.ok) return rules;
  let scope: Vertex[] | undefined;
  if (value.scope !== undefined) {
    if (!Array.isArray(value.scope)) return fail('bad_scope', 'scope');
    const parsed = parseVertices(size, value.scope, 'scope', false);
    if (!parsed.ok) return fail('bad_scope', parsed.error.at);
    scope = parsed.value;
  }
  let koGroup: Vertex | undefined;
  if (value.koGroup !== undefined) {
    // A stone on the board, and only with a best-move goal (the other goals mark their targets).
    const parsed = typeof value.koGroup === 'string' ? parseVertex(size, value.koGroup) : null;
    if (parsed === null || !parsed.ok || !isKoGroup(board.value, goal.value, parsed.value))
      return fail('bad_ko_group', 'koGroup');
    koGroup = parsed.value;
  }
  const start = withToMove(board.value, value.toMove === 'B' ? BLACK : WHITE);
  let lastMove: Vertex | undefined;
  if (value.lastMove !== undefined) {
    // A stone of the side not to move: the move that led to the position.
    const parsed = typeof value.lastMove === 'string' ? parseVertex(size, value.lastMove) : null;
    if (parsed === null || !parsed.ok || !isLastMove(start, parsed.value))
      return fail('bad_last_move', 'lastMove');
    lastMove = parsed.value;
  }
  return ok({
    start,
    goal: goal.value,
    tree: tree.value,
    ...(value.comment === undefined ? {} : { comment: value.comment }),
    ...(rules.value === undefined ? {} : { rules: rules.value }),
    ...(scope === undefined ? {} : { scope }),
    ...(koGroup === undefined ? {} : { koGroup }),
    ...(lastMove === undefined ? {} : { lastMove }),
  });
}

function goalJson(size: BoardSize, goal: ProblemGoal): ProblemGoalJson {
  if (goal.kind === 'best_move' || goal.kind === 'capture_count') return goal;
  return { kind: goal.kind, targets: goal.targets.map((v) => makeVertex(size, v)) };
}

/** The JSON form of a problem. */
export function makeProblemJson(problem: Problem): ProblemJson {
  const { start } = problem;
  const size = start.size;
  const board: string[] = [];
  for (let y = 0; y < size; y++) {
    let row = '';
    for (let x = 0; x < size; x++) {
      const s = start.stones[y * size + x];
      row += s === BLACK ? 'X' : s === WHITE ? 'O' : '.';
    }
    board.push(row);
  }
  // A line runs on while a move has exactly one child and no mark or comment of its own.
  const branches = (nodes: readonly ProblemNode[]): ProblemBranchJson[] =>
    nodes.map((first) => {
      const moves: Vertex[] = [first.move];
      let last = first;
      while (
        last.children.length === 1 &&
        last.verdict === undefined &&
        last.comment === undefined &&
        last.also !== true &&
        last.short === undefined
      ) {
        last = last.children[0] as ProblemNode;
        moves.push(last.move);
      }
      return {
        line: moves.map((v) => makeVertex(size, v)).join(' '),
        ...(last.verdict === undefined ? {} : { result: last.verdict }),
        ...(last.comment === undefined ? {} : { comment: last.comment }),
        ...(last.also === true ? { also: true as const } : {}),
        ...(last.short === undefined ? {} : { short: last.short.points }),
        ...(last.short?.atLeast === true ? { shortAtLeast: true as const } : {}),
        ...(last.children.length === 0 ? {} : { then: branches(last.children) }),
      };
    });
  const rules = problem.rules;
  return {
    board,
    toMove: start.toMove === BLACK ? 'B' : 'W',
    goal: goalJson(size, problem.goal),
    tree: branches(problem.tree),
    ...(problem.comment === undefined ? {} : { comment: problem.comment }),
    ...(rules === undefined
      ? {}
      : {
          rules: {
            ...(rules.allowSuicide === undefined ? {} : { allowSuicide: rules.allowSuicide }),
            ...(rules.superko === undefined ? {} : { superko: rules.superko }),
          },
        }),
    ...(problem.scope === undefined ? {} : { scope: problem.scope.map((v) => makeVertex(size, v)) }),
    ...(problem.koGroup === undefined ? {} : { koGroup: makeVertex(size, problem.koGroup) }),
    ...(problem.lastMove === undefined ? {} : { lastMove: makeVertex(size, problem.lastMove) }),
  };
}
