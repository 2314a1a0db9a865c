// The hearts a try run can spend, as the screen should show them (issue 7): the server's last count
// recharged on the server's clock (R4.23), minus the try starts still waiting in the outbox. Null without
// a bundle.
import { useAtomValue } from 'jotai';
import { DEFAULT_GROUP_HEART_COST } from '../../domain/rules/constants';
import { heartCounter } from '../../domain/rules/hearts';
import { settleCounter } from '../../domain/rules/recharge';
import { dan9TotalStartEndpoint, questTotalStartEndpoint } from '../../protocol';
import { pendingWritesAtom } from '../../state/outbox';
import { tryRunAtom } from '../../state/studyTryRun';
import { useBundle } from '../common/useBundle';
import { useServerNow } from '../common/useServerNow';

const startPaths: ReadonlySet<string> = new Set([questTotalStartEndpoint.path, dan9TotalStartEndpoint.path]);

export function pendingHeartCost(
  pending: readonly { path: string; idempotencyKey: string }[],
  run: { startKey: string; heartCost: number } | null,
): number {
  return pending
    .filter((w) => startPaths.has(w.path))
    .reduce(
      (sum, w) => sum + (run && w.idempotencyKey === run.startKey ? run.heartCost : DEFAULT_GROUP_HEART_COST),
      0,
    );
}

export function useShownHearts(): number | null {
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
  return Math.max(0, settleCounter(counter, now).count - pendingHeartCost(pending, run));
}
