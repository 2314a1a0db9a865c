// The counted endgames' own proofs (issue 14), beside the first-move proofs every problem gets
// (complete.ts `auditProblem`):
//
// - every wrong move the tree marks with a shortfall carries the points the endgame reader proves, and no
//   other move carries one (`shortfallIssues`);
// - the player's second turn after every right first move and the opponent's reply is complete: every move
//   the reader decides there is in the tree with its verdict, every wrong one refuted, the refutation
//   proven (`secondTurnIssues`);
// - GNU Go counts the end of every line of best play after a first move and after a wrong second move, and
//   must find the reader's count (`gnugoEndgameAgreement`).
import { makeVertex } from '../../src/domain/go/coords';
import type { Vertex } from '../../src/domain/go/coords';
import type { PointsShort, Problem, ProblemNode } from '../../src/domain/go/problem';
import {
  classifyEndgame,
  classifyEndgameTurn,
  endgameRefuted,
  endgameShortfalls,
} from '../../src/domain/content/endgameReader';
import type { EndgameTurnMove } from '../../src/domain/content/endgameReader';
import { isCountedEndgame } from './endgameShort';
import { gnugoFinalCounts } from './gnugo';

/** A second turn of the player: after a right first move (`root`) and the opponent's reply in the tree. */
interface SecondTurn {
  readonly root: ProblemNode;
  readonly reply: ProblemNode;
  /** The reader's moves there, or null when it cannot read the turn. */
  readonly moves: readonly EndgameTurnMove[] | null;
}

/** The player's second turns of a counted endgame's right lines, each read (none for other problems). */
function secondTurns(problem: Problem): SecondTurn[] {
  if (!isCountedEndgame(problem)) return [];
  return problem.tree
    .filter((root) => root.verdict !== 'wrong')
    .flatMap((root) =>
      root.children.map((reply) => ({
        root,
        reply,
        moves: classifyEndgameTurn(problem.start, [root.move, reply.move])?.moves ?? null,
      })),
    );
}

/**
 * A counted endgame's wrong moves must carry the points they count less than the best move, as the
 * endgame reader proves them: the first moves' (`endgameShortfalls`) and the second turn's
 * (`classifyEndgameTurn`); no other move or problem may carry one.
 */
export function shortfallIssues(problem: Problem): string[] {
  const size = problem.start.size;
  const proven = new Map<ProblemNode, PointsShort>();
  const first = isCountedEndgame(problem) ? endgameShortfalls(problem.start) : null;
  for (const root of problem.tree) {
    const short = root.verdict === 'wrong' ? first?.get(root.move) : undefined;
    if (short !== undefined) proven.set(root, short);
  }
  for (const { reply, moves } of secondTurns(problem))
    for (const node of reply.children) {
      const short = node.verdict === 'wrong' ? moves?.find((m) => m.move === node.move)?.short : undefined;
      if (short !== undefined) proven.set(node, short);
    }
  const says = (s: PointsShort | undefined) =>
    s === undefined ? 'none' : `${s.atLeast ? 'at least ' : ''}${s.points}`;
  const issues: string[] = [];
  const stack = problem.tree.map((node) => ({ node, depth: 0 }));
  while (stack.length > 0) {
    const { node, depth } = stack.pop() as (typeof stack)[number];
    stack.push(...node.children.map((child) => ({ node: child, depth: depth + 1 })));
    const want = proven.get(node);
    const recorded = node.short;
    if (want?.points === recorded?.points && want?.atLeast === recorded?.atLeast) continue;
    issues.push(
      `${depth === 0 ? 'first move' : 'move'} ${makeVertex(size, node.move)}: points short ${says(recorded)}, the endgame reader ${says(want)}`,
    );
  }
  return issues;
}

/** What the second turns' proofs counted. */
export interface SecondTurnFacts {
  readonly turns: number;
  /** Wrong second moves in the tree, and those whose refutation the reader proves. */
  readonly refutations: number;
  readonly refutationsProven: number;
}

/**
 * A counted endgame's second turns: every move the endgame reader decides there is in the tree with the
 * reader's verdict (moves it leaves undecided may be missing), no move of the tree is one it does not
 * decide, and every wrong one's reply leaves the player short of the best count.
 */
