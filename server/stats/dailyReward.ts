// The daily reward (R7.57): today's targets on the academy's calendar, computed from the stored results;
// the grant is what the rules earned, at most what the app asked; one claim per day, recorded with a
// conflict guard before the wallet is credited (ledger lines), all in the caller's transaction.
import type { Kysely } from 'kysely';
import {
  claimStreak,
  dailyGems,
  dailyReward,
  dailyTargetProgress,
  grantedDailyReward,
  isRewardEarned,
  statDayOf,
  type DailyReward,
} from '../../src/domain/rules/statistics';
import { millisToMicros } from '../../src/domain/rules/time';
import { apiErrors } from '../../src/protocol';
import type { Database } from '../db/schema';
import { changeBalances } from '../economy/wallet';
import { dayStat } from './days';

type Tx = Kysely<Database>;

export interface RewardAnswer {
  errorcode: 0;
  gold: number;
  goldDelta: number;
  heart: number;
  heartDelta: number;
  /** Issue 16: the gem balance after the claim and the gems it paid (all targets met, streak bonus). */
  gem: number;
  gemDelta: number;
  /** Days in a row with a claim, this one included. */
  streak: number;
  /** µs: the heart recharge anchor after the credit, so the app shows the new hearts at once. */
  singleTime: number;
  sdate: number;
}

const refused = (error: number) => ({ ok: false, error }) as const;

export async function claimDailyReward(
  tx: Tx,
  call: { userno: number; nowMs: number; asked: DailyReward },
): Promise<{ ok: true; answer: RewardAnswer } | { ok: false; error: number }> {
  const { userno, nowMs } = call;
  const sdate = statDayOf(nowMs);
  const day = await dayStat(tx, userno, sdate);
  if (day === null) return refused(apiErrors.internal);
  const earned = dailyReward(dailyTargetProgress(day));
  if (!isRewardEarned(earned)) return refused(apiErrors.dailyRewardNotEarned);
  const granted = grantedDailyReward(earned, call.asked);
  // Asking for nothing would burn the day's claim for nothing: refuse it as a bad request instead.
  if (!isRewardEarned(granted)) return refused(apiErrors.invalidRequest);

  const claim = await tx
    .insertInto('stat_rewards')
    .values({ userno, sdate, gold: granted.gold, heart: granted.heart, created_at: nowMs })
    .onConflict((oc) => oc.columns(['userno', 'sdate']).doNothing())
    .executeTakeFirst();
  if (Number(claim.numInsertedOrUpdatedRows ?? 0n) === 0) return refused(apiErrors.dailyRewardClaimed);

  // The streak: earlier claimed days in a row before today (a year at most is read).
  const earlier = await tx
    .selectFrom('stat_rewards')
    .select('sdate')
    .where('userno', '=', userno)
    .where('sdate', '<', sdate)
    .orderBy('sdate', 'desc')
    .limit(366)
    .execute();
  const streak = claimStreak(sdate, new Set(earlier.map((r) => Number(r.sdate))));
  const gems = dailyGems(earned, streak);

  const credited = await changeBalances(tx, userno, nowMs, 'daily_reward', (current) => ({
    ok: true,
    next: {
      ...current,
      gold: current.gold + granted.gold,
      gold_delta: granted.gold,
      heart_count: current.heart_count + granted.heart,
      heart_delta: granted.heart,
      gem: current.gem + gems,
      gem_delta: gems,
    },
  }));
  // The mutation never refuses; throwing rolls the claim back rather than keep a claim without its credit.
  if (!credited.ok) throw new Error('daily reward credit refused');
  return {
    ok: true,
    answer: {
      errorcode: 0,
      gold: credited.balances.gold,
      goldDelta: granted.gold,
      heart: credited.balances.heart_count,
      heartDelta: granted.heart,
      gem: credited.balances.gem,
      gemDelta: gems,
      streak,
      singleTime: millisToMicros(credited.balances.heart_anchor_ms),
      sdate,
    },
  };
}
