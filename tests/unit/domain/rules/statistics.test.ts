// Statistics (R3.35, R7.53–R7.57, R9.16; the rest are decisions in docs/rules.md): academy calendar days,
// a day's totals, points of study and single results, the daily targets and reward, page size and PIN.
import { describe, expect, it } from 'vitest';
import {
  DAILY_GOLD_PER_TARGET,
  MAX_SPAN_SECONDS,
  PRACTICE_POINTS,
  STATISTICS_PAGE_SIZE,
  TRY_CORRECT_POINTS,
  dailyReward,
  dailyTargetProgress,
  dailyTargets,
  grantedDailyReward,
  isRewardEarned,
  isValidStatPin,
  singleActivity,
  spanSeconds,
  statDayBounds,
  statDayOf,
  statisticsPageSize,
  studyActivity,
  summarizeDay,
  type ActivityRecord,
  type StudyResultEntry,
} from '../../../../src/domain/rules';

/** A KST wall-clock time as a UTC instant in ms (KST = UTC+9, R9.30). */
const kst = (y: number, mo: number, d: number, h: number, mi = 0): number =>
  Date.UTC(y, mo - 1, d, h - 9, mi);

describe('statistics days on the academy calendar', () => {
  // decision: days are KST calendar dates, YYYYMMDD
  it.each([
    { why: 'midday', at: kst(2026, 11, 22, 12), day: 20261122 },
    { why: 'KST midnight starts the day', at: kst(2026, 11, 22, 0), day: 20261122 },
    { why: 'one minute before KST midnight', at: kst(2026, 11, 21, 23, 59), day: 20261121 },
    { why: 'UTC afternoon is the next KST day', at: Date.UTC(2026, 11, 31, 16), day: 20270101 },
  ])('$why → $day', ({ at, day }) => {
    expect(statDayOf(at)).toBe(day);
  });

  it('a day spans KST midnight to midnight, end exclusive', () => {
    expect(statDayBounds(20261122)).toEqual({
      startMs: kst(2026, 11, 22, 0),
      endMs: kst(2026, 11, 23, 0),
    });
    expect(statDayBounds(20240229)).not.toBeNull();
  });

  it.each([0, 20260230, 20251301, 20250100, 2025011, 99999999, 19691231, 20261122.5])(
    '%s is not a statistics day',
    (sdate) => {
      expect(statDayBounds(sdate)).toBeNull();
    },
  );

  it('round-trips: every instant of a day maps back to it', () => {
    const bounds = statDayBounds(20261122);
    expect(bounds).not.toBeNull();
    if (!bounds) return;
    expect(statDayOf(bounds.startMs)).toBe(20261122);
    expect(statDayOf(bounds.endMs - 1)).toBe(20261122);
    expect(statDayOf(bounds.endMs)).toBe(20261123);
  });
});

describe('studyActivity: points of study answers', () => {
  const at = kst(2026, 11, 22, 10);
  const e = (
    tryId: string | null,
    jkno: number,
    solved: boolean,
    kind: 'study' | 'dan9' = 'study',
    firstSolve = solved && tryId === null,
  ) => ({ kind, tryId, missionIndex: jkno, solved, firstSolve, atMs: at }) satisfies StudyResultEntry;

  it.each<{ why: string; entries: StudyResultEntry[]; points: number[]; solved: boolean[] }>([
    { why: 'practice solve', entries: [e(null, 0, true)], points: [PRACTICE_POINTS], solved: [true] },
    {
      // docs/rules.md "Practice pays once" (R7.12, R7.57): a repeat is tried, not solved, and pays nothing.
      why: 'practice counts the first solve of a mission only',
      entries: [e(null, 0, true), e(null, 0, true, 'study', false)],
      points: [PRACTICE_POINTS, 0],
      solved: [true, false],
    },
    { why: 'a miss earns nothing', entries: [e(null, 0, false)], points: [0], solved: [false] },
    {
      why: 'a try-run mission counts once',
      entries: [e('run-1', 3, true), e('run-1', 3, true), e('run-1', 4, true)],
      points: [TRY_CORRECT_POINTS, 0, TRY_CORRECT_POINTS],
      solved: [true, false, true],
    },
    {
      why: 'the same mission in two runs counts in each',
      entries: [e('run-1', 3, true), e('run-2', 3, true)],
      points: [TRY_CORRECT_POINTS, TRY_CORRECT_POINTS],
      solved: [true, true],
    },
  ])('$why', ({ entries, points, solved }) => {
    const records = studyActivity(entries);
    expect(records.map((r) => r.points)).toEqual(points);
    expect(records.map((r) => r.solved)).toEqual(solved);
  });

  it('keeps the section: ninth-dan answers are dan9', () => {
    expect(studyActivity([e(null, 0, true, 'dan9')])[0]?.section).toBe('dan9');
  });

  it('single results: credited ones are clears worth a try answer', () => {
    expect(
      singleActivity([
        { credited: true, atMs: at },
        { credited: false, atMs: at },
      ]),
    ).toEqual([
      { section: 'single', atMs: at, solved: true, points: TRY_CORRECT_POINTS },
      { section: 'single', atMs: at, solved: false, points: 0 },
    ]);
  });
});

