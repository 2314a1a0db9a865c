// Runs a multi-step write in one transaction. A call with an Idempotency-Key already runs inside the
// key's transaction (server/http/route.ts); a call without one gets its own, so a claim or a purchase
// never commits half (the receipt without the gems, the price without the item).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export function atomically<T>(db: Kysely<Database>, work: (tx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
