// Monte-Carlo tree search with RAVE. Each simulation copies the root board, walks down the tree choosing
// edges by prior-seeded win rate blended with all-moves-as-first statistics (michi's and Fuego's scheme),
// grows the tree by one node where an edge has been tried often enough, evaluates the leaf (a heuristic
// playout by default) and backs the result up, updating RAVE for every edge whose move the same colour
// played later in the simulation. Budgets: playouts, and time when a clock is injected; the search stops
// early when the choice can no longer change, and whenever the caller's stop signal says so.
import type { FastBoard } from '../go/fastBoard';
import type { Random } from '../go/random';
import { Playout } from './playout';
import type { PlayoutOptions } from './playout';
import { HeuristicPrior } from './prior';
import { createNode } from './tree';
import type { SearchNode, TreeParams } from './tree';
import type { GameGoal, LeafEvaluator, LeafTrace, MovePrior, StopSignal } from './types';

// Local copies of the stone signs (see fastBoard.ts): imported bindings can become getters in hot loops.
const PASS = -1;
const BLACK = 1;
const WHITE = -1;

export interface SearchOptions {
  readonly goal: GameGoal;
  readonly random: Random;
  /** Most simulations to run. */
  readonly playouts: number;
  /** Time budget in milliseconds; only used with `now`. */
  readonly timeMs?: number;
  /**
   * Milliseconds the search may add, once, when the time budget runs out while the choice is still open
   * (see `unstable`); only used with `now`. Time is spent where the move is hard, not where it is plain.
   */
  readonly extraTimeMs?: number;
  /** The clock (milliseconds); injected so the domain stays pure. */
  readonly now?: () => number;
  readonly shouldStop?: () => boolean;
  readonly signal?: StopSignal;
  readonly prior?: MovePrior;
  /** Leaf evaluation; default: heuristic playouts drawing from `random`. */
  readonly evaluator?: LeafEvaluator;
  /** Root moves to consider (e.g. none that repeat an earlier board); default all candidates. */
  readonly rootFilter?: (point: number) => boolean;
  readonly tree?: Partial<TreeParams>;
  /** Real visits an edge needs before its child node is created (default 2). */
  readonly expandVisits?: number;
  /** Options of the default playout evaluator. */
  readonly playout?: PlayoutOptions;
  /** A subtree kept from the previous search for this very position (tree reuse); it grows further. */
  readonly root?: SearchNode;
  /**
   * Stop as soon as the most visited root move can no longer change (default true). Pondering turns it
   * off: it searches for the opponent's likely replies, and their subtrees still grow after the choice
   * at the root is clear.
   */
  readonly earlyStop?: boolean;
}

export interface MoveStat {
  /** Board point (FastBoard numbering) or −1 for a pass. */
  readonly point: number;
  readonly visits: number;
  /** Win rate for the side to move at the root. */
  readonly winRate: number;
  /** What the prior thought of the move before searching (virtual win rate). */
  readonly priorRate: number;
}

export interface SearchResult {
  readonly root: SearchNode;
  readonly playouts: number;
  /** Simulations the root already held from earlier searches (tree reuse, pondering). */
  readonly carried: number;
  /** Root moves, most visited first. */
  readonly moves: readonly MoveStat[];
  /** The most visited move's win rate for the side to move (½ if nothing ran). */
  readonly winRate: number;
  /** The share of all simulations the side to move won. */
  readonly meanValue: number;
  /** By board point: average final owner over the simulations, from −1 (White) to 1 (Black). */
  readonly ownership: Float32Array;
}

export const defaultTreeParams: TreeParams = {
  raveEquivalence: 8000,
  exploration: 0,
  policyWeight: 0,
  priorRave: 1,
};

