// Medals on the study screens, all from the rules engine: the medal thresholds the server sent in appini
// (R3.24), a group's medal from its try slots and best correct count (R4.05–R4.07), and a category's
// gold-crown count (R4.08). /api/study/info carries a group's best count; the slots the server answered
// to this device's try runs make the special category's medal exact.
import { goldCrownCount, type Medal, type MedalThresholds } from '../../domain/rules/medal';
import { groupMedal, type TrySlot } from '../../domain/rules/studyPoints';
import type { Dedata } from '../../protocol';

export function medalThresholdsOf(appini: Dedata['appini']): MedalThresholds {
  return {
    gold: appini.StudyTryGoldMedalCnt,
    silver: appini.StudyTrySilverMedalCnt,
    bronze: appini.StudyTryBronzeMedalCnt,
  };
}

/**
 * The slots to judge a group by: the ones known from the server's last try-run answer, else one slot with
 * the best count (what /api/study/info tells), else none.
 */
export function slotsForMedal(known: readonly TrySlot[] | undefined, bestCount: number | null): TrySlot[] {
  if (known && known.length > 0) return [...known];
  return bestCount === null ? [] : [{ slot: 0, correctCount: bestCount }];
}

export function groupMedalOf(
  categoryId: number,
  known: readonly TrySlot[] | undefined,
  bestCount: number | null,
  thresholds: MedalThresholds,
): Medal {
  return groupMedal(categoryId, slotsForMedal(known, bestCount), thresholds);
}

export function crownCount(medals: readonly Medal[]): number {
  return goldCrownCount(medals);
}
