// The AI opponent as one object: it keeps the game (positions and moves, with undo), searches for its move
// at the chosen level, and decides when to pass and when to resign. `genmove` plays the move it answers,
// as GTP's genmove does. Same seed and same calls give the same moves (without a clock; a time budget
// depends on the machine). Used in-process by GTP, benches and tests, and in a Web Worker by the app.
import { PASS } from '../go/coords';
import type { BoardSize, Vertex } from '../go/coords';
import { FastBoard } from '../go/fastBoard';
import { emptyPosition, play as playOnPosition, withToMove } from '../go/position';
import type { MoveError, Position, RuleOptions } from '../go/position';
import { createRandom } from '../go/random';
import type { Random } from '../go/random';
import { err, ok } from '../go/result';
import type { Result } from '../go/result';
import type { Color } from '../go/stones';
import { isSelfAtari, isSettled, pastOpening, territoryMap, winsByCounting, wouldResign } from './endgame';
import { levelOf } from './levels';
import type { Level } from './levels';
import { chooseAsLevel } from './mistakes';
import type { ChoiceReason } from './mistakes';
import { byVertex, estimate, pooledOwnership, rateFor } from './ownership';
import { PatternPrior } from './patternPrior';
import type { PatternPriorOptions } from './patternPrior';
import type { PlayoutOptions } from './playout';
import { search } from './search';
import type { MoveStat } from './search';
import type { SearchNode, TreeParams } from './tree';
import type { GameGoal, GameMode, LeafEvaluator, MovePrior, StopSignal } from './types';

export interface EngineOptions {
  /** Default 9, or the size of `position`. */
  readonly size?: BoardSize;
  /** Default 7.5 in a full game, 0 in a capture game. */
  readonly komi?: number;
  /** Default 'full'. */
  readonly mode?: GameMode;
  /** Stones to capture to win a capture game; default 1. */
  readonly captureTarget?: number;
  /** 1 to 10; default 5. */
  readonly level?: number;
  /** Seed of the engine's random numbers; default 1. */
  readonly seed?: number;
  /** A clock in milliseconds; without one only playout budgets apply (and play is reproducible). */
  readonly now?: () => number;
  /** Overrides the level's playout budget. */
  readonly playouts?: number;
  /** Overrides the level's time cap (used only with `now`). */
  readonly timeMs?: number;
  /** Overrides the level's extra time for a move the search has not decided (used only with `now`). */
  readonly extraTimeMs?: number;
  /** Start from this position instead of an empty board. */
  readonly position?: Position;
  /** Rules for moves (suicide, superko); the engine itself never repeats an earlier board. */
  readonly rules?: RuleOptions;
  /** Replaces the heuristic move prior (e.g. a policy network). */
  readonly prior?: MovePrior;
  /**
   * Adds the pattern strengths learned from game records to the heuristic prior (patternPrior.ts); false
   * leaves it out. Default: the level's setting in full games on boards up to 9×9 (the records are 9×9 games).
   */
  readonly patternPrior?: Partial<PatternPriorOptions> | false;
  /** Replaces heuristic playouts as the leaf evaluation (e.g. a value network). */
  readonly evaluator?: LeafEvaluator;
  /** Tuning of the tree policy (for experiments; the defaults are the measured best). */
  readonly tree?: Partial<TreeParams>;
  /** Real visits before an edge's child node is created. */
  readonly expandVisits?: number;
  /** Tuning of the playout policy (for experiments). */
  readonly playout?: PlayoutOptions;
}

export interface GenmoveOptions {
  readonly shouldStop?: () => boolean;
  readonly signal?: StopSignal;
}

export interface PonderOptions {
  /** Milliseconds to search in this call, by the engine's clock; without a clock `playouts` apply. */
  readonly timeMs?: number;
  /** Most simulations in this call; default the level's playout budget. */
  readonly playouts?: number;
  readonly shouldStop?: () => boolean;
}

export type EngineMove = Vertex | 'pass' | 'resign';

