// What the writes still waiting in the outbox will spend (issue 7: the shown counters are the last server
// values minus the pending operations): study and ninth-dan try starts and single challenges in hearts,
// each at its group's cost, and dice challenges in dice.
import { useAtomValue } from 'jotai';
import { singleGroupHeartCost } from '../../domain/rules/studySession';
import { singleChallengeReqEndpoint, singleDiceChallengeEndpoint } from '../../protocol';
import { pendingWritesAtom } from '../../state/outbox';
import { tryRunAtom } from '../../state/studyTryRun';
import { DICE_COST } from '../single/singleMode';
import { pendingChallengeCost } from '../single/useShownBalance';
import { pendingHeartCost } from '../study/useShownHearts';
import { useBundle } from './useBundle';

export interface PendingSpends {
  hearts: number;
  dice: number;
}

export function usePendingSpends(): PendingSpends {
  const bundle = useBundle();
  const pending = useAtomValue(pendingWritesAtom);
  const run = useAtomValue(tryRunAtom);
  const costs = bundle?.dedata.appini.UserSingleGroupSecond2Vector ?? [];
  const heartCostOf = (sno: number, gno: number) => singleGroupHeartCost(costs, sno, gno);
  return {
    hearts:
      pendingHeartCost(pending, run) +
      pendingChallengeCost(pending, singleChallengeReqEndpoint.path, heartCostOf),
    dice: pendingChallengeCost(pending, singleDiceChallengeEndpoint.path, () => DICE_COST),
  };
}
