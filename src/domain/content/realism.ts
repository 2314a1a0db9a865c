// The realism rule for generated problems (docs/content.md, "Realism"): no stone without a purpose. A
// stone of a problem with targets must stand within two points (Chebyshev) of another stone — part of a
// shape, a wall or a fight — or within two points of a move of a right line or a refutation (a ladder
// breaker on the ladder's way, a stone the refutation runs into; the wrong first moves do not count). A lone stone far from both is a random scatter and
// the problem is refused. Best-move problems (openings, endgame boards) are exempt: their lone corner
// stones are the point.
import { fromAscii } from '../go/ascii';
import { parseVertex } from '../go/coords';
import type { ProblemBranchJson, ProblemJson } from '../go/problemJson';

/** How far a stone may stand from every other stone and every tree move. */
export const REALISM_DISTANCE = 2;

/** The moves of the right lines and of the refutations (not the wrong first moves themselves). */
function treeMoves(
  size: number,
  branches: readonly ProblemBranchJson[],
  out: number[],
  root = true,
): number[] {
  for (const b of branches) {
    const words = b.line.trim().split(/\s+/);
    const skipFirst = root && b.result === 'wrong' && words.length === 1;
    for (const word of skipFirst ? [] : words) {
      const v = parseVertex(size as Parameters<typeof parseVertex>[0], word);
      if (v.ok && v.value >= 0) out.push(v.value);
    }
    if (b.then !== undefined) treeMoves(size, b.then, out, false);
  }
  return out;
}

/** The stray stones of a problem (GTP-free: vertices), empty when it follows the rule. */
export function strayStones(problem: ProblemJson): number[] {
  if (!('targets' in problem.goal)) return [];
  const board = fromAscii(problem.board.join('\n'));
  if (!board.ok) return [];
  const { size, stones } = board.value;
  const moves = treeMoves(size, problem.tree, []);
  const near = (a: number, b: number) =>
    Math.max(Math.abs((a % size) - (b % size)), Math.abs(Math.floor(a / size) - Math.floor(b / size))) <=
    REALISM_DISTANCE;
  const occupied: number[] = [];
  for (let v = 0; v < size * size; v++) if (stones[v] !== 0) occupied.push(v);
  return occupied.filter(
    (v) => !occupied.some((w) => w !== v && near(v, w)) && !moves.some((m) => near(v, m)),
  );
}
