// Password throttling, in the database so every process sees the same counts (issue 12). A counter's
// free failures cost nothing; after them each further failure locks the counter for twice as long as
// the last (1 s, 2 s, 4 s … capped at 15 min). Counters decay: one failure is forgotten per `decayMs`.
//
// Login (and re-authentication) keeps three counters, so that nobody can lock another's account:
// - `ip:<address>`: every failure from an address, on any account. Its lock refuses that address
//   whatever it tries: whoever guesses pays, where they guess from. A classroom shares one address, so it
//   has many free failures and forgets fast.
// - `pair:<address>|<username>`: one account's failures from one address; its lock refuses that address
//   for that account.
// - `user:<username>`: one account's failures from anywhere (guessing spread over many addresses). Its
//   lock holds back only addresses that have themselves failed on the account; an address with no
//   failure on it is always checked, so the right password from another address is never refused.
import type { Db } from '../db/database';

type CounterRule = { free: number; decayMs: number };

const minute = 60_000;
/** Per counter kind (the key's prefix); other kinds (`lost:`, `statpin:`) follow `standard`. */
const rules: Record<string, CounterRule> = {
  ip: { free: 50, decayMs: minute },
  pair: { free: 5, decayMs: 10 * minute },
  user: { free: 10, decayMs: 10 * minute },
  standard: { free: 5, decayMs: 10 * minute },
  // Kiosk PINs (issue 19): 4 digits, so few free tries per student; a tablet tries many students.
  kpin: { free: 5, decayMs: 10 * minute },
  kdev: { free: 20, decayMs: 2 * minute },
};
export const maxLockMs = 15 * minute;

function ruleOf(key: string): CounterRule {
  return rules[key.slice(0, key.indexOf(':'))] ?? (rules.standard as CounterRule);
}

export function lockMsAfter(key: string, failures: number): number {
  const { free } = ruleOf(key);
  if (failures < free) return 0;
  return Math.min(maxLockMs, 1000 * 2 ** Math.min(30, failures - free));
}

interface CounterRow {
  key: string;
  failures: number;
  locked_until: number;
  updated_at: number;
}

/** The failures a counter still holds at `nowMs`: one is forgotten per `decayMs` since the last. */
export function decayedFailures(key: string, row: { failures: number; updated_at: number }, nowMs: number) {
  const forgotten = Math.floor(Math.max(0, nowMs - row.updated_at) / ruleOf(key).decayMs);
  return Math.max(0, row.failures - forgotten);
}

async function counters(db: Db, keys: string[]): Promise<Map<string, CounterRow>> {
  if (keys.length === 0) return new Map();
  const rows = await db.kysely
    .selectFrom('login_throttle')
    .select(['key', 'failures', 'locked_until', 'updated_at'])
    .where('key', 'in', keys)
    .execute();
  return new Map(rows.map((row) => [row.key, row]));
}

/** The latest lock among `keys` that still holds, or 0. */
export async function lockedUntil(db: Db, keys: string[], nowMs: number): Promise<number> {
  const rows = [...(await counters(db, keys)).values()];
  const until = Math.max(0, ...rows.map((r) => r.locked_until));
  return until > nowMs ? until : 0;
}

/** Counts one failure on each key (after its decay) and sets its lock. */
export async function recordFailure(db: Db, keys: string[], nowMs: number): Promise<void> {
  for (const key of keys) {
    await db.kysely.transaction().execute(async (trx) => {
      let query = trx.selectFrom('login_throttle').select(['failures', 'updated_at']).where('key', '=', key);
      // Concurrent failures on PostgreSQL must not both read the same count (SQLite runs one at a time).
      if (db.dialect === 'postgres') query = query.forUpdate();
      const row = await query.executeTakeFirst();
      const failures = (row ? decayedFailures(key, row, nowMs) : 0) + 1;
      const values = { failures, locked_until: nowMs + lockMsAfter(key, failures), updated_at: nowMs };
      await trx
        .insertInto('login_throttle')
        .values({ key, ...values })
        .onConflict((oc) => oc.column('key').doUpdateSet(values))
        .execute();
    });
  }
}

export async function clearFailures(db: Db, keys: string[]): Promise<void> {
  if (keys.length > 0) await db.kysely.deleteFrom('login_throttle').where('key', 'in', keys).execute();
}

export interface LoginKeys {
  ip: string;
  pair: string;
  user: string;
}

export function loginKeys(ip: string, username: string): LoginKeys {
  const name = username.toLowerCase();
  return { ip: `ip:${ip}`, pair: `pair:${ip}|${name}`, user: `user:${name}` };
}

/** Whether this address may not try a password on this account now (the rules at the top). */
export async function loginRefused(db: Db, keys: LoginKeys, nowMs: number): Promise<boolean> {
  const rows = await counters(db, [keys.ip, keys.pair, keys.user]);
  const locked = (key: string) => (rows.get(key)?.locked_until ?? 0) > nowMs;
  if (locked(keys.ip) || locked(keys.pair)) return true;
  const pair = rows.get(keys.pair);
  return locked(keys.user) && pair !== undefined && decayedFailures(keys.pair, pair, nowMs) > 0;
}

export async function recordLoginFailure(db: Db, keys: LoginKeys, nowMs: number): Promise<void> {
  await recordFailure(db, [keys.ip, keys.pair, keys.user], nowMs);
}

/**
 * A success clears this address's failures on the account. The account's own counter only decays: a
 * sign-in in the middle of a spread-out attack must not hand the attacker a fresh budget.
 */
export async function clearLoginFailures(db: Db, keys: LoginKeys): Promise<void> {
  await clearFailures(db, [keys.pair]);
}

/** Rows that hold neither a lock nor a failure any more; dropped by the hourly purge. */
export async function purgeThrottle(db: Db, nowMs: number): Promise<number> {
  // The longest decay forgets every free failure count within a day of the last failure.
  const result = await db.kysely
    .deleteFrom('login_throttle')
    .where('updated_at', '<', nowMs - 24 * 60 * minute)
    .where('locked_until', '<', nowMs)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