export type GenmoveReason =
  | ChoiceReason
  /** No legal move is left but filling own eyes. */
  | 'no_moves'
  /** The opponent passed and counting the board now wins. */
  | 'counted_win'
  /** Every move left would only fill own territory or play into decided territory. */
  | 'settled'
  /** Hopelessly behind. */
  | 'hopeless'
  /** The game is decided: a contested point (dame, a boundary) instead of a move inside decided territory. */
  | 'endgame';

export interface GenmoveResult {
  readonly move: EngineMove;
  readonly color: Color;
  /** The search's win rate for `color` after the move. */
  readonly winRate: number;
  readonly playouts: number;
  /** Simulations of earlier searches (the last move's tree, pondering) the search started from. */
  readonly carried: number;
  readonly reason: GenmoveReason;
}

/** The resignation rule's inputs for a side, as the engine sees the current position. */
export interface ResignationAssessment {
  /** Whether the game is past its opening (the engine never resigns before). */
  readonly pastOpening: boolean;
  /** The side's win rate by an ownership estimate of ASSESS_PLAYOUTS playouts (or more when asked). */
  readonly winRate: number;
}

export interface GameRecordMove {
  readonly color: Color;
  readonly vertex: Vertex;
}

export interface Engine {
  readonly size: BoardSize;
  readonly goal: GameGoal;
  readonly level: Level;
  /** The current position. */
  position(): Position;
  moves(): readonly GameRecordMove[];
  /** Plays a move (or PASS) for the side to move or for `color`. */
  play(vertex: Vertex, color?: Color): Result<Position, MoveError>;
  /** Searches and plays a move for the side to move or for `color`. */
  genmove(color?: Color, options?: GenmoveOptions): GenmoveResult;
  /**
   * Thinks on the opponent's time (pondering): searches the current position for the side to move and
   * keeps the tree, so that after the opponent's move the next `genmove` starts from that reply's subtree.
   * Plays nothing. Hosts call it in short slices while they wait for the opponent; each call grows the
   * tree of the one before. Returns the simulations run (0 when the game has ended).
   */
  ponder(options?: PonderOptions): number;
  /** Takes back the last move; false when there is none. */
  undo(): boolean;
  /** Empties the board (optionally changing its size). */
  clear(size?: BoardSize): void;
  setKomi(komi: number): void;
  setLevel(level: number): void;
  /** Ownership of each vertex of the current position, −1 (White) to 1 (Black). */
  ownership(playouts?: number): Float32Array;
  /**
   * The second opinion genmove takes before resigning, for `color` (default the side to move) in the
   * current position: past the opening or not, and the win rate of an ownership estimate.
   */
  assessResignation(color?: Color, playouts?: number): ResignationAssessment;
}

/** Win rate from which the result no longer depends on the move, and the search stops telling moves apart. */
const DECIDED_GAME = 0.85;
/** Ownership from which a point counts as decided when the game is close. */
const CLOSE_DECIDED = 0.8;

/** Playouts below which the pass and resign decisions take a separate estimate. */
export const ASSESS_PLAYOUTS = 300;
/**
 * With a clock, the separate estimate stops when the level's time cap is spent, but not before this many
 * playouts, the search's own included: a slow device answers within the cap instead of adding
 * ASSESS_PLAYOUTS untimed playouts.
 */
export const ASSESS_MIN_PLAYOUTS = 100;

class SearchEngine implements Engine {
  size: BoardSize;
  goal: GameGoal;
  level: Level;
  private readonly options: EngineOptions;
  private readonly random: Random;
  private readonly prior: MovePrior | null;
  /**
   * The level's choices draw from a stream of their own: the first numbers after a search's last playout
   * are not uniform (a playout ends on the draws that let it end), so mistakes drawn from the search's
   * stream came far more often than their level says.
   */
  private readonly choiceRandom: Random;
  private positions: Position[];
  private record: GameRecordMove[] = [];
  /** The last search's tree and the number of moves played when it was searched. */
  private tree: { readonly root: SearchNode; readonly moves: number } | null = null;

