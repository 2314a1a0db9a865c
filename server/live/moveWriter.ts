// Stores live moves from a thread of their own on SQLite (issue 18). better-sqlite3 is synchronous, and a
// commit with `synchronous = FULL` waits for the disk: on the event loop every group commit stopped the
// whole process while the disk synced (12–16 ms a commit, 45 % of the time, at 300 games on a busy disk).
// The writer thread (moveWriterWorker.ts) has its own connection to the same file (WAL: the server's
// readers see each batch once committed); the loop awaits its answer as it awaits PostgreSQL, and a move is
// still told to the players only once it is on disk. PostgreSQL needs none of this (its commits are
// awaited already).
import { Worker } from 'node:worker_threads';
import type { Database } from '../db/schema';

export type MoveRow = Database['live_moves'];
export interface MoveWriterTask {
  readonly id: number;
  readonly rows: readonly MoveRow[];
}
export type MoveWriterAnswer =
  | { readonly id: number; readonly ok: true }
  | { readonly id: number; readonly ok: false; readonly message: string };

/** Whether this module runs from the compiled bundle rather than its TypeScript source. */
const compiled = import.meta.url.endsWith('.js');

function startWorker(file: string): Worker {
  if (compiled)
    // The compiled server (dist-server/) ships the worker as its own bundle beside main.js.
    return new Worker(new URL('./moveWriterWorker.js', import.meta.url), { workerData: { file } });
  // Under tsx the worker registers tsx's loader before it loads the TypeScript (as botPool.ts does).
  return new Worker(
    `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(
      new URL('./moveWriterWorker.ts', import.meta.url).href,
    )}); });`,
    { eval: true, workerData: { file } },
  );
}

type Pending = { resolve: () => void; reject: (error: Error) => void };

export class MoveWriter {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly inFlight = new Set<Promise<void>>();
  private closed = false;

  constructor(private readonly file: string) {}

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = startWorker(this.file);
    // Shutdown closes the writer after the batches on their way (close()); it never holds the process.
    worker.unref();
    worker.on('message', (answer: MoveWriterAnswer) => {
      const p = this.pending.get(answer.id);
      if (!p) return;
      this.pending.delete(answer.id);
      if (answer.ok) p.resolve();
      else p.reject(new Error(answer.message));
    });
    // A thread that dies fails what it held (those moves are refused and rewound); the next batch starts
    // a new one.
    const fail = (error: Error) => {
      if (this.worker !== worker) return;
      this.worker = null;
      for (const p of this.pending.values()) p.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`move writer stopped (exit ${code})`)));
    this.worker = worker;
    return worker;
  }

  /** Whether the thread is up (started by `warm` or a write, not yet closed or failed). */
  get running(): boolean {
    return this.worker !== null;
  }

  /**
   * Starts the thread now rather than at the first move: loading it takes a few hundred ms (under tsx
   * more), which the first move after every server start would otherwise wait for.
   */
  warm(): void {
    if (!this.closed) this.start();
  }

  /** Stores `rows` in one transaction, all or none; settles when they are on disk. */
  write(rows: readonly MoveRow[]): Promise<void> {
    if (this.closed) return Promise.reject(new Error('move writer closed'));
    const id = this.nextId++;
    const written = new Promise<void>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.start().postMessage({ id, rows } satisfies MoveWriterTask);
    });
    const settled = written.then(
      () => undefined,
      () => undefined,
    );
    this.inFlight.add(settled);
    void settled.then(() => this.inFlight.delete(settled));
    return written;
  }

  /** Waits for the batches on their way, then stops the thread. */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.inFlight);
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }
}
