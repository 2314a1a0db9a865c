// Make-ko problems (issue 14): a best-move problem whose group (`Problem.koGroup`) neither side can settle
// outright; the right moves give a ko (the group's owner lives when it is ko master and dies when the
// killer is), every other move loses even as ko master. Three life-and-death readers read the group's
// region (`lifeDeathRegion`), one per ko master (none, the owner, the killer): a move's verdict is the
// pair of answers "does the player reach its goal when the opponent is ko master" (an outright win) and
// "does the opponent reach its goal when the player is ko master" (an outright loss). Used by the content
// tools to complete the trees and by `content:check` to prove them, as firstMoves.ts does for the other
// goals.
import { PASS } from '../go/coords';
import type { Vertex } from '../go/coords';
import { FastBoard } from '../go/fastBoard';
import { chainOf } from '../go/position';
import type { Position } from '../go/position';
import type { Problem } from '../go/problem';
import type { Color } from '../go/stones';
import type { Outcome } from './boardReading';
import { enclosedRegion } from './region';
import type { FirstMove } from './firstMoves';
import { LifeDeathReader } from './lifeDeathReader';

/** The deepest ko read, in plies (as the generator's). */
export const KO_PLIES = 14;
/** Nodes per query before a read gives up (as the generator's). */
export const KO_NODE_LIMIT = 100_000;

/**
 * A position read from the player's side (either side to move): `win` the player reaches its goal even
 * when the opponent is ko master, `lose` the opponent reaches its goal even when the player is, `ko` each
 * reaches its goal as ko master, `unknown` the readers cannot tell.
 */
export type KoOutcome = 'win' | 'ko' | 'lose' | 'unknown';

export interface KoReading {
  /** The group's region: where the first moves are read. */
  readonly region: readonly Vertex[];
  /** Whether the player owns the group (its goal is to live) or kills it. */
  readonly playerOwns: boolean;
  readonly root: FastBoard;
  /** The outcome of a position (either side to move). */
  outcome(board: FastBoard): KoOutcome;
  /** The opponent's reply after which the player loses even as ko master, fastest first; null if none. */
  refutation(board: FastBoard): number | null;
}

type Goal = 'live' | 'kill';

/**
 * A position's ko outcome from the player's side, given `solve(board, goal, koMaster)` (a reader per ko
 * master): an outright win even against the opponent as ko master, an outright loss even as ko master
 * oneself, or a ko when each side reaches its goal as ko master. The generator's ko template reads its
 * candidates by the same rule.
 */
export function koOutcomeBy(
  board: FastBoard,
  player: Color,
  playerOwns: boolean,
  solve: (board: FastBoard, goal: Goal, koMaster: Color) => Outcome,
): KoOutcome {
  const opponent = -player as Color;
  const mine: Goal = playerOwns ? 'live' : 'kill';
  const theirs: Goal = playerOwns ? 'kill' : 'live';
  const outright = solve(board, mine, opponent);
  if (outright === 'unknown') return 'unknown';
  if (outright === 'win') return 'win';
  const lost = solve(board, theirs, player);
  if (lost === 'unknown') return 'unknown';
  if (lost === 'win') return 'lose';
  const withKo = solve(board, mine, player);
  const againstKo = solve(board, theirs, opponent);
  return withKo === 'win' && againstKo === 'win' ? 'ko' : 'unknown';
}

/**
 * The stone that names a make-ko problem's group: the lowest point of the owner's largest chain (of equal
 * chains, the one reached first in board order). The content tools write it so, from any stone of the
 * owner, that a problem drawn again or brought up to date names the same group.
 */
export function koGroupOf(position: Position, owner: Color): Vertex | null {
  let best: Vertex[] = [];
  const seen = new Set<Vertex>();
  position.stones.forEach((stone, v) => {
    if (stone !== owner || seen.has(v)) return;
    const chain = chainOf(position, v);
    for (const s of chain) seen.add(s);
    if (chain.length > best.length) best = chain;
  });
  return best.length === 0 ? null : Math.min(...best);
}

