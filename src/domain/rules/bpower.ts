// The pattern-strength trainer's ladder (bpower, issue 15): 40 steps from 40 (first) to 1 (strongest),
// how a drill's score moves the step, the type a finished ladder earns, the level name a child reads for
// a step, and how long a drill must at least take. Implements R1.09, R3.29, R4.12 (with tryQuest.ts).
import { STEP_TARGET_BYPASS_TYPE } from './tryQuest';

/** The first (weakest) step: where the trainer places a new student. */
export const BSTEP_FIRST = 40;
/** The last (strongest) step. */
export const BSTEP_LAST = 1;
/** Positions in one drill. */
export const DRILL_SIZE = 10;
/** A drill with at least this many right answers moves the step up (one step stronger). */
export const STEP_UP_AT = 8;
/** A drill with at most this many right answers moves the step down (one step weaker). */
export const STEP_DOWN_AT = 4;
/** A drill takes at least this long per position (a tap needs a look first); the server enforces it. */
export const MIN_MS_PER_POSITION = 1000;

/** A drill is timed: each position gives this many seconds to answer; at zero it counts as unanswered. */
export const POSITION_SECONDS = 30;

/** Whole seconds left to answer a position shown at `shownAtMs` (0 once the time is up). */
export function positionSecondsLeft(
  shownAtMs: number,
  nowMs: number,
  seconds: number = POSITION_SECONDS,
): number {
  return Math.max(0, Math.min(seconds, Math.ceil(seconds - (nowMs - shownAtMs) / 1000)));
}

/** BType: the student has not drilled yet (the step is the starting one). */
export const BTYPE_NEW = 0;
/** BType: the student has drilled; the step is the trainer's placement. */
export const BTYPE_TRAINING = 1;
/** BType: a drill at step 1 reached the up threshold: the ladder is finished (meets every step target). */
export const BTYPE_FINISHED = STEP_TARGET_BYPASS_TYPE;

export const bsteps: readonly number[] = Array.from({ length: BSTEP_FIRST }, (_, i) => BSTEP_FIRST - i);

export function isBStep(value: number): boolean {
  return Number.isInteger(value) && value >= BSTEP_LAST && value <= BSTEP_FIRST;
}

export type StepMove = 'up' | 'stay' | 'down';

/** How a drill of `total` positions with `right` right answers moves the step (scaled to ten positions). */
export function stepMoveOf(right: number, total: number = DRILL_SIZE): StepMove {
  if (total <= 0) return 'stay';
  const tenths = (Math.max(0, Math.min(right, total)) * DRILL_SIZE) / total;
  if (tenths >= STEP_UP_AT) return 'up';
  if (tenths <= STEP_DOWN_AT) return 'down';
  return 'stay';
}

export interface TrainerState {
  bstep: number;
  btype: number;
}

/**
 * The trainer state after a drill served at `drillStep` with `right` of `total` right. The step moves from
 * the student's current step: up one (never past 1) or down one (never past 40). A drill served at a
 * weaker step than the student's (a higher number: positions kept from before a promotion) cannot move
 * the step up, only down; finishing the ladder needs an up move from step 1. Finished stays finished.
 */
export function stepAfterDrill(
  current: TrainerState,
  drillStep: number,
  right: number,
  total: number = DRILL_SIZE,
): TrainerState & { move: StepMove } {
  const raw = stepMoveOf(right, total);
  const move: StepMove = raw === 'up' && drillStep > current.bstep ? 'stay' : raw;
  const finishing = move === 'up' && current.bstep === BSTEP_LAST;
  const bstep =
    move === 'up'
      ? Math.max(BSTEP_LAST, current.bstep - 1)
      : move === 'down'
        ? Math.min(BSTEP_FIRST, current.bstep + 1)
        : current.bstep;
  const btype = current.btype === BTYPE_FINISHED || finishing ? BTYPE_FINISHED : BTYPE_TRAINING;
  return { bstep, btype, move: bstep === current.bstep && !finishing ? 'stay' : move };
}

/** The least time a drill of `positions` positions can take (the server refuses a faster result). */
export function minDrillMs(positions: number = DRILL_SIZE): number {
  return positions * MIN_MS_PER_POSITION;
}

/**
 * What a child reads for a step: steps 40–11 are 30 kyu to 1 kyu, steps 10–2 are 1 dan to 9 dan, and
 * step 1 is the master level. Never the step number itself.
 */
export type TrainerLevel =
  { kind: 'kyu'; count: number } | { kind: 'dan'; count: number } | { kind: 'master' };

export function trainerLevelOf(bstep: number): TrainerLevel {
  const step = Math.max(BSTEP_LAST, Math.min(BSTEP_FIRST, Math.round(bstep)));
  if (step >= 11) return { kind: 'kyu', count: step - 10 };
  if (step >= 2) return { kind: 'dan', count: 11 - step };
  return { kind: 'master' };
}

/** One BPowerStepList entry of /api/bpower/info (R3.29). */
export interface BPowerStep {
  /** Right answers out of ten a drill at this step needs to move up (the same at every step). */
  BaseValue: number;
  /** The overall step (AStep, the multiplayer scale, lower is stronger) this trainer step matches. */
  AStep: number;
  BStep: number;
  /** 0 for every step of the ladder (BType 99 is the finished ladder, not a step). */
  BType: number;
}

/**
 * The 40 steps, weakest first. AStep follows the try-quest's pairing of step targets with certified steps
 * (step 40 ↔ 89 … step 1 ↔ 49, tryQuestTiers.ts) and runs straight between the pairs it names.
 */
export function bpowerStepList(): BPowerStep[] {
  return bsteps.map((BStep) => ({ BaseValue: STEP_UP_AT, AStep: aStepOf(BStep), BStep, BType: 0 }));
}

const aStepAnchors: readonly (readonly [number, number])[] = [
  [40, 89],
  [30, 79],
  [25, 74],
  [20, 69],
  [15, 64],
  [10, 59],
  [5, 54],
  [2, 51],
  [1, 49],
];

export function aStepOf(bstep: number): number {
  for (const [i, [b0, a0]] of aStepAnchors.entries()) {
    const next = aStepAnchors[i + 1];
    if (next === undefined) break;
    const [b1, a1] = next;
    if (bstep <= b0 && bstep >= b1) return Math.round(a1 + ((bstep - b1) * (a0 - a1)) / (b0 - b1));
  }
  return bstep > BSTEP_FIRST ? 89 : 49;
}
