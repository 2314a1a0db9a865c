// Study medals: the medal of a mission's try runs from its three try slots and the best saved correct
// count, and a category's gold-crown count. The unit with three tries and a medal is keyed by (sno, gno),
// as study_try2_info and study_group_second2 are; the spec calls it a mission (R4.05) and counts groups
// at gold for the crown (R4.08), so both read the same medals.
// Implements R3.24, R3.36, R4.05–R4.08, R9.01, R9.02.
import { TRIES_PER_MISSION } from './constants';
import { SPECIAL_MEDAL_CATEGORY_ID } from './studyCategories';

/** R3.36, R9.02: medal levels, weakest first; the index is the level's rank. */
export const medals = ['none', 'bronze', 'silver', 'gold'] as const;
export type Medal = (typeof medals)[number];

/** R3.24: the app-config thresholds (appini StudyTry…MedalCnt), as correct counts. */
export interface MedalThresholds {
  gold: number; // StudyTryGoldMedalCnt
  silver: number; // StudyTrySilverMedalCnt
  bronze: number; // StudyTryBronzeMedalCnt
}

export function medalRank(medal: Medal): number {
  return medals.indexOf(medal);
}

export function higherMedal(a: Medal, b: Medal): Medal {
  return medalRank(a) >= medalRank(b) ? a : b;
}

/**
 * A ninth-dan step's medal from its parts' medals (issue 14: a step of thirty problems in parts of ten,
 * each with its own try runs): the lowest of them, so a step is gold only when every part is; none for a
 * step with no parts.
 */
export function stepMedal(partMedals: readonly Medal[]): Medal {
  if (partMedals.length === 0) return 'none';
  return partMedals.reduce((low, m) => (medalRank(m) < medalRank(low) ? m : low));
}

/**
 * R4.05: how many of the three try slots reached gold gives 0 → none, 1 → bronze, 2 → silver,
 * 3 → gold. Slots past the third are ignored.
 */
export function medalFromTrySlots(slotReachedGold: readonly boolean[]): Medal {
  const golds = slotReachedGold.slice(0, TRIES_PER_MISSION).filter(Boolean).length;
  return medals[golds] ?? 'none';
}

/**
 * R4.06: the level a correct count reaches against the thresholds. A threshold below 1 (missing or zero in
 * the config) disables its level, so a mission never tried cannot earn a medal.
 */
export function medalFromCorrectCount(correctCount: number | null, thresholds: MedalThresholds): Medal {
  if (correctCount === null || !Number.isFinite(correctCount)) return 'none';
  const reaches = (threshold: number): boolean => threshold >= 1 && correctCount >= threshold;
  if (reaches(thresholds.gold)) return 'gold';
  if (reaches(thresholds.silver)) return 'silver';
  if (reaches(thresholds.bronze)) return 'bronze';
  return 'none';
}

export interface MissionMedalInput {
  categoryId: number; // sno
  /** Whether each try slot (0..2) reached gold. */
  slotReachedGold: readonly boolean[];
  /** The best saved correct count (cno) of the mission's tries; null when none is saved. */
  bestCorrectCount: number | null;
}

/**
 * R4.05–R4.07: the mission medal. The try-slot medal is raised (never lowered) to the level of the best
 * correct count, except in the special category (decision R4.07: the introductory course), whose short try
 * runs hold fewer problems than the thresholds assume: there only the try slots count.
 */
export function missionMedal(input: MissionMedalInput, thresholds: MedalThresholds): Medal {
  const fromSlots = medalFromTrySlots(input.slotReachedGold);
  if (input.categoryId === SPECIAL_MEDAL_CATEGORY_ID) return fromSlots;
  return higherMedal(fromSlots, medalFromCorrectCount(input.bestCorrectCount, thresholds));
}

/** R4.08: the gold-crown count of a category is how many of its groups are at gold. */
export function goldCrownCount(groupMedals: readonly Medal[]): number {
  return groupMedals.filter((m) => m === 'gold').length;
}

/**
 * How a group's try runs earn medals, for the screens to explain (issue 22): in the special category a
 * run counts once it reaches the gold count, and one, two or three such runs earn bronze, silver or gold
 * (R4.05, R4.07); elsewhere the best run decides by the thresholds (R4.06), the counted runs only raising
 * the medal further.
 */
export type MedalRule =
  | { kind: 'goldRuns'; goldCount: number; runsForGold: number }
  | { kind: 'bestRun'; thresholds: MedalThresholds };

export function medalRuleOf(categoryId: number, thresholds: MedalThresholds): MedalRule {
  return categoryId === SPECIAL_MEDAL_CATEGORY_ID
    ? { kind: 'goldRuns', goldCount: thresholds.gold, runsForGold: TRIES_PER_MISSION }
    : { kind: 'bestRun', thresholds };
}
