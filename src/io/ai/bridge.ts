// The app's side of the AI worker: typed calls over the messages of protocol.ts, in the shape of
// squoosh's worker bridge (STYLE.md).
// - A serial queue: one call at a time, in the order made; the next is sent when the last one answered.
// - An AbortSignal per call: aborting a queued call removes it; aborting the running call terminates the
//   worker (a search is one synchronous call and reads no message until it ends), and the promise
//   rejects with an AbortError. The game is not lost: see the next point.
// - Idle termination: after `idleMs` without a call the worker is terminated (a level-10 tree holds
//   megabytes); the next call creates a new one and first restores the game (`create` with the moves
//   played so far), so callers never notice. An aborted genmove's move was never answered, so the
//   restored game is the one before it.
// - `dispose()` terminates the worker and rejects every call, queued or running, with an AbortError.
import type {
  AiAnswers,
  AiFailureCode,
  AiGameOptions,
  AiGameState,
  AiGenmoveAnswer,
  AiMove,
  AiOwnershipAnswer,
  AiReviewAnswer,
  AiPlayAnswer,
  AiProgress,
  AiRequestBody,
  AiRequestType,
  AiResponse,
  AiWorkerLike,
} from './protocol';
import type { Vertex } from '../../domain/go/coords';

export interface AiCallOptions {
  readonly signal?: AbortSignal;
}

export interface AiGenmoveOptions extends AiCallOptions {
  /** Called as the search goes on (about twenty times per search). */
  readonly onProgress?: (progress: AiProgress) => void;
  /** Searches this once at this level instead of the game's (a hint). */
  readonly level?: number;
}

export interface AiNewGameOptions extends AiCallOptions {
  /** Moves already played from the start position (a game taken up again, e.g. from a review). */
  readonly moves?: readonly AiMove[];
}

export interface AiReviewOptions extends AiCallOptions {
  /** Called as positions are searched (`fraction` is the share of positions done). */
  readonly onProgress?: (progress: AiProgress) => void;
  /** Playouts per position; default the board size's budget (src/domain/ai/review.ts). */
  readonly playouts?: number;
}

export interface AiOwnershipOptions extends AiCallOptions {
  /** Playouts of the estimate; default 400. */
  readonly playouts?: number;
}

export interface AiBridge {
  /** Starts a game (replacing the current one), after `moves` if given, and answers its position. */
  newGame(game: AiGameOptions, options?: AiNewGameOptions): Promise<AiGameState>;
  /** The side to move plays `vertex` (PASS passes); an illegal move answers `{ ok: false, error }`. */
  play(vertex: Vertex, options?: AiCallOptions): Promise<AiPlayAnswer>;
  /** The AI searches and plays for the side to move. */
  genmove(options?: AiGenmoveOptions): Promise<AiGenmoveAnswer>;
  /** Takes back the last `count` moves. */
  undo(count: number, options?: AiCallOptions): Promise<AiGameState>;
  /** Ownership of the position and the dead stones it suggests (scoring). */
  ownership(options?: AiOwnershipOptions): Promise<AiOwnershipAnswer>;
  /** Reviews a finished game: win rates, the engine's moves and the biggest mistakes (cancellable). */
  review(game: AiGameOptions, moves: readonly AiMove[], options?: AiReviewOptions): Promise<AiReviewAnswer>;
  /** Terminates the worker; every call still queued or running rejects with an AbortError. */
  dispose(): void;
}

export interface AiBridgeOptions {
  /** Milliseconds without a call after which the worker is terminated; default 60 s. */
  readonly idleMs?: number;
}

/** The worker answered a failure code, or died (`worker_failed`). */
export class AiBridgeError extends Error {
  constructor(readonly code: AiFailureCode | 'worker_failed') {
    super(`AI worker: ${code}`);
    this.name = 'AiBridgeError';
  }
}

export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

const defaultIdleMs = 60_000;

function abortError(): DOMException {
  return new DOMException('The AI call was aborted.', 'AbortError');
}

interface Job {
  /** Requests to send in turn; the last one's answer settles the call. */
  readonly steps: AiRequestBody[];
  readonly signal: AbortSignal | undefined;
  readonly onProgress: ((progress: AiProgress) => void) | undefined;
  readonly resolve: (answer: AiAnswers[AiRequestType]) => void;
  readonly reject: (error: unknown) => void;
  readonly onAbort: () => void;
}

