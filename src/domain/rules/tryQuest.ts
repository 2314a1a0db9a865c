// Try-quest evaluation: which targets of a tier are met by the player's progress, which tiers are complete,
// claiming a tier's reward, and which tier is selected when the screen opens.
// Implements R3.30, R4.10–R4.19, R7.32 (claim rules), R1.11.
import { FIRST_TIER, LAST_TIER, tryQuestTiers, type TierDefinition, type TierIndex } from './tryQuestTiers';
import type { Medal } from './medal';
import { TRY_QUEST_CAPPED_GRADE } from './grades';
import { err, ok, type Result } from './result';

/**
 * R4.12 (decision): a trainer entry of this type (BType) has finished the trainer's ladder, so it meets
 * every step target whatever its step.
 */
export const STEP_TARGET_BYPASS_TYPE = 99;
/** R4.18: the tier the initial selection is capped at. */
export const CAPPED_INITIAL_TIER: TierIndex = 3;

/** Cleared missions of one single group (see singleProgressFromGroup). */
export interface SingleProgressEntry {
  singleType: number; // sno
  groupId: number; // gno
  clearedCount: number;
}

export interface StudyMedalEntry {
  categoryId: number; // sno
  groupId: number; // gno
  medal: Medal;
}

/** StudyTotalTryInfo2 (sno, spoint). */
export interface RankPointsEntry {
  categoryId: number; // sno
  points: number; // spoint
}

export interface TryQuestProgress {
  /** The player's trainer step (BStep); lower is stronger; null when the player has none. */
  trainerStep: number | null;
  /** The type (BType) of the player's trainer entry; null when none. */
  trainerType: number | null;
  singles: readonly SingleProgressEntry[];
  studyMedals: readonly StudyMedalEntry[];
  rankPoints: readonly RankPointsEntry[];
}

/** UserGroupSingleInfo as the wire has it (R3.20). */
export interface UserGroupSingleInfo {
  sno: number;
  gno: number;
  lastjkno: number; // the group's last open mission index
  starsum: number;
}

/**
 * Decision: lastjkno is the index of the group's last open mission (R4.36), so the missions before it are
 * cleared: clearedCount = lastjkno, never below 0.
 */
export function singleProgressFromGroup(info: UserGroupSingleInfo): SingleProgressEntry {
  return { singleType: info.sno, groupId: info.gno, clearedCount: Math.max(0, info.lastjkno) };
}

/**
 * R4.11, R4.12: met when the player's step is at or below the target (lower is stronger), or the trainer
 * type is the bypass type. A tier without a step target (null) is met.
 */
export function isStepTargetMet(
  stepTarget: number | null,
  trainerStep: number | null,
  trainerType: number | null,
): boolean {
  if (stepTarget === null) return true;
  if (trainerType === STEP_TARGET_BYPASS_TYPE) return true;
  return trainerStep !== null && trainerStep <= stepTarget;
}

export interface SingleTargetProgress {
  /** The cumulative count so far, capped at the needed count (for "37 / 50" displays). */
  count: number;
  met: boolean;
}

/**
 * R4.15: entries of the target's type (and group, unless the target's group is 0) are processed in order
 * and their cleared counts summed; the target is met once the sum reaches the needed count.
 */
export function singleTargetProgress(
  target: { singleType: number; groupId: number; neededCount: number },
  entries: readonly SingleProgressEntry[],
): SingleTargetProgress {
  let count = 0;
  for (const entry of entries) {
    if (count >= target.neededCount) break;
    if (entry.singleType !== target.singleType) continue;
    if (target.groupId !== 0 && entry.groupId !== target.groupId) continue;
    if (Number.isFinite(entry.clearedCount) && entry.clearedCount > 0) count += entry.clearedCount;
  }
  return { count: Math.min(count, target.neededCount), met: count >= target.neededCount };
}

/** R4.13: met when that mission (category, group) has gold. */
export function isStudyTargetMet(
  target: { categoryId: number; groupId: number },
  medals: readonly StudyMedalEntry[],
): boolean {
  return medals.some(
    (m) => m.categoryId === target.categoryId && m.groupId === target.groupId && m.medal === 'gold',
  );
}

