// The AI worker bridge (issue 3, STYLE.md "Worker bridges"): calls go one at a time in order, an aborted
// queued call never reaches the worker, an aborted search terminates the worker and the next call gets
// a new one with the game restored (without the aborted move), the worker is terminated when idle and
// recreated transparently, and dispose rejects everything. The worker is the real message handler run
// in-process (src/workers/inProcessAiWorker.ts), watched by a subclass that logs the traffic.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AiBridgeError, createAiBridge, type AiBridge } from '../../../src/io/ai/bridge';
import type {
  AiGameOptions,
  AiRequest,
  AiRequestType,
  AiResponse,
  AiWorkerLike,
} from '../../../src/io/ai/protocol';
import { PASS, parseVertex } from '../../../src/domain/go/coords';
import { InProcessAiWorker } from '../../../src/workers/inProcessAiWorker';

class WatchedWorker extends InProcessAiWorker {
  readonly sent: AiRequest[] = [];
  private readonly types = new Map<number, AiRequestType>();

  constructor(private readonly log: string[]) {
    super();
  }

  override postMessage(message: AiRequest): void {
    this.sent.push(message);
    this.types.set(message.id, message.type);
    this.log.push(`send ${message.type}`);
    super.postMessage(message);
  }

  protected override deliver(response: AiResponse): void {
    if (response.type !== 'progress') this.log.push(`${response.type} ${this.types.get(response.id) ?? '?'}`);
    super.deliver(response);
  }
}

const game: AiGameOptions = {
  size: 5,
  mode: 'capture',
  komi: 0,
  captureTarget: 2,
  level: 1,
  seed: 7,
  playouts: 64,
};
const v = (name: string) => {
  const parsed = parseVertex(5, name);
  if (!parsed.ok) throw new Error(name);
  return parsed.value;
};

let bridge: AiBridge | null = null;
afterEach(() => bridge?.dispose());

function setUp(options: { idleMs?: number } = {}) {
  const log: string[] = [];
  const workers: WatchedWorker[] = [];
  bridge = createAiBridge(() => {
    const worker = new WatchedWorker(log);
    workers.push(worker);
    return worker;
  }, options);
  return { bridge, log, workers };
}

const abortName = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: unknown) => (error instanceof Error ? error.name : 'other'),
  );

