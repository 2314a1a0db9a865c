// The proofs of `content:check` spread over worker threads, one per core: each problem's proof is
// independent (our solver, then a GNU Go process of its own), so on two cores the check takes about half
// the time of one thread. Jobs are handed out one at a time as threads come free (proof times vary by a
// factor of a hundred); the results are put back in pack order, so the output is the same as one thread's.
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { auditJob, auditSummary } from './audit';
import type { AuditFigures, AuditJob, AuditJobResult } from './audit';

export type AuditPoolTask = { readonly index: number; readonly job: AuditJob; readonly gnugo: boolean };
export type AuditPoolAnswer =
  | { readonly index: number; readonly result: AuditJobResult }
  | { readonly index: number; readonly error: string };

function startWorker(): Worker {
  // The check runs under tsx: the thread registers tsx's loader before it loads the TypeScript.
  return new Worker(
    `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(
      new URL('./auditWorker.ts', import.meta.url).href,
    )}); });`,
    { eval: true },
  );
}

/** Proves every job on `threads` worker threads (default: the machine's cores); one thread runs inline. */
export async function auditJobsInParallel(
  jobs: readonly AuditJob[],
  options: { gnugo: boolean; threads?: number },
): Promise<{ issues: string[]; figures: AuditFigures }> {
  const threads = Math.max(1, Math.min(options.threads ?? os.availableParallelism(), jobs.length));
  if (threads === 1) return auditSummary(jobs.map((job) => auditJob(job, options)));
  const results: Array<AuditJobResult | undefined> = new Array(jobs.length);
  let next = 0;
  const workers = Array.from({ length: threads }, startWorker);
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            const give = () => {
              if (next >= jobs.length) return resolve();
              const index = next++;
              worker.postMessage({
                index,
                job: jobs[index] as AuditJob,
                gnugo: options.gnugo,
              } satisfies AuditPoolTask);
            };
            worker.on('message', (answer: AuditPoolAnswer) => {
              if ('error' in answer) {
                const job = jobs[answer.index];
                return reject(new Error(`${job?.file} ${job?.at}: ${answer.error}`));
              }
              results[answer.index] = answer.result;
              give();
            });
            worker.once('error', reject);
            worker.once('exit', (code) => {
              if (next < jobs.length || code !== 0) reject(new Error(`proof thread stopped (exit ${code})`));
            });
            give();
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  return auditSummary(results.map((r, i) => r ?? failedJob(jobs[i] as AuditJob)));
}

/** A job without a result (never expected: every answer fills one) still fails the check. */
function failedJob(job: AuditJob): AuditJobResult {
  return {
    part: `${job.file} ${job.at.split('.')[0] ?? ''}`,
    oneMove: false,
    facts: {
      scoped: false,
      rightFirstMoves: 0,
      refutations: 0,
      refutationsProven: 0,
      gnugoAgree: 0,
      gnugoSilent: 0,
      gnugoDisagree: 0,
    },
    issues: [`${job.file} ${job.at}.problem: no proof came back`],
  };
}