export function secondTurnIssues(problem: Problem): { issues: string[]; facts: SecondTurnFacts } {
  const size = problem.start.size;
  const at = (v: Vertex) => makeVertex(size, v);
  const issues: string[] = [];
  const facts = { turns: 0, refutations: 0, refutationsProven: 0 };
  for (const { root, reply, moves } of secondTurns(problem)) {
    const after = `after ${at(root.move)} ${at(reply.move)}`;
    facts.turns++;
    if (moves === null) {
      issues.push(`${after}: the endgame reader cannot read the second turn`);
      continue;
    }
    const read = new Map(moves.map((m) => [m.move, m]));
    const held = new Set(reply.children.map((n) => n.move));
    for (const m of moves)
      if (m.verdict !== 'unknown' && !held.has(m.move))
        issues.push(`${after}: move ${at(m.move)} (${m.verdict}) is not in the tree`);
    for (const node of reply.children) {
      const m = read.get(node.move);
      const says = node.verdict === 'wrong' ? 'wrong' : 'right';
      if (m === undefined || m.verdict === 'unknown') {
        issues.push(`${after}: move ${at(node.move)} (${says}) is not decided by the endgame reader`);
        continue;
      }
      if (m.verdict !== says)
        issues.push(`${after}: move ${at(node.move)}: the tree says ${says}, the reader ${m.verdict}`);
      if (node.verdict !== 'wrong') continue;
      facts.refutations++;
      const refutation = node.children[0];
      // The opponent's best may be to pass; the move is wrong all the same, with nothing to show.
      if (refutation === undefined) {
        if (m.reply === null) facts.refutationsProven++;
        else issues.push(`${after}: move ${at(node.move)} has no refutation`);
        continue;
      }
      const holds = endgameRefuted(problem.start, [root.move, reply.move, node.move, refutation.move]);
      if (holds === 'win') facts.refutationsProven++;
      else
        issues.push(
          `${after}: refutation ${at(node.move)} ${at(refutation.move)}: ${holds === 'fail' ? 'the player still reaches the best count' : 'not proven'}`,
        );
    }
  }
  return { issues, facts };
}

export interface Agreement {
  readonly disagreements: string[];
  readonly agree: number;
  readonly silent: number;
}

/**
 * Counted endgames: GNU Go counts the end of every first move's line of best play, and of every wrong
 * second move's (its own dead stones, area, komi 0), and must find the reader's count: the exact count of
 * a right move, and between the two bounds of a wrong one (open borders at the end counted against the
 * player and for it).
 */
export function gnugoEndgameAgreement(problem: Problem): Agreement {
  const size = problem.start.size;
  const e = classifyEndgame(problem.start);
  if (e === null) return { disagreements: ['the endgame reader cannot read it'], agree: 0, silent: 0 };
  const lines = e.lines.map((line, i) => ({
    line,
    count: e.counts[i] as number,
    bound: e.bounds[i] as number,
    what: `first move ${makeVertex(size, e.moves[i]?.move ?? -1)}`,
  }));
  for (const { root, reply, moves } of secondTurns(problem))
    for (const m of moves ?? [])
      if (m.verdict === 'wrong' && m.line !== undefined && m.count !== undefined && m.bound !== undefined)
        lines.push({
          line: [root.move, reply.move, m.move, ...m.line],
          count: m.count,
          bound: m.bound,
          what: `second move ${makeVertex(size, m.move)} after ${makeVertex(size, root.move)} ${makeVertex(size, reply.move)}`,
        });
  const counts = gnugoFinalCounts(
    problem,
    lines.map((l) => l.line),
  );
  const disagreements: string[] = [];
  let agree = 0;
  let silent = 0;
  counts.forEach((g, i) => {
    const { count: a, bound: b, what } = lines[i] as (typeof lines)[number];
    const ours = a === b ? `${a}` : `${Math.min(a, b)} to ${Math.max(a, b)}`;
    if (g === null) silent++;
    else if (g >= Math.min(a, b) && g <= Math.max(a, b)) agree++;
    else disagreements.push(`${what}: GNU Go counts ${g} at the end of its line, the reader ${ours}`);
  });
  return { disagreements, agree, silent };
}
