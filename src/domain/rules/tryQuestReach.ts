// Whether shipped content lets a student meet every target of every try-quest tier (issue 16): a student
// who plays everything clears every single mission once, wins gold in every study group, drills the
// trainer at every step and repeats try runs for rank points. Pure: it reads a summary of the packs that
// the caller builds (tests/unit/content/tryQuestReach.test.ts builds it from the shipped packs).
// Implements R9.07–R9.13 (reachability of the spec's constants).
import { BSTEP_FIRST, DRILL_SIZE } from './bpower';
import type { SingleType } from './singleTypes';
import { MEDAL_BONUS, PRACTICE_POINTS, TRY_CORRECT_POINTS } from './studyPoints';
import { tryQuestTiers, type TierDefinition, type TierIndex } from './tryQuestTiers';

/** What the packs hold, counted. */
export interface ContentSummary {
  /** Missions of each single type (all groups together): each can be cleared once. */
  readonly singleMissions: ReadonlyMap<number, number>;
  /** Every study group with its mission count. */
  readonly studyGroups: readonly { categoryId: number; groupId: number; missions: number }[];
  /** Trainer positions per step. */
  readonly trainerPositions: ReadonlyMap<number, number>;
}

export type TargetKind = 'single' | 'study' | 'rank' | 'step';

/** A target the content cannot meet: what the tier needs and what the content gives. */
export interface Shortfall {
  readonly tierIndex: TierIndex;
  readonly kind: TargetKind;
  /** The single type, study category or trainer step the target is about. */
  readonly subject: number;
  /** The study group (0 when the target has none). */
  readonly groupId: number;
  readonly need: number;
  readonly have: number;
}

/**
 * Study points in a category from one pass of everything: each mission's first practice solve, then one
 * perfect try run per group, which raises the group to gold (the bonus) when the group holds enough
 * missions for gold.
 */
export function firstPassPoints(content: ContentSummary, categoryId: number, goldCount: number): number {
  let points = 0;
  for (const g of content.studyGroups) {
    if (g.categoryId !== categoryId) continue;
    points += g.missions * PRACTICE_POINTS + g.missions * TRY_CORRECT_POINTS;
    if (g.missions >= goldCount) points += MEDAL_BONUS.gold;
  }
  return points;
}

/** Points one more perfect try run earns in the category's largest group (0 when it has no group). */
export function repeatRunPoints(content: ContentSummary, categoryId: number): number {
  const sizes = content.studyGroups.filter((g) => g.categoryId === categoryId).map((g) => g.missions);
  return Math.max(0, ...sizes) * TRY_CORRECT_POINTS;
}

/**
 * Try runs a student needs for `points` in a category: one per group for the first pass, then repeats.
 * Infinity when the category has no missions.
 */
export function tryRunsForPoints(
  content: ContentSummary,
  categoryId: number,
  points: number,
  goldCount: number,
): number {
  const groups = content.studyGroups.filter((g) => g.categoryId === categoryId).length;
  const first = firstPassPoints(content, categoryId, goldCount);
  if (first >= points) return groups;
  const repeat = repeatRunPoints(content, categoryId);
  if (repeat <= 0) return Infinity;
  return groups + Math.ceil((points - first) / repeat);
}

/**
 * A tier's step target is reachable when the trainer holds a full drill of positions at every step the
 * student climbs through: from the first step down to one step weaker than the target.
 */
function stepShortfall(content: ContentSummary, stepTarget: number): { step: number; have: number } | null {
  for (let step = BSTEP_FIRST; step > stepTarget; step--) {
    const have = content.trainerPositions.get(step) ?? 0;
    if (have < DRILL_SIZE) return { step, have };
  }
  return null;
}

/** Every target of the tiers the content cannot meet; empty when all ten tiers are reachable. */
export function tierShortfalls(
  content: ContentSummary,
  goldCount: number,
  tiers: readonly TierDefinition[] = tryQuestTiers,
): Shortfall[] {
  const out: Shortfall[] = [];
  for (const tier of tiers) {
    const base = { tierIndex: tier.tierIndex };
    for (const target of tier.singleTargets) {
      const have = singleMissionsFor(content, target.singleType);
      if (target.groupId !== 0)
        throw new Error('tierShortfalls counts whole single types; a group target needs its own rule');
      if (have < target.neededCount)
        out.push({
          ...base,
          kind: 'single',
          subject: target.singleType,
          groupId: 0,
          need: target.neededCount,
          have,
        });
    }
    for (const target of tier.studyTargets) {
      const group = content.studyGroups.find(
        (g) => g.categoryId === target.categoryId && g.groupId === target.groupId,
      );
      const have = group?.missions ?? 0;
      if (have < goldCount)
        out.push({
          ...base,
          kind: 'study',
          subject: target.categoryId,
          groupId: target.groupId,
          need: goldCount,
          have,
        });
    }
    for (const target of tier.rankTargets) {
      const runs = tryRunsForPoints(content, target.categoryId, target.points, goldCount);
      if (!Number.isFinite(runs)) {
        const have = firstPassPoints(content, target.categoryId, goldCount);
        out.push({
          ...base,
          kind: 'rank',
          subject: target.categoryId,
          groupId: 0,
          need: target.points,
          have,
        });
      }
    }
    if (tier.stepTarget !== null) {
      const short = stepShortfall(content, tier.stepTarget);
      if (short)
        out.push({
          ...base,
          kind: 'step',
          subject: short.step,
          groupId: 0,
          need: DRILL_SIZE,
          have: short.have,
        });
    }
  }
  return out;
}

function singleMissionsFor(content: ContentSummary, type: SingleType): number {
  return content.singleMissions.get(type) ?? 0;
}
