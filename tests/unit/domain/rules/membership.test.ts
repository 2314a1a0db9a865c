// Membership status (spec §3, §4, §9; DESIGN.md: academy time zone UTC+9, start inclusive, end exclusive).
import { describe, expect, it } from 'vitest';
import {
  EVERY_DAY_MASK,
  MIN_MEMBERSHIP_TYPE,
  defaultMembershipHours,
  fieldCheckAnswer,
  membershipBenefits,
  membershipEndMs,
  membershipHoursFrom,
  membershipStatus,
  playingStatus,
  singleHeartCost,
  type Membership,
  type MembershipHours,
  type MembershipStatus,
} from '../../../../src/domain/rules';

/** A KST wall-clock time as a UTC instant in ms (KST = UTC+9). */
const kst = (y: number, mo: number, d: number, h: number, mi = 0): number =>
  Date.UTC(y, mo - 1, d, h - 9, mi);

const SUNDAY = 1;
const MONDAY = 2;
const SATURDAY = 64;

// Starts 2024-01-01 00:00 KST, 30 days: ends 2024-01-31 00:00 KST (exclusive). 2024-01-07 is a Sunday.
const base: Membership = { stime: kst(2024, 1, 1, 0) * 1000, termDay: 30, type: 1, weekDay: SUNDAY };

describe('membershipStatus: -1 cases come first', () => {
  // R4.26, R4.27 (decision: types below 1 are too low)
  it.each<{ why: string; m: Membership | null; now: number }>([
    { why: 'no membership', m: null, now: kst(2024, 1, 7, 12) },
    { why: 'no start time', m: { ...base, stime: 0 }, now: kst(2024, 1, 7, 12) },
    { why: 'no term', m: { ...base, termDay: 0 }, now: kst(2024, 1, 7, 12) },
    { why: 'type too low', m: { ...base, type: MIN_MEMBERSHIP_TYPE - 1 }, now: kst(2024, 1, 7, 12) },
    { why: 'not started yet (decision)', m: base, now: kst(2023, 12, 31, 23, 59) },
    { why: 'expired at the end instant', m: base, now: kst(2024, 1, 31, 0) },
    { why: 'expired, even with mask 255', m: { ...base, weekDay: EVERY_DAY_MASK }, now: kst(2024, 2, 4, 12) },
  ])('$why → -1', ({ m, now }) => {
    expect(membershipStatus(m, now)).toBe(-1);
  });

  it('ends termDay days after the start', () => {
    expect(membershipEndMs(base)).toBe(kst(2024, 1, 31, 0));
    expect(membershipEndMs({ ...base, termDay: 0 })).toBeNull();
  });
});

describe('membershipStatus: weekday mask and hours', () => {
  // R4.28, R9.21: mask 255 is every day at any hour; R4.29: allowed weekday within 10–20 (start inclusive,
  // end exclusive) in KST; R4.30: otherwise 0
  it.each<{ why: string; weekDay: number; now: number; expected: MembershipStatus }>([
    { why: '255 at 03:00', weekDay: EVERY_DAY_MASK, now: kst(2024, 1, 10, 3), expected: 1 },
    { why: 'Sunday 10:00 (start inclusive)', weekDay: SUNDAY, now: kst(2024, 1, 7, 10), expected: 1 },
    { why: 'Sunday 09:59', weekDay: SUNDAY, now: kst(2024, 1, 7, 9, 59), expected: 0 },
    { why: 'Sunday 19:59', weekDay: SUNDAY, now: kst(2024, 1, 7, 19, 59), expected: 1 },
    { why: 'Sunday 20:00 (end exclusive)', weekDay: SUNDAY, now: kst(2024, 1, 7, 20), expected: 0 },
    { why: 'Monday-only on a Sunday', weekDay: MONDAY, now: kst(2024, 1, 7, 12), expected: 0 },
    { why: 'Saturday bit 64', weekDay: SATURDAY, now: kst(2024, 1, 6, 12), expected: 1 },
    { why: 'Sunday|Monday on Monday', weekDay: SUNDAY | MONDAY, now: kst(2024, 1, 8, 15), expected: 1 },
    { why: 'all seven bits (127) still keeps hours', weekDay: 127, now: kst(2024, 1, 8, 21), expected: 0 },
    { why: 'mask 0', weekDay: 0, now: kst(2024, 1, 7, 12), expected: 0 },
  ])('$why → $expected', ({ weekDay, now, expected }) => {
    expect(membershipStatus({ ...base, weekDay }, now)).toBe(expected);
  });

  // DESIGN.md: the weekday and hour are read in KST, not UTC. Sunday 00:30 KST is Saturday 15:30 UTC.
  it.each<{ weekDay: number; expected: MembershipStatus }>([
    { weekDay: SUNDAY, expected: 1 },
    { weekDay: SATURDAY, expected: 0 },
  ])('Sunday 00:30 KST with mask $weekDay → $expected', ({ weekDay, expected }) => {
    const allDay: MembershipHours = { startHour: 0, endHour: 24 };
    expect(membershipStatus({ ...base, weekDay }, kst(2024, 1, 7, 0, 30), allDay)).toBe(expected);
  });

  // R9.20: server hours replace the default
  it.each<{ hours: MembershipHours; hour: number; expected: MembershipStatus }>([
    { hours: { startHour: 8, endHour: 12 }, hour: 8, expected: 1 },
    { hours: { startHour: 8, endHour: 12 }, hour: 12, expected: 0 },
    { hours: { startHour: 8, endHour: 12 }, hour: 15, expected: 0 },
  ])('hours $hours at $hour:00 → $expected', ({ hours, hour, expected }) => {
    expect(membershipStatus(base, kst(2024, 1, 7, hour), hours)).toBe(expected);
  });
});