describe('summarizeDay', () => {
  const at = kst(2026, 11, 22, 10);
  const r = (section: ActivityRecord['section'], solved: boolean, points: number): ActivityRecord => ({
    section,
    atMs: at,
    solved,
    points,
  });

  it('adds records and spans per section, every section listed', () => {
    const day = summarizeDay(
      20261122,
      [r('study', true, 5), r('study', false, 0), r('dan9', true, 10), r('single', true, 10)],
      [
        { section: 'study', startedMs: at, finishedMs: at + 90_500 },
        { section: 'single', startedMs: at, finishedMs: at + 30_000 },
      ],
    );
    expect(day.sections).toEqual([
      { section: 'study', points: 5, solved: 1, tried: 2, seconds: 90 },
      { section: 'dan9', points: 10, solved: 1, tried: 1, seconds: 0 },
      { section: 'single', points: 10, solved: 1, tried: 1, seconds: 30 },
    ]);
    expect(day).toMatchObject({ sdate: 20261122, points: 25, solved: 3, tried: 4, seconds: 120 });
  });

  it('an empty day is all zeros', () => {
    const day = summarizeDay(20261122, [], []);
    expect(day).toMatchObject({ points: 0, solved: 0, tried: 0, seconds: 0 });
    expect(day.sections).toHaveLength(3);
  });

  // decision: a span counts 0..3600 s
  it.each([
    { why: 'normal', ms: 600_000, seconds: 600 },
    { why: 'clock went back', ms: -5000, seconds: 0 },
    { why: 'left open for hours', ms: 5 * 3_600_000, seconds: MAX_SPAN_SECONDS },
  ])('span seconds: $why', ({ ms, seconds }) => {
    expect(spanSeconds({ section: 'study', startedMs: at, finishedMs: at + ms })).toBe(seconds);
  });
});

describe('daily targets and reward (R7.57)', () => {
  it.each([
    { solved: 0, points: 0, met: [false, false], gold: 0, heart: 0 },
    { solved: 10, points: 50, met: [true, false], gold: DAILY_GOLD_PER_TARGET, heart: 0 },
    { solved: 9, points: 80, met: [false, true], gold: DAILY_GOLD_PER_TARGET, heart: 0 },
    { solved: 10, points: 80, met: [true, true], gold: 2 * DAILY_GOLD_PER_TARGET, heart: 1 },
    { solved: 40, points: 900, met: [true, true], gold: 2 * DAILY_GOLD_PER_TARGET, heart: 1 },
  ])('$solved solved, $points points → $gold gold, $heart heart', ({ solved, points, met, gold, heart }) => {
    const progress = dailyTargetProgress({ solved, points });
    expect(progress).toEqual([
      { kind: 'solved', need: dailyTargets.solved, have: solved, met: met[0] },
      { kind: 'points', need: dailyTargets.points, have: points, met: met[1] },
    ]);
    expect(dailyReward(progress)).toEqual({ gold, heart });
    expect(isRewardEarned(dailyReward(progress))).toBe(gold > 0 || heart > 0);
  });

  // never more than earned; the app may ask for less
  it.each([
    { asked: { gold: 20, heart: 1 }, granted: { gold: 20, heart: 1 } },
    { asked: { gold: 9999, heart: 50 }, granted: { gold: 20, heart: 1 } },
    { asked: { gold: 5, heart: 0 }, granted: { gold: 5, heart: 0 } },
    { asked: { gold: -10, heart: 1.5 }, granted: { gold: 0, heart: 0 } },
    { asked: { gold: Number.NaN, heart: 1 }, granted: { gold: 0, heart: 1 } },
  ])('asked $asked → granted $granted', ({ asked, granted }) => {
    expect(grantedDailyReward({ gold: 20, heart: 1 }, asked)).toEqual(granted);
  });
});

describe('statistics page size (R9.16) and PIN', () => {
  it.each([
    [undefined, STATISTICS_PAGE_SIZE],
    [null, STATISTICS_PAGE_SIZE],
    [0, STATISTICS_PAGE_SIZE],
    [-3, STATISTICS_PAGE_SIZE],
    [2.5, STATISTICS_PAGE_SIZE],
    [1, 1],
    [7, 7],
    [10, 10],
    [11, 10],
    [1000, 10],
  ])('count %s → %s a page', (count, size) => {
    expect(statisticsPageSize(count)).toBe(size);
  });

  it.each([
    ['1234', true],
    ['0000', true],
    ['123', false],
    ['12345', false],
    ['12a4', false],
    ['١٢٣٤', false],
    ['', false],
  ])('PIN %j valid: %s', (pin, valid) => {
    expect(isValidStatPin(pin)).toBe(valid);
  });
});
