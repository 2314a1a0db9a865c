// The hearts and dice as every screen shows them (issue 7): the last server value, recharged on the
// server's clock, minus what the writes still waiting in the outbox will spend
// (src/domain/rules/pendingSpends.ts). Hearts come from the bundle, which follows the server's answers
// (src/state/serverHearts.ts); dice from the newest server answer seen in this tab (a dice count call or a
// dice challenge), else the bundle.
import { useAtomValue } from 'jotai';
import { diceCounter, heartCounter, type RechargeConfig } from '../../domain/rules/hearts';
import {
  pendingSpendTotals,
  shownAfterPending,
  type SpendCosts,
  type SpendTotals,
} from '../../domain/rules/pendingSpends';
import { settleCounter, type RechargingCounter } from '../../domain/rules/recharge';
import { singleGroupHeartCost } from '../../domain/rules/studySession';
import { pendingSpendsAtom } from '../../state/pendingSpends';
import { serverDiceAtom } from '../../state/singleSession';
import { tryRunAtom } from '../../state/studyTryRun';
import type { UserBundle } from '../../state/session';
import { useBundle } from './useBundle';
import { useServerNow } from './useServerNow';

/** A single group's heart cost, by category (sno) and group (gno). */
export type CostOf = SpendCosts['singleHeartCost'];

/** The recharge figures of the start-up configuration (R3.28). */
export function rechargeConfig(bundle: UserBundle): RechargeConfig {
  const { appini } = bundle.dedata;
  return {
    HeartMaxSlotCount: appini.HeartMaxSlotCount,
    AliveMaxCount: appini.AliveMaxCount,
    AliveChargeMinute: appini.AliveChargeMinute,
  };
}

/**
 * What the queued writes will spend. Single groups cost what `singleHeartCost` says (a screen that has the
 * course passes its figures), else what the start-up configuration lists.
 */
export function usePendingSpends(singleHeartCost?: CostOf): SpendTotals {
  const bundle = useBundle();
  const spends = useAtomValue(pendingSpendsAtom);
  const run = useAtomValue(tryRunAtom);
  const listed = bundle?.dedata.appini.UserSingleGroupSecond2Vector ?? [];
  return pendingSpendTotals(spends, {
    run,
    singleHeartCost: singleHeartCost ?? ((sno, gno) => singleGroupHeartCost(listed, sno, gno)),
  });
}

/** The hearts' recharging counter from the bundle; null without one. */
export function useHeartCounter(): RechargingCounter | null {
  const bundle = useBundle();
  if (!bundle) return null;
  const { userLogin, userinfo } = bundle.dedata;
  return heartCounter(userLogin, userinfo.heartAddSlotCount, rechargeConfig(bundle));
}

/** The dice's recharging counter from the newest server answer this tab saw, else the bundle. */
export function useDiceCounter(): RechargingCounter | null {
  const bundle = useBundle();
  const server = useAtomValue(serverDiceAtom);
  if (!bundle) return null;
  const { userLogin } = bundle.dedata;
  const latest = server
    ? { DiceCount: server.count, DiceTime: server.anchorUs }
    : { DiceCount: userLogin.DiceCount, DiceTime: userLogin.DiceTime };
  return diceCounter(latest, rechargeConfig(bundle));
}

/** Hearts to show; null without a bundle. */
export function useShownHearts(singleHeartCost?: CostOf): number | null {
  const counter = useHeartCounter();
  const now = useServerNow();
  const pending = usePendingSpends(singleHeartCost);
  return counter && shownAfterPending(settleCounter(counter, now).count, pending.hearts);
}

/** Dice to show; null without a bundle. */
export function useShownDice(): number | null {
  const counter = useDiceCounter();
  const now = useServerNow();
  const pending = usePendingSpends();
  return counter && shownAfterPending(settleCounter(counter, now).count, pending.dice);
}
