// Number formatting (spec §9): thousands separators and an optional plus sign, no Intl dependence.
import { describe, expect, it } from 'vitest';
import { formatMediumDate, formatNumber, type NumberFormatOptions } from '../../../../src/domain/rules';
import { formatAcademyDate } from '../../../../src/features/common/format';

describe('formatNumber', () => {
  // R9.32
  it.each<{ value: number; options?: NumberFormatOptions; text: string }>([
    { value: 0, text: '0' },
    { value: 999, text: '999' },
    { value: 1000, text: '1,000' },
    { value: 1234567, text: '1,234,567' },
    { value: -1234, text: '-1,234' },
    { value: 1234, options: { plusSign: true }, text: '+1,234' },
    { value: 0, options: { plusSign: true }, text: '0' },
    { value: -5, options: { plusSign: true }, text: '-5' },
    { value: 1234.5, text: '1,234.5' },
    { value: 0.25, text: '0.25' },
    { value: 1234567, options: { separator: ' ' }, text: '1 234 567' },
    { value: 100000, text: '100,000' },
    { value: Number.NaN, text: 'NaN' },
    { value: 1e21, text: '1e+21' },
  ])('$value $options → "$text"', ({ value, options, text }) => {
    expect(formatNumber(value, options)).toBe(text);
  });
});

describe('formatMediumDate', () => {
  it.each([
    [{ year: 2026, month: 11, day: 25 }, 'en-US', 'Nov 25, 2026'],
    [{ year: 2026, month: 1, day: 6 }, 'ko-KR', '2026. 1. 6.'],
    [{ year: 2026, month: 12, day: 31 }, 'zh-CN', '2026年12月31日'],
  ])('%j in %s → %s', (date, locale, text) => {
    expect(formatMediumDate(date, locale)).toBe(text);
  });

  it('leaves other locales to Intl', () => {
    expect(formatMediumDate({ year: 2026, month: 11, day: 25 }, 'en-GB')).toBeNull();
    expect(formatMediumDate({ year: 2026, month: 11, day: 25 }, 'ja-JP')).toBeNull();
  });

  // What the app showed before (Intl, dateStyle medium, Seoul's calendar), for every month over the years.
  it.each(['en-US', 'ko-KR', 'zh-CN'])('writes academy dates in %s as Intl does', (locale) => {
    const intl = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Asia/Seoul' });
    for (let ms = Date.UTC(1999, 0, 1); ms < Date.UTC(2040, 0, 1); ms += 13 * 86_400_000 + 3_600_000) {
      expect(formatAcademyDate(ms, locale)).toBe(intl.format(new Date(ms)));
    }
  });
});
