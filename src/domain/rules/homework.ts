// Homework (issue 19): a teacher gives a class work with a due date; it completes itself from the results
// the server recorded (never from what a client claims). Pure: the server passes the times of the
// results that count, these rules say how far the student is and whether it was done in time.

/** What homework asks for: solving missions of a study or single-play group, or answering trainer drills. */
export const homeworkKinds = ['study', 'single', 'trainer'] as const;
export type HomeworkKind = (typeof homeworkKinds)[number];

/** The most trainer drills one homework asks for. */
export const MAX_TRAINER_DRILLS = 20;
/** A due date at most this far ahead (a school term). */
export const MAX_DUE_AHEAD_MS = 180 * 24 * 3600 * 1000;

export type HomeworkStatus = 'open' | 'done' | 'late' | 'missed';

export interface HomeworkProgress {
  /** How many of the target count the student has (capped at the target). */
  done: number;
  target: number;
  status: HomeworkStatus;
  /** When the target was reached (the target-th counting result), or null. */
  doneAtMs: number | null;
}

/**
 * A student's progress on one homework. `times` are the times of the results that count, one per counted
 * thing (for a group, the first solve of each mission; for the trainer, each answered drill), only those
 * at or after the homework was given. Done in time when the target-th of them is at or before the due
 * time; late when after; missed when the due time passed without it; open otherwise.
 */
export function homeworkProgress(
  target: number,
  dueAtMs: number,
  nowMs: number,
  times: readonly number[],
): HomeworkProgress {
  const sorted = [...times].filter(Number.isFinite).sort((a, b) => a - b);
  const goal = Math.max(1, Math.floor(target));
  const reached = sorted.length >= goal ? (sorted[goal - 1] ?? null) : null;
  const done = Math.min(goal, sorted.length);
  let status: HomeworkStatus;
  if (reached !== null) status = reached <= dueAtMs ? 'done' : 'late';
  else status = nowMs > dueAtMs ? 'missed' : 'open';
  return { done, target: goal, status, doneAtMs: reached };
}

/** Whether a homework still needs the student (shown first on the front gate). */
export function isHomeworkPending(status: HomeworkStatus): boolean {
  return status === 'open' || status === 'missed';
}
