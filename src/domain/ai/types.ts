// The shapes the AI shares between its parts: the game it is asked to win (mode, komi, capture target),
// how a search is stopped, and the two seams where a policy/value network can be plugged in later
// without touching the search — `MovePrior` (how promising each move looks before any playout) and
// `LeafEvaluator` (how good a leaf position is; by default, one heuristic playout).
import type { FastBoard } from '../go/fastBoard';
import type { Color } from '../go/stones';

export const gameModes = ['full', 'capture'] as const;
/** `full`: a whole game scored by area (Chinese rules) with komi. `capture`: first to capture N stones. */
export type GameMode = (typeof gameModes)[number];

export interface GameGoal {
  readonly mode: GameMode;
  /** Points given to White in full games. */
  readonly komi: number;
  /** Stones to capture to win a capture game (counted from the prisoners in the position). */
  readonly captureTarget: number;
}

/** Anything with an `aborted` flag, such as an AbortSignal (structurally; no DOM types here). */
export interface StopSignal {
  readonly aborted: boolean;
}

/** Virtual experience for a node's candidate moves, written by a `MovePrior`. */
export interface PriorOut {
  /** Equivalent playouts the prior is worth, per move (0 = no opinion). */
  readonly visits: Float32Array;
  /** Of those, the equivalent wins for the side to move. */
  readonly wins: Float32Array;
  /** A probability per move (summing to 1), for the progressive-bias term of the tree policy. */
  readonly policy: Float32Array;
}

/**
 * How promising each candidate move of a new tree node looks. The heuristic prior knows captures, atari
 * escapes, 3×3 shapes, distance to the last move and the opening lines; a policy network would fill
 * `policy` (and may leave `visits`/`wins` at an even prior).
 */
export interface MovePrior {
  evaluate(board: FastBoard, moves: Int16Array, count: number, out: PriorOut): void;
}

/** What a leaf evaluation may report besides its value. */
export interface LeafTrace {
  /** By board point: the first colour that played there during the evaluation (0 = nobody). For RAVE. */
  readonly amaf: Int8Array;
  /** By board point: the final owner (1 black, −1 white, 0 neither), or null when not asked for. */
  readonly owner: Int8Array | null;
}

/**
 * The value of a leaf position for Black, in [0, 1]. The playout evaluator plays the position out and
 * fills `trace`; a value network would answer from the position alone and leave `trace` as it is.
 * `board` belongs to the search and may be played on.
 */
export interface LeafEvaluator {
  evaluate(board: FastBoard, trace: LeafTrace): number;
}

/** The value for `color` of a result expressed for Black. */
export function valueFor(color: Color, blackValue: number): number {
  return color === 1 ? blackValue : 1 - blackValue;
}
