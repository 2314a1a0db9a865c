// The economy's invariant, checked over a whole database: for every user and currency, the ledger's
// lines sum to the balance (docs/architecture.md, Economy). Every API test file's teardown runs it
// (testApp.ts `close`), and so does the crash test after its restart. Tests that set a balance directly
// do it through `setBalances`, which books the change like the wallet does.
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { ledgerColumns } from '../../server/economy/wallet';

export interface LedgerMismatch {
  userno: number;
  currency: string;
  balance: number;
  ledger: number;
}

/** Every (user, currency) whose ledger does not sum to the balance; users without a balances row count 0. */
export async function ledgerMismatches(db: Kysely<Database>): Promise<LedgerMismatch[]> {
  const balances = await db.selectFrom('balances').selectAll().execute();
  const sums = await db
    .selectFrom('ledger')
    .select(['userno', 'currency', (eb) => eb.fn.sum<number | string>('delta').as('total')])
    .groupBy(['userno', 'currency'])
    .execute();
  const booked = new Map(sums.map((s) => [`${s.userno}:${s.currency}`, Number(s.total)]));
  const out: LedgerMismatch[] = [];
  const seen = new Set<string>();
  for (const row of balances) {
    for (const [currency, column] of ledgerColumns) {
      const key = `${row.userno}:${currency}`;
      seen.add(key);
      const ledger = booked.get(key) ?? 0;
      if (ledger !== row[column]) out.push({ userno: row.userno, currency, balance: row[column], ledger });
    }
  }
  // Lines of a user without a balances row (or of an unknown currency) have nothing to sum to.
  for (const s of sums) {
    const key = `${s.userno}:${s.currency}`;
    if (!seen.has(key) && Number(s.total) !== 0)
      out.push({ userno: s.userno, currency: s.currency, balance: 0, ledger: Number(s.total) });
  }
  return out;
}

/** Fails with every mismatch listed when some user's ledger does not sum to the balance. */
export async function expectLedgerMatchesBalances(db: Kysely<Database>): Promise<void> {
  const mismatches = await ledgerMismatches(db);
  if (mismatches.length > 0)
    throw new Error(`ledger does not sum to the balance: ${JSON.stringify(mismatches.slice(0, 10))}`);
}

type Settable = Partial<Record<(typeof ledgerColumns)[number][1], number>> & { heart_anchor_ms?: number };

/**
 * Sets balances directly (a test's shortcut to "a user with 5 gold") and books each change as a ledger
 * line `test_adjust` in the same transaction, so the invariant holds. The row must exist.
 */
export async function setBalances(db: Kysely<Database>, userno: number, values: Settable): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const row = await tx
      .selectFrom('balances')
      .selectAll()
      .where('userno', '=', userno)
      .executeTakeFirstOrThrow();
    await tx.updateTable('balances').set(values).where('userno', '=', userno).execute();
    const lines = ledgerColumns
      .filter(([, column]) => values[column] !== undefined && values[column] !== row[column])
      .map(([currency, column]) => ({
        userno,
        currency,
        delta: (values[column] ?? 0) - row[column],
        balance_after: values[column] ?? 0,
        reason: 'test_adjust',
        created_at: 0,
      }));
    if (lines.length > 0) await tx.insertInto('ledger').values(lines).execute();
  });
}
