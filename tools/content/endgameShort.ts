// Counted endgames: every wrong first move carries the points it counts less than the best move
// (`ProblemNode.short`, from the endgame reader's `endgameShortfalls`), so the app can say why it is wrong
// ("Your move is worth 2 points less than the best move"; issue 14, "every wrong line has a one-sentence
// reason"). The tree's completion adds them to every counted endgame the generator draws (complete.ts
// `completeProblem`); `content:check` proves them (`auditProblem`).
// `addShortfalls.ts` adds them to packs drawn before the field existed.
import { endgameShortfalls } from '../../src/domain/content/endgameReader';
import type { ProblemNode, Problem } from '../../src/domain/go/problem';
import { makeProblemJson, parseProblemJson } from '../../src/domain/go/problemJson';
import type { ProblemJson } from '../../src/domain/go/problemJson';

/** Whether a problem is a counted endgame (a best move with a scope: the endgame reader's problems). */
export function isCountedEndgame(problem: Problem): boolean {
  return problem.goal.kind === 'best_move' && problem.scope !== undefined;
}

/** The problem with every wrong first move's shortfall recorded; unchanged when it is no counted endgame. */
export function withShortfalls(problem: Problem): Problem {
  if (!isCountedEndgame(problem)) return problem;
  const shortfalls = endgameShortfalls(problem.start);
  if (shortfalls === null) throw new Error('a counted endgame the reader cannot read');
  const tree = problem.tree.map((node): ProblemNode => {
    const short = node.verdict === 'wrong' ? shortfalls.get(node.move) : undefined;
    return short === undefined ? node : { ...node, short };
  });
  return { ...problem, tree };
}

/** The JSON form of `withShortfalls`. */
export function withShortfallsJson(json: ProblemJson): ProblemJson {
  const parsed = parseProblemJson(json);
  if (!parsed.ok) throw new Error(`unparsable problem: ${parsed.error.code} at ${parsed.error.at}`);
  return isCountedEndgame(parsed.value) ? makeProblemJson(withShortfalls(parsed.value)) : json;
}
