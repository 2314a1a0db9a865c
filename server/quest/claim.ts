// The try-quest claim (R4.16, R7.32): the rules engine decides from the stored progress whether the tier
// is complete and unreceived; then, in one transaction, the receipt, the gems and heart slots (wallet with
// ledger lines), the rank reward counter and the certificate. The receipt is written first with a
// conflict guard, so two claims racing with different keys credit once.
import type { Kysely } from 'kysely';
import { heartMax, defaultRechargeConfig } from '../../src/domain/rules/hearts';
import { claimTierReward, tryQuestStates } from '../../src/domain/rules/tryQuest';
import { tierReward } from '../../src/domain/rules/tryQuestRewards';
import { apiErrors } from '../../src/protocol';
import type { Database } from '../db/schema';
import { changeBalances } from '../economy/wallet';
import { issueCertificate, type KCert } from './certificates';
import { receiptsOf, tryQuestProgressOf } from './progress';
import { raiseRankReward } from './rankRewards';

type Tx = Kysely<Database>;

const refused = (error: number) => ({ ok: false, error }) as const;

export interface ClaimAnswer {
  errorcode: 0;
  TIndex: number;
  RecvBLevel: number;
  RecvBCount: number;
  gem: number;
  RecvGem: number;
  heartSlotCount: number;
  RecvSlot: number;
  heartMax: number;
  KCert: KCert;
}

export async function claimTier(
  tx: Tx,
  call: { userno: number; grade: number; tindex: number; nowMs: number },
): Promise<{ ok: true; answer: ClaimAnswer } | { ok: false; error: number }> {
  const { userno, tindex, nowMs } = call;
  const progress = await tryQuestProgressOf(tx, userno);
  const received = (await receiptsOf(tx, userno)).map((r) => r.tindex);
  const claim = claimTierReward(tryQuestStates(progress, received, call.grade), tindex);
  const reward = tierReward(tindex);
  if (!claim.ok || reward === null) {
    if (!claim.ok && claim.error === 'already_received') return refused(apiErrors.tierAlreadyReceived);
    if (!claim.ok && claim.error === 'tier_not_complete') return refused(apiErrors.tierNotComplete);
    return refused(apiErrors.invalidRequest);
  }

  const receipt = await tx
    .insertInto('tryquest_receipts')
    .values({ userno, tindex, received_at: nowMs })
    .onConflict((oc) => oc.columns(['userno', 'tindex']).doNothing())
    .executeTakeFirst();
  if (Number(receipt.numInsertedOrUpdatedRows ?? 0n) === 0) return refused(apiErrors.tierAlreadyReceived);

  const credited = await changeBalances(tx, userno, nowMs, `tryquest_tier_${tindex}`, (current) => ({
    ok: true,
    next: {
      ...current,
      gem: current.gem + reward.gems,
      gem_delta: reward.gems,
      heart_add_slots: current.heart_add_slots + reward.heartSlots,
    },
  }));
  // The mutation never refuses; a failure here would be a bug, and throwing rolls the receipt back.
  if (!credited.ok) throw new Error('try-quest credit refused');

  const bcount = await raiseRankReward(tx, userno, reward.rankRewardLevel);
  const certificate = await issueCertificate(tx, userno, tindex, nowMs);
  const answer: ClaimAnswer = {
    errorcode: 0,
    TIndex: tindex,
    RecvBLevel: reward.rankRewardLevel,
    RecvBCount: bcount,
    gem: credited.balances.gem,
    RecvGem: reward.gems,
    heartSlotCount: credited.balances.heart_add_slots,
    RecvSlot: reward.heartSlots,
    heartMax: heartMax(defaultRechargeConfig, credited.balances.heart_add_slots),
    KCert: certificate,
  };
  return { ok: true, answer };
}