  constructor(options: EngineOptions) {
    this.options = options;
    this.size = options.position?.size ?? options.size ?? 9;
    const mode = options.mode ?? 'full';
    this.goal = {
      mode,
      komi: options.komi ?? (mode === 'full' ? 7.5 : 0),
      captureTarget: Math.max(1, options.captureTarget ?? 1),
    };
    this.level = levelOf(options.level ?? 5);
    this.random = createRandom(options.seed ?? 1);
    const patternPrior =
      options.patternPrior ??
      (this.size <= 9 && mode === 'full' ? this.level.patternPrior : undefined) ??
      false;
    this.prior = options.prior ?? (patternPrior ? new PatternPrior(patternPrior) : null);
    this.choiceRandom = createRandom(((options.seed ?? 1) ^ 0x5bd1e995) >>> 0);
    this.positions = [options.position ?? emptyPosition(this.size)];
  }

  position(): Position {
    return this.positions[this.positions.length - 1] as Position;
  }

  moves(): readonly GameRecordMove[] {
    return this.record;
  }

  play(vertex: Vertex, color?: Color): Result<Position, MoveError> {
    const current = this.position();
    const mover = color ?? current.toMove;
    const result = playOnPosition(current, vertex, { ...this.options.rules, color: mover });
    if (!result.ok) return err(result.error);
    this.positions.push(result.position);
    this.record.push({ color: mover, vertex });
    return ok(result.position);
  }

  undo(): boolean {
    if (this.record.length === 0) return false;
    this.record.pop();
    this.positions.pop();
    this.tree = null;
    return true;
  }

  clear(size?: BoardSize): void {
    if (size !== undefined) this.size = size;
    this.positions = [emptyPosition(this.size)];
    this.record = [];
    this.tree = null;
  }

  setKomi(komi: number): void {
    this.goal = { ...this.goal, komi };
    this.tree = null;
  }

  setLevel(level: number): void {
    this.level = levelOf(level);
  }

  ownership(playouts = 400): Float32Array {
    // From the stones alone, without the last moves: after two passes the playouts would end at once and
    // call every stone on the board alive, which is exactly when the dead-stone suggestion is wanted.
    const board = FastBoard.fromPosition(this.position(), {
      allowSuicide: this.options.rules?.allowSuicide ?? false,
    });
    const result = estimate(
      board,
      this.goal,
      createRandom((this.options.seed ?? 1) ^ this.record.length),
      playouts,
    );
    return byVertex(board, result.ownership);
  }

  assessResignation(color?: Color, playouts = ASSESS_PLAYOUTS): ResignationAssessment {
    const mover = color ?? this.position().toMove;
    const board = this.boardFor(mover);
    // A search like genmove's (it knows which moves would repeat an earlier board, which a plain
    // ownership estimate does not), at least as large as the engine's own second opinion.
    const result = search(board, {
      ...this.searchOptions(board),
      playouts: Math.max(ASSESS_PLAYOUTS, playouts),
    });
    return { pastOpening: pastOpening(board, this.record.length), winRate: result.winRate };
  }

  /** What every search of this engine shares: the goal, its random numbers and its options. */
  private searchOptions(board: FastBoard) {
    return {
      goal: this.goal,
      random: this.random,
      playouts: this.options.playouts ?? this.level.playouts,
      ...(this.prior ? { prior: this.prior } : {}),
      ...(this.options.evaluator ? { evaluator: this.options.evaluator } : {}),
      rootFilter: this.repetitionFilter(board),
      ...(this.options.tree ? { tree: this.options.tree } : {}),
      ...(this.options.expandVisits !== undefined ? { expandVisits: this.options.expandVisits } : {}),
      ...(this.options.playout ? { playout: this.options.playout } : {}),
    };
  }

