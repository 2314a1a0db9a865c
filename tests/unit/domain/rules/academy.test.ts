// Academy rules (issue 19): generated usernames, PINs, class codes and passwords; the bulk names list.
import { describe, expect, it } from 'vitest';
import {
  CLASS_CODE_ALPHABET,
  isPin,
  makeClassCode,
  makePin,
  makeStudentPassword,
  normalizeClassCode,
  parseStudentNames,
  studentUsername,
} from '../../../../src/domain/rules/academy';
import { validatePassword } from '../../../../src/domain/rules/validation';
import { validateUsername } from '../../../../src/domain/rules/username';

const counting = () => {
  let i = 0;
  return (n: number) => i++ % n;
};

describe('generated student accounts', () => {
  it.each([
    ['K7MQ2A', 1, 'k7mq2a-01'],
    ['K7MQ2A', 30, 'k7mq2a-30'],
    ['K7MQ2A', 123, 'k7mq2a-123'],
  ])('%s #%i → %s, a valid username', (code, index, expected) => {
    expect(studentUsername(code, index)).toBe(expected);
    expect(validateUsername(expected)).toEqual([]);
  });

  it('PINs are four digits', () => {
    expect(makePin(counting())).toBe('0123');
    expect(isPin('0123')).toBe(true);
    for (const bad of ['123', '12345', 'abcd', '12 4', '']) expect(isPin(bad)).toBe(false);
  });

  it('class codes avoid look-alike characters and are typed without case or spaces', () => {
    const code = makeClassCode(counting());
    expect(code).toHaveLength(6);
    expect([...code].every((c) => CLASS_CODE_ALPHABET.includes(c))).toBe(true);
    for (const c of '01IOL') expect(CLASS_CODE_ALPHABET).not.toContain(c);
    expect(normalizeClassCode(' ab c2d3 ')).toBe('ABC2D3');
  });

  it('a reset password keeps the password rules', () => {
    const password = makeStudentPassword(counting());
    expect(password).toMatch(/^[a-z]{4}-\d{4}-[a-z]{4}$/);
    expect(validatePassword(password)).toEqual([]);
  });
});

describe('the names of a bulk add', () => {
  it.each([
    ['one per line, trimmed, blanks dropped', ' 민준 \n\n서연\n  ', ['민준', '서연']],
    ['commas too, inner spaces squeezed', 'Ann  Lee, Bo', ['Ann Lee', 'Bo']],
    ['two children may share a name', 'Mia\nMia', ['Mia', 'Mia']],
    ['long names are cut to 32 characters', 'x'.repeat(40), ['x'.repeat(32)]],
  ])('%s', (_why, text, names) => {
    expect(parseStudentNames(text)).toEqual(names);
  });
});
