// The statistics PIN (MyStatPassWord, R3.35, R7.53): four digits a parent or teacher sets so that the
// day sign-off (/api/total/point/tcheck) needs them. Stored as argon2id; wrong guesses are throttled
// like logins (5 free, then doubling locks), since four digits are few. A forgotten PIN is replaced with
// the account password.
import { hashPassword, verifyPassword } from '../auth/passwords';
import { clearFailures, lockedUntil, recordFailure } from '../auth/throttle';
import type { Db } from '../db/database';

const throttleKeys = (userno: number) => [`statpin:${userno}`];

export async function pinHashOf(db: Db, userno: number): Promise<string | null> {
  const row = await db.kysely
    .selectFrom('stat_pins')
    .select('pin_hash')
    .where('userno', '=', userno)
    .executeTakeFirst();
  return row?.pin_hash ?? null;
}

export type SecretCheck = 'ok' | 'wrong' | 'locked';

/**
 * Checks the PIN, or the account password in its place; a failure counts toward the lock, a success
 * clears it. No PIN set and no password given is `wrong`.
 */
export async function checkPinOrPassword(
  db: Db,
  user: { userno: number; passwd_hash: string },
  given: { pin?: string | undefined; passwd?: string | undefined },
  nowMs: number,
): Promise<SecretCheck> {
  const keys = throttleKeys(user.userno);
  if ((await lockedUntil(db, keys, nowMs)) > 0) return 'locked';
  const stored = await pinHashOf(db, user.userno);
  const pinOk = given.pin !== undefined && stored !== null && (await verifyPassword(stored, given.pin));
  const passwdOk =
    !pinOk && given.passwd !== undefined && (await verifyPassword(user.passwd_hash, given.passwd));
  if (pinOk || passwdOk) {
    await clearFailures(db, keys);
    return 'ok';
  }
  await recordFailure(db, keys, nowMs);
  return 'wrong';
}

/** Sets the PIN, or removes it when `pin` is empty. */
export async function setPin(db: Db, userno: number, pin: string, nowMs: number): Promise<void> {
  if (pin === '') {
    await db.kysely.deleteFrom('stat_pins').where('userno', '=', userno).execute();
    return;
  }
  const pin_hash = await hashPassword(pin);
  await db.kysely
    .insertInto('stat_pins')
    .values({ userno, pin_hash, updated_at: nowMs })
    .onConflict((oc) => oc.column('userno').doUpdateSet({ pin_hash, updated_at: nowMs }))
    .execute();
}
