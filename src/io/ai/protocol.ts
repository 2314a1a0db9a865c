// The messages between the app and the AI worker (src/workers/aiWorker.ts), shared by both sides so a
// change to one side is a type error on the other. One game per worker: `create` starts it (or restores
// it, with the moves already played, after the worker was recreated); every answer that changes the game
// carries the whole state the board needs, so the app never keeps a second copy of the rules' state.
// Only types and plain data here: the file is compiled in the app (DOM) and the worker (WebWorker) realms.
import type { GameMode, GenmoveReason, EngineMove, MistakeKind } from '../../domain/ai';
import type { BoardSize, Vertex } from '../../domain/go/coords';
import type { Captures, MoveError } from '../../domain/go/position';
import type { Color } from '../../domain/go/stones';

/** Stones placed before the first move (a handicap, a lesson position). */
export interface AiSetup {
  readonly black?: readonly Vertex[];
  readonly white?: readonly Vertex[];
  /** Default Black. */
  readonly toMove?: Color;
}

export interface AiGameOptions {
  readonly size: BoardSize;
  readonly mode: GameMode;
  /** Points for White in a full game (also decides a capture game that ends by passes with equal captures). */
  readonly komi: number;
  /** Stones to capture to win a capture game. */
  readonly captureTarget: number;
  /** 1 to 10 (docs/ai.md, Levels). */
  readonly level: number;
  readonly seed: number;
  readonly setup?: AiSetup;
  /** Overrides the level's playout budget (tests). */
  readonly playouts?: number;
}

/** A move of the game record; `vertex` is PASS (−1) for a pass. */
export interface AiMove {
  readonly color: Color;
  readonly vertex: Vertex;
}

/** The game as the board shows it, after the call. */
export interface AiGameState {
  readonly size: BoardSize;
  /** By vertex: 1 black, −1 white, 0 empty. */
  readonly stones: Int8Array;
  readonly toMove: Color;
  readonly ko: Vertex | null;
  /** Prisoners taken by each colour (setup prisoners included). */
  readonly captures: Captures;
  /** Every move since the start position, in order. */
  readonly moves: readonly AiMove[];
}

export type AiPlayAnswer =
  { readonly ok: true; readonly state: AiGameState } | { readonly ok: false; readonly error: MoveError };

export interface AiGenmoveAnswer {
  /** A vertex, 'pass' or 'resign' (a resignation is not played: `state` is the position it gave up in). */
  readonly move: EngineMove;
  readonly color: Color;
  readonly reason: GenmoveReason;
  /** The search's win rate for `color`. */
  readonly winRate: number;
  readonly playouts: number;
  /** Simulations the search started from: the last move's tree and what was pondered while the player thought. */
  readonly carried: number;
  readonly state: AiGameState;
}

export interface AiOwnershipAnswer {
  /** By vertex, −1 (White's) to 1 (Black's). */
  readonly ownership: Float32Array;
  /** The stones the estimate calls dead, whole chains, sorted (`suggestDeadStones`). */
  readonly dead: readonly Vertex[];
}

/** One marked mistake of a reviewed game (src/domain/ai/review.ts). */
export interface AiReviewMistake {
  /** Index into the game's moves (0 = the first move). */
  readonly index: number;
  readonly color: Color;
  /** PASS (−1) for a pass. */
  readonly played: Vertex;
  /** The player's win rate before and after the move, 0–1. */
  readonly before: number;
  readonly after: number;
  readonly best: Vertex;
  /** The better move and the answers the engine expects, alternating from the player's colour. */
  readonly line: readonly Vertex[];
  readonly kind: MistakeKind;
}

export interface AiReviewAnswer {
  /** Black's win rate per position (before the first move, after each move), 0–1. */
  readonly blackWinRates: readonly number[];
  /** The engine's move in each position (PASS when none). */
  readonly best: readonly Vertex[];
  /** The biggest mistakes of each side, in the order played. */
  readonly mistakes: readonly AiReviewMistake[];
}

/** How far a search has come: simulations run, and the larger of the playout and time shares, 0–1. */
export interface AiProgress {
  readonly playouts: number;
  readonly fraction: number;
}

/** What each request answers. */
export interface AiAnswers {
  readonly create: AiGameState;
  readonly play: AiPlayAnswer;
  readonly genmove: AiGenmoveAnswer;
  readonly undo: AiGameState;
  readonly ownership: AiOwnershipAnswer;
  readonly review: AiReviewAnswer;
}

export type AiRequestType = keyof AiAnswers;

/** The requests without their id (the bridge numbers them). */
export type AiRequestBody =
  /** Starts a game, replacing the worker's current one; `moves` are replayed (restoring a game). */
  | { readonly type: 'create'; readonly game: AiGameOptions; readonly moves?: readonly AiMove[] }
  /** The side to move plays `vertex` (PASS passes). */
  | { readonly type: 'play'; readonly vertex: Vertex }
  /**
   * The AI searches and plays for the side to move; `level` searches this once at another level than the
   * game's (a hint: the move a strong level finds, taken back by the caller with `undo`).
   */
  | { readonly type: 'genmove'; readonly level?: number }
  /** Takes back the last `count` moves (fewer if the game has fewer). */
  | { readonly type: 'undo'; readonly count: number }
  /** Ownership of the current position and the dead stones it suggests. */
  | { readonly type: 'ownership'; readonly playouts?: number }
  /**
   * Reviews a finished game (its settings and every move), independent of the game the worker plays;
   * progress is the share of positions searched. `playouts` per position overrides the size's budget.
   */
  | {
      readonly type: 'review';
      readonly game: AiGameOptions;
      readonly moves: readonly AiMove[];
      readonly playouts?: number;
    };

export type AiRequest = AiRequestBody & { readonly id: number };

export const aiFailureCodes = ['no_game', 'bad_request', 'internal'] as const;
/** `no_game`: a call before `create`; `bad_request`: a message the worker cannot read or replay. */
export type AiFailureCode = (typeof aiFailureCodes)[number];

export type AiResponse =
  | {
      readonly type: 'answer';
      readonly id: number;
      readonly answer: AiAnswers[AiRequestType];
    }
  | { readonly type: 'progress'; readonly id: number; readonly progress: AiProgress }
  | { readonly type: 'failure'; readonly id: number; readonly code: AiFailureCode };

/**
 * What the bridge needs of a worker: a browser `Worker` fits as it is, and so does the in-process
 * worker of src/workers/inProcessAiWorker.ts (Node, tests).
 */
export interface AiWorkerLike {
  onmessage: ((event: MessageEvent<AiResponse>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  postMessage(message: AiRequest): void;
  terminate(): void;
}
