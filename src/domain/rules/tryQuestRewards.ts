// What claiming a try-quest tier gives: gems, extra heart slots and a rank reward counter, and the
// certificate (KCert) the claim issues. The spec names the answer's fields (R7.32) but not the amounts;
// these are the project's decision (docs/rules.md).
// Implements R3.33, R3.34, R7.32, R9.15 (decisions on amounts).
import { isRankRewardLevel, type RankRewardLevel } from './constants';
import { isTierIndex, type TierIndex } from './tryQuestTiers';

export interface TierReward {
  /** RecvGem: gems credited to the wallet. */
  gems: number;
  /** RecvSlot: heart slots added to heartAddSlotCount (the heart maximum rises by as many). */
  heartSlots: number;
  /** RecvBLevel: the rank reward level (R3.34) whose counter BCount the claim raises by one. */
  rankRewardLevel: RankRewardLevel;
}

/** Gems per tier index: ten a tier, so the ladder pays 550 gems in all. */
export const TIER_GEMS_PER_INDEX = 10;
/** Tiers that add one heart slot: every second tier, five slots over the ladder. */
export const HEART_SLOT_TIERS: readonly TierIndex[] = [2, 4, 6, 8, 10];

/**
 * Decision: tier N pays 10 × N gems, one heart slot on even tiers, and raises the rank reward counter
 * of level N (the ten levels of R9.15 line up with the ten tiers). Null for an unknown tier.
 */
export function tierReward(tierIndex: number): TierReward | null {
  if (!isTierIndex(tierIndex) || !isRankRewardLevel(tierIndex)) return null;
  return {
    gems: TIER_GEMS_PER_INDEX * tierIndex,
    heartSlots: HEART_SLOT_TIERS.includes(tierIndex) ? 1 : 0,
    rankRewardLevel: tierIndex,
  };
}

/**
 * The certificate number printed on a KCert (R3.33): the tier and the user, fixed width so printed
 * numbers line up ("HQ-03-000042"). One certificate per user and tier, so the number is unique.
 */
export function certificateNumber(tierIndex: TierIndex, userno: number): string {
  return `HQ-${String(tierIndex).padStart(2, '0')}-${String(Math.max(0, Math.trunc(userno))).padStart(6, '0')}`;
}
