// Immutable positions for the UI, problems and server re-checks: a move never changes a position, it returns
// a new one together with the reasons a learner needs explained ({ capturing, suicide, ko, overwrite }) and
// the stones it removed. Rules: captures, suicide forbidden unless allowed, simple ko always, positional
// superko as an option. The fast mutable twin for search is fastBoard.ts.
import { chainAt, hasLibertyBesides, libertiesAt } from './chains';
import { PASS, isOnBoard, neighbours } from './coords';
import type { BoardSize, Vertex } from './coords';
import { err } from './result';
import type { Result } from './result';
import { BLACK, EMPTY } from './stones';
import type { Color, Sign } from './stones';
import { EMPTY_HASH, hashStones, sameHash, toggleStone } from './zobrist';
import type { Hash } from './zobrist';

/** Stones taken as prisoners by each colour (a suicide gives the prisoners to the opponent). */
export interface Captures {
  readonly black: number;
  readonly white: number;
}

/** The board hashes of this position and every one before it, newest first (for positional superko). */
export interface HashHistory {
  readonly hash: Hash;
  readonly previous: HashHistory | null;
}

export interface Position {
  readonly size: BoardSize;
  /** Indexed by vertex: 1 black, −1 white, 0 empty. Never mutated once the position exists. */
  readonly stones: Int8Array;
  readonly toMove: Color;
  /** The point the side to move may not play at because it would retake a ko at once; null if none. */
  readonly ko: Vertex | null;
  readonly captures: Captures;
  readonly hash: Hash;
  readonly history: HashHistory;
}

export const superkoRules = ['none', 'positional'] as const;
export type SuperkoRule = (typeof superkoRules)[number];

export interface RuleOptions {
  /** Allow suicide: the played stone's chain is removed and the opponent gets the prisoners. */
  readonly allowSuicide?: boolean;
  /** 'positional': no move may recreate an earlier board. Simple ko applies in every case. */
  readonly superko?: SuperkoRule;
}

export interface PlayOptions extends RuleOptions {
  /** Play this colour instead of the side to move (problem editing, handicap placement). */
  readonly color?: Color;
}

export const moveErrors = ['off_board', 'occupied', 'ko', 'suicide', 'superko'] as const;
export type MoveError = (typeof moveErrors)[number];

export interface MoveAnalysis {
  /** The move removes opponent stones. */
  readonly capturing: boolean;
  /** The move leaves its own chain without liberties (and captures nothing). */
  readonly suicide: boolean;
  /** The move would retake a ko at once. */
  readonly ko: boolean;
  /** The point is already occupied. */
  readonly overwrite: boolean;
  /** The move would recreate an earlier board (only checked under positional superko). */
  readonly superko: boolean;
}

export type PlayResult =
  | {
      readonly ok: true;
      readonly position: Position;
      readonly analysis: MoveAnalysis;
      /** Every stone the move removed: the opponent's, or the mover's own chain after an allowed suicide. */
      readonly captured: readonly Vertex[];
    }
  | { readonly ok: false; readonly error: MoveError; readonly analysis: MoveAnalysis };

const NO_REASONS: MoveAnalysis = {
  capturing: false,
  suicide: false,
  ko: false,
  overwrite: false,
  superko: false,
};

export interface PositionParts {
  readonly size: BoardSize;
  readonly stones?: ArrayLike<number>;
  readonly toMove?: Color;
  readonly ko?: Vertex | null;
  readonly captures?: Captures;
}

/** A position from its parts; stones are copied and anything other than ±1 is read as empty. */
export function createPosition(parts: PositionParts): Position {
  const n = parts.size * parts.size;
  const stones = new Int8Array(n);
  if (parts.stones) {
    for (let v = 0; v < n; v++) {
      const s = parts.stones[v];
      stones[v] = s === 1 || s === -1 ? s : EMPTY;
    }
  }
  const hash = hashStones(stones);
  const ko = parts.ko ?? null;
  return {
    size: parts.size,
    stones,
    toMove: parts.toMove ?? BLACK,
    ko: ko !== null && isOnBoard(parts.size, ko) && stones[ko] === EMPTY ? ko : null,
    captures: parts.captures ?? { black: 0, white: 0 },
    hash,
    history: { hash, previous: null },
  };
}

