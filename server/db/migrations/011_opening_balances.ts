// Every user's ledger sums to the balance (docs/architecture.md, Economy): accounts created before the
// starting balances were booked get one `opening_balance` line per currency for whatever their ledger
// lacks (the starting gold, hearts and dice). Nothing else changes; a database that agrees gets no line.
import { sql, type Kysely } from 'kysely';

/** Ledger currency → balances column (server/economy/wallet.ts `ledgerColumns`, fixed here as of now). */
const columns = [
  ['heart', 'heart_count'],
  ['gold', 'gold'],
  ['gem', 'gem'],
  ['dice', 'dice_count'],
  ['heart_slot', 'heart_add_slots'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const now = Date.now();
  for (const [currency, column] of columns) {
    const name = sql`cast(${currency} as varchar(16))`;
    const balance = sql.ref(`b.${column}`);
    const booked = sql`coalesce((select sum(l.delta) from ledger l where l.userno = b.userno and l.currency = ${name}), 0)`;
    await sql`
      insert into ledger (userno, currency, delta, balance_after, reason, created_at)
      select b.userno, ${name}, ${balance} - ${booked}, ${balance}, 'opening_balance', cast(${now} as bigint)
      from balances b
      where ${balance} <> ${booked}
    `.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from ledger where reason = 'opening_balance'`.execute(db);
}
