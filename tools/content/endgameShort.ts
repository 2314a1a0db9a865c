// Counted endgames: every wrong first move carries the points it counts less than the best move
// (`ProblemNode.short`, from the endgame reader's `endgameShortfalls`), so the app can say why it is wrong
// ("Your move is worth 2 points less than the best move"; issue 14, "every wrong line has a one-sentence
// reason"). The tree's completion adds them to every counted endgame the generator draws (complete.ts
// `completeProblem`); `content:check` proves them (`auditProblem`).
// The player's second turn is completed the same way (`withWrongSecondMoves`): every move the reader proves
// short of the best count there is added as a wrong move with the opponent's best reply and its shortfall,
// so a wrong second move is refuted and explained as a wrong first move is.
// `addShortfalls.ts` adds both to packs drawn before they existed.
import { classifyEndgameTurn, endgameShortfalls } from '../../src/domain/content/endgameReader';
import { makeVertex } from '../../src/domain/go/coords';
import type { ProblemNode, Problem } from '../../src/domain/go/problem';
import { makeProblemJson, parseProblemJson } from '../../src/domain/go/problemJson';
import type { ProblemJson } from '../../src/domain/go/problemJson';

/** Whether a problem is a counted endgame (a best move with a scope and no ko group: the endgame reader's problems). */
export function isCountedEndgame(problem: Problem): boolean {
  return problem.goal.kind === 'best_move' && problem.scope !== undefined && problem.koGroup === undefined;
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

/**
 * The problem with the player's second turn completed after every right first move and the opponent's
 * reply: the tree's right moves kept (the reader must find the same ones), every move the reader proves
 * wrong there added after them with the opponent's best reply and its shortfall. Moves the reader leaves
 * undecided (a ko on their line, the two readings apart) are left out, as before. Throws when the reader
 * cannot read a turn or finds other right moves than the tree's.
 */
export function withWrongSecondMoves(problem: Problem): Problem {
  if (!isCountedEndgame(problem)) return problem;
  const at = (v: number) => makeVertex(problem.start.size, v);
  const tree = problem.tree.map((root): ProblemNode => {
    if (root.verdict === 'wrong') return root;
    const children = root.children.map((reply): ProblemNode => {
      const after = `${at(root.move)} ${at(reply.move)}`;
      const turn = classifyEndgameTurn(problem.start, [root.move, reply.move]);
      if (turn === null) throw new Error(`the endgame reader cannot read the turn after ${after}`);
      const kept = reply.children.filter((n) => n.verdict !== 'wrong');
      const right = turn.moves.filter((m) => m.verdict === 'right').map((m) => m.move);
      if (kept.length !== right.length || kept.some((n) => !right.includes(n.move)))
        throw new Error(`the endgame reader finds other right moves after ${after}`);
      const wrong = turn.moves.flatMap((m): ProblemNode[] =>
        m.verdict === 'wrong' && m.short !== undefined
          ? [
              {
                move: m.move,
                verdict: 'wrong',
                short: m.short,
                children: m.reply === null ? [] : [{ move: m.reply, children: [] }],
              },
            ]
          : [],
      );
      return { ...reply, children: [...kept, ...wrong] };
    });
    return { ...root, children };
  });
  return { ...problem, tree };
}

/** A counted endgame with every wrong move's reason: first moves' shortfalls, second turns completed. */
export function withEndgameReasons(problem: Problem): Problem {
  return withWrongSecondMoves(withShortfalls(problem));
}

/** The JSON form of `withEndgameReasons`. */
export function withEndgameReasonsJson(json: ProblemJson): ProblemJson {
  const parsed = parseProblemJson(json);
  if (!parsed.ok) throw new Error(`unparsable problem: ${parsed.error.code} at ${parsed.error.at}`);
  return isCountedEndgame(parsed.value) ? makeProblemJson(withEndgameReasons(parsed.value)) : json;
}
