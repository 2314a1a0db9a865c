// The points and statistics view (spec §1, R3.35 MyStatDetail / MyStatDateList, R7.53–R7.57): days on
// the academy's calendar, a day's points, solved and tried counts and time per section, the daily
// targets and their reward, the page size of the date list, and the statistics PIN's form. The spec
// leaves all of it open but the page size (R9.16); the rest is the project's decision (docs/rules.md).
// Implements R3.35, R7.53–R7.57, R9.16.
import { STATISTICS_PAGE_SIZE } from './constants';
import { practicePoints, TRY_CORRECT_POINTS } from './studyPoints';
import { KST_OFFSET_SECONDS, MILLIS_PER_DAY } from './time';

/** The sections a day's statistics are split into; new sources add theirs here. */
export const statSections = ['study', 'dan9', 'single'] as const;
export type StatSection = (typeof statSections)[number];

/** A statistics day: the academy's calendar date as the number YYYYMMDD (wire `sdate`). */
export type StatDay = number;

/** The academy calendar day (YYYYMMDD) of a UTC instant; the academy's clock is UTC+9 (R9.30). */
export function statDayOf(utcMs: number, offsetSeconds: number = KST_OFFSET_SECONDS): StatDay {
  const shifted = new Date(utcMs + offsetSeconds * 1000);
  return shifted.getUTCFullYear() * 10000 + (shifted.getUTCMonth() + 1) * 100 + shifted.getUTCDate();
}

/**
 * The UTC instants a statistics day spans, start inclusive, end exclusive; null unless `sdate` is a real
 * calendar date from 1970 on (20260230 is not).
 */
export function statDayBounds(
  sdate: StatDay,
  offsetSeconds: number = KST_OFFSET_SECONDS,
): { startMs: number; endMs: number } | null {
  if (!Number.isInteger(sdate) || sdate < 19700101 || sdate > 99991231) return null;
  const year = Math.floor(sdate / 10000);
  const month = Math.floor(sdate / 100) % 100;
  const day = sdate % 100;
  const midnight = Date.UTC(year, month - 1, day);
  const check = new Date(midnight);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day)
    return null;
  const startMs = midnight - offsetSeconds * 1000;
  return { startMs, endMs: startMs + MILLIS_PER_DAY };
}

/** One answer or game the server recorded, with the points it earned. */
export interface ActivityRecord {
  section: StatSection;
  atMs: number;
  solved: boolean;
  points: number;
}

/** Time the player spent on something timed (a try run), from its start to its end. */
export interface TimedSpan {
  section: StatSection;
  startedMs: number;
  finishedMs: number;
}

/** A span counts at most an hour: a run left open over lunch is not an hour of study. */
export const MAX_SPAN_SECONDS = 3600;

export function spanSeconds(span: TimedSpan): number {
  const seconds = Math.floor((span.finishedMs - span.startedMs) / 1000);
  return Number.isFinite(seconds) ? Math.min(MAX_SPAN_SECONDS, Math.max(0, seconds)) : 0;
}

export interface SectionStat {
  section: StatSection;
  points: number;
  solved: number;
  tried: number;
  seconds: number;
}

export interface DayStat {
  sdate: StatDay;
  /** Every section, in the order of statSections, zeros included. */
  sections: SectionStat[];
  points: number;
  solved: number;
  tried: number;
  seconds: number;
}

/** A day's statistics from its records and spans (the caller passes only that day's). */
export function summarizeDay(
  sdate: StatDay,
  records: readonly ActivityRecord[],
  spans: readonly TimedSpan[],
): DayStat {
  const sections = statSections.map((section) => ({ section, points: 0, solved: 0, tried: 0, seconds: 0 }));
  const of = (section: StatSection) => sections[statSections.indexOf(section)];
  for (const record of records) {
    const stat = of(record.section);
    if (!stat) continue;
    stat.tried += 1;
    if (record.solved) stat.solved += 1;
    stat.points += Math.max(0, record.points);
  }
  for (const span of spans) {
    const stat = of(span.section);
    if (stat) stat.seconds += spanSeconds(span);
  }
  const sum = (key: 'points' | 'solved' | 'tried' | 'seconds') =>
    sections.reduce((total, s) => total + s[key], 0);
  return {
    sdate,
    sections,
    points: sum('points'),
    solved: sum('solved'),
    tried: sum('tried'),
    seconds: sum('seconds'),
  };
}

/** A row of study_results as the statistics need it. */
export interface StudyResultEntry {
  kind: 'study' | 'dan9';
  /** The try run the answer belongs to; null for practice. */
  tryId: string | null;
  missionIndex: number; // jkno
  solved: boolean;
  /** Practice: whether this answer is the mission's first practice solve, the one that paid. */
  firstSolve: boolean;
  atMs: number;
}

/**
 * Study and ninth-dan answers as records, with the points the study rules gave them (studyPoints.ts): a
 * practice solve counts (and earns PRACTICE_POINTS) only as the mission's first practice solve, a repeat
 * is an answer tried; in a try run a mission counts once, however often it was answered, for
 * TRY_CORRECT_POINTS. The medal bonus of a try run belongs to the medal, not to a day, so a day's points
 * leave it out.
 */
export function studyActivity(entries: readonly StudyResultEntry[]): ActivityRecord[] {
  const countedInRun = new Set<string>();
  return entries.map((entry) => {
    if (entry.tryId === null) {
      const points = practicePoints(entry.solved, entry.firstSolve);
      return { section: entry.kind, atMs: entry.atMs, solved: points > 0, points };
    }
    let solved = entry.solved;
    const key = `${entry.tryId}\n${entry.missionIndex}`;
    if (solved && countedInRun.has(key)) solved = false;
    if (solved) countedInRun.add(key);
    return { section: entry.kind, atMs: entry.atMs, solved, points: solved ? TRY_CORRECT_POINTS : 0 };
  });
}