export function emptyPosition(size: BoardSize, toMove: Color = BLACK): Position {
  const stones = new Int8Array(size * size);
  return {
    size,
    stones,
    toMove,
    ko: null,
    captures: { black: 0, white: 0 },
    hash: EMPTY_HASH,
    history: { hash: EMPTY_HASH, previous: null },
  };
}

export function stoneAt(position: Position, vertex: Vertex): Sign {
  const s = position.stones[vertex];
  return s === 1 || s === -1 ? s : EMPTY;
}

export function withToMove(position: Position, toMove: Color): Position {
  return toMove === position.toMove ? position : { ...position, toMove, ko: null };
}

export interface Setup {
  readonly black?: readonly Vertex[];
  readonly white?: readonly Vertex[];
  readonly empty?: readonly Vertex[];
}

/**
 * Places or clears stones without playing them (SGF AB/AW/AE, problem editing). Nothing is captured and the
 * ko is cleared; the new board joins the history. Off-board vertices are ignored.
 */
export function withSetup(position: Position, setup: Setup): Position {
  const stones = position.stones.slice();
  const put = (vertices: readonly Vertex[] | undefined, sign: Sign) => {
    for (const v of vertices ?? []) if (isOnBoard(position.size, v)) stones[v] = sign;
  };
  put(setup.empty, EMPTY);
  put(setup.black, 1);
  put(setup.white, -1);
  const hash = hashStones(stones);
  return { ...position, stones, ko: null, hash, history: { hash, previous: position.history } };
}

/** The chain through a vertex (for an empty vertex, the empty region around it); [] when off the board. */
export function chainOf(position: Position, vertex: Vertex): Vertex[] {
  return isOnBoard(position.size, vertex) ? chainAt(position.size, position.stones, vertex) : [];
}

/** The liberties of the chain through a vertex; [] for an empty or off-board vertex. */
export function libertiesOf(position: Position, vertex: Vertex): Vertex[] {
  if (!isOnBoard(position.size, vertex) || position.stones[vertex] === EMPTY) return [];
  return libertiesAt(position.size, position.stones, vertex);
}

interface Outcome {
  readonly error: MoveError | null;
  readonly analysis: MoveAnalysis;
  readonly next: Position | null;
  readonly captured: readonly Vertex[];
}

