// Completing a problem's answer tree from the classification of every first move in its scope
// (src/domain/content/firstMoves.ts), with GNU Go as a second opinion:
//
// - every move our solver proves right is a right line of the tree (a move that also works is accepted);
// - every wrong move has a refutation our solver proves (a reply after which the goal is out of reach):
//   the tree's own when it is proven, else the solver's; wrong moves the tree lacked are added;
// - a move the solver cannot settle, a right answer of the tree the solver disputes, or any disagreement
//   with GNU Go's readers (first moves and refutations) drops the problem;
// - the problem's `scope` names the points so classified.
//
// `auditProblem` runs the same proofs on a shipped problem without changing it (content:check).
import { makeVertex } from '../../src/domain/go/coords';
import type { Vertex } from '../../src/domain/go/coords';
import { compileProblem } from '../../src/domain/go/problem';
import type { Problem, ProblemNode } from '../../src/domain/go/problem';
import { makeProblemJson, parseProblemJson } from '../../src/domain/go/problemJson';
import type { ProblemJson } from '../../src/domain/go/problemJson';
import { classifyFirstMoves, refutationHolds } from '../../src/domain/content/firstMoves';
import type { Classification } from '../../src/domain/content/firstMoves';
import { koGroupOf, koPassLoses } from '../../src/domain/content/koReader';
import { withEndgameReasons } from './endgameShort';
import { gnugoEndgameAgreement, secondTurnIssues, shortfallIssues } from './endgameAudit';
import type { Agreement } from './endgameAudit';
import { gnugoJudge } from './gnugo';
import { excuse } from './gnugoExceptions';
import { auditLaterTurns } from './laterTurnMoves';
import type { GnugoQuery, Judgement } from './gnugo';

export interface CompletionFacts {
  /** Right first moves added (moves that also work, missing from the tree before). */
  readonly addedRight: number;
  /** Refutations replaced because our solver could not prove them. */
  readonly replacedRefutations: number;
  /** Wrong first moves added with their refutation. */
  readonly addedWrong: number;
  /** GNU Go's judgements: agreeing, and without a clear answer (ko, error). */
  readonly gnugoAgree: number;
  readonly gnugoSilent: number;
  /** Disagreements excused by a reviewed exception whose proof holds (gnugoExceptions.ts). */
  readonly gnugoExcused: number;
}

export type Completed =
  | { readonly problem: ProblemJson; readonly facts: CompletionFacts }
  | { readonly rejected: string; readonly detail?: string };

export function chain(moves: readonly Vertex[], verdict: 'right' | 'wrong'): ProblemNode {
  let node: ProblemNode | null = null;
  for (let i = moves.length - 1; i >= 0; i--) {
    const last: boolean = i === moves.length - 1;
    node = {
      move: moves[i] as Vertex,
      ...(last && verdict === 'right' ? { verdict } : {}),
      ...(i === 0 && verdict === 'wrong' ? { verdict } : {}),
      children: node === null ? [] : [node],
    };
  }
  return node as ProblemNode;
}

/** The first reply of a wrong root (the refutation the app shows), or null. */
function firstReply(node: ProblemNode): Vertex | null {
  return node.children[0]?.move ?? null;
}

/**
 * GNU Go's judgements of the first moves and the refutations; a disagreement listed in the reviewed
 * exceptions with a proof that holds (gnugoExceptions.ts) is counted as excused, not as a disagreement.
 */
function gnugoAgreement(
  problem: Problem,
  c: Classification,
  tree: readonly ProblemNode[],
): Agreement & { excused: number } {
  const a = gnugoJudgements(problem, c, tree);
  const left = excuse(problem, a.disagreements);
  return { ...a, disagreements: left.disagreements, excused: left.excused };
}

function gnugoJudgements(problem: Problem, c: Classification, tree: readonly ProblemNode[]): Agreement {
  if (c.kind === 'endgame') return gnugoEndgameAgreement(problem);
  const size = problem.start.size;
  const queries: GnugoQuery[] = [];
  const expected: { what: string; want: boolean }[] = [];
  for (const m of c.moves) {
    queries.push({ moves: [m.move], ask: 'goal' });
    expected.push({ what: `first move ${makeVertex(size, m.move)}`, want: m.verdict === 'right' });
  }
  const compiled = compileProblem({ ...problem, tree });
  for (const root of compiled.roots) {
    const reply = root.children[0];
    if (root.winnable || reply === undefined) continue;
    queries.push({ moves: [root.node.move, reply.node.move], ask: 'refuted' });
    expected.push({
      what: `refutation ${makeVertex(size, root.node.move)} ${makeVertex(size, reply.node.move)}`,
      want: true,
    });
  }
  // Seki answers: GNU Go's owl readers count seki as death, so its seki status is asked too (gnugo.ts).
  const judged: Judgement[] = gnugoJudge(problem, queries, { seki: c.moves.some((m) => m.seki === true) });
  const disagreements: string[] = [];
  let agree = 0;
  let silent = 0;
  judged.forEach((j, i) => {
    const e = expected[i] as { what: string; want: boolean };
    if (j === null) silent++;
    else if (j === e.want) agree++;
    else
      disagreements.push(
        `${e.what}: GNU Go finds it ${e.what.startsWith('first') ? (j ? 'right' : 'wrong') : 'not refuting'}`,
      );
  });
  return { disagreements, agree, silent };
}

