// Tutorials (spec §5, §9): the fixed key lists, key formats, and the fetch retry policy.
import { describe, expect, it } from 'vitest';
import {
  TUTORIAL_FETCH_MAX_ATTEMPTS,
  decideTutorialFetch,
  hasSingleTutorial,
  hasStudyTutorial,
  makeSingleTutorialKey,
  makeStudyTutorialKey,
  parseSingleTutorialKey,
  parseStudyTutorialKey,
  singleTutorialKeys,
  studyTutorialKeys,
  type TutorialFetchDecision,
  type TutorialFetchOutcome,
} from '../../../../src/domain/rules';

describe('key lists', () => {
  // R5.12: 19 study keys; R5.13: 14 single keys; R5.14 decision on which
  it('has 19 unique study keys and 14 unique single keys', () => {
    expect(studyTutorialKeys).toHaveLength(19);
    expect(new Set(studyTutorialKeys).size).toBe(19);
    expect(singleTutorialKeys).toHaveLength(14);
    expect(new Set(singleTutorialKeys).size).toBe(14);
  });

  // parse/make round trip over every listed key
  it.each([...studyTutorialKeys])('study key %s round-trips', (key) => {
    const parsed = parseStudyTutorialKey(key);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(makeStudyTutorialKey(parsed.value)).toEqual({ ok: true, value: key });
  });

  it.each([...singleTutorialKeys])('single key %s round-trips', (key) => {
    const parsed = parseSingleTutorialKey(key);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(makeSingleTutorialKey(parsed.value)).toEqual({ ok: true, value: key });
  });
});

describe('study keys', () => {
  // R5.12: study-group-mission, two digits each
  it.each([
    [
      { categoryId: 1, groupId: 2, missionIndex: 3 },
      { ok: true, value: '01-02-03' },
    ],
    [
      { categoryId: 99, groupId: 0, missionIndex: 10 },
      { ok: true, value: '99-00-10' },
    ],
    [
      { categoryId: 100, groupId: 0, missionIndex: 0 },
      { ok: false, error: 'out_of_range' },
    ],
    [
      { categoryId: 1, groupId: -1, missionIndex: 0 },
      { ok: false, error: 'out_of_range' },
    ],
    [
      { categoryId: 1, groupId: 1.5, missionIndex: 0 },
      { ok: false, error: 'out_of_range' },
    ],
  ])('make %j → %j', (address, result) => {
    expect(makeStudyTutorialKey(address)).toEqual(result);
  });

  it.each(['1-02-03', '01-02', '01-02-03-04', '01_02_03', 'ab-cd-ef', '01-02-03 ', ''])(
    'rejects %j',
    (key) => {
      expect(parseStudyTutorialKey(key)).toEqual({ ok: false, error: 'malformed' });
    },
  );

  // R5.11: only listed missions have a tutorial
  it.each([
    [{ categoryId: 1, groupId: 1, missionIndex: 0 }, true],
    [{ categoryId: 5, groupId: 1, missionIndex: 0 }, true],
    [{ categoryId: 1, groupId: 1, missionIndex: 1 }, false],
    [{ categoryId: 3, groupId: 3, missionIndex: 0 }, false],
    [{ categoryId: 100, groupId: 1, missionIndex: 0 }, false],
  ])('hasStudyTutorial(%j) = %s', (address, has) => {
    expect(hasStudyTutorial(address)).toBe(has);
  });
});

describe('single keys', () => {
  // R5.13: sno_gno_jkno_seq
  it.each([
    ['3_1_0_2', { categoryId: 3, groupId: 1, missionIndex: 0, seq: 2 }],
    ['10_20_30_40', { categoryId: 10, groupId: 20, missionIndex: 30, seq: 40 }],
  ])('parses %s', (key, address) => {
    expect(parseSingleTutorialKey(key)).toEqual({ ok: true, value: address });
  });

  it.each(['3_1_0', '3_1_0_1_5', '03_1_0_1', '3-1-0-1', '-3_1_0_1', '3_1_0_x', ''])('rejects %j', (key) => {
    expect(parseSingleTutorialKey(key)).toEqual({ ok: false, error: 'malformed' });
  });

  it('refuses negative parts when making', () => {
    expect(makeSingleTutorialKey({ categoryId: 3, groupId: -1, missionIndex: 0, seq: 1 })).toEqual({
      ok: false,
      error: 'out_of_range',
    });
  });

  it.each([
    [{ categoryId: 1, groupId: 1, missionIndex: 0, seq: 4 }, true],
    [{ categoryId: 1, groupId: 1, missionIndex: 0, seq: 5 }, false],
    [{ categoryId: 6, groupId: 1, missionIndex: 0, seq: 1 }, true],
    [{ categoryId: 6, groupId: 2, missionIndex: 0, seq: 1 }, false],
  ])('hasSingleTutorial(%j) = %s', (address, has) => {
    expect(hasSingleTutorial(address)).toBe(has);
  });
});

describe('decideTutorialFetch', () => {
  // R5.15, R9.17: first request + 2 retries, 1000 ms apart; R5.16: errno -2 is not found, no retry
  it.each<{ attempt: number; outcome: TutorialFetchOutcome; decision: TutorialFetchDecision }>([
    { attempt: 1, outcome: { kind: 'ok' }, decision: { action: 'use' } },
    { attempt: 3, outcome: { kind: 'ok' }, decision: { action: 'use' } },
    { attempt: 1, outcome: { kind: 'error', errno: -2 }, decision: { action: 'notFound' } },
    { attempt: 1, outcome: { kind: 'network' }, decision: { action: 'retry', delayMs: 1000 } },
    { attempt: 2, outcome: { kind: 'error', errno: -4002 }, decision: { action: 'retry', delayMs: 1000 } },
    { attempt: 3, outcome: { kind: 'network' }, decision: { action: 'giveUp' } },
    { attempt: 3, outcome: { kind: 'error', errno: -2 }, decision: { action: 'notFound' } },
  ])('attempt $attempt, $outcome → $decision', ({ attempt, outcome, decision }) => {
    expect(decideTutorialFetch(attempt, outcome)).toEqual(decision);
  });

  it('makes at most three requests when every one fails', () => {
    let requests = 0;
    let decision: TutorialFetchDecision = { action: 'retry', delayMs: 0 };
    while (decision.action === 'retry') {
      requests += 1;
      decision = decideTutorialFetch(requests, { kind: 'network' });
    }
    expect(requests).toBe(TUTORIAL_FETCH_MAX_ATTEMPTS);
    expect(requests).toBe(3);
  });
});