function evaluate(position: Position, vertex: Vertex, options: PlayOptions, build: boolean): Outcome {
  const color = options.color ?? position.toMove;
  const { size, stones } = position;
  if (vertex === PASS) {
    const next: Position | null = build
      ? {
          ...position,
          toMove: -color as Color,
          ko: null,
          history: { hash: position.hash, previous: position.history },
        }
      : null;
    return { error: null, analysis: NO_REASONS, next, captured: [] };
  }
  if (!isOnBoard(size, vertex)) return { error: 'off_board', analysis: NO_REASONS, next: null, captured: [] };
  if (stones[vertex] !== EMPTY) {
    return { error: 'occupied', analysis: { ...NO_REASONS, overwrite: true }, next: null, captured: [] };
  }

  // Reasons first, on the unchanged board, with `vertex` counted as occupied.
  let capturing = false;
  let breathes = false;
  for (const n of neighbours(size, vertex)) {
    const s = stones[n];
    if (s === EMPTY) breathes = true;
    else if (s === color) breathes ||= hasLibertyBesides(size, stones, n, vertex);
    else capturing ||= !hasLibertyBesides(size, stones, n, vertex);
  }
  const suicide = !capturing && !breathes;
  const ko = position.ko === vertex && color === position.toMove;
  const reasons: MoveAnalysis = { capturing, suicide, ko, overwrite: false, superko: false };
  const blocked: MoveError | null = ko ? 'ko' : suicide && !options.allowSuicide ? 'suicide' : null;
  const positional = options.superko === 'positional';
  if (blocked !== null || (!build && !positional)) {
    return { error: blocked, analysis: reasons, next: null, captured: [] };
  }

  // Play it out on a copy.
  const after = stones.slice();
  after[vertex] = color;
  let hash = toggleStone(position.hash, color, vertex);
  const captured: Vertex[] = [];
  const remove = (chain: readonly Vertex[], sign: Color) => {
    for (const v of chain) {
      after[v] = EMPTY;
      hash = toggleStone(hash, sign, v);
      captured.push(v);
    }
  };
  for (const n of neighbours(size, vertex)) {
    if (after[n] === -color && !hasLibertyBesides(size, after, n, PASS)) {
      remove(chainAt(size, after, n), -color as Color);
    }
  }
  if (suicide) remove(chainAt(size, after, vertex), color);

  if (positional) {
    for (let h: HashHistory | null = position.history; h !== null; h = h.previous) {
      if (sameHash(h.hash, hash)) {
        return { error: 'superko', analysis: { ...reasons, superko: true }, next: null, captured: [] };
      }
    }
  }
  if (!build) return { error: null, analysis: reasons, next: null, captured: [] };

  // A single stone that took a single stone and has that point as its only liberty makes a ko.
  let newKo: Vertex | null = null;
  if (!suicide && captured.length === 1) {
    const around = neighbours(size, vertex);
    const lone = around.every((n) => after[n] !== color);
    const liberties = around.filter((n) => after[n] === EMPTY).length;
    if (lone && liberties === 1) newKo = captured[0] ?? null;
  }
  const taker = suicide ? -color : color;
  const captures: Captures =
    captured.length === 0
      ? position.captures
      : taker === BLACK
        ? { black: position.captures.black + captured.length, white: position.captures.white }
        : { black: position.captures.black, white: position.captures.white + captured.length };
  const next: Position = {
    size,
    stones: after,
    toMove: -color as Color,
    ko: newKo,
    captures,
    hash,
    history: { hash, previous: position.history },
  };
  return { error: null, analysis: reasons, next, captured };
}

/** Plays a move (or PASS) for the side to move, or for `options.color`. */
export function play(position: Position, vertex: Vertex, options: PlayOptions = {}): PlayResult {
  const outcome = evaluate(position, vertex, options, true);
  if (outcome.error !== null || outcome.next === null) {
    return { ok: false, error: outcome.error ?? 'off_board', analysis: outcome.analysis };
  }
  return { ok: true, position: outcome.next, analysis: outcome.analysis, captured: outcome.captured };
}

/** The reasons a move would be good or bad, and the rule it breaks (null if legal), without playing it. */
export function analyzeMove(
  position: Position,
  vertex: Vertex,
  options: PlayOptions = {},
): { readonly error: MoveError | null; readonly analysis: MoveAnalysis } {
  const { error, analysis } = evaluate(position, vertex, options, false);
  return { error, analysis };
}

export function isLegal(position: Position, vertex: Vertex, options: PlayOptions = {}): boolean {
  return evaluate(position, vertex, options, false).error === null;
}

/** Every legal move on the board for the side to move (PASS, always legal, is not listed). */
export function legalMoves(position: Position, options: PlayOptions = {}): Vertex[] {
  const out: Vertex[] = [];
  for (let v = 0; v < position.stones.length; v++) if (isLegal(position, v, options)) out.push(v);
  return out;
}

/** Plays a list of moves; stops at the first illegal one, answering its index and rule. */
export function playMoves(
  position: Position,
  vertices: readonly Vertex[],
  options: RuleOptions = {},
): Result<Position, { readonly index: number; readonly error: MoveError }> {
  let current = position;
  for (const [index, vertex] of vertices.entries()) {
    const result = play(current, vertex, options);
    if (!result.ok) return err({ index, error: result.error });
    current = result.position;
  }
  return { ok: true, value: current };
}
