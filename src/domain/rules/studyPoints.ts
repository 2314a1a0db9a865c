// Study points (spoint) and try slots: how practice and try runs earn points, which slot a finished try
// run takes, and the medal the slots give. The spec names spoint and the rank point targets (R9.08, R9.09:
// 5000/10000/15000 in 'je', 2500/8000 in 'se') but not how points are earned; these rules are the
// project's decision (docs/rules.md), sized so the ranked targets take weeks of regular try runs.
// Implements R3.06, R3.12, R4.05–R4.06 (with medal.ts), R9.01.
import { TRIES_PER_MISSION } from './constants';
import { medalFromCorrectCount, missionMedal, type Medal, type MedalThresholds } from './medal';

/**
 * Points for solving a mission in practice (the mission field): the first solve of each mission only
 * (`practicePoints`). Practice costs nothing, so a repeated solve pays nothing, and rank points, the
 * try-quest rank targets and the daily reward measure play, not repetition (docs/rules.md).
 */
export const PRACTICE_POINTS = 5;
/** Points per correct answer in a try run. */
export const TRY_CORRECT_POINTS = 10;
/** Bonus when a try run raises the group's medal, by the medal reached. */
export const MEDAL_BONUS: Record<Medal, number> = { none: 0, bronze: 20, silver: 50, gold: 100 };

/** What a practice solve pays: PRACTICE_POINTS the first time the mission is solved, nothing after. */
export function practicePoints(solved: boolean, firstSolve: boolean): number {
  return solved && firstSolve ? PRACTICE_POINTS : 0;
}

/**
 * Seconds a try run's result may arrive after the group's time limit and still count: the app ends a run
 * at its limit and sends the result at once; the grace covers the network, a retry of the outbox and a
 * device clock that runs a little slow.
 */
export const TRY_RUN_GRACE_SECONDS = 60;

/** Whether a try run started at `startedMs` with a limit of `limitSeconds` is still in time at `nowMs`. */
export function isTryRunInTime(
  startedMs: number,
  nowMs: number,
  limitSeconds: number,
  graceSeconds: number = TRY_RUN_GRACE_SECONDS,
): boolean {
  return nowMs <= startedMs + (Math.max(0, limitSeconds) + Math.max(0, graceSeconds)) * 1000;
}

export interface TrySlot {
  slot: number; // 0..2
  correctCount: number; // cno
}

/**
 * Which slot a finished try run with `correctCount` takes: the first free one; when all three are used,
 * the weakest one if the new run beats it (ties keep the older run); otherwise none (null).
 */
export function slotForTryRun(slots: readonly TrySlot[], correctCount: number): number | null {
  for (let slot = 0; slot < TRIES_PER_MISSION; slot++) {
    if (!slots.some((s) => s.slot === slot)) return slot;
  }
  let weakest: TrySlot | undefined;
  for (const s of slots) if (!weakest || s.correctCount < weakest.correctCount) weakest = s;
  return weakest && correctCount > weakest.correctCount ? weakest.slot : null;
}

/** The group's medal from its slots (R4.05, R4.06): a slot "reached gold" when its count meets gold. */
export function groupMedal(
  categoryId: number,
  slots: readonly TrySlot[],
  thresholds: MedalThresholds,
): Medal {
  const ordered = [...slots].sort((a, b) => a.slot - b.slot);
  const best = ordered.length ? Math.max(...ordered.map((s) => s.correctCount)) : null;
  return missionMedal(
    {
      categoryId,
      slotReachedGold: ordered.map((s) => medalFromCorrectCount(s.correctCount, thresholds) === 'gold'),
      bestCorrectCount: best,
    },
    thresholds,
  );
}

/** Points a finished try run earns: its correct answers, plus the bonus if it raised the medal. */
export function tryRunPoints(correctCount: number, medalBefore: Medal, medalAfter: Medal): number {
  const raised = medalAfter !== medalBefore && MEDAL_BONUS[medalAfter] > MEDAL_BONUS[medalBefore];
  return Math.max(0, correctCount) * TRY_CORRECT_POINTS + (raised ? MEDAL_BONUS[medalAfter] : 0);
}