/** R4.14: met when the category's points reach the threshold (at or above it). */
export function isRankTargetMet(
  target: { categoryId: number; points: number },
  rankPoints: readonly RankPointsEntry[],
): boolean {
  return rankPoints.some((r) => r.categoryId === target.categoryId && r.points >= target.points);
}

export interface TierEvaluation {
  tierIndex: TierIndex;
  step: boolean;
  single: boolean;
  study: boolean;
  rank: boolean;
  /** R4.10: all four kinds complete (a kind without targets is complete). */
  complete: boolean;
  /** Progress of each single target, in the definition's order. */
  singleProgress: readonly SingleTargetProgress[];
}

export function evaluateTier(definition: TierDefinition, progress: TryQuestProgress): TierEvaluation {
  const step = isStepTargetMet(definition.stepTarget, progress.trainerStep, progress.trainerType);
  const singleProgress = definition.singleTargets.map((t) => singleTargetProgress(t, progress.singles));
  const single = singleProgress.every((p) => p.met);
  const study = definition.studyTargets.every((t) => isStudyTargetMet(t, progress.studyMedals));
  const rank = definition.rankTargets.every((t) => isRankTargetMet(t, progress.rankPoints));
  return {
    tierIndex: definition.tierIndex,
    step,
    single,
    study,
    rank,
    complete: step && single && study && rank,
    singleProgress,
  };
}

/** R3.30: a tier's flags as the screen shows them. */
export interface TierState {
  tierIndex: TierIndex; // TIndex
  complete: boolean; // EndFlag
  received: boolean; // RecvFlag
  selected: boolean; // SelectFlag
}

export interface InitialTierInput {
  receivedTiers: readonly number[];
  completedTiers: readonly number[];
  grade: number;
}

/**
 * R4.17–R4.19: the last (highest) received tier plus one, at most the last tier; capped at 3 when the
 * grade is the capped grade (decision: the free grade) and the highest completed tier is above 3.
 */
export function initialSelectedTier(input: InitialTierInput): TierIndex {
  const lastReceived = Math.max(0, ...input.receivedTiers);
  const highestCompleted = Math.max(0, ...input.completedTiers);
  let selected = Math.min(LAST_TIER, Math.max(FIRST_TIER, lastReceived + 1));
  if (input.grade === TRY_QUEST_CAPPED_GRADE && highestCompleted > CAPPED_INITIAL_TIER) {
    selected = Math.min(selected, CAPPED_INITIAL_TIER);
  }
  return selected as TierIndex;
}

/**
 * The state of every tier: complete from the progress (a received tier stays complete, decision), received
 * from the receipts, selected per R4.17–R4.18.
 */
export function tryQuestStates(
  progress: TryQuestProgress,
  receivedTiers: readonly number[],
  grade: number,
  tiers: readonly TierDefinition[] = tryQuestTiers,
): TierState[] {
  const states = tiers.map((definition) => {
    const received = receivedTiers.includes(definition.tierIndex);
    const complete = received || evaluateTier(definition, progress).complete;
    return { tierIndex: definition.tierIndex, complete, received, selected: false };
  });
  const selected = initialSelectedTier({
    receivedTiers,
    completedTiers: states.filter((s) => s.complete).map((s) => s.tierIndex),
    grade,
  });
  return states.map((s) => ({ ...s, selected: s.tierIndex === selected }));
}

export const claimErrors = ['unknown_tier', 'tier_not_complete', 'already_received'] as const;
export type ClaimError = (typeof claimErrors)[number];

/**
 * R4.16: claiming a complete, unreceived tier marks it received. Claims need not follow tier order
 * (decision); claiming an unknown, incomplete or already received tier is an error value.
 */
export function claimTierReward(
  states: readonly TierState[],
  tierIndex: number,
): Result<TierState[], ClaimError> {
  const target = states.find((s) => s.tierIndex === tierIndex);
  if (target === undefined) return err('unknown_tier');
  if (target.received) return err('already_received');
  if (!target.complete) return err('tier_not_complete');
  return ok(states.map((s) => (s.tierIndex === tierIndex ? { ...s, received: true } : s)));
}
