// The statistics PIN (MyStatPassWord, R3.35, R7.53): digits a parent or teacher sets (the student may set
// it first) so that the day sign-off (/api/total/point/tcheck) needs them. Stored as argon2id. Only a
// wrong secret counts toward the pause: asking without a PIN set, or with none given, never does. After
// the free tries each wrong one pauses twice as long as the last (1 s … 15 min); the count decays, one
// try forgiven per ten quiet minutes, so a child's slip last week does not shorten today's tries. A
// forgotten PIN is replaced with the account password.
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { Db } from '../db/database';

export const pinThrottle = {
  /** Wrong tries before the first pause. */
  freeFailures: 5,
  /** One counted failure is forgiven for each of these without a failure. */
  decayStepMs: 10 * 60 * 1000,
  maxPauseMs: 15 * 60 * 1000,
} as const;

const throttleKey = (userno: number) => `statpin:${userno}`;

/** Failures still counted `nowMs`, after the decay since the last one. */
export function decayedFailures(failures: number, lastFailureMs: number, nowMs: number): number {
  const quietSteps = Math.floor(Math.max(0, nowMs - lastFailureMs) / pinThrottle.decayStepMs);
  return Math.max(0, failures - quietSteps);
}

/** The pause after the `failures`-th counted failure. */
export function pauseMsAfter(failures: number): number {
  if (failures < pinThrottle.freeFailures) return 0;
  return Math.min(pinThrottle.maxPauseMs, 1000 * 2 ** Math.min(30, failures - pinThrottle.freeFailures));
}

export interface PinTries {
  /** Wrong tries left before a pause. */
  attemptsLeft: number;
  /** Seconds until the next try is taken (0: now). */
  waitSeconds: number;
}

interface ThrottleRow {
  failures: number;
  locked_until: number;
  updated_at: number;
}

async function throttleRow(db: Db, userno: number): Promise<ThrottleRow | undefined> {
  return db.kysely
    .selectFrom('login_throttle')
    .select(['failures', 'locked_until', 'updated_at'])
    .where('key', '=', throttleKey(userno))
    .executeTakeFirst();
}

function triesOf(row: ThrottleRow | undefined, nowMs: number): PinTries {
  const failures = row ? decayedFailures(row.failures, row.updated_at, nowMs) : 0;
  const waitMs = row && row.locked_until > nowMs ? row.locked_until - nowMs : 0;
  return {
    attemptsLeft: Math.max(0, pinThrottle.freeFailures - failures),
    waitSeconds: Math.ceil(waitMs / 1000),
  };
}

export async function pinTries(db: Db, userno: number, nowMs: number): Promise<PinTries> {
  return triesOf(await throttleRow(db, userno), nowMs);
}

async function recordFailure(db: Db, userno: number, nowMs: number): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    const key = throttleKey(userno);
    const row = await trx
      .selectFrom('login_throttle')
      .select(['failures', 'updated_at'])
      .where('key', '=', key)
      .executeTakeFirst();
    const failures = (row ? decayedFailures(row.failures, row.updated_at, nowMs) : 0) + 1;
    const values = { failures, locked_until: nowMs + pauseMsAfter(failures), updated_at: nowMs };
    await trx
      .insertInto('login_throttle')
      .values({ key, ...values })
      .onConflict((oc) => oc.column('key').doUpdateSet(values))
      .execute();
  });
}

async function clearFailures(db: Db, userno: number): Promise<void> {
  await db.kysely.deleteFrom('login_throttle').where('key', '=', throttleKey(userno)).execute();
}

export async function pinHashOf(db: Db, userno: number): Promise<string | null> {
  const row = await db.kysely
    .selectFrom('stat_pins')
    .select('pin_hash')
    .where('userno', '=', userno)
    .executeTakeFirst();
  return row?.pin_hash ?? null;
}

/** `notSet`: a PIN was given but none is set (nothing was guessed, nothing counts). */
export type SecretCheck = 'ok' | 'wrong' | 'locked' | 'notSet';

/**
 * Checks the PIN, or the account password in its place; a wrong one counts toward the pause, a right one
 * clears the count. Without a PIN set, a PIN alone is `notSet` and not counted.
 */
export async function checkPinOrPassword(
  db: Db,
  user: { userno: number; passwd_hash: string },
  given: { pin?: string | undefined; passwd?: string | undefined },
  nowMs: number,
): Promise<SecretCheck> {
  const row = await throttleRow(db, user.userno);
  if (row && row.locked_until > nowMs) return 'locked';
  const stored = await pinHashOf(db, user.userno);
  if (stored === null && given.passwd === undefined) return 'notSet';
  const pinOk = given.pin !== undefined && stored !== null && (await verifyPassword(stored, given.pin));
  const passwdOk =
    !pinOk && given.passwd !== undefined && (await verifyPassword(user.passwd_hash, given.passwd));
  if (pinOk || passwdOk) {
    if (row) await clearFailures(db, user.userno);
    return 'ok';
  }
  await recordFailure(db, user.userno, nowMs);
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
