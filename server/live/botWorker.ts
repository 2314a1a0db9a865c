// The bot's thread (issue 18): the same engine as the app's AI, run off the server's event loop. It answers
// two questions about a game given by its start and moves: the bot's next move at a level, and which
// stones look dead after two passes (the start of the dead-stone marking).
import { parentPort } from 'node:worker_threads';
import {
  suggestDeadStones,
  type BoardSize,
  type Color,
  type Position,
  type Vertex,
} from '../../src/domain/go';
import { createEngine } from '../../src/domain/ai';

export type BotTask =
  | {
      id: number;
      kind: 'genmove';
      position: Position;
      moves: Array<{ color: Color; vertex: Vertex }>;
      komi: number;
      level: number;
    }
  | {
      id: number;
      kind: 'dead';
      position: Position;
      moves: Array<{ color: Color; vertex: Vertex }>;
      komi: number;
    };

export type BotAnswer =
  | { id: number; kind: 'genmove'; move: Vertex | 'pass' | 'resign' }
  | { id: number; kind: 'dead'; dead: Vertex[] }
  | { id: number; kind: 'failed' };

function engineFor(task: BotTask) {
  const engine = createEngine({
    size: task.position.size as BoardSize,
    komi: task.komi,
    position: task.position,
    level: task.kind === 'genmove' ? task.level : 5,
    rules: { superko: 'positional' },
    seed: task.id,
  });
  for (const m of task.moves) engine.play(m.vertex, m.color);
  return engine;
}

function answer(task: BotTask): BotAnswer {
  const engine = engineFor(task);
  if (task.kind === 'genmove') {
    const result = engine.genmove();
    return { id: task.id, kind: 'genmove', move: result.move };
  }
  const found = suggestDeadStones(engine.position(), engine.ownership(400));
  return { id: task.id, kind: 'dead', dead: found.ok ? found.value : [] };
}

parentPort?.on('message', (task: BotTask) => {
  try {
    parentPort?.postMessage(answer(task));
  } catch {
    parentPort?.postMessage({ id: task.id, kind: 'failed' } satisfies BotAnswer);
  }
});
