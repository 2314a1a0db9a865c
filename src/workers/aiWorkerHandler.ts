// The AI worker's message handler, free of any worker global: it hosts one engine (src/domain/ai) per
// game and answers each request of src/io/ai/protocol.ts with one `answer` or `failure` message carrying
// the request's id. The worker entry (aiWorker.ts) binds it to `self`; the in-process worker
// (inProcessAiWorker.ts) runs the very same handler in Node and in tests.
//
// A search is one synchronous call, so while it runs the worker reads no message: the bridge cancels a
// search by terminating the worker (docs/ai.md, "In the app: the worker bridge"). Progress still flows
// out, because posting from inside the search needs no turn of the event loop: the engine polls
// `shouldStop` every 16 playouts, and that poll posts a `progress` message whenever the share done has
// grown by a twentieth. `stop()` ends a search at its next poll, for hosts that can call it (in-process).
//
// Pondering: at a level that ponders (levels.ts `ponderMs`), after answering a genmove the engine goes on
// searching while the player thinks, in slices of PONDER_SLICE_MS on later turns of the event loop (the
// host's `schedule`), so a message waits at most one slice. Any request ends it; so does the level's
// limit, so a tablet left alone does not search on.
import {
  analyseGame,
  createEngine,
  levelOf,
  ownership,
  PONDER_SLICE_MS,
  pickMistakes,
  reviewPlayouts,
  type Engine,
} from '../domain/ai';
import { PASS, isBoardSize, isOnBoard } from '../domain/go/coords';
import { suggestDeadStones } from '../domain/go/deadStones';
import { createPosition, emptyPosition, withSetup, type Position } from '../domain/go/position';
import type {
  AiAnswers,
  AiFailureCode,
  AiGameOptions,
  AiGameState,
  AiMove,
  AiRequest,
  AiRequestType,
  AiResponse,
} from '../io/ai/protocol';

export interface AiWorkerHandlerOptions {
  /** Sends a message to the app. */
  readonly post: (response: AiResponse) => void;
  /** A clock in milliseconds: with it each level's time cap applies; without it only playout budgets. */
  readonly now?: () => number;
  /** Runs a task on a later turn of the event loop; with it and a clock, levels that ponder do. */
  readonly schedule?: (task: () => void) => void;
}

export interface AiWorkerHandler {
  handle(request: AiRequest): void;
  /** Makes a search under way stop at its next poll (and every later one). */
  stop(): void;
}

/** A progress message whenever the share done grew by this much (about twenty per search). */
const PROGRESS_STEP = 0.05;
/** The engine polls its stop callback every this many playouts (src/domain/ai/search.ts). */
const PLAYOUTS_PER_POLL = 16;
/** Playouts of the dead-stone estimate unless the call asks for another number. */
const OWNERSHIP_PLAYOUTS = 400;

/** A call before `create`. */
class NoGame extends Error {}
/** A game that cannot be set up or replayed. */
class BadRequest extends Error {}

