// Homework completion rules (issue 19): done from the target-th counting result, in time or late, missed
// when the due time passed without it.
import { describe, expect, it } from 'vitest';
import {
  homeworkDoneWithWaiting,
  homeworkProgress,
  isHomeworkPending,
  type HomeworkSeen,
  type WaitingResult,
} from '../../../../src/domain/rules/homework';

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

describe('homeworkDoneWithWaiting (offline solves count at once, R6.01)', () => {
  const hw = (more: Partial<HomeworkSeen>): HomeworkSeen => ({
    kind: 'study',
    sno: 2,
    gno: 1,
    target: 3,
    done: 0,
    counted: [],
    ...more,
  });
  const study = (sno: number, gno: number, jkno: number): WaitingResult => ({
    kind: 'study',
    sno,
    gno,
    jkno,
  });

  it.each<[string, HomeworkSeen, WaitingResult[], number]>([
    ['nothing waiting: the server count', hw({ done: 1, counted: ['2:1:0'] }), [], 1],
    ['a waiting solve of the group', hw({}), [study(2, 1, 0)], 1],
    ['one of one after solving offline', hw({ target: 1 }), [study(2, 1, 2)], 1],
    ['the same mission twice counts once', hw({}), [study(2, 1, 0), study(2, 1, 0)], 1],
    ['a mission the server counted already', hw({ done: 1, counted: ['2:1:0'] }), [study(2, 1, 0)], 1],
    ['another group or category counts nothing', hw({}), [study(2, 2, 0), study(1, 1, 0)], 0],
    ['a ninth-dan solve is no study solve', hw({}), [{ kind: 'dan9', sno: 2, gno: 1, jkno: 0 }], 0],
    [
      'capped at the target',
      hw({ target: 2, done: 1, counted: ['2:1:0'] }),
      [study(2, 1, 1), study(2, 1, 2)],
      2,
    ],
    [
      'ninth-dan step',
      hw({ kind: 'dan9', sno: 1, gno: 0, target: 1 }),
      [{ kind: 'dan9', sno: 1, gno: 0, jkno: 0 }],
      1,
    ],
    [
      'puzzles at a level: any group of it',
      hw({ kind: 'puzzles', sno: 2, gno: 0 }),
      [study(2, 1, 0), study(2, 2, 0)],
      2,
    ],
    ['puzzles at a level: not another level', hw({ kind: 'puzzles', sno: 2, gno: 0 }), [study(3, 1, 0)], 0],
    [
      'single play: a waiting win of the group',
      hw({ kind: 'single', sno: 3, gno: 1 }),
      [
        { kind: 'single', sno: 3, gno: 1, jkno: 1 },
        { kind: 'single', sno: 3, gno: 2, jkno: 1 },
      ],
      1,
    ],
    [
      'trainer: each drill once, not one the server counted',
      hw({ kind: 'trainer', sno: 0, gno: 0, done: 1, counted: ['d1'] }),
      [
        { kind: 'trainer', drillId: 'd1' },
        { kind: 'trainer', drillId: 'd2' },
        { kind: 'trainer', drillId: 'd2' },
      ],
      2,
    ],
    [
      'AI battles wait for the server',
      hw({ kind: 'aiBattle', sno: 1, gno: 0 }),
      [{ kind: 'single', sno: 4, gno: 1, jkno: 0 }],
      0,
    ],
    ['live games wait for the server', hw({ kind: 'live', sno: 0, gno: 0 }), [study(2, 1, 0)], 0],
  ])('%s', (_name, seen, waiting, done) => {
    expect(homeworkDoneWithWaiting(seen, waiting)).toBe(done);
  });
});
