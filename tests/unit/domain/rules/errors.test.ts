// The error catalogue (spec §8): named codes, translation keys, what a screen shows, the stop flag.
import { describe, expect, it } from 'vitest';
import {
  USE_STOP_KEY,
  errorCatalogue,
  errorCodes,
  errorDisplay,
  errorNameOf,
  errorTranslationKey,
  loginBlockKey,
  type ErrorDisplay,
} from '../../../../src/domain/rules';

describe('named codes', () => {
  // R8.03 -4002, R8.04 -4003, R8.05 -10410, R8.16/R8.17 the five named codes, R5.16 -2
  it.each([
    ['genericFailure', -4002],
    ['startupFailure', -4003],
    ['usernameTaken', -10410],
    ['invalidRequest', -1000],
    ['userNotFound', -1001],
    ['wrongPassword', -1003],
    ['notEnoughBalance', -1004],
    ['membershipRequired', -1601],
    ['tutorialNotFound', -2],
    ['ok', 0],
  ] as const)('%s = %s', (name, code) => {
    expect(errorCodes[name]).toBe(code);
    expect(errorNameOf(code)).toBe(name);
  });

  it('has unique codes and names, and the lookup object mirrors the tuple', () => {
    expect(new Set(errorCatalogue.map((e) => e.code)).size).toBe(errorCatalogue.length);
    expect(Object.fromEntries(errorCatalogue.map((e) => [e.name, e.code]))).toEqual(errorCodes);
    expect(errorNameOf(-9999)).toBeNull();
  });
});

describe('errorTranslationKey', () => {
  // R8.07, DESIGN.md: error.c + the absolute code
  it.each([
    [-4003, 'error.c4003'],
    [-4002, 'error.c4002'],
    [-10410, 'error.c10410'],
    [-1, 'error.c1'],
  ])('%s → %s', (code, key) => {
    expect(errorTranslationKey(code)).toBe(key);
  });
});

describe('errorDisplay', () => {
  // R8.01 success shows nothing, R8.02 non-zero reaches the screen, R8.07 negative without message → key
  it.each<{ code: number; message?: string | null; display: ErrorDisplay }>([
    { code: 0, display: { kind: 'none' } },
    { code: 0, message: 'ignored', display: { kind: 'none' } },
    { code: -4003, display: { kind: 'key', key: 'error.c4003' } },
    { code: -4003, message: '', display: { kind: 'key', key: 'error.c4003' } },
    { code: -4003, message: '   ', display: { kind: 'key', key: 'error.c4003' } },
    { code: -4003, message: null, display: { kind: 'key', key: 'error.c4003' } },
    { code: -1003, message: 'Server says no', display: { kind: 'serverMessage', text: 'Server says no' } },
    { code: 7, display: { kind: 'key', key: 'error.unknown' } },
  ])('$code / $message', ({ code, message, display }) => {
    expect(errorDisplay(code, message)).toEqual(display);
  });
});

describe('loginBlockKey', () => {
  // R5.03, R8.06: useStopFlag above 0 blocks with err_use_stop
  it.each([
    [0, null],
    [-1, null],
    [null, null],
    [undefined, null],
    [1, USE_STOP_KEY],
    [3, 'err_use_stop'],
  ])('useStopFlag %s → %s', (flag, key) => {
    expect(loginBlockKey(flag)).toBe(key);
  });
});
