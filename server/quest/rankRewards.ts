// Rank reward counters (R3.34, R9.15): BLevel 1..10, each with its BCount, raised by try-quest claims.
// userinfo's RankReward list reads them with `rankRewardsOf`.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

type Tx = Kysely<Database>;

/** Raises the counter of one level by one and answers its count now. */
export async function raiseRankReward(tx: Tx, userno: number, blevel: number): Promise<number> {
  await tx
    .insertInto('rank_rewards')
    .values({ userno, blevel, bcount: 1 })
    .onConflict((oc) =>
      oc.columns(['userno', 'blevel']).doUpdateSet((eb) => ({ bcount: eb('rank_rewards.bcount', '+', 1) })),
    )
    .execute();
  const row = await tx
    .selectFrom('rank_rewards')
    .select('bcount')
    .where('userno', '=', userno)
    .where('blevel', '=', blevel)
    .executeTakeFirstOrThrow();
  return row.bcount;
}

/** RankReward (blevel, bcount) of userinfo (R3.20), lowest level first. */
export async function rankRewardsOf(tx: Tx, userno: number): Promise<{ blevel: number; bcount: number }[]> {
  return tx
    .selectFrom('rank_rewards')
    .select(['blevel', 'bcount'])
    .where('userno', '=', userno)
    .orderBy('blevel')
    .execute();
}
