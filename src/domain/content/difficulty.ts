// A problem's measured difficulty and the kyu estimate drawn from it (issue 14, "honest levels"). Three
// measurements, each of them taken from the problem itself:
// - reading: the player's moves a solver must see to be sure, against the opponent's longest resistance,
//   where a move after the first that captures, or in a capture problem puts a target in atari, counts only
//   a tenth (a ladder of fifteen ataris is read as a pattern, not as fifteen choices), except the capture
//   that starts the ko of a make-ko problem;
// - tempting: the wrong first moves that touch the fight (within two lines of a target stone, or of a
//   right first move when the goal has no targets), each refuted in the tree;
// - effort: the nodes GNU Go's reader spends to find the goal from the start (`tools/content/levels.ts`).
// The estimate starts from the goal's base rank (`BASE_KYU`: 30 kyu for taking stones, 22 kyu for life and
// death and for making a ko), goes five ranks stronger for each further move of reading, and up to four
// ranks further by the tempting moves and the effort. docs/content.md ("Levels") gives the figures.
import type { Vertex } from '../go/coords';
import { chainOf, libertiesOf } from '../go/position';
import {
  compileProblem,
  mainMoveBeside,
  targetColor,
  type CompiledNode,
  type CompiledProblem,
} from '../go/problem';
import type { Problem } from '../go/problem';

export interface DifficultyMeasure {
  /** The goal's kind (its base rank, `BASE_KYU`). */
  readonly kind: keyof typeof BASE_KYU;
  /** The player's moves to read (see above); 1 for a one-move answer, 0 when there is no right line. */
  readonly reading: number;
  /** Wrong first moves that touch the fight. */
  readonly tempting: number;
  /** GNU Go reading nodes to solve it from the start; undefined when its readers do not read the goal. */
  readonly effort?: number;
}

/** How much a forcing follow-up (an atari or a capture) adds to the reading. */
export const FORCING_WEIGHT = 0.1;
/**
 * The rank of a one-move problem with nothing tempting around it, by goal: taking stones in atari (or
 * saving them) is a child's first lesson, 30 kyu; the vital point of a known eye shape is where graded
 * collections start life and death, at about 20 kyu; a best move (opening, endgame) asks for judgement
 * between a few points, between the two.
 */
export const BASE_KYU = {
  capture: 30,
  save: 30,
  // Seeing two chains at once (a double atari) comes a little after the first captures.
  capture_any: 28,
  kill: 22,
  live: 22,
  // A make-ko problem (a best move with a group, Problem.koGroup) is life and death whose best result is a
  // ko: read from life and death's rank, not from a best move's.
  ko: 22,
  best_move: 26,
  capture_count: 30,
} as const;
/** Ranks per further move of reading. */
export const RANKS_PER_MOVE = 5;
/** Ranks the tempting moves and the reading effort may add, together, inside a band. */
export const SPREAD_RANKS = 4;
/** Tempting moves and GNU Go nodes at which their share of the spread is full. */
export const TEMPTING_FULL = 16;
export const EFFORT_FULL = 8192;

function manhattan(size: number, a: Vertex, b: Vertex): number {
  return Math.abs((a % size) - (b % size)) + Math.abs(Math.floor(a / size) - Math.floor(b / size));
}

/**
 * Whether the player's move `n` is forcing in the way a ladder is: it captures stones, or (in a capture
 * problem) it puts a target chain in atari. A forcing move in life and death (an atari inside the eye
 * space) is still read as a move: what follows it is the problem.
 */
function forcing(n: CompiledNode, problem: Problem): boolean {
  // The capture that starts a ko is what a make-ko problem teaches: read as a move, not a follow-up.
  if (n.captured.length > 0) return problem.koGroup === undefined || (n.after?.ko ?? null) === null;
  const after = n.after;
  const goal = problem.goal;
  if (after === null || goal.kind !== 'capture') return false;
  return goal.targets.some(
    (t) =>
      after.stones[t] === -n.mover &&
      libertiesOf(after, t).length === 1 &&
      libertiesOf(n.before, t).length > 1,
  );
}

/** The reading of a winnable player's move: itself, then the longest reply's shortest win. */
function readingFrom(n: CompiledNode, compiled: CompiledProblem, first: boolean): number {
  const problem = compiled.problem;
  const own = first || !forcing(n, problem) ? 1 : FORCING_WEIGHT;
  let longest = 0;
  for (const reply of n.children) {
    if (reply.after === null) continue;
    let shortest = Infinity;
    // A move that also wins, accepted where it is played with its goal not yet on the board, reads no
    // shorter than the tree's own line: the solver must still see the win to the end.
    for (const answer of reply.children)
      if (answer.winnable && mainMoveBeside(answer) === null)
        shortest = Math.min(shortest, readingFrom(answer, compiled, false));
    if (Number.isFinite(shortest)) longest = Math.max(longest, shortest);
  }
  return own + longest;
}

/** Reading and tempting moves of a problem (the effort comes from GNU Go, outside the domain). */
export function measureProblem(problem: Problem): Omit<DifficultyMeasure, 'effort'> {
  const kind = problem.koGroup === undefined ? problem.goal.kind : 'ko';
  const compiled = compileProblem(problem);
  const size = problem.start.size;
  const right = compiled.roots.filter((r) => r.winnable);
  const reading = right.length === 0 ? 0 : Math.min(...right.map((r) => readingFrom(r, compiled, true)));
  const goal = problem.goal;
  const centres: Vertex[] =
    'targets' in goal
      ? goal.targets.flatMap((t) =>
          problem.start.stones[t] === targetColor(goal, compiled.player) ? chainOf(problem.start, t) : [t],
        )
      : right.map((r) => r.node.move);
  const tempting = compiled.roots.filter(
    (r) => !r.winnable && r.after !== null && centres.some((c) => manhattan(size, c, r.node.move) <= 2),
  ).length;
  return { kind, reading: Math.round(reading * 100) / 100, tempting };
}

/** The share (0–1) of the spread a measure earns: the mean of the tempting and effort shares it has. */
export function spreadShare(m: DifficultyMeasure): number {
  const share = (value: number, full: number) => Math.min(1, Math.log2(1 + value) / Math.log2(1 + full));
  const shares = [share(m.tempting, TEMPTING_FULL)];
  if (m.effort !== undefined) shares.push(share(m.effort, EFFORT_FULL));
  return shares.reduce((a, b) => a + b, 0) / shares.length;
}

/** The kyu estimate of a measured problem, 30 kyu (the floor) to 1 kyu. */
export function estimateKyu(m: DifficultyMeasure): number {
  const reading = Math.max(1, m.reading);
  const kyu = BASE_KYU[m.kind] - RANKS_PER_MOVE * (reading - 1) - SPREAD_RANKS * spreadShare(m);
  return Math.min(30, Math.max(1, Math.round(kyu)));
}

/** The median of some kyu estimates (the weaker of the two middle ones), or undefined for none. */
export function medianKyu(kyus: readonly number[]): number | undefined {
  if (kyus.length === 0) return undefined;
  const sorted = [...kyus].sort((a, b) => b - a);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}
