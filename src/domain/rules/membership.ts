// Academy membership: whether a membership is valid now (-1), valid but outside its hours (0) or usable
// (1), from its start, term, type, weekday mask and the academy's hours in the academy's time zone.
// Implements R3.21, R3.22, R4.26–R4.30, R9.19–R9.21.
import { KST_OFFSET_SECONDS, MILLIS_PER_DAY, microsToMillis, wallClockAt } from './time';

/** R3.21, as the wire has it. */
export interface Membership {
  stime: number; // start, microseconds; 0 = none
  termDay: number; // length in days; 0 = none
  type: number; // membership type; below MIN_MEMBERSHIP_TYPE = too low
  weekDay: number; // bitmask: 1 Sunday, 2 Monday … 64 Saturday; 255 every day
}

/** R4.27 (decision): type 0 means no paid membership; types from 1 count. */
export const MIN_MEMBERSHIP_TYPE = 1;
/** R9.21: every day. */
export const EVERY_DAY_MASK = 255;
export const weekdayMasks = [1, 2, 4, 8, 16, 32, 64] as const; // Sunday .. Saturday

/** R9.19: default hours, start inclusive, end exclusive (DESIGN.md). */
export interface MembershipHours {
  startHour: number;
  endHour: number;
}
export const defaultMembershipHours: MembershipHours = { startHour: 10, endHour: 20 };

/**
 * R9.20: the server's MemberShipWeekStartHour/EndHour override the default when both are whole hours in
 * 0..24 with start before end; otherwise the default stands (decision).
 */
export function membershipHoursFrom(appInit: {
  MemberShipWeekStartHour?: number | null;
  MemberShipWeekEndHour?: number | null;
}): MembershipHours {
  const start = appInit.MemberShipWeekStartHour;
  const end = appInit.MemberShipWeekEndHour;
  const isHour = (h: number | null | undefined): h is number =>
    typeof h === 'number' && Number.isInteger(h) && h >= 0 && h <= 24;
  if (!isHour(start) || !isHour(end) || start >= end) return defaultMembershipHours;
  return { startHour: start, endHour: end };
}

export type MembershipStatus = -1 | 0 | 1;

/** When the membership ends (exclusive), in UTC milliseconds; null when it has no start or term. */
export function membershipEndMs(membership: Membership): number | null {
  if (!(membership.stime > 0) || !(membership.termDay > 0)) return null;
  return microsToMillis(membership.stime) + membership.termDay * MILLIS_PER_DAY;
}

/**
 * R4.26–R4.30. -1 (checked first): no membership, no start, no term, type too low, not started yet
 * (decision) or expired (at stime + termDay days exactly, decision). Then 1 when the weekday mask is 255
 * (any hour), or when today's weekday bit is set and startHour <= hour < endHour on the academy's clock
 * (UTC+9 by default). Otherwise 0.
 */
export function membershipStatus(
  membership: Membership | null,
  nowMs: number,
  hours: MembershipHours = defaultMembershipHours,
  utcOffsetSeconds: number = KST_OFFSET_SECONDS,
): MembershipStatus {
  if (membership === null) return -1;
  const endMs = membershipEndMs(membership);
  if (endMs === null || !(membership.type >= MIN_MEMBERSHIP_TYPE)) return -1;
  if (nowMs < microsToMillis(membership.stime) || nowMs >= endMs) return -1;
  if (membership.weekDay === EVERY_DAY_MASK) return 1;
  const clock = wallClockAt(nowMs, utcOffsetSeconds);
  const dayAllowed = (membership.weekDay & (1 << clock.weekday)) !== 0;
  const inHours = clock.hour >= hours.startHour && clock.hour < hours.endHour;
  return dayAllowed && inHours ? 1 : 0;
}

/**
 * Issue 19 (decision, docs/rules.md "Membership helps, never blocks"): what a membership status gives.
 * Outside its days and hours (0) a member plays under the free rules, exactly like a non-member (-1);
 * inside them (1) hearts don't limit single play and the class's settings apply.
 *
 * "Class hours" are these same days and hours: the membership's weekdays within the academy's hours
 * (status 1); a class has no timetable of its own. A student of a class whose teacher turned "hearts
 * unlimited during class hours" off spends hearts in class hours too (`classHeartsInHours` false); a
 * user in no class (null) or a class with the setting on keeps the membership's heart-free single play.
 */
export interface MembershipBenefits {
  /** Starting a single-play challenge spends the group's hearts. */
  heartsLimitSingle: boolean;
  /** The member's class settings (hearts in class hours, chat, trainer, live play) apply. */
  classSettingsApply: boolean;
}

export function membershipBenefits(
  status: MembershipStatus,
  classHeartsInHours: boolean | null = null,
): MembershipBenefits {
  const member = status === 1;
  return { heartsLimitSingle: !member || classHeartsInHours === false, classSettingsApply: member };
}

/** The status a user plays under: a member outside the membership's hours plays like a non-member. */
export function playingStatus(status: MembershipStatus): -1 | 1 {
  return status === 1 ? 1 : -1;
}

/**
 * R2.38–R2.40 with issue 19: the answer of the field routes' extra check. The guard still cancels on 0,
 * but membership never locks a user out, so the answer is the playing status (-1 or 1), never 0.
 */
export function fieldCheckAnswer(status: MembershipStatus): -1 | 1 {
  return playingStatus(status);
}

/**
 * The hearts a single-play challenge costs under a membership status: 0 for a member in hours (class
 * hours), unless their class's teacher turned "hearts unlimited during class hours" off.
 */
export function singleHeartCost(
  groupHeart: number,
  status: MembershipStatus,
  classHeartsInHours: boolean | null = null,
): number {
  return membershipBenefits(status, classHeartsInHours).heartsLimitSingle ? Math.max(0, groupHeart) : 0;
}
