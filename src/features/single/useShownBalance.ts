// The hearts and dice a challenge can spend, as the screens show them (issue 7: the last server value,
// recharged on the server's clock, minus the writes still waiting in the outbox). Hearts: the bundle (it
// follows the server's answers to delivered challenges, src/state/serverHearts.ts) minus pending single
// challenges (their group's cost) and pending study try starts. Dice: the newest server answer seen in
// this tab (dice count call, or a dice challenge), else the bundle, minus pending dice challenges.
import { useAtomValue } from 'jotai';
import { diceCounter, heartCounter } from '../../domain/rules/hearts';
import { settleCounter } from '../../domain/rules/recharge';
import { singleChallengeReqEndpoint, singleDiceChallengeEndpoint } from '../../protocol';
import { pendingWritesAtom } from '../../state/outbox';
import { serverDiceAtom } from '../../state/singleSession';
import { tryRunAtom } from '../../state/studyTryRun';
import { useBundle } from '../common/useBundle';
import { useServerNow } from '../common/useServerNow';
import { pendingHeartCost } from '../study/useShownHearts';
import { DICE_COST } from './singleMode';

export type CostOf = (categoryId: number, groupId: number) => number;

function place(body: unknown): { sno: number; gno: number } | null {
  if (typeof body !== 'object' || body === null) return null;
  const { sno, gno } = body as Record<string, unknown>;
  return typeof sno === 'number' && typeof gno === 'number' ? { sno, gno } : null;
}

/** What the pending single challenges will take: each at its group's cost. */
export function pendingChallengeCost(
  pending: readonly { path: string; body: unknown }[],
  path: string,
  costOf: CostOf,
): number {
  return pending
    .filter((w) => w.path === path)
    .reduce((sum, w) => {
      const at = place(w.body);
      return sum + (at ? costOf(at.sno, at.gno) : 0);
    }, 0);
}

export function useShownHearts(costOf: CostOf): number | null {
  const bundle = useBundle();
  const now = useServerNow();
  const pending = useAtomValue(pendingWritesAtom);
  const run = useAtomValue(tryRunAtom);
  if (!bundle) return null;
  const { userLogin, userinfo, appini } = bundle.dedata;
  const counter = heartCounter(userLogin, userinfo.heartAddSlotCount, {
    HeartMaxSlotCount: appini.HeartMaxSlotCount,
    AliveMaxCount: appini.AliveMaxCount,
    AliveChargeMinute: appini.AliveChargeMinute,
  });
  const waiting =
    pendingHeartCost(pending, run) + pendingChallengeCost(pending, singleChallengeReqEndpoint.path, costOf);
  return Math.max(0, settleCounter(counter, now).count - waiting);
}

export function useShownDice(): number | null {
  const bundle = useBundle();
  const server = useAtomValue(serverDiceAtom);
  const now = useServerNow();
  const pending = useAtomValue(pendingWritesAtom);
  if (!bundle) return null;
  const { userLogin, appini } = bundle.dedata;
  const latest = server
    ? { DiceCount: server.count, DiceTime: server.anchorUs }
    : { DiceCount: userLogin.DiceCount, DiceTime: userLogin.DiceTime };
  const counter = diceCounter(latest, {
    HeartMaxSlotCount: appini.HeartMaxSlotCount,
    AliveMaxCount: appini.AliveMaxCount,
    AliveChargeMinute: appini.AliveChargeMinute,
  });
  const waiting = pendingChallengeCost(pending, singleDiceChallengeEndpoint.path, () => DICE_COST);
  return Math.max(0, settleCounter(counter, now).count - waiting);
}
