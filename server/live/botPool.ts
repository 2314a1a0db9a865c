// One worker thread for the bot and the dead-stone suggestions (issue 18): tasks queue there, so a bot game
// never stalls the process that serves everyone's moves. Each task has a time limit; a failed or late task
// answers null and the caller falls back (the bot passes, no stones are suggested dead).
import { Worker } from 'node:worker_threads';
import type { BotAnswer, BotTask } from './botWorker';

/** Whether this module runs from the compiled bundle rather than its TypeScript source. */
const compiled = import.meta.url.endsWith('.js');

type Pending = { resolve: (answer: BotAnswer | null) => void; timer: NodeJS.Timeout };
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export class BotPool {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = compiled
      ? // The compiled server (dist-server/, npm run start:prod) ships the worker as its own bundle beside it.
        new Worker(new URL('./botWorker.js', import.meta.url))
      : // Under tsx the worker registers tsx's loader before it loads the same TypeScript (on Node 20
        // `--import tsx` in a worker's execArgv does not reach its entry module).
        new Worker(
          `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(
            new URL('./botWorker.ts', import.meta.url).href,
          )}); });`,
          { eval: true },
        );
    worker.unref();
    worker.on('message', (answer: BotAnswer) => {
      const p = this.pending.get(answer.id);
      if (!p) return;
      this.pending.delete(answer.id);
      clearTimeout(p.timer);
      p.resolve(answer.kind === 'failed' ? null : answer);
    });
    const fail = () => {
      this.worker = null;
      for (const [id, p] of this.pending) {
        clearTimeout(p.timer);
        p.resolve(null);
        this.pending.delete(id);
      }
    };
    worker.on('error', fail);
    worker.on('exit', fail);
    this.worker = worker;
    return worker;
  }

  ask(task: DistributiveOmit<BotTask, 'id'>, timeoutMs = 20_000): Promise<BotAnswer | null> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        resolve(null);
      }, timeoutMs);
      timer.unref();
      this.pending.set(id, { resolve, timer });
      this.start().postMessage({ ...task, id });
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }
}