/** The readers of a make-ko problem; null without a group or when its region is not enclosed. */
export function koReading(problem: Pick<Problem, 'start' | 'koGroup'>): KoReading | null {
  const group = problem.koGroup;
  if (group === undefined) return null;
  const owner = problem.start.stones[group];
  if (owner !== 1 && owner !== -1) return null;
  const region = enclosedRegion(problem, group);
  if (region === null) return null;
  const root = FastBoard.fromPosition(problem.start);
  const points = region.map((v) => root.pointOf(v));
  const reader = (koMaster: Color | null) =>
    new LifeDeathReader(root, points, root.pointOf(group), owner, { koMaster, nodeLimit: KO_NODE_LIMIT });
  const player = problem.start.toMove;
  const opponent = -player as Color;
  // One reader per ko master, each keeping its table of proven positions for the whole problem.
  const asMaster = new Map<Color, LifeDeathReader>([
    [player, reader(player)],
    [opponent, reader(opponent)],
  ]);
  const playerOwns = owner === player;
  const theirs: Goal = playerOwns ? 'kill' : 'live';
  const solve = (b: FastBoard, goal: Goal, master: Color) =>
    (asMaster.get(master) as LifeDeathReader).solve(b, goal, KO_PLIES);
  const outcome = (b: FastBoard): KoOutcome => koOutcomeBy(b, player, playerOwns, solve);
  const master = asMaster.get(player) as LifeDeathReader;
  const refutation = (board: FastBoard): number | null => {
    let best: { reply: number; d: number } | null = null;
    for (const r of master.moves(board, theirs)) {
      if (r === PASS) continue;
      const next = board.clone();
      if (!master.play(next, r)) continue;
      const d = master.distance(next, theirs, KO_PLIES - 2);
      if (typeof d === 'number' && (best === null || d < best.d)) best = { reply: r, d };
    }
    return best?.reply ?? null;
  };
  return { region, playerOwns, root, outcome, refutation };
}

/**
 * Every legal first move on the group's region, classified: right when it gives a ko (its line is the
 * tree's to show), wrong when the opponent then settles the group even with the player as ko master (with
 * the fastest such reply), unknown otherwise. A move that settles the group outright is right and makes
 * every ko move unknown: the problem is then not a make-ko problem. Null when the problem has no group.
 */
export function classifyKo(
  problem: Pick<Problem, 'start' | 'koGroup'>,
): { scope: Vertex[]; moves: FirstMove[] } | null {
  const reading = koReading(problem);
  if (reading === null) return null;
  const { root } = reading;
  const read: { move: Vertex; outcome: KoOutcome; reply: number | null }[] = [];
  for (const v of reading.region) {
    const p = root.pointOf(v);
    if (root.at(p) !== 0) continue;
    const child = root.clone();
    if (!child.play(p)) continue;
    const outcome = reading.outcome(child);
    read.push({ move: v, outcome, reply: outcome === 'lose' ? reading.refutation(child) : null });
  }
  const outright = read.some((r) => r.outcome === 'win');
  const moves = read.map(({ move, outcome, reply }): FirstMove => {
    if (outcome === 'win' || (outcome === 'ko' && !outright)) return { move, verdict: 'right', line: [] };
    if (outcome === 'lose' && reply !== null) return { move, verdict: 'wrong', line: [root.vertexOf(reply)] };
    return { move, verdict: 'unknown', line: [] };
  });
  return { scope: [...reading.region], moves };
}

/**
 * Whether `moves` (the player's wrong move, the opponent's reply, maybe more; both sides alternately from
 * the start, the player to move after them) leave the group settled against the player even as ko master:
 * 'win' when proven, 'fail' when the player can still make ko (or better), 'unknown' otherwise.
 */
export function koRefuted(
  problem: Pick<Problem, 'start' | 'koGroup'>,
  moves: readonly Vertex[],
): 'win' | 'fail' | 'unknown' {
  const reading = koReading(problem);
  if (reading === null) return 'unknown';
  const board = reading.root.clone();
  for (const v of moves) if (!board.play(v < 0 ? PASS : reading.root.pointOf(v))) return 'unknown';
  const o = reading.outcome(board);
  return o === 'lose' ? 'win' : o === 'unknown' ? 'unknown' : 'fail';
}

/** Whether passing at the start loses the group outright (the problem's premise: the player must act). */
export function koPassLoses(problem: Pick<Problem, 'start' | 'koGroup'>): boolean {
  return koRefuted(problem, [-1 as Vertex]) === 'win';
}
