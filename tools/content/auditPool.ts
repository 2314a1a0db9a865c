// The slow parts of `content:check` spread over worker threads, one per core: each problem's proof (our
// solver, then a GNU Go process of its own) and each trainer position's engine judgement are independent,
// so on two cores the check takes about half the time of one thread. Tasks are handed out as threads come
// free (their times vary by a factor of a hundred), two in hand per thread so a thread never waits for the
// main one (which talks to GNU Go for the trainer's check) to hand it the next; each answer goes back to
// its own task, so callers put results in pack order and the output is the same as one thread's.
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { TrainerPosition } from '../../src/domain/content/bpower';
import { auditJob, auditSummary } from './audit';
import type { AuditJob, AuditJobResult } from './audit';
import { engineJudge } from './bpower/judge';
import { noAuditFacts } from './complete';
import type { EngineJudgement } from './bpower/judge';

export type PoolTask =
  | { readonly kind: 'proof'; readonly job: AuditJob; readonly gnugo: boolean }
  | {
      readonly kind: 'engine';
      readonly position: TrainerPosition;
      readonly playouts: number;
      readonly seed: number;
      readonly group: string;
    };
export type PoolResult<T extends PoolTask> = T extends { kind: 'proof' } ? AuditJobResult : EngineJudgement;
export type PoolMessage = { readonly id: number; readonly task: PoolTask };
export type PoolAnswer =
  | { readonly id: number; readonly result: AuditJobResult | EngineJudgement }
  | { readonly id: number; readonly error: string };

/** Runs one task on the calling thread (the worker's, or the main one when there is a single thread). */
export function runTask(task: PoolTask): AuditJobResult | EngineJudgement {
  return task.kind === 'proof'
    ? auditJob(task.job, { gnugo: task.gnugo })
    : engineJudge(task.position, task.playouts, task.seed, task.group);
}

function startWorker(): Worker {
  // The check runs under tsx: the thread registers tsx's loader before it loads the TypeScript.
  return new Worker(
    `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(
      new URL('./auditWorker.ts', import.meta.url).href,
    )}); });`,
    { eval: true },
  );
}

type Waiting = { resolve: (value: never) => void; reject: (error: Error) => void };

/** Worker threads that run `PoolTask`s; with `threads` 1 it runs them inline, one at a time. */
export class TaskPool {
  private readonly workers: Worker[];
  private readonly queue: PoolMessage[] = [];
  private readonly waiting = new Map<number, Waiting>();
  private readonly inHand = new Map<Worker, number>();
  private nextId = 1;
  private failure: Error | null = null;

  constructor(readonly threads: number = os.availableParallelism()) {
    this.workers = threads > 1 ? Array.from({ length: threads }, startWorker) : [];
    for (const worker of this.workers) {
      this.inHand.set(worker, 0);
      worker.on('message', (answer: PoolAnswer) => {
        this.inHand.set(worker, (this.inHand.get(worker) ?? 1) - 1);
        const w = this.waiting.get(answer.id);
        this.waiting.delete(answer.id);
        if ('error' in answer) w?.reject(new Error(answer.error));
        else w?.resolve(answer.result as never);
        this.dispatch();
      });
      const fail = (error: Error) => {
        this.failure ??= error;
        for (const w of this.waiting.values()) w.reject(error);
        this.waiting.clear();
      };
      worker.once('error', fail);
      worker.once('exit', (code) => {
        if (!this.closed) fail(new Error(`check thread stopped (exit ${code})`));
      });
    }
  }

  private closed = false;

  run<T extends PoolTask>(task: T): Promise<PoolResult<T>> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.workers.length === 0) {
      try {
        return Promise.resolve(runTask(task) as PoolResult<T>);
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    }
    const id = this.nextId++;
    return new Promise<PoolResult<T>>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (value: never) => void, reject });
      this.queue.push({ id, task });
      this.dispatch();
    });
  }

  private dispatch(): void {
    for (const worker of this.workers)
      while ((this.inHand.get(worker) ?? 0) < 2 && this.queue.length > 0) {
        const message = this.queue.shift() as PoolMessage;
        this.inHand.set(worker, (this.inHand.get(worker) ?? 0) + 1);
        worker.postMessage(message);
      }
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}

/** Proves every job on the pool; the figures and issues in the jobs' order. */
export async function auditJobsOn(
  pool: TaskPool,
  jobs: readonly AuditJob[],
  options: { gnugo: boolean },
): Promise<ReturnType<typeof auditSummary>> {
  const results = await Promise.all(
    jobs.map((job) =>
      pool
        .run({ kind: 'proof', job, gnugo: options.gnugo })
        .catch((error: unknown): AuditJobResult => failedJob(job, error)),
    ),
  );
  return auditSummary(results);
}

/** Proves every job on `threads` worker threads (default: the machine's cores). */
export async function auditJobsInParallel(
  jobs: readonly AuditJob[],
  options: { gnugo: boolean; threads?: number },
): Promise<ReturnType<typeof auditSummary>> {
  const pool = new TaskPool(Math.max(1, Math.min(options.threads ?? os.availableParallelism(), jobs.length)));
  try {
    return await auditJobsOn(pool, jobs, options);
  } finally {
    await pool.close();
  }
}

/** A proof that did not come back (it threw) fails the check with its reason. */
function failedJob(job: AuditJob, error: unknown): AuditJobResult {
  return {
    part: `${job.file} ${job.at.split('.')[0] ?? ''}`,
    problem: `${job.file} ${job.at}`,
    oneMove: false,
    facts: noAuditFacts(false),
    issues: [
      `${job.file} ${job.at}.problem: no proof came back (${error instanceof Error ? error.message : String(error)})`,
    ],
    ms: 0,
  };
}
