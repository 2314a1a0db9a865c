// The front gate's homework counts the student's solves still waiting in the outbox (issue 19, R6.01):
// which queued writes are results that may count, and the card's list with them added.
import { describe, expect, it } from 'vitest';
import { withWaiting } from '../../../../src/features/frontgate/HomeworkCard';
import { waitingResults } from '../../../../src/features/frontgate/homeworkWaiting';
import type { QueuedWrite } from '../../../../src/io/outbox/types';

const write = (path: string, body: unknown, key: string): QueuedWrite => ({
  userno: 7,
  path,
  body,
  idempotencyKey: key,
  createdAt: 0,
  attempts: 0,
  nextAttemptAt: 0,
});

describe('waitingResults', () => {
  it('keeps solved study writes, won single results and drill answers; drops the rest', () => {
    const writes = [
      write('/api/study/work/result', { userno: 7, sno: 2, gno: 1, jkno: 0, moves: ['D3'] }, 'solved'),
      write('/api/study/work/result', { userno: 7, sno: 2, gno: 1, jkno: 1, moves: ['A1'] }, 'wrong'),
      write(
        '/api/study/work/result',
        { userno: 7, sno: 1, gno: 0, jkno: 0, moves: ['C1'], kind: 'dan9' },
        'dan9',
      ),
      write('/api/study/work/result', { userno: 7, sno: 'x' }, 'broken'),
      write(
        '/api/single/result',
        { userno: 7, challengeId: 'challenge-1', sno: 3, gno: 1, jkno: 1, moves: ['D4'], outcome: 'win' },
        'won',
      ),
      write(
        '/api/single/result',
        { userno: 7, challengeId: 'challenge-2', sno: 3, gno: 1, jkno: 0, moves: ['D4'], outcome: 'loss' },
        'lost',
      ),
      write('/api/bpower/drill/result', { userno: 7, drillId: 'drill-0001', answers: [0, 1] }, 'drill'),
      write('/api/heart/spent', { userno: 7 }, 'heart'),
    ];
    expect(waitingResults(writes, new Set(['solved', 'dan9', 'broken']))).toEqual([
      { kind: 'study', sno: 2, gno: 1, jkno: 0 },
      { kind: 'dan9', sno: 1, gno: 0, jkno: 0 },
      { kind: 'single', sno: 3, gno: 1, jkno: 1 },
      { kind: 'trainer', drillId: 'drill-0001' },
    ]);
  });
});

describe('withWaiting', () => {
  const hw = {
    homeworkId: 1,
    classId: 1,
    kind: 'study' as const,
    sno: 2,
    gno: 1,
    target: 1,
    dueAt: 1_000,
    createdAt: 0,
    title: null,
    done: 0,
    status: 'open' as const,
    counted: [],
  };
  const solve = { kind: 'study' as const, sno: 2, gno: 1, jkno: 0 };

  it('shows 1 of 1 and done after solving offline before the due time', () => {
    expect(withWaiting([hw], [solve], 500)[0]).toMatchObject({ done: 1, status: 'done' });
  });
  it('late when solved after the due time', () => {
    expect(withWaiting([{ ...hw, status: 'missed' }], [solve], 2_000)[0]).toMatchObject({
      done: 1,
      status: 'late',
    });
  });
  it('leaves homework alone when nothing waiting counts for it', () => {
    const list = [hw];
    expect(withWaiting(list, [{ ...solve, gno: 2 }], 500)[0]).toBe(hw);
  });
});
