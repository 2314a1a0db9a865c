// Number formatting (spec §9): thousands separators and an optional plus sign, no Intl dependence.
import { describe, expect, it } from 'vitest';
import { formatNumber, type NumberFormatOptions } from '../../../../src/domain/rules';

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
