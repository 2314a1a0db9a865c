// One game against the AI, outside React: it drives the bridge (start, the player's moves, the AI's
// searches, undo, resignation, the scoring step) and publishes an immutable view after every change, which
// the component reads with useSyncExternalStore. A hint (issue 20) asks the engine for its move at a strong
// level, takes it back at once and shows it until the player moves. Calls that arrive at the wrong time (a click while the AI
// thinks, a second click while a move is on its way) are refused here, whatever the board shows.
import type { SoundName } from '../../../board/sounds';
import { PASS, type BoardSize, type Vertex } from '../../../domain/go/coords';
import type { GameMode } from '../../../domain/ai/types';
import { toggleDeadChain } from '../../../domain/go/deadStones';
import type { MoveError } from '../../../domain/go/position';
import type { Color } from '../../../domain/go/stones';
import { isAbortError, type AiBridge } from '../../../io/ai/bridge';
import type { AiGameState, AiMove, AiSetup } from '../../../io/ai/protocol';
import {
  captureResult,
  captureWinner,
  capturesResult,
  endedByPasses,
  positionOf,
  resignationResult,
  scoreResult,
  undoCount,
  type AiBattleResult,
  type BattleGoal,
} from './battleRules';

export interface BattleSettings extends BattleGoal {
  readonly size: BoardSize;
  readonly mode: GameMode;
  readonly level: number;
  readonly seed: number;
  readonly playerColor: Color;
  readonly setup?: AiSetup;
  /** Moves already played from the setup (a game taken up again from a review). */
  readonly moves?: readonly AiMove[];
  /** Overrides the level's playout budget (tests). */
  readonly playouts?: number;
}

/** The level a hint searches at, whatever the game's level (docs/ai.md: strong and still quick). */
export const HINT_LEVEL = 7;

/** The engine's suggestion for the player: a vertex, or 'pass'. */
export type BattleHint = Vertex | 'pass';

export type BattlePhase = 'starting' | 'player' | 'ai' | 'scoring' | 'over' | 'failed';

/** The last thing worth saying in the status line. */
export type BattleNote =
  | { readonly kind: 'none' }
  | { readonly kind: 'illegal'; readonly error: MoveError }
  | { readonly kind: 'aiMoved'; readonly vertex: Vertex }
  | { readonly kind: 'aiPassed' }
  | { readonly kind: 'undone' };

export interface BattleView {
  readonly phase: BattlePhase;
  /** null until the engine answered the start. */
  readonly state: AiGameState | null;
  /** The AI's search progress, 0–1, while `phase` is 'ai'. */
  readonly progress: number;
  readonly note: BattleNote;
  /** Scoring: the chains marked dead (suggested by the AI's ownership, toggled by the player). */
  readonly dead: readonly Vertex[];
  /** Scoring: the suggestion is still being computed. */
  readonly deadPending: boolean;
  /** A player's call is on its way to the engine. */
  readonly busy: boolean;
  readonly result: AiBattleResult | null;
  /** The engine's suggestion for the player's move, shown until the player moves; null when none. */
  readonly hint: BattleHint | null;
  /** A hint is being searched. */
  readonly hintPending: boolean;
}

export interface BattleDeps {
  readonly bridge: AiBridge;
  readonly settings: BattleSettings;
  readonly sound: (name: SoundName) => void;
  readonly onFinish: (result: AiBattleResult) => void;
}

export interface Battle {
  view(): BattleView;
  subscribe(listener: () => void): () => void;
  start(): void;
  play(vertex: Vertex): void;
  pass(): void;
  resign(): void;
  undo(): void;
  /** The player's turn: the engine searches the player's move at HINT_LEVEL and shows it (not played). */
  hint(): void;
  /** Scoring: marks or unmarks the chain through `vertex` as dead. */
  toggleDead(vertex: Vertex): void;
  /** Scoring: counts the board with the marked dead stones and ends the game. */
  confirmScore(): void;
  /** Stops everything under way; nothing is published after it. */
  dispose(): void;
}

const initialView: BattleView = {
  phase: 'starting',
  state: null,
  progress: 0,
  note: { kind: 'none' },
  dead: [],
  deadPending: false,
  busy: false,
  result: null,
  hint: null,
  hintPending: false,
};

function capturedMore(before: AiGameState | null, after: AiGameState): boolean {
  const count = (s: AiGameState) => s.captures.black + s.captures.white;
  return before !== null && count(after) > count(before);
}

