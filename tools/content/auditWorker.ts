// A thread of `content:check` (auditPool.ts): runs the tasks it is handed (proofs, engine judgements), one
// at a time, and answers each by its id.
import { parentPort } from 'node:worker_threads';
import { runTask } from './auditPool';
import type { PoolAnswer, PoolMessage } from './auditPool';

parentPort?.on('message', ({ id, task }: PoolMessage) => {
  let answer: PoolAnswer;
  try {
    answer = { id, result: runTask(task) };
  } catch (error) {
    answer = { id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(answer);
});
