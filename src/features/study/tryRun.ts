// The rules of a try run on the app's side: a timed run over every mission of a group, in the order the
// server gave (pack order, or by ratings once they exist: src/domain/rules/ratedOrder.ts), one answer per
// mission, ended by the last answer, by the player, or by the clock (answers after the time are not
// counted). What it earns is predicted at once with the rules engine — the slot it takes among the three
// (R1.04, R9.01), the group's medal (R4.05–R4.07) and the points — and confirmed by the server's answer.
import type { Medal, MedalThresholds } from '../../domain/rules/medal';
import { groupMedal, slotForTryRun, tryRunPoints, type TrySlot } from '../../domain/rules/studyPoints';
import type { TryRunAnswer, TryRunRecord } from '../../state/studyTryRun';

export interface TryRunStart {
  kind: TryRunRecord['kind'];
  tryId: string;
  categoryId: number;
  groupId: number;
  missionIndexes: readonly number[];
  durationSeconds: number;
  heartCost: number;
  slotsBefore: readonly TrySlot[];
  nowMs: number;
  startKey: string;
}

export function startTryRun(start: TryRunStart): TryRunRecord {
  return {
    kind: start.kind,
    tryId: start.tryId,
    categoryId: start.categoryId,
    groupId: start.groupId,
    startedAtMs: start.nowMs,
    durationMs: Math.max(0, start.durationSeconds) * 1000,
    heartCost: start.heartCost,
    missionIndexes: [...start.missionIndexes],
    answers: [],
    slotsBefore: start.slotsBefore.map((s) => ({ slot: s.slot, correctCount: s.correctCount })),
    finishedAtMs: null,
    startKey: start.startKey,
    finishKey: null,
  };
}

/** The run's deadline (device ms). */
export function deadlineMs(run: TryRunRecord): number {
  return run.startedAtMs + run.durationMs;
}

/** Time left; frozen once the run has finished. */
export function remainingMs(run: TryRunRecord, nowMs: number): number {
  return Math.max(0, deadlineMs(run) - (run.finishedAtMs ?? nowMs));
}

export function isTimeUp(run: TryRunRecord, nowMs: number): boolean {
  return remainingMs(run, nowMs) === 0;
}

/** The mission to answer now, or null when every mission has its answer. */
export function currentMission(run: TryRunRecord): { position: number; missionIndex: number } | null {
  const position = run.answers.length;
  const missionIndex = run.missionIndexes[position];
  return missionIndex === undefined ? null : { position, missionIndex };
}

/** Every mission answered. */
export function isComplete(run: TryRunRecord): boolean {
  return currentMission(run) === null;
}

/**
 * Records the answer to the current mission. Refused (the run unchanged) after the run finished, after the
 * time ran out, or for a mission that is not the current one.
 */
export function recordAnswer(run: TryRunRecord, answer: TryRunAnswer, nowMs: number): TryRunRecord {
  const current = currentMission(run);
  if (run.finishedAtMs !== null || isTimeUp(run, nowMs) || current === null) return run;
  if (current.missionIndex !== answer.missionIndex) return run;
  return { ...run, answers: [...run.answers, answer] };
}

/** Ends the run (once): the time stops at `nowMs`, or at the deadline when that passed first. */
export function finishTryRun(run: TryRunRecord, nowMs: number, finishKey: string): TryRunRecord {
  if (run.finishedAtMs !== null) return run;
  return { ...run, finishedAtMs: Math.min(nowMs, deadlineMs(run)), finishKey };
}

export function correctCount(run: TryRunRecord): number {
  return run.answers.filter((a) => a.solved).length;
}

export interface TryRunPrediction {
  correctCount: number;
  /** The slot (0..2) the run takes, or null when it does not beat the weakest of three. */
  slot: number | null;
  slotsAfter: TrySlot[];
  medalBefore: Medal;
  medal: Medal;
  points: number;
}

/** What the finished run earns, from the group's slots before it (the server does the same). */
export function predictTryRun(run: TryRunRecord, thresholds: MedalThresholds): TryRunPrediction {
  const slotsBefore = run.slotsBefore;
  const cno = correctCount(run);
  const medalBefore = groupMedal(run.categoryId, slotsBefore, thresholds);
  const slot = slotForTryRun(slotsBefore, cno);
  const slotsAfter =
    slot === null
      ? [...slotsBefore]
      : [...slotsBefore.filter((s) => s.slot !== slot), { slot, correctCount: cno }].sort(
          (a, b) => a.slot - b.slot,
        );
  const medal = groupMedal(run.categoryId, slotsAfter, thresholds);
  return {
    correctCount: cno,
    slot,
    slotsAfter,
    medalBefore,
    medal,
    points: tryRunPoints(cno, medalBefore, medal),
  };
}

/** The body of /api/study/try/result: every answer with its moves. */
export function tryResultBody(run: TryRunRecord, userno: number) {
  return {
    userno,
    tryId: run.tryId,
    answers: run.answers.map((a) => ({ jkno: a.missionIndex, moves: a.moves })),
  };
}

/** A run id the server accepts ([A-Za-z0-9_-]{8,64}), chosen here so an offline start replays as one. */
export function newTryId(random: () => string = defaultUuid): string {
  return random()
    .replace(/[^A-Za-z0-9_-]/g, '')
    .slice(0, 64);
}

function defaultUuid(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 14)}`;
}
