// Tutorials: the fixed lists of missions that have one, the key formats of both lists with their
// parse/make pairs, and the fetch retry policy as a pure decision.
// Implements R5.11–R5.16, R9.17, R3.14 (tutorial item key).
import { err, ok, type Result } from './result';

export type TutorialKeyError = 'malformed' | 'out_of_range';

/** R5.12: a study key "SS-GG-MM": category, group, mission index, two digits each. */
export interface StudyTutorialAddress {
  categoryId: number; // sno
  groupId: number; // gno
  missionIndex: number; // jkno
}

/** R5.13: a single key "sno_gno_jkno_seq" (plain decimal numbers). */
export interface SingleTutorialAddress {
  categoryId: number; // sno (the single type)
  groupId: number; // gno
  missionIndex: number; // jkno
  seq: number; // the tutorial's step
}

const twoDigits = (n: number): boolean => Number.isInteger(n) && n >= 0 && n <= 99;

export function makeStudyTutorialKey(address: StudyTutorialAddress): Result<string, TutorialKeyError> {
  const parts = [address.categoryId, address.groupId, address.missionIndex];
  if (!parts.every(twoDigits)) return err('out_of_range');
  return ok(parts.map((n) => String(n).padStart(2, '0')).join('-'));
}

export function parseStudyTutorialKey(key: string): Result<StudyTutorialAddress, TutorialKeyError> {
  const match = /^(\d{2})-(\d{2})-(\d{2})$/.exec(key);
  if (match === null) return err('malformed');
  return ok({ categoryId: Number(match[1]), groupId: Number(match[2]), missionIndex: Number(match[3]) });
}

export function makeSingleTutorialKey(address: SingleTutorialAddress): Result<string, TutorialKeyError> {
  const parts = [address.categoryId, address.groupId, address.missionIndex, address.seq];
  if (!parts.every((n) => Number.isSafeInteger(n) && n >= 0)) return err('out_of_range');
  return ok(parts.join('_'));
}

/** Only canonical keys parse (no leading zeros, no signs), so make(parse(key)) === key. */
export function parseSingleTutorialKey(key: string): Result<SingleTutorialAddress, TutorialKeyError> {
  const match = /^(0|[1-9]\d*)_(0|[1-9]\d*)_(0|[1-9]\d*)_(0|[1-9]\d*)$/.exec(key);
  if (match === null) return err('malformed');
  const [categoryId, groupId, missionIndex, seq] = match.slice(1).map(Number);
  if (categoryId === undefined || groupId === undefined || missionIndex === undefined || seq === undefined) {
    return err('malformed');
  }
  if (![categoryId, groupId, missionIndex, seq].every(Number.isSafeInteger)) return err('out_of_range');
  return ok({ categoryId, groupId, missionIndex, seq });
}

/**
 * R5.12, R5.14 (decision): the first mission (index 00) of every introductory group 01–10, of elementary
 * groups 01–05, of intermediate groups 01–02, and of group 01 of each ranked category ('je' 04, 'se' 05).
 */
export const studyTutorialKeys = [
  '01-01-00',
  '01-02-00',
  '01-03-00',
  '01-04-00',
  '01-05-00',
  '01-06-00',
  '01-07-00',
  '01-08-00',
  '01-09-00',
  '01-10-00',
  '02-01-00',
  '02-02-00',
  '02-03-00',
  '02-04-00',
  '02-05-00',
  '03-01-00',
  '03-02-00',
  '04-01-00',
  '05-01-00',
] as const;

/**
 * R5.13, R5.14 (decision): steps (seq from 1) of the first mission of group 1 of each single type: basic 4,
 * opening 3, puzzle 2, AI battle 1 two, AI battle 2, baduk battle and dice one each.
 */
export const singleTutorialKeys = [
  '1_1_0_1',
  '1_1_0_2',
  '1_1_0_3',
  '1_1_0_4',
  '2_1_0_1',
  '2_1_0_2',
  '2_1_0_3',
  '3_1_0_1',
  '3_1_0_2',
  '4_1_0_1',
  '4_1_0_2',
  '0_1_0_1',
  '5_1_0_1',
  '6_1_0_1',
] as const;

export type StudyTutorialKey = (typeof studyTutorialKeys)[number];
export type SingleTutorialKey = (typeof singleTutorialKeys)[number];

/** R5.11: whether a study mission has a tutorial. */
export function hasStudyTutorial(address: StudyTutorialAddress): boolean {
  const key = makeStudyTutorialKey(address);
  return key.ok && (studyTutorialKeys as readonly string[]).includes(key.value);
}

/** R5.11: whether a single mission's tutorial step exists. */
export function hasSingleTutorial(address: SingleTutorialAddress): boolean {
  const key = makeSingleTutorialKey(address);
  return key.ok && (singleTutorialKeys as readonly string[]).includes(key.value);
}

/** R5.15, R9.17: the first request and up to 2 retries, 1000 ms apart (DESIGN.md). */
export const TUTORIAL_FETCH_MAX_RETRIES = 2;
export const TUTORIAL_FETCH_MAX_ATTEMPTS = 1 + TUTORIAL_FETCH_MAX_RETRIES;
export const TUTORIAL_FETCH_RETRY_DELAY_MS = 1000;
/** R5.16: the server's errno for "no tutorial here". */
export const TUTORIAL_NOT_FOUND_ERRNO = -2;

export type TutorialFetchOutcome = { kind: 'ok' } | { kind: 'error'; errno: number } | { kind: 'network' };

export type TutorialFetchDecision =
  { action: 'use' } | { action: 'notFound' } | { action: 'retry'; delayMs: number } | { action: 'giveUp' };

/**
 * R5.15, R5.16: what to do after attempt number `attempt` (1 = the first request) ended with `outcome`.
 * errno -2 is final (not found, no retry); any other failure is retried until 3 attempts were made.
 */
export function decideTutorialFetch(attempt: number, outcome: TutorialFetchOutcome): TutorialFetchDecision {
  if (outcome.kind === 'ok') return { action: 'use' };
  if (outcome.kind === 'error' && outcome.errno === TUTORIAL_NOT_FOUND_ERRNO) return { action: 'notFound' };
  if (attempt < TUTORIAL_FETCH_MAX_ATTEMPTS)
    return { action: 'retry', delayMs: TUTORIAL_FETCH_RETRY_DELAY_MS };
  return { action: 'giveUp' };
}
