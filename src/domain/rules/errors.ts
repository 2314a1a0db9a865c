// The error catalogue of spec §8: the named codes, the translation key of a code, what the screen shows
// for an answer, and the stopped-account check.
// Implements R5.03, R8.01–R8.07, R8.16, R8.17 (decisions), R5.16.

/**
 * R8.03–R8.05, R8.16, R8.17. The meanings of -1000, -1001, -1003, -1004 and -1601 are the project's
 * decision (docs/rules.md).
 */
export const errorCatalogue = [
  { name: 'ok', code: 0 }, // R8.01
  { name: 'tutorialNotFound', code: -2 }, // R5.16: tutorial fetch errno
  { name: 'invalidRequest', code: -1000 }, // decision: a field is missing or fails its rule
  { name: 'userNotFound', code: -1001 }, // decision: no such account (login, lost password)
  { name: 'wrongPassword', code: -1003 }, // decision: the password does not match
  { name: 'notEnoughBalance', code: -1004 }, // decision: not enough hearts, dice, gold or gems
  { name: 'membershipRequired', code: -1601 }, // decision: grade or membership does not allow it
  { name: 'genericFailure', code: -4002 }, // R8.03: network or exception failure
  { name: 'startupFailure', code: -4003 }, // R8.04: address, usecheck or userinfo failure
  { name: 'usernameTaken', code: -10410 }, // R8.05
] as const;

export type ErrorName = (typeof errorCatalogue)[number]['name'];
export type ErrorCode = (typeof errorCatalogue)[number]['code'];

export const errorCodes = {
  ok: 0,
  tutorialNotFound: -2,
  invalidRequest: -1000,
  userNotFound: -1001,
  wrongPassword: -1003,
  notEnoughBalance: -1004,
  membershipRequired: -1601,
  genericFailure: -4002,
  startupFailure: -4003,
  usernameTaken: -10410,
} as const satisfies Record<ErrorName, ErrorCode>;

export function errorNameOf(code: number): ErrorName | null {
  return errorCatalogue.find((e) => e.code === code)?.name ?? null;
}

/** R8.06, R5.03: the message key of a stopped account. */
export const USE_STOP_KEY = 'err_use_stop';
/** The message of a trainer drill refused because the class's teacher turned the trainer off (issue 19). */
export const CLASS_TRAINER_OFF_KEY = 'err_class_trainer_off';
/** Decision: the key shown for a positive (non-zero, non-negative) code, which the spec does not map. */
export const UNKNOWN_ERROR_KEY = 'error.unknown';

export type ErrorTranslationKey = `error.c${number}`;

/** R8.07: error.c + the absolute code, e.g. -4003 → "error.c4003" (DESIGN.md). */
export function errorTranslationKey(code: number): ErrorTranslationKey {
  return `error.c${Math.abs(Math.trunc(code))}`;
}

export type ErrorDisplay =
  | { kind: 'none' }
  | { kind: 'serverMessage'; text: string }
  | { kind: 'key'; key: ErrorTranslationKey | typeof UNKNOWN_ERROR_KEY };

/**
 * R8.01, R8.02, R8.07: what the screen shows for an answer. 0 shows nothing; a non-empty server message is
 * shown as given; a negative code without one maps to its key; a positive code without one maps to
 * error.unknown (decision).
 */
export function errorDisplay(code: number, serverMessage?: string | null): ErrorDisplay {
  if (code === 0) return { kind: 'none' };
  if (serverMessage !== undefined && serverMessage !== null && serverMessage.trim() !== '') {
    return { kind: 'serverMessage', text: serverMessage };
  }
  return { kind: 'key', key: code < 0 ? errorTranslationKey(code) : UNKNOWN_ERROR_KEY };
}

/** R5.03: login is blocked when useStopFlag is above 0. */
export function loginBlockKey(useStopFlag: number | null | undefined): typeof USE_STOP_KEY | null {
  return typeof useStopFlag === 'number' && useStopFlag > 0 ? USE_STOP_KEY : null;
}
