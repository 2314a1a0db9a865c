// Pondering in the AI worker (issue 20): at a level that ponders, the handler goes on searching after its
// move, in slices on later turns of the host's event loop, and the next search starts from that tree.
// Any request ends the slices, and so does the level's limit. The clock here stands still unless the test
// moves it, so each slice runs the game's playout budget and the figures are the same every run.
import { describe, expect, it } from 'vitest';
import { levelOf } from '../../../src/domain/ai';
import type { AiGameOptions, AiGenmoveAnswer, AiResponse } from '../../../src/io/ai/protocol';
import { createAiWorkerHandler } from '../../../src/workers/aiWorkerHandler';

const game: AiGameOptions = {
  size: 9,
  mode: 'full',
  komi: 7.5,
  captureTarget: 1,
  level: 10,
  seed: 3,
  playouts: 300,
};

function host(options: { ponder: boolean }) {
  let t = 0;
  let id = 0;
  const tasks: (() => void)[] = [];
  const answers: AiResponse[] = [];
  const handler = createAiWorkerHandler({
    post: (response) => {
      if (response.type !== 'progress') answers.push(response);
    },
    now: () => t,
    ...(options.ponder ? { schedule: (task: () => void) => tasks.push(task) } : {}),
  });
  const call = (body: Record<string, unknown>) => {
    handler.handle({ ...body, id: ++id } as never);
    const last = answers.at(-1);
    if (last?.type !== 'answer') throw new Error(`no answer: ${JSON.stringify(last)}`);
    return last.answer;
  };
  /** Runs the scheduled tasks, each of which may schedule the next, `n` times at most; answers how many ran. */
  const runTasks = (n: number) => {
    let ran = 0;
    while (ran < n && tasks.length > 0) {
      (tasks.shift() as () => void)();
      ran++;
    }
    return ran;
  };
  return {
    call,
    runTasks,
    tasks,
    advance: (ms: number) => {
      t += ms;
    },
  };
}

describe('pondering in the AI worker (issue 20)', () => {
  it('level 10 ponders and the next search starts from what it read', () => {
    expect(levelOf(10).ponderMs).toBeGreaterThan(0);
    const plain = host({ ponder: false });
    const pondering = host({ ponder: true });
    plain.call({ type: 'create', game });
    pondering.call({ type: 'create', game });
    plain.call({ type: 'genmove' });
    pondering.call({ type: 'genmove' });
    expect(plain.tasks).toHaveLength(0);
    // Ten slices while the player thinks (the clock stands still: the game's budget each).
    expect(pondering.runTasks(10)).toBe(10);
    expect(pondering.tasks).toHaveLength(1);
    // The player's position searched again (a hint at the game's level): the plain worker starts from
    // the subtree its move's search left there, the pondering one from all that the slices added.
    const kept = (plain.call({ type: 'genmove' }) as AiGenmoveAnswer).carried;
    const pondered = (pondering.call({ type: 'genmove' }) as AiGenmoveAnswer).carried;
    expect(pondered).toBe(kept + 10 * 300);
  }, 30_000);

  it('stops at the next request, at the level’s limit, and never for a hint', () => {
    const worker = host({ ponder: true });
    worker.call({ type: 'create', game });
    worker.call({ type: 'genmove' });
    expect(worker.runTasks(2)).toBe(2);
    // A request: the slice already scheduled finds it and schedules no other.
    worker.call({ type: 'ownership', playouts: 50 });
    expect(worker.runTasks(5)).toBe(1);
    expect(worker.tasks).toHaveLength(0);
    // The limit: once the clock passes it, the next slice ends the pondering.
    worker.call({ type: 'play', vertex: 40 });
    worker.call({ type: 'genmove' });
    expect(worker.runTasks(1)).toBe(1);
    worker.advance((levelOf(10).ponderMs ?? 0) + 1);
    expect(worker.runTasks(5)).toBe(1);
    expect(worker.tasks).toHaveLength(0);
    // A hint searches at another level for the player: nothing is pondered after it.
    worker.call({ type: 'genmove', level: 7 });
    expect(worker.tasks).toHaveLength(0);
  }, 30_000);

  it('stops when the game has ended: nothing is left to ponder after two passes', () => {
    // Black passes on the empty board; with komi White passes too, and the game is over. A slice that
    // ponders nothing ends the pondering (the clock stands still here: without that the slices would
    // run on forever).
    const worker = host({ ponder: true });
    worker.call({ type: 'create', game, moves: [{ color: 1, vertex: -1 }] });
    expect((worker.call({ type: 'genmove' }) as AiGenmoveAnswer).move).toBe('pass');
    expect(worker.runTasks(100)).toBe(1);
    expect(worker.tasks).toHaveLength(0);
  }, 30_000);
});
