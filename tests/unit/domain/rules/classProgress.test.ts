// The class view's rules (issue 19): the period on the academy calendar, accuracy, and CSV quoting.
import { describe, expect, it } from 'vitest';
import {
  accuracyPercent,
  csvField,
  MAX_PERIOD_DAYS,
  mostFailed,
  periodBounds,
  solvedPerDay,
  toCsv,
  trendSummary,
} from '../../../../src/domain/rules/classProgress';

describe('csvField', () => {
  it.each([
    ['plain', 'plain'],
    ['김민준', '김민준'],
    ['Kim, Min', '"Kim, Min"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\rhere', '"cr\rhere"'],
    [' padded ', '" padded "'],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['+1', "'+1"],
    ['-Kim', "'-Kim"],
    ['@sum', "'@sum"],
    ['', ''],
  ])('%j → %j', (value, field) => {
    expect(csvField(value)).toBe(field);
  });

  it('writes numbers as they are and nothing for null or a non-number', () => {
    expect([csvField(42), csvField(-3), csvField(0), csvField(null), csvField(Number.NaN)]).toEqual([
      '42',
      '-3',
      '0',
      '',
      '',
    ]);
  });
});

describe('toCsv', () => {
  it('joins fields with commas and lines with CRLF, ending with one', () => {
    expect(
      toCsv([
        ['Name', 'Solved'],
        ['Kim, Min', 3],
        ['Lee', null],
      ]),
    ).toBe('Name,Solved\r\n"Kim, Min",3\r\nLee,\r\n');
  });
});

describe('accuracyPercent', () => {
  it.each([
    [0, 0, null],
    [0, 4, 0],
    [1, 3, 33],
    [2, 3, 67],
    [5, 5, 100],
    [6, 5, 100],
  ])('%i of %i → %j', (solved, tried, percent) => {
    expect(accuracyPercent(solved, tried)).toBe(percent);
  });
});

describe('periodBounds', () => {
  // 2026-11-22 03:00 UTC is 12:00 on 22 November in the academy's time (UTC+9).
  const now = Date.UTC(2026, 10, 22, 3, 0, 0);
  const endOfToday = Date.UTC(2026, 10, 22, 15, 0, 0);

  it('ends with the academy day of now and goes back whole days', () => {
    expect(periodBounds(now, 1)).toEqual({ fromMs: endOfToday - 86_400_000, toMs: endOfToday });
    expect(periodBounds(now, 7)).toEqual({ fromMs: endOfToday - 7 * 86_400_000, toMs: endOfToday });
  });

  it('keeps the period between one day and the longest', () => {
    expect(periodBounds(now, 0).fromMs).toBe(endOfToday - 86_400_000);
    expect(periodBounds(now, 5000).fromMs).toBe(endOfToday - MAX_PERIOD_DAYS * 86_400_000);
  });
});

describe('solvedPerDay', () => {
  const DAY = 86_400_000;
  const from = 1_700_000_000_000;
  it.each([
    ['nothing', [], 3, [0, 0, 0]],
    [
      'a solve on each end',
      [
        { atMs: from, solved: true },
        { atMs: from + 3 * DAY - 1, solved: true },
      ],
      3,
      [1, 0, 1],
    ],
    ['wrong answers do not count', [{ atMs: from + DAY, solved: false }], 2, [0, 0]],
    [
      'outside the period is left out',
      [
        { atMs: from - 1, solved: true },
        { atMs: from + 2 * DAY, solved: true },
      ],
      2,
      [0, 0],
    ],
    [
      'two the same day',
      [
        { atMs: from + DAY, solved: true },
        { atMs: from + DAY + 5, solved: true },
      ],
      2,
      [0, 2],
    ],
  ] as const)('%s', (_name, records, days, expected) => {
    expect(solvedPerDay(records, from, days)).toEqual(expected);
  });
});

describe('mostFailed', () => {
  const f = (
    kind: 'study' | 'dan9' | 'single',
    sno: number,
    gno: number,
    jkno: number,
    failures: number,
  ) => ({
    kind,
    sno,
    gno,
    jkno,
    failures,
  });
  it('keeps the three failed most, ties in content order, never a mission failed zero times', () => {
    expect(
      mostFailed([
        f('single', 1, 1, 0, 4),
        f('study', 2, 1, 3, 1),
        f('study', 2, 1, 0, 4),
        f('dan9', 1, 1, 1, 2),
        f('study', 1, 1, 1, 0),
      ]),
    ).toEqual([f('study', 2, 1, 0, 4), f('single', 1, 1, 0, 4), f('dan9', 1, 1, 1, 2)]);
    expect(mostFailed([f('study', 1, 1, 1, 0)])).toEqual([]);
    expect(mostFailed([f('study', 1, 1, 1, 3)], 0)).toEqual([]);
  });
});

describe('trendSummary', () => {
  it.each([
    [[], { total: 0, best: 0, activeDays: 0 }],
    [[0, 3, 0, 1], { total: 4, best: 3, activeDays: 2 }],
  ])('%j', (trend, expected) => {
    expect(trendSummary(trend)).toEqual(expected);
  });
});
