// Search-tree nodes. A node holds its candidate moves and, per move, the statistics of the edge: real
// visits and wins, the prior's virtual visits and wins, RAVE (all-moves-as-first) visits and wins, and a
// policy probability. Children are created lazily, once an edge has been tried often enough. Wins are
// always counted for the side to move at the node, the player who chooses among its edges.
import type { FastBoard } from '../go/fastBoard';
import type { Color } from '../go/stones';
import type { MovePrior } from './types';

const PASS = -1;

export interface TreeParams {
  /** RAVE weight falls to one half after about this many real visits (Silver's equivalence parameter). */
  readonly raveEquivalence: number;
  /** UCB exploration constant (0: rely on RAVE and priors, as michi and Fuego do). */
  readonly exploration: number;
  /** Weight of the policy probability in the progressive-bias term `w·p/(1 + n)`. */
  readonly policyWeight: number;
  /** Share of the prior's virtual experience also given to the RAVE statistics (0 = none). */
  readonly priorRave: number;
}

export class SearchNode {
  readonly toMove: Color;
  readonly moves: Int16Array;
  readonly count: number;
  readonly visits: Float32Array;
  readonly wins: Float32Array;
  readonly priorVisits: Float32Array;
  readonly priorWins: Float32Array;
  readonly raveVisits: Float32Array;
  readonly raveWins: Float32Array;
  readonly policy: Float32Array;
  readonly children: (SearchNode | null)[];
  /** Playouts through this node. */
  total = 0;

  constructor(toMove: Color, moves: Int16Array) {
    this.toMove = toMove;
    this.moves = moves;
    this.count = moves.length;
    const n = moves.length;
    // One buffer for the seven statistics: a node is made almost every simulation, and one allocation
    // costs far less than seven.
    const stats = new Float32Array(7 * n);
    this.visits = stats.subarray(0, n);
    this.wins = stats.subarray(n, 2 * n);
    this.priorVisits = stats.subarray(2 * n, 3 * n);
    this.priorWins = stats.subarray(3 * n, 4 * n);
    this.raveVisits = stats.subarray(4 * n, 5 * n);
    this.raveWins = stats.subarray(5 * n, 6 * n);
    this.policy = stats.subarray(6 * n, 7 * n);
    this.children = new Array<SearchNode | null>(n).fill(null);
  }

  /** The edge to follow: the best blend of prior-seeded win rate and RAVE, plus the optional terms. */
  select(params: TreeParams): number {
    const { raveEquivalence, exploration, policyWeight } = params;
    const logTotal = exploration > 0 ? Math.log(this.total + 1) : 0;
    let best = 0;
    let bestValue = -Infinity;
    for (let i = 0; i < this.count; i++) {
      const real = this.visits[i] ?? 0;
      const n = real + (this.priorVisits[i] ?? 0);
      let value = n > 0 ? ((this.wins[i] ?? 0) + (this.priorWins[i] ?? 0)) / n : 0.5;
      const rn = this.raveVisits[i] ?? 0;
      if (rn > 0) {
        const beta = rn / (rn + n + (n * rn) / raveEquivalence);
        value = beta * ((this.raveWins[i] ?? 0) / rn) + (1 - beta) * value;
      }
      if (exploration > 0) value += exploration * Math.sqrt(logTotal / (real + 1));
      if (policyWeight > 0) value += (policyWeight * (this.policy[i] ?? 0)) / (1 + real);
      if (value > bestValue) {
        bestValue = value;
        best = i;
      }
    }
    return best;
  }

  /** The edge with the most real visits (the robust choice), or −1 for a node never visited. */
  mostVisited(): number {
    let best = -1;
    let most = 0;
    for (let i = 0; i < this.count; i++) {
      const v = this.visits[i] ?? 0;
      if (v > most) {
        most = v;
        best = i;
      }
    }
    return best;
  }

  /** Real win rate of an edge for the side to move here (½ before any visit). */
  winRate(i: number): number {
    const v = this.visits[i] ?? 0;
    return v > 0 ? (this.wins[i] ?? 0) / v : 0.5;
  }

  indexOf(move: number): number {
    for (let i = 0; i < this.count; i++) if (this.moves[i] === move) return i;
    return -1;
  }
}

/** Candidate moves of a node: every legal point that does not fill the mover's own true eye; PASS if none. */
export function candidateMoves(board: FastBoard, keep: ((point: number) => boolean) | null): Int16Array {
  const color = board.toMove;
  const n = board.emptyPointCount;
  const out = new Int16Array(Math.max(1, n));
  let count = 0;
  for (let i = 0; i < n; i++) {
    const p = board.emptyPoint(i);
    if (board.isTrueEye(p, color) || !board.isLegal(p, color)) continue;
    if (keep && !keep(p)) continue;
    out[count++] = p;
  }
  if (count === 0) {
    out[0] = PASS;
    return out.slice(0, 1);
  }
  // Board order, not empty-list order, so that equal moves are tried in a reproducible sequence.
  return out.slice(0, count).sort();
}

/** A new node for the position on `board`, its edges seeded by the prior. */
export function createNode(
  board: FastBoard,
  prior: MovePrior,
  priorRave: number,
  keep: ((point: number) => boolean) | null = null,
): SearchNode {
  const moves = candidateMoves(board, keep);
  const node = new SearchNode(board.toMove, moves);
  prior.evaluate(board, moves, node.count, {
    visits: node.priorVisits,
    wins: node.priorWins,
    policy: node.policy,
  });
  if (priorRave > 0) {
    // A few lucky AMAF samples must not outweigh what the prior knows (Fuego seeds RAVE the same way).
    for (let i = 0; i < node.count; i++) {
      node.raveVisits[i] = priorRave * (node.priorVisits[i] ?? 0);
      node.raveWins[i] = priorRave * (node.priorWins[i] ?? 0);
    }
  }
  return node;
}
