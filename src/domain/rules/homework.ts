// Homework (issue 19): a teacher gives a class work with a due date; it completes itself from the results
// the server recorded (never from what a client claims). Pure: the server passes the times of the
// results that count, these rules say how far the student is and whether it was done in time.

/**
 * What homework asks for (`sno`/`gno` say where; 0 where unused):
 * - study, single: solve missions of one study or single-play group (sno category, gno group);
 * - dan9: solve missions of one part of a ninth-dan step (sno the step, gno the part: 0, 1, 2);
 * - puzzles: solve a number of study puzzles at a level, any group of that level (sno the study
 *   category: Introduction, Elementary, Intermediate, Advanced, Expert);
 * - aiBattle: win a number of AI battles against the AI at a level or stronger (sno the AI level);
 * - trainer: answer pattern-trainer drills;
 * - live: play live games against classmates (games that ended, with both players in the class).
 */
export const homeworkKinds = ['study', 'single', 'trainer', 'dan9', 'puzzles', 'aiBattle', 'live'] as const;
export type HomeworkKind = (typeof homeworkKinds)[number];

/** The most trainer drills one homework asks for. */
export const MAX_TRAINER_DRILLS = 20;
/** The most puzzles at a level one homework asks for. */
export const MAX_LEVEL_PUZZLES = 50;
/** The most AI battles one homework asks for. */
export const MAX_AI_WINS = 20;
/** The most live games with classmates one homework asks for. */
export const MAX_LIVE_GAMES = 10;
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

/** How a counted mission is named between the server and the app ("sno:gno:jkno"). */
export function missionKey(sno: number, gno: number, jkno: number): string {
  return `${sno}:${gno}:${jkno}`;
}

/** A result the app has sent (or will send) but the server has not counted yet, as far as the app knows. */
export type WaitingResult =
  /** A solved study or ninth-dan mission. */
  | { kind: 'study' | 'dan9'; sno: number; gno: number; jkno: number }
  /** A single-play mission the app says was won. */
  | { kind: 'single'; sno: number; gno: number; jkno: number }
  /** A trainer drill's answers. */
  | { kind: 'trainer'; drillId: string };

export interface HomeworkSeen {
  kind: HomeworkKind;
  sno: number;
  gno: number;
  target: number;
  /** The server's count. */
  done: number;
  /** What the server counted (missionKey, or a drill's id). */
  counted: readonly string[];
}

/** What a waiting result would count as for this homework (its key), or null when it does not count. */
function waitingKey(hw: HomeworkSeen, r: WaitingResult): string | null {
  if (r.kind === 'trainer') return hw.kind === 'trainer' ? r.drillId : null;
  const key = missionKey(r.sno, r.gno, r.jkno);
  switch (hw.kind) {
    case 'study':
    case 'dan9':
    case 'single':
      return r.kind === hw.kind && r.sno === hw.sno && r.gno === hw.gno ? key : null;
    case 'puzzles':
      return r.kind === 'study' && r.sno === hw.sno ? key : null;
    // AI battles need the mission's AI level, and live games are never played offline: the server's count.
    case 'aiBattle':
    case 'live':
    case 'trainer':
      return null;
  }
}

/**
 * The count a student sees (issue 19: homework also offline): the server's, plus the results still waiting
 * in the outbox that count for it and the server did not count yet, each mission or drill once, capped at
 * the target.
 */
export function homeworkDoneWithWaiting(hw: HomeworkSeen, waiting: readonly WaitingResult[]): number {
  const seen = new Set(hw.counted);
  let more = 0;
  for (const r of waiting) {
    const key = waitingKey(hw, r);
    if (key === null || seen.has(key)) continue;
    seen.add(key);
    more += 1;
  }
  return Math.min(Math.max(1, Math.floor(hw.target)), hw.done + more);
}