/** A single-play result as the statistics need it: credited results are clears. */
export interface SingleResultEntry {
  credited: boolean;
  atMs: number;
}

/** Decision: a credited single-play result earns as much as a correct try-run answer. */
export const SINGLE_CLEAR_POINTS = TRY_CORRECT_POINTS;

export function singleActivity(entries: readonly SingleResultEntry[]): ActivityRecord[] {
  return entries.map((entry) => ({
    section: 'single',
    atMs: entry.atMs,
    solved: entry.credited,
    points: entry.credited ? SINGLE_CLEAR_POINTS : 0,
  }));
}

export const dailyTargetKinds = ['solved', 'points'] as const;
export type DailyTargetKind = (typeof dailyTargetKinds)[number];

/** Decision: a day's targets are 10 solved problems and 80 points, over all sections. */
export const dailyTargets: Readonly<Record<DailyTargetKind, number>> = { solved: 10, points: 80 };

export interface DailyTargetProgress {
  kind: DailyTargetKind;
  need: number;
  have: number;
  met: boolean;
}

export function dailyTargetProgress(
  day: Pick<DayStat, DailyTargetKind>,
  targets: Readonly<Record<DailyTargetKind, number>> = dailyTargets,
): DailyTargetProgress[] {
  return dailyTargetKinds.map((kind) => ({
    kind,
    need: targets[kind],
    have: day[kind],
    met: day[kind] >= targets[kind],
  }));
}

export interface DailyReward {
  gold: number;
  heart: number;
}

/** Decision: 10 gold for each met target, and one heart more when every target is met. */
export const DAILY_GOLD_PER_TARGET = 10;
export const DAILY_HEART_ALL_TARGETS = 1;

/** What a day's targets earn; nothing when none is met. */
export function dailyReward(progress: readonly DailyTargetProgress[]): DailyReward {
  const met = progress.filter((p) => p.met).length;
  const all = progress.length > 0 && met === progress.length;
  return { gold: met * DAILY_GOLD_PER_TARGET, heart: all ? DAILY_HEART_ALL_TARGETS : 0 };
}

export function isRewardEarned(reward: DailyReward): boolean {
  return reward.gold > 0 || reward.heart > 0;
}

/**
 * R7.57: the app names the heart and gold it shows; the server grants at most what the rules earned, so
 * an app can ask for less but never for more. Anything not a whole non-negative number counts as 0.
 */
export function grantedDailyReward(earned: DailyReward, asked: DailyReward): DailyReward {
  const clamp = (value: number, max: number) =>
    Number.isInteger(value) && value > 0 ? Math.min(value, max) : 0;
  return { gold: clamp(asked.gold, earned.gold), heart: clamp(asked.heart, earned.heart) };
}

/** R9.16: the date list answers at most 10 days a page; a missing or odd count asks for a full page. */
export function statisticsPageSize(count: number | null | undefined): number {
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1) return STATISTICS_PAGE_SIZE;
  return Math.min(count, STATISTICS_PAGE_SIZE);
}

/** MyStatPassWord (R3.35): the statistics PIN is exactly four digits. */
export const STAT_PIN_LENGTH = 4;

export function isValidStatPin(pin: string): boolean {
  return new RegExp(`^[0-9]{${STAT_PIN_LENGTH}}$`).test(pin);
}

/**
 * Decision (issue 16, docs/economy.md): gems from daily play, so the shop's gem items come within reach of a
 * student who plays most days. A day with every target met pays DAILY_GEMS_ALL_TARGETS gems; a claim that
 * completes a run of STREAK_DAYS claimed days in a row (7, 14, 21 …) pays STREAK_GEMS more.
 */
export const DAILY_GEMS_ALL_TARGETS = 3;
export const STREAK_DAYS = 7;
export const STREAK_GEMS = 15;

/** The statistics day before `sdate` (calendar arithmetic on YYYYMMDD). */
export function previousStatDay(sdate: StatDay): StatDay {
  const y = Math.floor(sdate / 10000);
  const m = Math.floor(sdate / 100) % 100;
  const d = sdate % 100;
  const day = new Date(Date.UTC(y, m - 1, d - 1));
  return day.getUTCFullYear() * 10000 + (day.getUTCMonth() + 1) * 100 + day.getUTCDate();
}

/** How many days in a row end at `sdate` (counting it) among the claimed days. */
export function claimStreak(sdate: StatDay, claimedDays: ReadonlySet<number>): number {
  let streak = 1;
  for (let day = previousStatDay(sdate); claimedDays.has(day); day = previousStatDay(day)) streak += 1;
  return streak;
}

/**
 * The streak as the front gate shows it (issue 13): claimed days in a row up to `sdate`. The day itself
 * counts when it is claimed; while it is not (yet), the run that ended the day before is still alive, so
 * it is that run's length (0 when the day before was not claimed either).
 */
export function currentStreak(sdate: StatDay, claimedDays: ReadonlySet<number>): number {
  if (claimedDays.has(sdate)) return claimStreak(sdate, claimedDays);
  const before = previousStatDay(sdate);
  return claimedDays.has(before) ? claimStreak(before, claimedDays) : 0;
}

/** Gems a claim pays: the all-targets gems when every target is met, plus the streak bonus on its days. */
export function dailyGems(earned: DailyReward, streak: number): number {
  const all = earned.heart >= DAILY_HEART_ALL_TARGETS && DAILY_HEART_ALL_TARGETS > 0;
  const streakBonus = streak > 0 && streak % STREAK_DAYS === 0 ? STREAK_GEMS : 0;
  return (all ? DAILY_GEMS_ALL_TARGETS : 0) + streakBonus;
}
