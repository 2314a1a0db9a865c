// The try-quest ladder as data: ten tiers, each with its certified step and its step, single, study and
// rank targets. Evaluation lives in tryQuest.ts.
// Implements R1.11, R3.30, R3.31, R4.09, R9.07–R9.13.
import { singleType, type SingleType } from './singleTypes';
import { studyCategoryId } from './studyCategories';

export const tierIndices = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
/** R4.09: wire TIndex. */
export type TierIndex = (typeof tierIndices)[number];
export const TIER_COUNT = tierIndices.length;
export const FIRST_TIER: TierIndex = 1;
export const LAST_TIER: TierIndex = 10;

export function isTierIndex(value: number): value is TierIndex {
  return (tierIndices as readonly number[]).includes(value);
}

/** R3.31 Single (SNo, GNo, JKCnt): missions to clear in a single category; groupId 0 means any group. */
export interface SingleTarget {
  singleType: SingleType; // SNo: in single play the category is the single type
  groupId: number; // GNo
  neededCount: number; // JKCnt
}

/** R3.31 Study (SNo, GNo): that study mission (keyed by category and group) must be at gold. */
export interface StudyTarget {
  categoryId: number; // SNo
  groupId: number; // GNo
}

/** R3.31 StudyRank (SNo, Point): study points in a ranked category must reach the threshold. */
export interface RankTarget {
  categoryId: number; // SNo
  points: number; // Point
}

export interface TierDefinition {
  tierIndex: TierIndex; // TIndex
  /** R9.07: the overall step (AStep) the tier certifies; lower is stronger. */
  aStep: number;
  /** R9.10: the trainer step (BStep) to reach; null for tier 1, which has none. */
  stepTarget: number | null;
  singleTargets: readonly SingleTarget[];
  studyTargets: readonly StudyTarget[];
  rankTargets: readonly RankTarget[];
}

const { puzzle, aiBattle1, aiBattle2 } = singleType;
const { cho, jung, je, se } = studyCategoryId;

/**
 * The tiers. Given by the spec: aStep (R9.07), step targets of tiers 2–10 (R9.10), puzzle counts (R9.12),
 * rank targets (R9.08, R9.09). Chosen by the project (R9.13 and the study targets, docs/rules.md): AI
 * battle 1 counts 5..25 in tiers 1–5 and AI battle 2 counts 5..25 in tiers 6–10; gold in elementary
 * groups 1–5 for tiers 1–5 and in intermediate groups 1–5 for tiers 6–10.
 */
export const tryQuestTiers: readonly TierDefinition[] = [
  tier(1, 99, null, 50, [aiBattle1, 5], [cho, 1], null),
  tier(2, 89, 40, 100, [aiBattle1, 10], [cho, 2], null),
  tier(3, 79, 30, 150, [aiBattle1, 15], [cho, 3], null),
  tier(4, 74, 25, 200, [aiBattle1, 20], [cho, 4], null),
  tier(5, 69, 20, 250, [aiBattle1, 25], [cho, 5], null),
  tier(6, 64, 15, 300, [aiBattle2, 5], [jung, 1], [je, 5000]),
  tier(7, 59, 10, 350, [aiBattle2, 10], [jung, 2], [je, 10000]),
  tier(8, 54, 5, 400, [aiBattle2, 15], [jung, 3], [je, 15000]),
  tier(9, 51, 2, 450, [aiBattle2, 20], [jung, 4], [se, 2500]),
  tier(10, 49, 1, 500, [aiBattle2, 25], [jung, 5], [se, 8000]),
];

function tier(
  tierIndex: TierIndex,
  aStep: number,
  stepTarget: number | null,
  puzzleCount: number,
  [battleType, battleCount]: readonly [SingleType, number],
  [studyCategory, studyGroup]: readonly [number, number],
  rank: readonly [number, number] | null,
): TierDefinition {
  return {
    tierIndex,
    aStep,
    stepTarget,
    singleTargets: [
      { singleType: puzzle, groupId: 0, neededCount: puzzleCount },
      { singleType: battleType, groupId: 0, neededCount: battleCount },
    ],
    studyTargets: [{ categoryId: studyCategory, groupId: studyGroup }],
    rankTargets: rank === null ? [] : [{ categoryId: rank[0], points: rank[1] }],
  };
}

export function tierDefinition(
  tierIndex: TierIndex,
  tiers: readonly TierDefinition[] = tryQuestTiers,
): TierDefinition | null {
  return tiers.find((t) => t.tierIndex === tierIndex) ?? null;
}
