// Field rules of spec §5 as translated messages: the rules themselves come from the rules engine
// (src/domain/rules/validation.ts, username.ts); this only names each failure in the user's language.
import type { TFunction } from 'i18next';
import {
  hasWhitespace,
  isValidEmail,
  isValidPhone,
  passwordFailureKey,
  passwordFailures,
  validatePassword,
} from '../../domain/rules/validation';
import { validateUsername } from '../../domain/rules/username';

/** R5.04–R5.07: the password must not equal any of the other values (username, e-mail). */
export function passwordErrors(
  t: TFunction,
  password: string,
  ...others: (string | null | undefined)[]
): string[] {
  const failures = new Set(validatePassword(password, others[0]));
  for (const other of others.slice(1)) {
    if (validatePassword(password, other).includes('same_as_other')) failures.add('same_as_other');
  }
  return passwordFailures.filter((f) => failures.has(f)).map((f) => t(passwordFailureKey(f)));
}

export function usernameErrors(t: TFunction, username: string): string[] {
  if (username === '') return [t('validation.required')];
  return validateUsername(username).map((failure) => t(`validation.username.${failure}`));
}

/** R5.09, R5.10; an empty value is allowed only when the field is optional. */
export function emailErrors(t: TFunction, email: string, optional = false): string[] {
  if (email === '') return optional ? [] : [t('validation.required')];
  if (hasWhitespace(email)) return [t('validation.whitespace')];
  return isValidEmail(email) ? [] : [t('validation.email.invalid')];
}

/** R5.10: phone numbers hold no whitespace; the server checks the rest. */
export function phoneErrors(t: TFunction, phone: string, optional = false): string[] {
  if (phone === '') return optional ? [] : [t('validation.required')];
  if (hasWhitespace(phone)) return [t('validation.whitespace')];
  return isValidPhone(phone) ? [] : [t('validation.phone')];
}

export function requiredErrors(t: TFunction, value: string): string[] {
  return value === '' ? [t('validation.required')] : [];
}

export function confirmErrors(t: TFunction, password: string, confirmation: string): string[] {
  return confirmation !== password ? [t('validation.confirmMismatch')] : [];
}
