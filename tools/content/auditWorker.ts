// A proof thread of `content:check` (auditPool.ts): proves the problems it is handed, one at a time.
import { parentPort } from 'node:worker_threads';
import { auditJob } from './audit';
import type { AuditPoolAnswer, AuditPoolTask } from './auditPool';

parentPort?.on('message', (task: AuditPoolTask) => {
  let answer: AuditPoolAnswer;
  try {
    answer = { index: task.index, result: auditJob(task.job, { gnugo: task.gnugo }) };
  } catch (error) {
    answer = { index: task.index, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(answer);
});