export function search(rootBoard: FastBoard, options: SearchOptions): SearchResult {
  const params: TreeParams = { ...defaultTreeParams, ...options.tree };
  const prior = options.prior ?? new HeuristicPrior();
  const evaluator =
    options.evaluator ?? new Playout(rootBoard.size, options.goal, options.random, options.playout);
  const expandVisits = options.expandVisits ?? 2;
  const root =
    options.root && options.root.toMove === rootBoard.toMove
      ? options.root
      : createNode(rootBoard, prior, params.priorRave, options.rootFilter ?? null);
  const carried = root.total;
  const board = rootBoard.clone();
  const area = rootBoard.area;
  const amaf = new Int8Array(area);
  const owner = new Int8Array(area);
  const ownerSum = new Float32Array(area);
  const trace: LeafTrace = { amaf, owner };
  const pathNodes: SearchNode[] = [];
  const pathEdges: number[] = [];
  const now = options.now;
  let deadline = now && options.timeMs !== undefined ? now() + options.timeMs : Infinity;
  let extraTime = options.extraTimeMs ?? 0;
  const start = now ? now() : 0;
  const budget = root.count === 1 ? Math.min(options.playouts, 64) : options.playouts;
  const capture = options.goal.mode === 'capture';
  const earlyStop = options.earlyStop ?? true;
  let valueSum = 0;
  let done = 0;

  while (done < budget) {
    if ((done & 15) === 0 && done > 0) {
      if (options.signal?.aborted || options.shouldStop?.()) break;
      if (now) {
        const t = now();
        if (t >= deadline) {
          if (extraTime <= 0 || !unstable(root)) break;
          deadline += extraTime;
          extraTime = 0;
        }
        if (
          earlyStop &&
          (done & 63) === 0 &&
          settled(
            root,
            budget - done,
            deadline === Infinity
              ? Infinity
              : ((reachable(deadline, extraTime, root) - t) * done) / Math.max(1, t - start),
          )
        )
          break;
      } else if (earlyStop && (done & 63) === 0 && settled(root, budget - done, Infinity)) break;
    }

    // Descend.
    board.copyFrom(rootBoard);
    amaf.fill(0);
    pathNodes.length = 0;
    pathEdges.length = 0;
    let node: SearchNode | null = root;
    while (node) {
      const i = node.select(params);
      const move = node.moves[i] ?? PASS;
      const color = board.toMove;
      if (move === PASS) board.pass();
      else {
        board.playLegal(move, color);
        if (amaf[move] === 0) amaf[move] = color;
      }
      pathNodes.push(node);
      pathEdges.push(i);
      if (board.consecutivePasses >= 2) break;
      if (
        capture &&
        (board.prisoners(BLACK) >= options.goal.captureTarget ||
          board.prisoners(WHITE) >= options.goal.captureTarget)
      )
        break;
      let child: SearchNode | null = node.children[i] ?? null;
      if (child === null && (node.visits[i] ?? 0) + 1 >= expandVisits) {
        child = createNode(board, prior, params.priorRave);
        node.children[i] = child;
      }
      node = child;
    }

    // Evaluate and back up.
    const result = evaluator.evaluate(board, trace);
    valueSum += result;
    for (let d = 0; d < pathNodes.length; d++) {
      const n = pathNodes[d] as SearchNode;
      const i = pathEdges[d] ?? 0;
      const mover = n.toMove;
      const value = mover === BLACK ? result : 1 - result;
      n.total++;
      n.visits[i] = (n.visits[i] ?? 0) + 1;
      n.wins[i] = (n.wins[i] ?? 0) + value;
      const moves = n.moves;
      for (let j = 0; j < n.count; j++) {
        const m = moves[j] ?? PASS;
        if (m >= 0 && amaf[m] === mover) {
          n.raveVisits[j] = (n.raveVisits[j] ?? 0) + 1;
          n.raveWins[j] = (n.raveWins[j] ?? 0) + value;
        }
      }
    }
    for (let p = 0; p < area; p++) ownerSum[p] = (ownerSum[p] ?? 0) + (owner[p] ?? 0);
    done++;
  }

  const ownership = new Float32Array(area);
  if (done > 0) for (let p = 0; p < area; p++) ownership[p] = (ownerSum[p] ?? 0) / done;
  const moves: MoveStat[] = [];
  for (let i = 0; i < root.count; i++) {
    const pv = root.priorVisits[i] ?? 0;
    moves.push({
      point: root.moves[i] ?? PASS,
      visits: root.visits[i] ?? 0,
      winRate: root.winRate(i),
      priorRate: pv > 0 ? (root.priorWins[i] ?? 0) / pv : 0.5,
    });
  }
  moves.sort((a, b) => b.visits - a.visits || b.priorRate - a.priorRate);
  const mover = rootBoard.toMove;
  const meanValue = done > 0 ? (mover === BLACK ? valueSum / done : 1 - valueSum / done) : 0.5;
  return { root, playouts: done, carried, moves, winRate: moves[0]?.winRate ?? 0.5, meanValue, ownership };
}

/**
 * The choice is still open: the most visited root move is less than twice as visited as the next, or a
 * move with at least a quarter of its visits has a better win rate (the time rules of Pachi and of Huang,
 * Coulom and Lin's "Time management for Monte-Carlo tree search in Go": think on where the search has not
 * made up its mind).
 */
export function unstable(root: SearchNode): boolean {
  const { first, firstVisits, secondVisits } = mostVisited(root);
  if (first < 0) return false;
  if (firstVisits < 2 * secondVisits) return true;
  const rate = root.winRate(first);
  for (let i = 0; i < root.count; i++) {
    if (i !== first && (root.visits[i] ?? 0) * 4 >= firstVisits && root.winRate(i) > rate) return true;
  }
  return false;
}

/** The most visited root edge (−1 before any visit) and the visits of the two most visited. */
function mostVisited(root: SearchNode): { first: number; firstVisits: number; secondVisits: number } {
  let first = -1;
  let firstVisits = 0;
  let secondVisits = 0;
  for (let i = 0; i < root.count; i++) {
    const v = root.visits[i] ?? 0;
    if (v > firstVisits) {
      secondVisits = firstVisits;
      firstVisits = v;
      first = i;
    } else if (v > secondVisits) secondVisits = v;
  }
  return { first, firstVisits, secondVisits };
}

/** The time the search may still run to: the deadline, and the extra time too while the choice is open. */
function reachable(deadline: number, extraTime: number, root: SearchNode): number {
  return extraTime > 0 && unstable(root) ? deadline + extraTime : deadline;
}

/** The most visited root move cannot be overtaken in the simulations that are left. */
function settled(root: SearchNode, leftByBudget: number, leftByTime: number): boolean {
  const { firstVisits, secondVisits } = mostVisited(root);
  return firstVisits - secondVisits > Math.min(leftByBudget, leftByTime);
}
