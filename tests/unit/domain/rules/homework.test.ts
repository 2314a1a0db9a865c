// Homework completion rules (issue 19): done from the target-th counting result, in time or late, missed
// when the due time passed without it.
import { describe, expect, it } from 'vitest';
import { homeworkProgress, isHomeworkPending } from '../../../../src/domain/rules/homework';

const DUE = 1_000;

describe('homeworkProgress', () => {
  it.each([
    // target, now, times, done, status, doneAt
    [3, 500, [], 0, 'open', null],
    [3, 500, [100, 200], 2, 'open', null],
    [3, 500, [300, 100, 200], 3, 'done', 300],
    [3, 1_500, [100, 200, 900, 1_200], 3, 'done', 900],
    [3, 1_500, [100, 200, 1_200], 3, 'late', 1_200],
    [3, 1_500, [100, 200], 2, 'missed', null],
    [2, 1_000, [1_000, 10], 2, 'done', 1_000],
    [1, 2_000, [1_001], 1, 'late', 1_001],
    // More than asked is capped at the target.
    [2, 500, [1, 2, 3, 4], 2, 'done', 2],
  ] as const)('target %i at %i with %j: %i done, %s', (target, now, times, done, status, doneAt) => {
    expect(homeworkProgress(target, DUE, now, times)).toEqual({
      done,
      target,
      status,
      doneAtMs: doneAt,
    });
  });

  it('ignores times that are not numbers and takes at least one as the target', () => {
    expect(homeworkProgress(0, DUE, 0, [Number.NaN])).toEqual({
      done: 0,
      target: 1,
      status: 'open',
      doneAtMs: null,
    });
  });

  it('open and missed homework still needs the student', () => {
    expect(['open', 'missed', 'done', 'late'].map((s) => isHomeworkPending(s as never))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