describe('membershipHoursFrom', () => {
  // R9.19 default 10–20; R9.20 server override; decision: invalid hours keep the default
  it.each<{ start: number | null | undefined; end: number | null | undefined; expected: MembershipHours }>([
    { start: 9, end: 18, expected: { startHour: 9, endHour: 18 } },
    { start: 0, end: 24, expected: { startHour: 0, endHour: 24 } },
    { start: undefined, end: 18, expected: defaultMembershipHours },
    { start: null, end: null, expected: defaultMembershipHours },
    { start: 20, end: 10, expected: defaultMembershipHours },
    { start: 10, end: 10, expected: defaultMembershipHours },
    { start: 9.5, end: 18, expected: defaultMembershipHours },
    { start: -1, end: 18, expected: defaultMembershipHours },
    { start: 9, end: 25, expected: defaultMembershipHours },
  ])('$start–$end → $expected', ({ start, end, expected }) => {
    expect(membershipHoursFrom({ MemberShipWeekStartHour: start, MemberShipWeekEndHour: end })).toEqual(
      expected,
    );
  });

  it('defaults to 10–20', () => {
    expect(defaultMembershipHours).toEqual({ startHour: 10, endHour: 20 });
  });
});

describe('issue 19: membership helps, never blocks', () => {
  // Sunday membership; 2024-01-08 is a Monday (outside its days), 2024-01-07 08:00 outside its hours.
  const cases: { why: string; m: Membership | null; now: number; status: MembershipStatus; cost: number }[] =
    [
      { why: 'no membership: free rules', m: null, now: kst(2024, 1, 7, 12), status: -1, cost: 2 },
      { why: 'member in hours: hearts free', m: base, now: kst(2024, 1, 7, 12), status: 1, cost: 0 },
      { why: 'member outside its days: free rules', m: base, now: kst(2024, 1, 8, 12), status: 0, cost: 2 },
      { why: 'member before its hours: free rules', m: base, now: kst(2024, 1, 7, 8), status: 0, cost: 2 },
      { why: 'expired member: free rules', m: base, now: kst(2024, 2, 4, 12), status: -1, cost: 2 },
    ];

  it.each(cases)('$why', ({ m, now, status, cost }) => {
    const s = membershipStatus(m, now);
    expect(s).toBe(status);
    // R2.39, R2.40: the field check never answers 0, so no one is locked out of a board.
    expect(fieldCheckAnswer(s)).not.toBe(0);
    expect(fieldCheckAnswer(s)).toBe(s === 1 ? 1 : -1);
    expect(playingStatus(s)).toBe(fieldCheckAnswer(s));
    expect(singleHeartCost(2, s)).toBe(cost);
    expect(membershipBenefits(s)).toEqual({ heartsLimitSingle: s !== 1, classSettingsApply: s === 1 });
  });

  // Issue 19: class hours are the membership's days and hours (status 1); the class's "hearts unlimited
  // during class hours" setting decides whether a student spends hearts in them.
  it.each<{ status: MembershipStatus; setting: boolean | null; cost: number }>([
    { status: 1, setting: null, cost: 0 },
    { status: 1, setting: true, cost: 0 },
    { status: 1, setting: false, cost: 2 },
    { status: 0, setting: true, cost: 2 },
    { status: 0, setting: false, cost: 2 },
    { status: -1, setting: true, cost: 2 },
    { status: -1, setting: null, cost: 2 },
  ])('status $status, class setting $setting: a challenge costs $cost', ({ status, setting, cost }) => {
    expect(singleHeartCost(2, status, setting)).toBe(cost);
    expect(membershipBenefits(status, setting)).toEqual({
      heartsLimitSingle: cost > 0,
      classSettingsApply: status === 1,
    });
  });

  it('a free group costs nothing for anyone, and a negative price is never a gain', () => {
    expect(singleHeartCost(0, -1)).toBe(0);
    expect(singleHeartCost(-3, 0)).toBe(0);
  });
});