export function createBattle(deps: BattleDeps): Battle {
  const { bridge, settings } = deps;
  const player = settings.playerColor;
  const listeners = new Set<() => void>();
  const lifetime = new AbortController();
  let search: AbortController | null = null;
  let current: BattleView = initialView;

  const publish = (change: Partial<BattleView>) => {
    if (lifetime.signal.aborted) return;
    current = { ...current, ...change };
    for (const listener of listeners) listener();
  };

  /** Runs a call; an abort (undo, resign, dispose) ends it quietly, any other failure ends the game. */
  const guard = async (work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      if (isAbortError(error) || lifetime.signal.aborted) return;
      publish({ phase: 'failed', busy: false });
    }
  };

  const finish = (result: AiBattleResult) => {
    publish({ phase: 'over', result, busy: false, progress: 0 });
    deps.sound(result.playerWon ? 'right' : 'wrong');
    deps.onFinish(result);
  };

  /** After any move: the capture target, two passes, or the next turn. */
  const afterMove = async (state: AiGameState) => {
    const winner = captureWinner(state, settings);
    if (winner !== null) {
      finish(captureResult(state, player, winner));
      return;
    }
    if (endedByPasses(state.moves)) {
      await countGame(state);
      return;
    }
    if (state.toMove === player) publish({ phase: 'player', busy: false });
    else await aiTurn();
  };

  const aiTurn = async () => {
    const controller = new AbortController();
    search = controller;
    publish({ phase: 'ai', progress: 0, busy: false });
    try {
      const answer = await bridge.genmove({
        signal: controller.signal,
        onProgress: (p) => {
          if (search === controller) publish({ progress: p.fraction });
        },
      });
      if (answer.move === 'resign') {
        finish(resignationResult(answer.state, player, answer.color));
        return;
      }
      if (answer.move !== 'pass') deps.sound(capturedMore(current.state, answer.state) ? 'capture' : 'stone');
      publish({
        state: answer.state,
        note: answer.move === 'pass' ? { kind: 'aiPassed' } : { kind: 'aiMoved', vertex: answer.move },
        progress: 1,
      });
      await afterMove(answer.state);
    } finally {
      if (search === controller) search = null;
    }
  };

  const countGame = async (state: AiGameState) => {
    if (settings.mode === 'capture') {
      const byCaptures = capturesResult(state, player);
      if (byCaptures) {
        finish(byCaptures);
        return;
      }
    }
    publish({ phase: 'scoring', dead: [], deadPending: true, busy: false });
    const { dead } = await bridge.ownership({ signal: lifetime.signal });
    publish({ dead, deadPending: false });
  };

  const playerMove = (vertex: Vertex) => {
    if (current.phase !== 'player' || current.busy) return;
    publish({ busy: true });
    void guard(async () => {
      const answer = await bridge.play(vertex, { signal: lifetime.signal });
      if (!answer.ok) {
        publish({ busy: false, note: { kind: 'illegal', error: answer.error } });
        return;
      }
      if (vertex !== PASS) deps.sound(capturedMore(current.state, answer.state) ? 'capture' : 'stone');
      publish({ state: answer.state, note: { kind: 'none' }, hint: null });
      await afterMove(answer.state);
    });
  };

  return {
    view: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      void guard(async () => {
        const state = await bridge.newGame(
          {
            size: settings.size,
            mode: settings.mode,
            komi: settings.komi,
            captureTarget: settings.captureTarget,
            level: settings.level,
            seed: settings.seed,
            ...(settings.setup ? { setup: settings.setup } : {}),
            ...(settings.playouts !== undefined ? { playouts: settings.playouts } : {}),
          },
          { signal: lifetime.signal, ...(settings.moves ? { moves: settings.moves } : {}) },
        );
        publish({ state });
        await afterMove(state);
      });
    },
    play: playerMove,
    pass: () => playerMove(PASS),
    resign() {
      const state = current.state;
      if ((current.phase !== 'player' && current.phase !== 'ai') || current.busy || !state) return;
      search?.abort();
      finish(resignationResult(state, player, player));
    },
    undo() {
      const state = current.state;
      if ((current.phase !== 'player' && current.phase !== 'ai') || current.busy || !state) return;
      const count = undoCount(state.moves, player);
      if (count === 0) return;
      // A search under way is given up first: its move was never played as far as the game is concerned.
      search?.abort();
      publish({ phase: 'player', busy: true, progress: 0, hint: null });
      void guard(async () => {
        const after = await bridge.undo(count, { signal: lifetime.signal });
        publish({ state: after, busy: false, note: { kind: 'undone' } });
      });
    },
    hint() {
      const state = current.state;
      if (current.phase !== 'player' || current.busy || !state) return;
      publish({ busy: true, hintPending: true, hint: null });
      void guard(async () => {
        const answer = await bridge.genmove({ level: HINT_LEVEL, signal: lifetime.signal });
        // The search played its move for the player: take it back, the board stays as it was.
        const played = answer.state.moves.length - state.moves.length;
        const after = played > 0 ? await bridge.undo(played, { signal: lifetime.signal }) : answer.state;
        publish({
          state: after,
          busy: false,
          hintPending: false,
          hint: answer.move === 'pass' || answer.move === 'resign' ? 'pass' : answer.move,
        });
      });
    },
    toggleDead(vertex) {
      const state = current.state;
      if (current.phase !== 'scoring' || current.deadPending || !state) return;
      publish({ dead: toggleDeadChain(positionOf(state), current.dead, vertex) });
    },
    confirmScore() {
      const state = current.state;
      if (current.phase !== 'scoring' || current.deadPending || !state) return;
      finish(scoreResult(state, player, settings.komi, current.dead));
    },
    dispose() {
      search?.abort();
      lifetime.abort();
      listeners.clear();
    },
  };
}
