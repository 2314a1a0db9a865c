// A store purchase (/api/store/buy): decide what the item grants and refuse before anything is paid (an
// unknown item, a stone already owned), pay the price through the wallet (guarded update, ledger line),
// then grant the item and record the purchase. The caller runs it in one transaction.
import { SqliteAdapter, type Kysely } from 'kysely';
import type { Membership } from '../../src/domain/rules/membership';
import {
  acquireItem,
  extendMembership,
  gradeAfterTerm,
  payPrice,
} from '../../src/domain/rules/storePurchase';
import { apiErrors } from '../../src/protocol';
import { itemDays, type MembershipItem, type StoreItem } from '../content/store';
import type { Database } from '../db/schema';
import { changeBalances, readBalances } from '../economy/wallet';
import { ownedItemsOf, readMembership, writeMembership, writeOwnedItem, type OwnedRow } from './holdings';

type Tx = Kysely<Database>;

export interface PurchaseAnswer {
  errorcode: 0;
  itemId: string;
  kind: StoreItem['kind'];
  gold: number;
  goldDelta: number;
  gem: number;
  GemDelta: number;
  membership: Membership | null;
  item: OwnedRow | null;
}

const refused = (error: number) => ({ ok: false, error }) as const;

/**
 * Serializes one user's purchases, so two buys racing cannot both see the item unowned: PostgreSQL holds
 * the balances row until the transaction ends; SQLite runs one transaction at a time anyway.
 */
async function lockWallet(tx: Tx, userno: number, nowMs: number): Promise<void> {
  await readBalances(tx, userno, nowMs);
  if (tx.getExecutor().adapter instanceof SqliteAdapter) return;
  await tx.selectFrom('balances').select('userno').where('userno', '=', userno).forUpdate().execute();
}

/** Writes a term's membership and raises the account's grade to the term's (never lowers it). */
async function applyTerm(tx: Tx, userno: number, term: MembershipItem, membership: Membership) {
  await writeMembership(tx, userno, membership);
  const user = await tx.selectFrom('users').select('grade').where('userno', '=', userno).executeTakeFirst();
  const grade = gradeAfterTerm(user?.grade ?? 0, term.grade);
  if (user && grade !== user.grade) {
    await tx.updateTable('users').set({ grade }).where('userno', '=', userno).execute();
  }
  return grade;
}

/**
 * An academy grant (issue 19, /api/class/student/term): the term's membership and grade exactly like a
 * purchase, for nothing. Booked like a purchase: a `store_purchases` row at price 0 and a ledger line of 0
 * whose reason names the grant and who gave it. The caller runs it in one transaction.
 */
export async function grantTerm(
  tx: Tx,
  call: { userno: number; term: MembershipItem; nowMs: number; grantedBy: number },
): Promise<{ membership: Membership; grade: number }> {
  const { userno, term, nowMs } = call;
  await lockWallet(tx, userno, nowMs);
  const balances = await readBalances(tx, userno, nowMs);
  const membership = extendMembership(await readMembership(tx, userno), term, nowMs);
  const grade = await applyTerm(tx, userno, term, membership);
  await tx
    .insertInto('ledger')
    .values({
      userno,
      currency: term.currency,
      delta: 0,
      balance_after: balances[term.currency],
      reason: `grant_by_${call.grantedBy}_${term.id}`.slice(0, 64),
      created_at: nowMs,
    })
    .execute();
  await tx
    .insertInto('store_purchases')
    .values({ userno, item_id: term.id, currency: term.currency, price: 0, created_at: nowMs })
    .execute();
  return { membership, grade };
}

export async function buyItem(
  tx: Tx,
  call: { userno: number; item: StoreItem; nowMs: number },
): Promise<{ ok: true; answer: PurchaseAnswer } | { ok: false; error: number }> {
  const { userno, item, nowMs } = call;
  await lockWallet(tx, userno, nowMs);
  let membership = await readMembership(tx, userno);
  let owned: OwnedRow | null = null;
  if (item.kind === 'membership') {
    membership = extendMembership(membership, item, nowMs);
  } else {
    const current = (await ownedItemsOf(tx, userno)).find(
      (o) => o.kind === item.kind && o.refId === item.refId,
    );
    const acquired = acquireItem(current ?? null, itemDays(item), nowMs);
    if (!acquired.ok)
      return refused(
        acquired.error === 'already_owned' ? apiErrors.itemAlreadyOwned : apiErrors.invalidRequest,
      );
    owned = { kind: item.kind, refId: item.refId, ...acquired.value };
  }

  const price = { currency: item.currency, amount: item.price };
  const paid = await changeBalances(tx, userno, nowMs, `store_${item.id}`, (current) => {
    const after = payPrice(current, price);
    if (!after.ok) return { ok: false, error: apiErrors.notEnoughBalance };
    return {
      ok: true,
      next: {
        ...current,
        gold: after.value.gold,
        gem: after.value.gem,
        ...(price.currency === 'gold' ? { gold_delta: -price.amount } : { gem_delta: -price.amount }),
      },
    };
  });
  if (!paid.ok) return refused(paid.error);

  if (item.kind === 'membership' && membership !== null) await applyTerm(tx, userno, item, membership);
  if (owned !== null) await writeOwnedItem(tx, userno, owned);
  await tx
    .insertInto('store_purchases')
    .values({ userno, item_id: item.id, currency: item.currency, price: item.price, created_at: nowMs })
    .execute();
  return {
    ok: true,
    answer: {
      errorcode: 0,
      itemId: item.id,
      kind: item.kind,
      gold: paid.balances.gold,
      goldDelta: price.currency === 'gold' ? -price.amount : 0,
      gem: paid.balances.gem,
      GemDelta: price.currency === 'gem' ? -price.amount : 0,
      membership,
      item: owned,
    },
  };
}