export function createAiBridge(factory: () => AiWorkerLike, options: AiBridgeOptions = {}): AiBridge {
  const idleMs = options.idleMs ?? defaultIdleMs;
  const queue: Job[] = [];
  let running: { job: Job; id: number } | null = null;
  let worker: AiWorkerLike | null = null;
  /** Whether the live worker holds the game (a new worker must first be given it). */
  let workerHasGame = false;
  /** The game and its moves as last answered: what a new worker is given. */
  let game: AiGameOptions | null = null;
  let moves: readonly AiMove[] = [];
  let nextId = 1;
  let idleTimer: ReturnType<typeof setTimeout> | null = null;
  let disposed = false;

  const stopIdleTimer = () => {
    if (idleTimer !== null) clearTimeout(idleTimer);
    idleTimer = null;
  };

  const killWorker = () => {
    stopIdleTimer();
    if (!worker) return;
    worker.onmessage = null;
    worker.onerror = null;
    worker.terminate();
    worker = null;
    workerHasGame = false;
  };

  const settle = (job: Job) => {
    job.signal?.removeEventListener('abort', job.onAbort);
    if (running?.job === job) running = null;
  };

  const remember = (request: AiRequestBody, answer: AiAnswers[AiRequestType]) => {
    if (request.type === 'create') {
      game = request.game;
      workerHasGame = true;
    }
    const state = 'stones' in answer ? answer : 'state' in answer ? answer.state : null;
    if (state) moves = state.moves;
  };

  const send = (request: AiRequestBody) => {
    const id = nextId++;
    if (running) running = { job: running.job, id };
    worker?.postMessage({ ...request, id });
  };

  const onMessage = (response: AiResponse) => {
    const current = running;
    // Answers to a call that was given up (or to another worker's life) are ignored.
    if (!current || response.id !== current.id) return;
    const { job } = current;
    if (response.type === 'progress') {
      job.onProgress?.(response.progress);
      return;
    }
    if (response.type === 'failure') {
      settle(job);
      job.reject(new AiBridgeError(response.code));
      pump();
      return;
    }
    const request = job.steps.shift();
    if (request) remember(request, response.answer);
    const next = job.steps[0];
    if (next) {
      send(next);
      return;
    }
    settle(job);
    job.resolve(response.answer);
    pump();
  };

  const spawn = (): AiWorkerLike => {
    const created = factory();
    created.onmessage = (event) => onMessage(event.data);
    created.onerror = (event) => {
      // A worker that cannot load or crashed: the running call fails, the next one gets a new worker.
      event.preventDefault();
      const current = running;
      killWorker();
      if (current) {
        settle(current.job);
        current.job.reject(new AiBridgeError('worker_failed'));
      }
      pump();
    };
    return created;
  };

  const pump = () => {
    if (running || disposed) return;
    const job = queue.shift();
    if (!job) {
      if (worker && idleTimer === null) idleTimer = setTimeout(killWorker, idleMs);
      return;
    }
    stopIdleTimer();
    try {
      worker ??= spawn();
    } catch (error) {
      settle(job);
      job.reject(error);
      pump();
      return;
    }
    const first = job.steps[0];
    if (game && !workerHasGame && first?.type !== 'create')
      job.steps.unshift({ type: 'create', game, moves });
    running = { job, id: 0 };
    const step = job.steps[0];
    if (step) send(step);
  };

  const call = <K extends AiRequestType>(
    request: AiRequestBody & { readonly type: K },
    signal?: AbortSignal,
    onProgress?: (progress: AiProgress) => void,
  ): Promise<AiAnswers[K]> =>
    new Promise<AiAnswers[K]>((resolve, reject) => {
      if (disposed || signal?.aborted) {
        reject(abortError());
        return;
      }
      const job: Job = {
        steps: [request],
        signal,
        onProgress,
        // The worker answers each request type with its own answer (protocol.ts, AiAnswers).
        resolve: resolve as (answer: AiAnswers[AiRequestType]) => void,
        reject,
        onAbort: () => {
          const queued = queue.indexOf(job);
          if (queued >= 0) queue.splice(queued, 1);
          else if (running?.job === job) killWorker();
          else return;
          settle(job);
          reject(abortError());
          pump();
        },
      };
      signal?.addEventListener('abort', job.onAbort, { once: true });
      queue.push(job);
      pump();
    });

  return {
    newGame: (settings, callOptions = {}) =>
      call(
        callOptions.moves
          ? { type: 'create', game: settings, moves: callOptions.moves }
          : { type: 'create', game: settings },
        callOptions.signal,
      ),
    play: (vertex, callOptions = {}) => call({ type: 'play', vertex }, callOptions.signal),
    genmove: (callOptions = {}) =>
      call(
        callOptions.level === undefined ? { type: 'genmove' } : { type: 'genmove', level: callOptions.level },
        callOptions.signal,
        callOptions.onProgress,
      ),
    undo: (count, callOptions = {}) => call({ type: 'undo', count }, callOptions.signal),
    ownership: (callOptions = {}) =>
      call(
        callOptions.playouts === undefined
          ? { type: 'ownership' }
          : { type: 'ownership', playouts: callOptions.playouts },
        callOptions.signal,
      ),
    review: (settings, gameMoves, callOptions = {}) =>
      call(
        {
          type: 'review',
          game: settings,
          moves: gameMoves,
          ...(callOptions.playouts !== undefined ? { playouts: callOptions.playouts } : {}),
        },
        callOptions.signal,
        callOptions.onProgress,
      ),
    dispose() {
      if (disposed) return;
      disposed = true;
      killWorker();
      const pending = [...(running ? [running.job] : []), ...queue.splice(0)];
      running = null;
      for (const job of pending) {
        job.signal?.removeEventListener('abort', job.onAbort);
        job.reject(abortError());
      }
    },
  };
}
