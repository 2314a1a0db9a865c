// The app configuration the server sends in dedata (appini and friends, R3.24–R3.28). Constants come from
// the rules engine's defaults; content packs add the per-category lists as sections are built.
import { appConfigDefaults } from '../../src/domain/rules/constants';
import { defaultMembershipHours } from '../../src/domain/rules/membership';
import type { AppIni } from '../../src/protocol';

/** Medal thresholds as correct answers of a try run (decision, docs/api.md): groups hold 10 missions. */
export const medalThresholds = { gold: 9, silver: 7, bronze: 5 } as const;

/** What the app config says of single play (spec §3): groups per category and each group's heart cost. */
export interface SingleOutline {
  categories: readonly { sno: number; groups: readonly { gno: number; heart: number }[] }[];
}

export function appIni(single: SingleOutline = { categories: [] }): AppIni {
  return {
    StudyTryGoldMedalCnt: medalThresholds.gold,
    StudyTrySilverMedalCnt: medalThresholds.silver,
    StudyTryBronzeMedalCnt: medalThresholds.bronze,
    AliveMaxCount: appConfigDefaults.AliveMaxCount,
    HeartMaxSlotCount: appConfigDefaults.HeartMaxSlotCount,
    AliveChargeMinute: appConfigDefaults.AliveChargeMinute,
    SingleMissionNormalGroup: appConfigDefaults.SingleMissionNormalGroup,
    BoardLine: appConfigDefaults.BoardLine,
    SingleRegDate: 0,
    SingleCountInfo2Vector: single.categories.map((c) => ({ sno: c.sno, gcnt: c.groups.length })),
    UserSingleGroupSecond2Vector: single.categories.flatMap((c) =>
      c.groups.map((g) => ({ sno: c.sno, gno: g.gno, heart: g.heart })),
    ),
    SingleBonusVector: [],
    MultiStepInfoVector: [],
    MultiGroupStepVector: [],
    MultiServerInfoVector: [],
  };
}

export const membershipHours = {
  MemberShipWeekStartHour: defaultMembershipHours.startHour,
  MemberShipWeekEndHour: defaultMembershipHours.endHour,
} as const;