/** A make-ko problem's group named by its canonical stone (koGroupOf), whichever stone the draft gave. */
function named(problem: Problem): Problem {
  const stone = problem.koGroup === undefined ? 0 : problem.start.stones[problem.koGroup];
  if (stone !== 1 && stone !== -1) return problem;
  const group = koGroupOf(problem.start, stone);
  return group === null ? problem : { ...problem, koGroup: group };
}

/** Completes the tree of a generated problem, or says why the problem must go. */
export function completeProblem(json: ProblemJson, options: { gnugo?: boolean } = {}): Completed {
  const parsed = parseProblemJson(json);
  if (!parsed.ok) return { rejected: 'parse' };
  const problem = named(parsed.value);
  const c = classifyFirstMoves(problem);
  // A problem that names a scope must be read on it (a counted endgame the reader gives up on is no problem).
  if (c === null)
    return problem.scope === undefined && problem.koGroup === undefined
      ? { problem: json, facts: none }
      : { rejected: 'unread' };
  if (c.moves.some((m) => m.verdict === 'unknown')) return { rejected: 'unclassified' };
  const compiled = compileProblem(problem);
  const byMove = new Map(c.moves.map((m) => [m.move, m]));
  const treeRight = new Set(compiled.roots.filter((r) => r.winnable).map((r) => r.node.move));
  for (const v of treeRight)
    if (byMove.get(v)?.verdict !== 'right') return { rejected: 'solver_disputes_answer' };
  let replaced = 0;
  // Right lines first (the tree's first stays the main line), then the wrong ones.
  const right: ProblemNode[] = [];
  const wrong: ProblemNode[] = [];
  for (const [i, root] of problem.tree.entries()) {
    const node = compiled.roots[i];
    if (node === undefined || node.winnable) {
      right.push(root);
      continue;
    }
    const m = byMove.get(root.move);
    if (m !== undefined && m.verdict === 'right') return { rejected: 'tree_refuses_right_move' };
    const reply = firstReply(root);
    if (reply !== null && refutationHolds(problem, [root.move, reply]) === 'win') {
      wrong.push(root);
      continue;
    }
    if (m === undefined || m.verdict !== 'wrong') return { rejected: 'unproven_refutation' };
    wrong.push(chain([root.move, ...m.line], 'wrong'));
    replaced++;
  }
  const inTree = new Set(problem.tree.map((n) => n.move));
  let addedRight = 0;
  let addedWrong = 0;
  for (const m of c.moves) {
    if (inTree.has(m.move)) continue;
    if (m.verdict === 'right') {
      right.push(chain([m.move, ...m.line], 'right'));
      addedRight++;
    } else {
      wrong.push(chain([m.move, ...m.line], 'wrong'));
      addedWrong++;
    }
  }
  const ordered = [...right, ...wrong];
  // A counted endgame's wrong moves say how many points they count less, at the first turn and the
  // second (endgameShort.ts).
  const done: Problem = withEndgameReasons({ ...problem, tree: ordered, scope: c.scope });
  let agree = 0;
  let silent = 0;
  let excused = 0;
  if (options.gnugo !== false) {
    const a = gnugoAgreement(problem, c, ordered);
    if (a.disagreements.length > 0) return { rejected: 'gnugo_disagrees', detail: a.disagreements[0] };
    agree = a.agree;
    silent = a.silent;
    excused = a.excused;
  }
  return {
    problem: makeProblemJson(done),
    facts: {
      addedRight,
      replacedRefutations: replaced,
      addedWrong,
      gnugoAgree: agree,
      gnugoSilent: silent,
      gnugoExcused: excused,
    },
  };
}

const none: CompletionFacts = {
  addedRight: 0,
  replacedRefutations: 0,
  addedWrong: 0,
  gnugoAgree: 0,
  gnugoSilent: 0,
  gnugoExcused: 0,
};

