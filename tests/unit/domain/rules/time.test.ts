// Time (spec §9): microseconds, the 32400 s offset, the academy wall clock and random ids.
import { describe, expect, it } from 'vitest';
import {
  KST_OFFSET_SECONDS,
  RANDOM_ID_LIMIT,
  kstToUtcMillis,
  makeRandomId,
  microsToMillis,
  millisToMicros,
  parseRandomId,
  utcToKstMillis,
  wallClockAt,
} from '../../../../src/domain/rules';

describe('microseconds', () => {
  // R9.29: stored in microseconds; rounding down never moves a time into the future
  it.each([
    { micros: 0, millis: 0 },
    { micros: 999, millis: 0 },
    { micros: 1000, millis: 1 },
    { micros: 1_700_000_000_123_456, millis: 1_700_000_000_123 },
    { micros: -1, millis: -1 },
  ])('$micros µs → $millis ms', ({ micros, millis }) => {
    expect(microsToMillis(micros)).toBe(millis);
  });

  it.each([0, 1, 1_700_000_000_123])('%s ms round-trips', (ms) => {
    expect(microsToMillis(millisToMicros(ms))).toBe(ms);
  });
});

describe('the 32400 s conversion', () => {
  // R9.30
  it('is nine hours', () => {
    expect(KST_OFFSET_SECONDS).toBe(32400);
    expect(utcToKstMillis(0)).toBe(9 * 3_600_000);
    expect(kstToUtcMillis(utcToKstMillis(123_456))).toBe(123_456);
  });

  // R9.30: the KST wall clock crosses midnight before UTC does
  it.each([
    {
      utc: Date.UTC(2024, 0, 6, 15, 30),
      clock: { year: 2024, month: 1, day: 7, weekday: 0, hour: 0, minute: 30, second: 0 },
    },
    {
      utc: Date.UTC(2024, 0, 6, 14, 59, 59),
      clock: { year: 2024, month: 1, day: 6, weekday: 6, hour: 23, minute: 59, second: 59 },
    },
    {
      utc: Date.UTC(2023, 11, 31, 15, 0),
      clock: { year: 2024, month: 1, day: 1, weekday: 1, hour: 0, minute: 0, second: 0 },
    },
  ])('$utc → $clock', ({ utc, clock }) => {
    expect(wallClockAt(utc)).toEqual(clock);
  });

  it('takes another offset', () => {
    expect(wallClockAt(Date.UTC(2024, 0, 6, 15, 30), 0).hour).toBe(15);
  });
});

describe('random id', () => {
  // R9.31: time and a random number under 32767, from an injected source
  it.each([
    { random: 0, part: '00000' },
    { random: 0.5, part: '16383' },
    { random: 0.9999999999, part: '32766' },
    { random: 1, part: '32766' }, // a misbehaving source is clamped
    { random: -0.5, part: '00000' },
    { random: Number.NaN, part: '00000' },
  ])('random $random → …-$part', ({ random, part }) => {
    expect(makeRandomId(1_700_000_000_000, () => random)).toBe(`1700000000000-${part}`);
  });

  it('parses what it makes, and nothing at or above the limit', () => {
    expect(parseRandomId(makeRandomId(42, () => 0.25))).toEqual({ timeMs: 42, randomPart: 8191 });
    expect(parseRandomId(`42-${RANDOM_ID_LIMIT}`)).toBeNull();
    expect(parseRandomId('42-123')).toBeNull();
    expect(parseRandomId('abc')).toBeNull();
  });
});