describe('AI bridge', () => {
  it('sends one call at a time, in the order made, and answers each in order', async () => {
    const { bridge, log, workers } = setUp();
    const order: string[] = [];
    const calls = [
      bridge.newGame(game).then(() => order.push('create')),
      bridge.play(v('C3')).then(() => order.push('play')),
      bridge.genmove().then(() => order.push('genmove')),
      bridge.undo(1).then(() => order.push('undo')),
      bridge.play(v('C3')).then((answer) => {
        order.push(answer.ok ? 'play again' : `illegal ${answer.error}`);
      }),
    ];
    await Promise.all(calls);
    expect(order).toEqual(['create', 'play', 'genmove', 'undo', 'illegal occupied']);
    // Never two requests in flight: every send is answered before the next one goes.
    expect(log).toEqual([
      'send create',
      'answer create',
      'send play',
      'answer play',
      'send genmove',
      'answer genmove',
      'send undo',
      'answer undo',
      'send play',
      'answer play',
    ]);
    expect(workers).toHaveLength(1);
  });

  it('answers the state the board needs, and a failure for a call before any game', async () => {
    const { bridge } = setUp();
    await expect(bridge.play(v('C3'))).rejects.toEqual(new AiBridgeError('no_game'));
    const start = await bridge.newGame({
      ...game,
      setup: { black: [v('A1')], white: [v('E5')], toMove: -1 },
    });
    expect(start.toMove).toBe(-1);
    expect(start.stones[v('A1')]).toBe(1);
    expect(start.stones[v('E5')]).toBe(-1);
    const played = await bridge.play(v('B1'));
    expect(played.ok && played.state.moves).toEqual([{ color: -1, vertex: v('B1') }]);
    const reply = await bridge.genmove();
    expect(reply.color).toBe(1);
    expect(reply.state.moves).toHaveLength(reply.move === 'resign' ? 1 : 2);
    const passed = await bridge.play(PASS);
    expect(passed.ok && passed.state.moves.at(-1)).toEqual({ color: -1, vertex: PASS });
    const owned = await bridge.ownership({ playouts: 50 });
    expect(owned.ownership).toHaveLength(25);
    expect(owned.ownership[v('A1')]).toBeGreaterThanOrEqual(-1);
  });

  it('searches once at another level for a hint, the game keeping its own level (issue 20)', async () => {
    const { bridge, workers } = setUp();
    await bridge.newGame({ ...game, playouts: undefined, level: 1 });
    const hint = await bridge.genmove({ level: 7 });
    expect(workers[0]?.sent.at(-1)).toMatchObject({ type: 'genmove', level: 7 });
    // A strong level's budget was searched, not level 1's (48 playouts, src/domain/ai/levels.ts).
    expect(hint.playouts).toBeGreaterThan(100);
    const back = await bridge.undo(hint.state.moves.length);
    expect(back.moves).toEqual([]);
    const own = await bridge.genmove();
    expect(workers[0]?.sent.at(-1)).toEqual({ type: 'genmove', id: expect.any(Number) as number });
    expect(own.playouts).toBeLessThanOrEqual(100);
  });

  it('removes an aborted queued call before it reaches the worker', async () => {
    const { bridge, log, workers } = setUp();
    await bridge.newGame(game);
    const controller = new AbortController();
    const search = bridge.genmove();
    const queued = bridge.play(v('A1'), { signal: controller.signal });
    const after = bridge.undo(1);
    controller.abort();
    expect(await abortName(queued)).toBe('AbortError');
    const answer = await search;
    const state = await after;
    expect(state.moves).toHaveLength(0);
    expect(answer.state.moves).toHaveLength(1);
    expect(log.filter((line) => line === 'send play')).toEqual([]);
    expect(workers).toHaveLength(1);
    // A call whose signal is already aborted is refused at once.
    expect(await abortName(bridge.play(v('A1'), { signal: AbortSignal.abort() }))).toBe('AbortError');
  });

  it('stops a running search by terminating the worker, then restores the game in a new one', async () => {
    const { bridge, workers } = setUp();
    await bridge.newGame({ ...game, playouts: 200 });
    const opening = await bridge.play(v('C3'));
    expect(opening.ok).toBe(true);
    const controller = new AbortController();
    const progress: number[] = [];
    const search = bridge.genmove({
      signal: controller.signal,
      onProgress: (p) => {
        progress.push(p.fraction);
        controller.abort();
      },
    });
    expect(await abortName(search)).toBe('AbortError');
    expect(progress).toHaveLength(1);
    expect(workers[0]?.terminated).toBe(true);

    // The next call gets a new worker that first receives the game, without the aborted search's move.
    const played = await bridge.play(v('A1'));
    expect(workers).toHaveLength(2);
    expect(workers[1]?.sent.map((m) => m.type)).toEqual(['create', 'play']);
    expect(workers[1]?.sent[0]).toMatchObject({ type: 'create', moves: [{ color: 1, vertex: v('C3') }] });
    expect(played.ok && played.state.moves).toEqual([
      { color: 1, vertex: v('C3') },
      { color: -1, vertex: v('A1') },
    ]);
  });

  it('terminates an idle worker and recreates it, game restored, on the next call', async () => {
    const { bridge, workers } = setUp({ idleMs: 20 });
    await bridge.newGame({ ...game, setup: { black: [v('E1')] } });
    await bridge.play(v('C3'));
    await vi.waitFor(() => expect(workers[0]?.terminated).toBe(true));

    const answer = await bridge.genmove();
    expect(workers).toHaveLength(2);
    expect(workers[1]?.sent.map((m) => m.type)).toEqual(['create', 'genmove']);
    expect(answer.state.stones[v('E1')]).toBe(1);
    expect(answer.state.stones[v('C3')]).toBe(1);
    expect(answer.state.moves[0]).toEqual({ color: 1, vertex: v('C3') });
    expect(answer.color).toBe(-1);
    // A worker in use is not terminated.
    expect(workers[1]?.terminated).toBe(false);
  });

  it('rejects queued and running calls on dispose, and every call after it', async () => {
    const { bridge, workers } = setUp();
    await bridge.newGame(game);
    const running = bridge.genmove();
    const queued = bridge.play(v('A1'));
    bridge.dispose();
    expect(await abortName(running)).toBe('AbortError');
    expect(await abortName(queued)).toBe('AbortError');
    expect(workers[0]?.terminated).toBe(true);
    expect(await abortName(bridge.undo(1))).toBe('AbortError');
  });

  it('fails the running call when the worker dies, and uses a new worker for the next', async () => {
    let spawned = 0;
    const broken: AiWorkerLike = {
      onmessage: null,
      onerror: null,
      postMessage() {
        setTimeout(() => broken.onerror?.(new Event('error') as ErrorEvent), 0);
      },
      terminate() {},
    };
    bridge = createAiBridge(() => (spawned++ === 0 ? broken : new InProcessAiWorker()));
    await expect(bridge.newGame(game)).rejects.toEqual(new AiBridgeError('worker_failed'));
    const start = await bridge.newGame(game);
    expect(start.moves).toEqual([]);
    expect(spawned).toBe(2);
  });

  it('reviews a finished game in the worker with progress, and cancels a review by terminating it', async () => {
    const { bridge, workers } = setUp();
    // A capture game (first capture wins): Black lets its C3 stone be put in atari and does not save it.
    const full = { ...game, captureTarget: 1 };
    const moves = [
      { color: 1 as const, vertex: v('C3') },
      { color: -1 as const, vertex: v('C4') },
      { color: 1 as const, vertex: v('A1') },
      { color: -1 as const, vertex: v('B3') },
      { color: 1 as const, vertex: v('E5') },
      { color: -1 as const, vertex: v('D3') },
      { color: 1 as const, vertex: v('A5') },
      { color: -1 as const, vertex: v('C2') },
    ];
    const progress: number[] = [];
    const answer = await bridge.review(full, moves, {
      playouts: 300,
      onProgress: (p) => progress.push(p.fraction),
    });
    expect(answer.blackWinRates).toHaveLength(moves.length + 1);
    expect(answer.best).toHaveLength(moves.length + 1);
    // The last position is decided: White captured.
    expect(answer.blackWinRates[moves.length]).toBe(0);
    expect(progress.length).toBeGreaterThan(2);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(answer.mistakes.some((m) => m.color === 1)).toBe(true);
    for (const m of answer.mistakes) {
      expect(m.before - m.after).toBeGreaterThanOrEqual(0.1);
      expect(m.played).toBe(moves[m.index]?.vertex);
    }

    const controller = new AbortController();
    const cancelled = bridge.review(full, moves, {
      playouts: 300,
      signal: controller.signal,
      onProgress: () => controller.abort(),
    });
    expect(await abortName(cancelled)).toBe('AbortError');
    expect(workers.at(-1)?.terminated).toBe(true);
    // A game the rules refuse is a bad request.
    const refused = bridge.review(full, [...moves, { color: 1, vertex: v('C4') }]);
    await expect(refused).rejects.toMatchObject({ code: 'bad_request' });
  });
});
