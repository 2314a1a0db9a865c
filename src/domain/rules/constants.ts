// Business constants and limits of spec §9 that no single rule module owns, and the defaults the project
// chose for the app-config constants whose values the spec does not give (R3.28).
// Implements R9.01, R9.03–R9.06, R9.15, R9.16, R9.22–R9.24, R3.28, R7.67, R7.68.

/** R9.01, R1.04: tries per study mission, one slot each (slots 0..2). */
export const TRIES_PER_MISSION = 3;
export const trySlotIndices = [0, 1, 2] as const;
export type TrySlotIndex = (typeof trySlotIndices)[number];

/** R9.03: a study group's try-run length when study_group_second2 has no entry. */
export const DEFAULT_GROUP_DURATION_SECONDS = 600;
/** R9.04: a study group's heart cost when study_group_second2 has no entry. */
export const DEFAULT_GROUP_HEART_COST = 1;
/** R9.06, R3.25: a single group's heart cost when UserSingleGroupSecond2Vector has no entry. */
export const DEFAULT_SINGLE_GROUP_HEART_COST = 1;
/** A dice challenge (R7.25) costs one die: the spec names no other price (docs/rules.md). */
export const DICE_CHALLENGE_COST = 1;
/** R9.05, R3.02: how many tabs each of the four study tab strips has. */
export const DEFAULT_TAB_COUNTS = [1, 2, 3, 1] as const;

/** R9.15, R3.34: rank reward levels (BLevel) 1..10. */
export const rankRewardLevels = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export type RankRewardLevel = (typeof rankRewardLevels)[number];
export const RANK_REWARD_LEVEL_COUNT = rankRewardLevels.length;

export function isRankRewardLevel(value: number): value is RankRewardLevel {
  return (rankRewardLevels as readonly number[]).includes(value);
}

/** R9.16: rows per page of the statistics date list. */
export const STATISTICS_PAGE_SIZE = 10;

/** R9.22, R7.68: realtime socket timeout. */
export const SOCKET_TIMEOUT_MS = 5000;
/** R9.23, R7.67: realtime socket reconnection attempts. */
export const SOCKET_RECONNECT_ATTEMPTS = 3;

/** R9.24: notifications stay 5000 ms at the bottom; R8.14: warnings show at the top. */
export const NOTIFICATION_TIMEOUT_MS = 5000;
export const notificationPositions = ['bottom', 'top'] as const;
export type NotificationPosition = (typeof notificationPositions)[number];
export const DEFAULT_NOTIFICATION_POSITION: NotificationPosition = 'bottom';
export const WARNING_NOTIFICATION_POSITION: NotificationPosition = 'top';

/**
 * R3.28: app-config constants the server normally sends in appini. The spec names them without values;
 * these are the project's values, used when the server leaves one out. Wire names kept: this mirrors
 * the app config.
 */
export const appConfigDefaults = {
  /** Heart slots every account has (the heart maximum before bought or rewarded slots). */
  HeartMaxSlotCount: 5,
  /** The most dice that recharge (the "alive" counter of /api/dice/alive/count). */
  AliveMaxCount: 5,
  /** Minutes per recharged heart or die. */
  AliveChargeMinute: 30,
  /** Groups of a single-play category that are normal groups; later ones are bonus groups. */
  SingleMissionNormalGroup: 10,
  /** Lines of the board (19×19). */
  BoardLine: 19,
} as const;

export type AppConfigConstants = { -readonly [K in keyof typeof appConfigDefaults]: number };
