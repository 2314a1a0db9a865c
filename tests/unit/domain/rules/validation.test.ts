// Field validation (spec §5): password, e-mail, whitespace, username check.
import { describe, expect, it } from 'vitest';
import {
  hasWhitespace,
  isValidEmail,
  isValidPhone,
  passwordFailureKey,
  usernameCheckCode,
  validatePassword,
  type PasswordFailure,
} from '../../../../src/domain/rules';

describe('validatePassword', () => {
  // R5.04 length 8–20, R5.05 ASCII only and no spaces, R5.06 two of three classes, R5.07 not the other value
  it.each<{ why: string; password: string; other?: string; failures: PasswordFailure[] }>([
    { why: 'letters and digits', password: 'abcd1234', failures: [] },
    { why: 'letters and symbols', password: 'abcd!@#$', failures: [] },
    { why: 'digits and symbols', password: '1234!@#$', failures: [] },
    { why: 'all three, 20 chars', password: 'Abcdefghij123456789!', failures: [] },
    { why: '7 chars', password: 'abc1234', failures: ['too_short'] },
    { why: '21 chars', password: 'Abcdefghij123456789!x', failures: ['too_long'] },
    { why: 'letters only', password: 'abcdefgh', failures: ['too_few_classes'] },
    { why: 'digits only', password: '12345678', failures: ['too_few_classes'] },
    { why: 'symbols only', password: '!@#$%^&*', failures: ['too_few_classes'] },
    { why: 'a space', password: 'abcd 1234', failures: ['invalid_character'] },
    { why: 'a tab', password: 'abcd\t1234', failures: ['invalid_character'] },
    { why: 'Hangul', password: 'abcd1234가', failures: ['invalid_character'] },
    { why: 'accented letter', password: 'abcdé1234', failures: ['invalid_character'] },
    { why: 'emoji counts once', password: 'abc123😀', failures: ['too_short', 'invalid_character'] },
    { why: 'empty', password: '', failures: ['too_short', 'too_few_classes'] },
    { why: 'equals the username', password: 'player123', other: 'player123', failures: ['same_as_other'] },
    { why: 'equals it, other case', password: 'Player123', other: 'player123', failures: ['same_as_other'] },
    { why: 'differs from it', password: 'player1234', other: 'player123', failures: [] },
    { why: 'empty other is ignored', password: 'abcd1234', other: '', failures: [] },
    { why: 'symbols at ASCII edges', password: '~`{}[]a1', failures: [] },
  ])('$why', ({ password, other, failures }) => {
    expect(validatePassword(password, other)).toEqual(failures);
  });

  // R5.08 decision
  it('names a key per failure', () => {
    expect(passwordFailureKey('too_short')).toBe('validation.password.too_short');
  });
});

describe('isValidEmail', () => {
  // R5.09: non-space text, @, text, dot, text
  it.each([
    ['a@b.c', true],
    ['first.last@example.co.kr', true],
    ['user+tag@mail.example.com', true],
    ['a@b', false],
    ['@b.c', false],
    ['a@.c', false],
    ['a@b.', false],
    ['a b@c.d', false],
    ['a@b .c', false],
    ['a@b@c.d', false],
    ['', false],
    ['a@b.c\n', false],
  ])('%j → %s', (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });
});

describe('hasWhitespace', () => {
  // R5.10: spaces and line breaks (and any other whitespace) are rejected
  it.each([
    ['player1', false],
    ['', false],
    ['play er', true],
    ['player\n', true],
    ['player\r\n', true],
    ['\tplayer', true],
    ['play\u00a0er', true],
  ])('%j → %s', (text, has) => {
    expect(hasWhitespace(text)).toBe(has);
  });
});

describe('usernameCheckCode', () => {
  // R5.02, R8.05: a returned userno other than 0 → -10410
  it.each([
    [0, 0],
    [1, -10410],
    [123456, -10410],
    [-1, -10410],
  ])('userno %s → %s', (userno, code) => {
    expect(usernameCheckCode(userno)).toBe(code);
  });
});

describe('isValidPhone (R5.19 decision)', () => {
  it.each([
    ['010-1234-5678', true],
    ['+82-10-1234-5678', true],
    ['0212345678', true],
    ['123', false],
    ['010 1234 5678', false],
    ['010-1234-5678\n', false],
    ['+', false],
    ['phone', false],
    ['1'.repeat(21), false],
  ])('%j → %s', (phone, valid) => {
    expect(isValidPhone(phone)).toBe(valid);
  });
});
