// What the writes still waiting in the outbox will spend (issue 7): every screen shows hearts and dice as
// the last server value, recharged on the server's clock, minus these. One rule for the front gate's
// wallet, the study try panel and the single screens, so they never disagree. The caller says what each
// queued write is (src/state/pendingSpends.ts reads the endpoint paths) and what a group costs.
import { DEFAULT_GROUP_HEART_COST, DICE_CHALLENGE_COST } from './constants';

export type PendingSpend =
  /** A study or ninth-dan try start (R7.29, R7.31). */
  | { kind: 'tryStart'; idempotencyKey: string }
  /** A single challenge: its group's hearts (R7.24). */
  | { kind: 'singleChallenge'; sno: number; gno: number }
  /** A dice challenge: one die (R7.25, project decision in DICE_CHALLENGE_COST). */
  | { kind: 'diceChallenge' };

export interface SpendCosts {
  /** The try run this device started: its start, while queued, costs the run's own hearts. */
  run: { startKey: string; heartCost: number } | null;
  /** A single group's heart cost. */
  singleHeartCost: (sno: number, gno: number) => number;
}

export interface SpendTotals {
  hearts: number;
  dice: number;
}

function heartsOf(spend: PendingSpend, costs: SpendCosts): number {
  switch (spend.kind) {
    case 'tryStart':
      // A start of another run (queued before a reload) is charged the default group cost.
      return costs.run && spend.idempotencyKey === costs.run.startKey
        ? costs.run.heartCost
        : DEFAULT_GROUP_HEART_COST;
    case 'singleChallenge':
      return costs.singleHeartCost(spend.sno, spend.gno);
    case 'diceChallenge':
      return 0;
  }
}

export function pendingSpendTotals(spends: readonly PendingSpend[], costs: SpendCosts): SpendTotals {
  return spends.reduce<SpendTotals>(
    (sum, spend) => ({
      hearts: sum.hearts + heartsOf(spend, costs),
      dice: sum.dice + (spend.kind === 'diceChallenge' ? DICE_CHALLENGE_COST : 0),
    }),
    { hearts: 0, dice: 0 },
  );
}

/** The count to show: never below zero (the server refuses a spend it cannot cover, R7.24). */
export function shownAfterPending(settledCount: number, waiting: number): number {
  return Math.max(0, settledCount - waiting);
}