  genmove(color?: Color, options: GenmoveOptions = {}): GenmoveResult {
    const mover = color ?? this.position().toMove;
    const board = this.boardFor(mover);
    const level = this.level;
    const shared = this.searchOptions(board);
    const rootFilter = shared.rootFilter;
    const timeMs = this.options.timeMs ?? level.timeMs;
    const extraTimeMs = this.options.extraTimeMs ?? level.extraTimeMs ?? 0;
    const now = this.options.now;
    const deadline = now ? now() + timeMs : Infinity;
    let reused = this.reusableTree(mover);
    if (reused && rootFilter && reused.moves.some((m) => m !== PASS && !rootFilter(m))) reused = null;
    const result = search(board, {
      ...shared,
      timeMs,
      extraTimeMs,
      ...(now ? { now } : {}),
      ...(options.shouldStop ? { shouldStop: options.shouldStop } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
      ...(reused ? { root: reused } : {}),
    });
    this.tree = { root: result.root, moves: this.record.length };
    const answer = (move: EngineMove, winRate: number, reason: GenmoveReason): GenmoveResult => {
      if (move !== 'resign') this.play(move === 'pass' ? PASS : move, mover);
      return { move, color: mover, winRate, playouts: result.playouts, carried: result.carried, reason };
    };

    const best = result.moves[0];

    // The pass and resign decisions rest on an ownership estimate of at least ASSESS_PLAYOUTS playouts;
    // a small search only takes one when they may be near (its own estimate is too noisy to decide).
    const last = this.record[this.record.length - 1];
    const opponentPassed = last !== undefined && last.vertex === PASS && last.color !== mover;
    let ownershipByPoint = result.ownership;
    let confirm = result.winRate;
    const opening = !pastOpening(board, this.record.length);
    if (result.playouts < ASSESS_PLAYOUTS && (opponentPassed || !opening)) {
      // With a clock it ends at the level's cap; the search's own playouts count toward its floor, and
      // an estimate the clock cut short is pooled with the search's own.
      const minPlayouts = Math.max(0, ASSESS_MIN_PLAYOUTS - result.playouts);
      const clock = now ? { now, deadline, minPlayouts } : undefined;
      const extra = estimate(board, this.goal, this.random, ASSESS_PLAYOUTS, clock);
      ownershipByPoint =
        extra.playouts < ASSESS_PLAYOUTS
          ? pooledOwnership(result.ownership, result.playouts, extra.ownership, extra.playouts)
          : extra.ownership;
      if (extra.playouts > 0) confirm = rateFor(mover, extra.blackWinRate);
    }
    if (opponentPassed && winsByCounting(board, mover, this.goal, ownershipByPoint)) {
      return answer('pass', result.winRate, 'counted_win');
    }
    if (wouldResign(!opening, [result.winRate, confirm], level.resignBelow)) {
      return answer('resign', result.winRate, 'hopeless');
    }
    if (!best || best.point === PASS) return answer('pass', result.winRate, 'no_moves');
    // In a close game a pass must be surer of what is decided than in a won or lost one.
    const high = Math.max(result.winRate, confirm);
    const low = Math.min(result.winRate, confirm);
    const close = high < DECIDED_GAME && low > 1 - DECIDED_GAME;
    const territory = territoryMap(board, ownershipByPoint, close ? CLOSE_DECIDED : undefined);
    if (!opening && isSettled(board, mover, territory)) return answer('pass', result.winRate, 'settled');

    const lastPoint = last && last.vertex !== PASS ? board.pointOf(last.vertex) : -1;
    const choice = chooseAsLevel(board, result.moves, level, this.choiceRandom, lastPoint, this.goal.mode);
    let stat = choice?.stat ?? best;
    if (stat.point === PASS) return answer('pass', stat.winRate, 'no_moves');
    let reason: GenmoveReason = choice?.reason ?? 'best';
    if (!opening && (stat.winRate >= DECIDED_GAME || stat.winRate <= 1 - DECIDED_GAME)) {
      const useful = usefulMove(board, result.moves, territory, stat);
      if (useful !== stat) {
        stat = useful;
        reason = 'endgame';
      }
    }
    const winRate = reason === 'endgame' && stat.visits === 0 ? result.winRate : stat.winRate;
    return answer(board.vertexOf(stat.point), winRate, reason);
  }

  ponder(options: PonderOptions = {}): number {
    const record = this.record;
    const last = record[record.length - 1];
    if (last?.vertex === PASS && record[record.length - 2]?.vertex === PASS) return 0;
    const mover = this.position().toMove;
    const board = this.boardFor(mover);
    const shared = this.searchOptions(board);
    const now = this.options.now;
    let reused = this.reusableTree(mover);
    const rootFilter = shared.rootFilter;
    if (reused && rootFilter && reused.moves.some((m) => m !== PASS && !rootFilter(m))) reused = null;
    const result = search(board, {
      ...shared,
      playouts: options.playouts ?? shared.playouts,
      earlyStop: false,
      ...(now && options.timeMs !== undefined ? { now, timeMs: options.timeMs } : {}),
      ...(options.shouldStop ? { shouldStop: options.shouldStop } : {}),
      ...(reused ? { root: reused } : {}),
    });
    this.tree = { root: result.root, moves: record.length };
    return result.playouts;
  }

  /**
   * The node of the last search's tree for the current position, reached through the moves played since;
   * null when the tree does not reach that far (or the game was changed in another way, such as undo).
   */
  private reusableTree(mover: Color): SearchNode | null {
    const kept = this.tree;
    this.tree = null;
    if (!kept || kept.moves > this.record.length) return null;
    const layout = new FastBoard(this.size);
    let node: SearchNode | null = kept.root;
    for (let i = kept.moves; i < this.record.length && node; i++) {
      const move = this.record[i] as GameRecordMove;
      if (node.toMove !== move.color) return null;
      const edge = node.indexOf(move.vertex === PASS ? PASS : layout.pointOf(move.vertex));
      node = edge < 0 ? null : (node.children[edge] ?? null);
    }
    return node && node.toMove === mover ? node : null;
  }

  private boardFor(mover: Color): FastBoard {
    const current = this.position();
    const position = current.toMove === mover ? current : withToMove(current, mover);
    const board = FastBoard.fromPosition(position, {
      allowSuicide: this.options.rules?.allowSuicide ?? false,
    });
    // The last move matters to the prior and the playouts (answers near it); replay it onto the board state.
    const last = this.record[this.record.length - 1];
    if (last && last.color !== mover) {
      let passes = 0;
      for (let i = this.record.length - 1; i >= 0 && this.record[i]?.vertex === PASS; i--) passes++;
      board.setLastMove(last.vertex === PASS ? PASS : board.pointOf(last.vertex), passes);
    }
    return board;
  }

  /** Root moves that would not recreate an earlier board of this game (the engine avoids superko cycles). */
  private repetitionFilter(board: FastBoard): ((point: number) => boolean) | undefined {
    if (this.positions.length < 4) return undefined;
    const seen = new Set<string>();
    for (const p of this.positions) seen.add(`${p.hash.hi}:${p.hash.lo}`);
    const scratch = board.clone();
    const color = board.toMove;
    return (point) => {
      scratch.copyFrom(board);
      scratch.playLegal(point, color);
      const h = scratch.hash;
      return !seen.has(`${h.hi}:${h.lo}`);
    };
  }
}

export function createEngine(options: EngineOptions = {}): Engine {
  return new SearchEngine(options);
}

/**
 * When the game is decided every move wins (or loses) and the search stops telling them apart; a player
 * would still take the points that are left. If `chosen` only fills territory, the most searched sound
 * move elsewhere (dame, a boundary) is played instead, when there is one.
 */
function usefulMove(
  board: FastBoard,
  moves: readonly MoveStat[],
  territory: Int8Array,
  chosen: MoveStat,
): MoveStat {
  const color = board.toMove;
  if (territory[chosen.point] === 0 || board.captureCount(chosen.point, color) > 0) return chosen;
  let best: MoveStat | null = null;
  for (const m of moves) {
    const p = m.point;
    if (p === PASS || territory[p] !== 0 || isSelfAtari(board, p, color)) continue;
    if (best === null || m.visits > best.visits || (m.visits === best.visits && m.priorRate > best.priorRate))
      best = m;
  }
  return best ?? chosen;
}
