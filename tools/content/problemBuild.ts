// From a solved position in the generator's frame to the ProblemJson that ships: turn it by one of the
// eight symmetries, maybe swap the colours, and write it with makeProblemJson. `verify` parses the JSON
// back and runs the Go engine's problem checker, which every shipped problem must pass without an issue.
import type { BoardSize, Vertex } from '../../src/domain/go/coords';
import { createPosition } from '../../src/domain/go/position';
import type { Problem, ProblemGoal, ProblemNode } from '../../src/domain/go/problem';
import { checkProblem } from '../../src/domain/go/problemCheck';
import { livesInSeki } from '../../src/domain/content/firstMoves';
import type { ProblemIssue } from '../../src/domain/go/problemCheck';
import { makeProblemJson, parseProblemJson } from '../../src/domain/go/problemJson';
import type { ProblemJson } from '../../src/domain/go/problemJson';
import type { Color } from '../../src/domain/go/stones';
import { transformVertex } from '../../src/domain/content/symmetry';
import type { Symmetry } from '../../src/domain/content/symmetry';

export interface DraftProblem {
  readonly size: BoardSize;
  /** By vertex: 1 black, −1 white, 0 empty. */
  readonly stones: Int8Array;
  readonly toMove: Color;
  readonly goal: ProblemGoal;
  readonly tree: readonly ProblemNode[];
  /** The classified points, where the template knows them (a counted endgame's open borders). */
  readonly scope?: readonly Vertex[];
  /** A make-ko problem: a stone of the owner's group (`Problem.koGroup`; completeProblem names it). */
  readonly koGroup?: Vertex;
  /** A position from a game: the opponent's move just before it (`Problem.lastMove`). */
  readonly lastMove?: Vertex;
}

function mapTree(nodes: readonly ProblemNode[], f: (v: Vertex) => Vertex): ProblemNode[] {
  return nodes.map((n) => ({
    move: f(n.move),
    ...(n.verdict === undefined ? {} : { verdict: n.verdict }),
    ...(n.comment === undefined ? {} : { comment: n.comment }),
    children: mapTree(n.children, f),
  }));
}

/** The draft turned by `symmetry`, colours swapped when `swap`. */
export function transformDraft(draft: DraftProblem, symmetry: Symmetry, swap: boolean): DraftProblem {
  const { size } = draft;
  const f = (v: Vertex) => transformVertex(size, v, symmetry);
  const stones = new Int8Array(size * size);
  for (let v = 0; v < stones.length; v++) stones[f(v)] = (draft.stones[v] ?? 0) * (swap ? -1 : 1);
  const goal: ProblemGoal =
    'targets' in draft.goal ? { ...draft.goal, targets: draft.goal.targets.map(f) } : draft.goal;
  return {
    size,
    stones,
    toMove: (swap ? -draft.toMove : draft.toMove) as Color,
    goal,
    tree: mapTree(draft.tree, f),
    ...(draft.scope === undefined ? {} : { scope: draft.scope.map(f).sort((a, b) => a - b) }),
    ...(draft.koGroup === undefined ? {} : { koGroup: f(draft.koGroup) }),
    ...(draft.lastMove === undefined ? {} : { lastMove: f(draft.lastMove) }),
  };
}

export function draftToProblem(draft: DraftProblem): Problem {
  return {
    start: createPosition({ size: draft.size, stones: draft.stones, toMove: draft.toMove }),
    goal: draft.goal,
    tree: draft.tree,
    ...(draft.scope === undefined ? {} : { scope: draft.scope }),
    ...(draft.koGroup === undefined ? {} : { koGroup: draft.koGroup }),
    ...(draft.lastMove === undefined ? {} : { lastMove: draft.lastMove }),
  };
}

export function draftToJson(draft: DraftProblem): ProblemJson {
  return makeProblemJson(draftToProblem(draft));
}

/** Every issue the engine's checker finds in the shipped form (parse errors become one issue). */
export function verify(json: ProblemJson): readonly (ProblemIssue | { code: string })[] {
  const parsed = parseProblemJson(json);
  if (!parsed.ok) return [{ code: `parse:${parsed.error.code}@${parsed.error.at}` }];
  return checkProblem(parsed.value, { livesInSeki });
}

/**
 * The fewest moves of the player on any way through the answer: over every line from a right first move
 * to the end of the tree (each opponent reply the tree holds taken in turn). 1 for a one-move answer (the
 * first move solves it, or the tree shows nothing after it); 0 when the tree has no right answer.
 */
export function answerPlayerMoves(json: ProblemJson): number {
  const parsed = parseProblemJson(json);
  if (!parsed.ok) return 0;
  const fewest = (node: ProblemNode, depth: number, right: boolean): number => {
    if (node.verdict === 'wrong') return Infinity;
    const inRight = right || node.verdict === 'right';
    const own = depth % 2 === 0 ? 1 : 0;
    if (node.children.length === 0) return inRight ? own : Infinity;
    return own + Math.min(...node.children.map((c) => fewest(c, depth + 1, inRight)));
  };
  const best = Math.min(...parsed.value.tree.map((n) => fewest(n, 0, false)));
  return Number.isFinite(best) ? best : 0;
}