/** What proving a problem counted: its scope, right first moves, refutations and GNU Go's judgements. */
export interface AuditFacts {
  readonly scoped: boolean;
  readonly rightFirstMoves: number;
  readonly refutations: number;
  readonly refutationsProven: number;
  readonly gnugoAgree: number;
  readonly gnugoSilent: number;
  readonly gnugoDisagree: number;
  /** Disagreements excused by a reviewed exception whose proof holds (gnugoExceptions.ts). */
  readonly gnugoExcused: number;
  /** Moves that also win at later turns (laterTurnMoves.ts), those our solver proves, and GNU Go's part. */
  readonly laterMoves: number;
  readonly laterMovesProven: number;
  readonly laterGnugoAgree: number;
  readonly laterGnugoSilent: number;
}

/** Facts with nothing counted yet. */
export function noAuditFacts(scoped: boolean): { -readonly [K in keyof AuditFacts]: AuditFacts[K] } {
  return {
    scoped,
    rightFirstMoves: 0,
    refutations: 0,
    refutationsProven: 0,
    gnugoAgree: 0,
    gnugoSilent: 0,
    gnugoDisagree: 0,
    gnugoExcused: 0,
    laterMoves: 0,
    laterMovesProven: 0,
    laterGnugoAgree: 0,
    laterGnugoSilent: 0,
  };
}

export interface Audit {
  /** What fails, one line each; empty when the problem is complete and every proof holds. */
  readonly issues: string[];
  readonly facts: AuditFacts;
}

/**
 * Proves a shipped problem: every legal first move in its scope is in the tree and the tree's verdict is
 * the solver's, every wrong first move's refutation is proven by our solver, and GNU Go agrees with the
 * first moves and the refutations wherever it gives a clear answer. The moves that also win at later
 * turns are proven the same way (laterTurnMoves.ts).
 */
export function auditProblem(problem: Problem, options: { gnugo?: boolean } = {}): Audit {
  const issues: string[] = [];
  const size = problem.start.size;
  const facts = noAuditFacts(problem.scope !== undefined);
  const c = classifyFirstMoves(problem);
  if (c === null) {
    if (problem.scope !== undefined) issues.push('a scope where the solver reads nothing');
    if (problem.koGroup !== undefined) issues.push('a ko group whose region is not enclosed');
    return { issues, facts };
  }
  if (problem.scope === undefined) issues.push('no scope: the first moves are not classified');
  // A make-ko problem's premise: without a move of the player the group is settled against it.
  if (c.kind === 'ko' && !koPassLoses(problem)) issues.push('a pass does not lose: the ko is not needed');
  const compiled = compileProblem(problem);
  const roots = new Map(compiled.roots.map((r) => [r.node.move, r]));
  for (const m of c.moves) {
    const root = roots.get(m.move);
    const where = makeVertex(size, m.move);
    if (m.verdict === 'unknown') issues.push(`first move ${where}: the solver cannot settle it`);
    else if (root === undefined) issues.push(`first move ${where} (${m.verdict}) is not in the tree`);
    else if (root.winnable !== (m.verdict === 'right'))
      issues.push(
        `first move ${where}: the tree says ${root.winnable ? 'right' : 'wrong'}, the solver ${m.verdict}`,
      );
    if (m.verdict === 'right') facts.rightFirstMoves++;
  }
  for (const root of compiled.roots) {
    const reply = root.children[0];
    if (root.winnable || reply === undefined) continue;
    facts.refutations++;
    const holds = refutationHolds(problem, [root.node.move, reply.node.move]);
    if (holds === 'win') facts.refutationsProven++;
    else
      issues.push(
        `refutation ${makeVertex(size, root.node.move)} ${makeVertex(size, reply.node.move)}: ${holds === 'fail' ? 'the player still reaches the goal' : 'not proven'}`,
      );
  }
  issues.push(...shortfallIssues(problem));
  // A counted endgame's second turns: complete, every wrong move refuted (endgameAudit.ts).
  const second = secondTurnIssues(problem);
  facts.refutations += second.facts.refutations;
  facts.refutationsProven += second.facts.refutationsProven;
  issues.push(...second.issues);
  if (options.gnugo !== false) {
    const a = gnugoAgreement(problem, c, problem.tree);
    facts.gnugoAgree = a.agree;
    facts.gnugoSilent = a.silent;
    facts.gnugoDisagree = a.disagreements.length;
    facts.gnugoExcused = a.excused;
    issues.push(...a.disagreements);
  }
  const later = auditLaterTurns(problem, options);
  facts.laterMoves = later.alternatives;
  facts.laterMovesProven = later.proven;
  facts.laterGnugoAgree = later.gnugoAgree;
  facts.laterGnugoSilent = later.gnugoSilent;
  facts.gnugoDisagree += later.gnugoDisagree;
  issues.push(...later.issues);
  return { issues, facts };
}
