// What queued writes will spend (issue 7): every screen shows the server's recharged count minus these.
// Try starts cost the run's own hearts (else the default group cost, R9.04); single challenges their
// group's hearts (R7.24); dice challenges one die (R7.25). Never shown below zero.
import { describe, expect, it } from 'vitest';
import {
  pendingSpendTotals,
  shownAfterPending,
  type PendingSpend,
  type SpendCosts,
} from '../../../../src/domain/rules/pendingSpends';

const costs: SpendCosts = {
  run: { startKey: 'a', heartCost: 3 },
  singleHeartCost: (sno, gno) => (sno === 2 && gno === 5 ? 4 : 1),
};
const tryStart = (key: string): PendingSpend => ({ kind: 'tryStart', idempotencyKey: key });
const single = (sno: number, gno: number): PendingSpend => ({ kind: 'singleChallenge', sno, gno });
const dice: PendingSpend = { kind: 'diceChallenge' };

describe('pendingSpendTotals', () => {
  it.each<[string, PendingSpend[], SpendCosts, { hearts: number; dice: number }]>([
    ['nothing queued', [], costs, { hearts: 0, dice: 0 }],
    ["this run's start at its own cost", [tryStart('a')], costs, { hearts: 3, dice: 0 }],
    ["another run's start at the default cost", [tryStart('b')], costs, { hearts: 1, dice: 0 }],
    [
      'no run known: every start at the default',
      [tryStart('a'), tryStart('b')],
      { ...costs, run: null },
      { hearts: 2, dice: 0 },
    ],
    ['single challenges at their group cost', [single(2, 5), single(1, 1)], costs, { hearts: 5, dice: 0 }],
    ['dice challenges one die each', [dice, dice], costs, { hearts: 0, dice: 2 }],
    ['all together', [tryStart('a'), single(2, 5), dice], costs, { hearts: 7, dice: 1 }],
  ])('%s', (_name, spends, given, expected) => {
    expect(pendingSpendTotals(spends, given)).toEqual(expected);
  });
});

describe('shownAfterPending', () => {
  it.each([
    [5, 0, 5],
    [5, 2, 3],
    [2, 5, 0],
    [0, 0, 0],
  ])('%i held, %i waiting → %i shown', (held, waiting, shown) => {
    expect(shownAfterPending(held, waiting)).toBe(shown);
  });
});
