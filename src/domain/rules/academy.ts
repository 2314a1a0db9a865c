// Academy classes (issue 19): students added in bulk get a generated username and a short PIN (no e-mail
// or phone for children); a class code lets an existing account join. Randomness is passed in, so the
// rules stay pure and testable.
import { USERNAME_MAX_LENGTH, validateUsername } from './username';

/** Most students one bulk add takes (a class of 30 and room to spare). */
export const MAX_STUDENTS_PER_ADD = 40;
/** The kiosk PIN: 4 digits, easy for a child, guarded by per-student and per-device limits. */
export const PIN_LENGTH = 4;
/** Class codes: no look-alike letters or digits (0/O, 1/I/L). */
export const CLASS_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CLASS_CODE_LENGTH = 6;
/** A display name a teacher types: trimmed, 1–32 characters. */
export const MAX_STUDENT_NAME = 32;

/** A random integer in [0, n) from the caller's source. */
export type RandomInt = (n: number) => number;

export function isPin(value: string): boolean {
  return new RegExp(`^\\d{${PIN_LENGTH}}$`).test(value);
}

export function makePin(random: RandomInt): string {
  let pin = '';
  for (let i = 0; i < PIN_LENGTH; i++) pin += String(random(10));
  return pin;
}

export function makeClassCode(random: RandomInt): string {
  let code = '';
  for (let i = 0; i < CLASS_CODE_LENGTH; i++) code += CLASS_CODE_ALPHABET[random(CLASS_CODE_ALPHABET.length)];
  return code;
}

/** Class codes are typed by people: compare without case and spaces. */
export function normalizeClassCode(code: string): string {
  return code.replace(/\s+/g, '').toUpperCase();
}

/**
 * The names of a bulk add: one per line (or comma), trimmed, empty lines dropped, at most
 * MAX_STUDENT_NAME characters. Duplicates are kept: two children may share a name.
 */
export function parseStudentNames(text: string): string[] {
  return text
    .split(/[\n,]/)
    .map((name) => name.trim().replace(/\s+/g, ' '))
    .filter((name) => name.length > 0)
    .map((name) => [...name].slice(0, MAX_STUDENT_NAME).join(''));
}

/**
 * A generated username: the class code's lower case, a dash, and a running number (`k7mq2a-07`). Valid under
 * the username rule (R5.19) and never longer than its maximum.
 */
export function studentUsername(classCode: string, index: number): string {
  const number = String(index).padStart(2, '0');
  const base = classCode.toLowerCase().replace(/[^a-z0-9]/g, '');
  const name = `${base}-${number}`.slice(0, USERNAME_MAX_LENGTH);
  if (validateUsername(name).length > 0) throw new Error(`generated username ${name} is invalid`);
  return name;
}

/**
 * A generated password for a reset (8–20 characters, letters and digits: R5.04–R5.07), in groups of four
 * so it can be read out to a parent.
 */
export function makeStudentPassword(random: RandomInt): string {
  const letters = 'abcdefghjkmnpqrstuvwxyz';
  const digits = '23456789';
  const pick = (set: string) => set[random(set.length)] ?? 'a';
  const part = (set: string) => Array.from({ length: 4 }, () => pick(set)).join('');
  return `${part(letters)}-${part(digits)}-${part(letters)}`;
}