export function createAiWorkerHandler(options: AiWorkerHandlerOptions): AiWorkerHandler {
  const { post, now, schedule } = options;
  let game: { engine: Engine; options: AiGameOptions } | null = null;
  let stopped = false;
  /** Bumped by every request: a slice of pondering scheduled before it finds the number changed and ends. */
  let ponderRun = 0;

  const ponder = (engine: Engine, limitMs: number): void => {
    if (!now || !schedule || limitMs <= 0) return;
    const run = ++ponderRun;
    const until = now() + limitMs;
    const slice = () => {
      if (run !== ponderRun || stopped || now() >= until) return;
      // Nothing to think about (both players passed): stop rather than spin empty slices until the limit.
      if (engine.ponder({ timeMs: PONDER_SLICE_MS, shouldStop: () => stopped }) === 0) return;
      schedule(slice);
    };
    schedule(slice);
  };

  const state = (engine: Engine): AiGameState => {
    const p = engine.position();
    return {
      size: p.size,
      stones: p.stones.slice(),
      toMove: p.toMove,
      ko: p.ko,
      captures: p.captures,
      moves: engine.moves().map(({ color, vertex }) => ({ color, vertex })),
    };
  };

  const create = (settings: AiGameOptions, moves: readonly AiMove[]): AiGameState => {
    if (!isBoardSize(settings.size)) throw new BadRequest();
    const engine = createEngine({
      size: settings.size,
      mode: settings.mode,
      komi: settings.komi,
      captureTarget: settings.captureTarget,
      level: settings.level,
      seed: settings.seed,
      position: startPosition(settings),
      ...(settings.playouts !== undefined ? { playouts: settings.playouts } : {}),
      ...(now ? { now } : {}),
    });
    for (const move of moves) {
      if (!engine.play(move.vertex, move.color).ok) throw new BadRequest();
    }
    game = { engine, options: settings };
    return state(engine);
  };

  const genmove = (
    id: number,
    engine: Engine,
    settings: AiGameOptions,
    level: number = settings.level,
  ): AiAnswers['genmove'] => {
    const budget = settings.playouts ?? levelOf(level).playouts;
    const timeMs = levelOf(level).timeMs;
    const start = now?.() ?? 0;
    let polls = 0;
    let posted = 0;
    const shouldStop = () => {
      if (stopped) return true;
      polls++;
      const playouts = polls * PLAYOUTS_PER_POLL;
      const byTime = now ? (now() - start) / timeMs : 0;
      const fraction = Math.min(0.99, Math.max(playouts / budget, byTime));
      if (fraction - posted >= PROGRESS_STEP) {
        posted = fraction;
        post({ type: 'progress', id, progress: { playouts, fraction } });
      }
      return false;
    };
    // A search at another level (a hint) leaves the game's own level as it was.
    if (level !== settings.level) engine.setLevel(level);
    let result: ReturnType<Engine['genmove']>;
    try {
      result = engine.genmove(undefined, { shouldStop });
    } finally {
      if (level !== settings.level) engine.setLevel(settings.level);
    }
    return {
      move: result.move,
      color: result.color,
      reason: result.reason,
      winRate: result.winRate,
      playouts: result.playouts,
      carried: result.carried,
      state: state(engine),
    };
  };

  const review = (
    id: number,
    settings: AiGameOptions,
    moves: readonly AiMove[],
    playouts?: number,
  ): AiAnswers['review'] => {
    if (!isBoardSize(settings.size)) throw new BadRequest();
    const start = startPosition(settings);
    let posted = 0;
    const analysis = analyseGame(start, moves, {
      goal: { mode: settings.mode, komi: settings.komi, captureTarget: Math.max(1, settings.captureTarget) },
      playouts: playouts ?? reviewPlayouts(settings.size),
      seed: settings.seed,
      signal: {
        get aborted() {
          return stopped;
        },
      },
      onProgress: (done, total) => {
        const fraction = Math.min(0.99, done / total);
        if (fraction - posted >= PROGRESS_STEP || done === total) {
          posted = fraction;
          post({ type: 'progress', id, progress: { playouts: done, fraction } });
        }
      },
    });
    if (!analysis) throw new BadRequest();
    return {
      blackWinRates: analysis.positions.map((p) => p.blackWinRate),
      best: analysis.positions.map((p) => p.best),
      mistakes: pickMistakes(analysis, start).map((m) => ({
        index: m.index,
        color: m.color,
        played: m.played,
        before: m.before,
        after: m.after,
        best: m.best,
        line: m.line,
        kind: m.kind,
      })),
    };
  };

  const answer = (request: AiRequest): AiAnswers[AiRequestType] => {
    if (request.type === 'create') return create(request.game, request.moves ?? []);
    if (request.type === 'review') return review(request.id, request.game, request.moves, request.playouts);
    if (!game) throw new NoGame();
    const { engine, options: settings } = game;
    switch (request.type) {
      case 'play': {
        const vertex = request.vertex;
        if (vertex !== PASS && !isOnBoard(engine.size, vertex)) return { ok: false, error: 'off_board' };
        const played = engine.play(vertex);
        return played.ok ? { ok: true, state: state(engine) } : { ok: false, error: played.error };
      }
      case 'genmove': {
        const level = request.level ?? settings.level;
        const answered = genmove(request.id, engine, settings, level);
        // A hint (another level's search) leaves the game's pondering to the game's own moves.
        if (level === settings.level && answered.move !== 'resign')
          ponder(engine, levelOf(level).ponderMs ?? 0);
        return answered;
      }
      case 'undo': {
        for (let i = 0; i < request.count && engine.undo(); i++);
        return state(engine);
      }
      case 'ownership': {
        // The pure estimate from the position with this game's goal and a seed that follows the game.
        const position = engine.position();
        const map = ownership(position, {
          komi: settings.komi,
          mode: settings.mode,
          captureTarget: settings.captureTarget,
          playouts: request.playouts ?? OWNERSHIP_PLAYOUTS,
          seed: settings.seed ^ engine.moves().length,
        });
        const dead = suggestDeadStones(position, map);
        return { ownership: map, dead: dead.ok ? dead.value : [] };
      }
    }
  };

  return {
    handle(request) {
      ponderRun++;
      const id = typeof request?.id === 'number' ? request.id : -1;
      let response: AiResponse;
      try {
        response = { type: 'answer', id, answer: answer(request) };
      } catch (error) {
        const code: AiFailureCode =
          error instanceof NoGame ? 'no_game' : error instanceof BadRequest ? 'bad_request' : 'internal';
        response = { type: 'failure', id, code };
      }
      post(response);
    },
    stop() {
      stopped = true;
    },
  };
}

function startPosition(settings: AiGameOptions): Position {
  const setup = settings.setup;
  if (!setup) return emptyPosition(settings.size);
  const placed = withSetup(emptyPosition(settings.size), {
    black: setup.black ?? [],
    white: setup.white ?? [],
  });
  // A fresh position: the setup board is the start of the game's history (no earlier empty board).
  return createPosition({ size: settings.size, stones: placed.stones, toMove: setup.toMove ?? 1 });
}
