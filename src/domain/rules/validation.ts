// Field validation of spec §5: password, e-mail, whitespace, and the username-availability answer.
// Failures are lists of codes; the UI turns each code into text through its translation key.
// Implements R5.01, R5.02, R5.04–R5.10, R9.18.
import { errorCodes } from './errors';

/** R5.04, R9.18. Length counts characters (code points), so an emoji is one (invalid) character. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 20;
/** R5.06: at least this many of the three classes. */
export const PASSWORD_MIN_CLASSES = 2;

export const passwordFailures = [
  'too_short',
  'too_long',
  'invalid_character',
  'too_few_classes',
  'same_as_other',
] as const;
export type PasswordFailure = (typeof passwordFailures)[number];

const printableAscii = /^[\x21-\x7e]*$/;
const letter = /[A-Za-z]/;
const digit = /[0-9]/;
const symbol = /[\x21-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e]/;

/**
 * R5.04–R5.07: every failure of a password, in the order of `passwordFailures`; an empty list is valid.
 * Allowed characters are printable ASCII without space (letters, digits, punctuation and symbols). The
 * password must not equal `other` (the username or e-mail), compared case-insensitively (decision); an
 * empty `other` is not compared.
 */
export function validatePassword(password: string, other?: string | null): PasswordFailure[] {
  const failures: PasswordFailure[] = [];
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) failures.push('too_short');
  if (length > PASSWORD_MAX_LENGTH) failures.push('too_long');
  if (!printableAscii.test(password)) failures.push('invalid_character');
  const classes = [letter, digit, symbol].filter((c) => c.test(password)).length;
  if (classes < PASSWORD_MIN_CLASSES) failures.push('too_few_classes');
  if (
    other !== undefined &&
    other !== null &&
    other !== '' &&
    password.toLowerCase() === other.toLowerCase()
  ) {
    failures.push('same_as_other');
  }
  return failures;
}

/** R5.08 (decision): the message of each password failure. */
export function passwordFailureKey(failure: PasswordFailure): `validation.password.${PasswordFailure}` {
  return `validation.password.${failure}`;
}

/**
 * R5.09: non-space text, "@", text, ".", text. The parts hold neither whitespace nor a second "@"
 * (decision); the domain may have several dots.
 */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return emailPattern.test(email);
}

/** R5.10: rejects any whitespace: spaces, tabs, line breaks (decision: every Unicode space). */
export function hasWhitespace(text: string): boolean {
  return /\s/.test(text);
}

/** R5.02: the user-check answer: a userno other than 0 means the name is taken (-10410); 0 is free. */
export function usernameCheckCode(returnedUserNo: number): 0 | typeof errorCodes.usernameTaken {
  return returnedUserNo === 0 ? 0 : errorCodes.usernameTaken;
}

/**
 * R5.19 (decision): a phone number is 4 to 20 digits and hyphens, optionally after a leading "+", with no
 * whitespace ("010-1234-5678", "+82-10-1234-5678").
 */
const phonePattern = /^\+?[0-9-]{4,20}$/;

export function isValidPhone(phone: string): boolean {
  return phonePattern.test(phone);
}
