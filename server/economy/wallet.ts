// The user's balances, changed only here: read (settling recharge on the server's clock), compute the new
// row with the pure rules of src/domain/rules, write it guarded by the version it read, and record every
// change in the ledger in the same transaction (the caller's, or one of its own). A lost race re-reads and
// tries again. A new row's starting balances are booked too, so every user's ledger sums to the balance.
import type { Kysely, Selectable } from 'kysely';
import { heartMax, defaultRechargeConfig, type RechargeConfig } from '../../src/domain/rules/hearts';
import { settleCounter, type RechargingCounter } from '../../src/domain/rules/recharge';
import { MILLIS_PER_MINUTE } from '../../src/domain/rules/time';
import type { BalancesTable, Database, LedgerTable } from '../db/schema';

export type Tx = Kysely<Database>;
export type Balances = Selectable<BalancesTable>;

/** What a new account starts with (docs/api.md). */
export const startingBalances = { gold: 100, gem: 0 } as const;

export function heartCounterOf(
  row: Balances,
  config: RechargeConfig = defaultRechargeConfig,
): RechargingCounter {
  return {
    count: row.heart_count,
    anchorMs: row.heart_anchor_ms,
    max: heartMax(config, row.heart_add_slots),
    intervalMs: config.AliveChargeMinute * MILLIS_PER_MINUTE,
  };
}

export function diceCounterOf(
  row: Balances,
  config: RechargeConfig = defaultRechargeConfig,
): RechargingCounter {
  return {
    count: row.dice_count,
    anchorMs: row.dice_anchor_ms,
    max: Math.max(0, config.AliveMaxCount),
    intervalMs: config.AliveChargeMinute * MILLIS_PER_MINUTE,
  };
}

/** Each currency of the ledger and the balances column it books. */
export const ledgerColumns = [
  ['heart', 'heart_count'],
  ['gold', 'gold'],
  ['gem', 'gem'],
  ['dice', 'dice_count'],
  ['heart_slot', 'heart_add_slots'],
] as const satisfies readonly (readonly [LedgerTable['currency'], keyof Balances])[];

/** Runs `work` in the caller's transaction, or in one of its own: a balance never commits without its line. */
function inTransaction<T>(tx: Tx, work: (tx: Tx) => Promise<T>): Promise<T> {
  return tx.isTransaction ? work(tx) : tx.transaction().execute(work);
}

/** The reason of the ledger lines that book a new account's starting balances. */
export const STARTING_BALANCE_REASON = 'starting_balance';

async function ensureRow(tx: Tx, userno: number, nowMs: number, config: RechargeConfig): Promise<Balances> {
  const row = await tx.selectFrom('balances').selectAll().where('userno', '=', userno).executeTakeFirst();
  if (row) return row;
  return inTransaction(tx, async (trx) => {
    const start = {
      userno,
      heart_count: heartMax(config, 0),
      heart_anchor_ms: nowMs,
      heart_add_slots: 0,
      heart_delta: 0,
      gold: startingBalances.gold,
      gold_delta: 0,
      gem: startingBalances.gem,
      gem_delta: 0,
      dice_count: Math.max(0, config.AliveMaxCount),
      dice_anchor_ms: nowMs,
      version: 0,
    };
    const inserted = await trx
      .insertInto('balances')
      .values(start)
      .onConflict((oc) => oc.column('userno').doNothing())
      .executeTakeFirst();
    // Only the call that created the row books it (a racing first read finds the row and books nothing).
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1) {
      const lines = ledgerColumns
        .filter(([, column]) => start[column] !== 0)
        .map(([currency, column]) => ({
          userno,
          currency,
          delta: start[column],
          balance_after: start[column],
          reason: STARTING_BALANCE_REASON,
          created_at: nowMs,
        }));
      if (lines.length > 0) await trx.insertInto('ledger').values(lines).execute();
    }
    return trx.selectFrom('balances').selectAll().where('userno', '=', userno).executeTakeFirstOrThrow();
  });
}

/** The balances with due hearts and dice recharged (not written: reading never changes anything). */
export function settled(
  row: Balances,
  nowMs: number,
  config: RechargeConfig = defaultRechargeConfig,
): Balances {
  const hearts = settleCounter(heartCounterOf(row, config), nowMs);
  const dice = settleCounter(diceCounterOf(row, config), nowMs);
  return {
    ...row,
    heart_count: hearts.count,
    heart_anchor_ms: hearts.anchorMs,
    dice_count: dice.count,
    dice_anchor_ms: dice.anchorMs,
  };
}

export async function readBalances(
  tx: Tx,
  userno: number,
  nowMs: number,
  config = defaultRechargeConfig,
): Promise<Balances> {
  return settled(await ensureRow(tx, userno, nowMs, config), nowMs, config);
}

export type Mutation<E> = (current: Balances) => { ok: true; next: Balances } | { ok: false; error: E };

/**
 * Applies `mutate` to the settled balances and writes the result with its ledger lines, in one
 * transaction. Recharge is booked in the ledger as its own line, so the ledger always sums to the balance.
 */
export async function changeBalances<E>(
  tx: Tx,
  userno: number,
  nowMs: number,
  reason: string,
  mutate: Mutation<E>,
  config: RechargeConfig = defaultRechargeConfig,
): Promise<{ ok: true; balances: Balances } | { ok: false; error: E }> {
  return inTransaction(tx, (trx) => writeChange(trx, userno, nowMs, reason, mutate, config));
}

async function writeChange<E>(
  tx: Tx,
  userno: number,
  nowMs: number,
  reason: string,
  mutate: Mutation<E>,
  config: RechargeConfig,
): Promise<{ ok: true; balances: Balances } | { ok: false; error: E }> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const stored = await ensureRow(tx, userno, nowMs, config);
    const current = settled(stored, nowMs, config);
    const result = mutate(current);
    if (!result.ok) return result;
    const next = { ...result.next, userno, version: stored.version + 1 };
    const updated = await tx
      .updateTable('balances')
      .set({
        heart_count: next.heart_count,
        heart_anchor_ms: next.heart_anchor_ms,
        heart_add_slots: next.heart_add_slots,
        heart_delta: next.heart_delta,
        gold: next.gold,
        gold_delta: next.gold_delta,
        gem: next.gem,
        gem_delta: next.gem_delta,
        dice_count: next.dice_count,
        dice_anchor_ms: next.dice_anchor_ms,
        version: next.version,
      })
      .where('userno', '=', userno)
      .where('version', '=', stored.version)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) continue;
    const lines: {
      currency: LedgerTable['currency'];
      delta: number;
      balance_after: number;
      reason: string;
    }[] = [];
    for (const [currency, column] of ledgerColumns) {
      const recharge = current[column] - stored[column];
      if (recharge !== 0)
        lines.push({ currency, delta: recharge, balance_after: current[column], reason: 'recharge' });
      const change = next[column] - current[column];
      if (change !== 0) lines.push({ currency, delta: change, balance_after: next[column], reason });
    }
    if (lines.length > 0) {
      await tx
        .insertInto('ledger')
        .values(lines.map((line) => ({ ...line, userno, created_at: nowMs })))
        .execute();
    }
    return { ok: true, balances: next };
  }
  throw new Error(`balances of user ${userno} kept changing under us`);
}
