// Login throttling per IP and per account, in the database so every process sees the same counts.
// After the free failures each further failure locks for twice as long as the last (1 s, 2 s, 4 s …
// capped at 15 min); a success clears the account's counter. A classroom shares one IP, so the IP
// allows many more failures than one account does.
import type { Db } from '../db/database';

export const freeFailures = { user: 5, ip: 50 } as const;
export const maxLockMs = 15 * 60 * 1000;

export function throttleKeys(ip: string, username: string): string[] {
  return [`ip:${ip}`, `user:${username.toLowerCase()}`];
}

export function lockMsAfter(key: string, failures: number): number {
  const free = key.startsWith('ip:') ? freeFailures.ip : freeFailures.user;
  if (failures < free) return 0;
  return Math.min(maxLockMs, 1000 * 2 ** Math.min(30, failures - free));
}

export async function lockedUntil(db: Db, keys: string[], nowMs: number): Promise<number> {
  if (keys.length === 0) return 0;
  const rows = await db.kysely
    .selectFrom('login_throttle')
    .select(['locked_until'])
    .where('key', 'in', keys)
    .execute();
  const until = Math.max(0, ...rows.map((r) => r.locked_until));
  return until > nowMs ? until : 0;
}

export async function recordFailure(db: Db, keys: string[], nowMs: number): Promise<void> {
  for (const key of keys) {
    await db.kysely.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('login_throttle')
        .select(['failures'])
        .where('key', '=', key)
        .executeTakeFirst();
      const failures = (row?.failures ?? 0) + 1;
      const lockedUntilMs = nowMs + lockMsAfter(key, failures);
      if (row) {
        await trx
          .updateTable('login_throttle')
          .set({ failures, locked_until: lockedUntilMs, updated_at: nowMs })
          .where('key', '=', key)
          .execute();
      } else {
        await trx
          .insertInto('login_throttle')
          .values({ key, failures, locked_until: lockedUntilMs, updated_at: nowMs })
          .onConflict((oc) =>
            oc.column('key').doUpdateSet({ failures, locked_until: lockedUntilMs, updated_at: nowMs }),
          )
          .execute();
      }
    });
  }
}

export async function clearFailures(db: Db, keys: string[]): Promise<void> {
  if (keys.length > 0) await db.kysely.deleteFrom('login_throttle').where('key', 'in', keys).execute();
}
