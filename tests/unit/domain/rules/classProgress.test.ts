// The class view's rules (issue 19): the period on the academy calendar, accuracy, and CSV quoting.
import { describe, expect, it } from 'vitest';
import {
  accuracyPercent,
  csvField,
  MAX_PERIOD_DAYS,
  periodBounds,
  toCsv,
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
