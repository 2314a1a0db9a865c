// Opaque refresh tokens in families: stored hashed, rotated on every use. Using a rotated token again
// after a short grace (parallel tabs refreshing at once) revokes the whole family: someone copied it.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../db/database';

export const refreshTokenDays = 30;
export const refreshGraceMs = 10_000;
const lifetimeMs = refreshTokenDays * 24 * 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface IssuedRefresh {
  token: string;
  familyId: string;
  userno: number;
  expiresAt: number;
}

export type RotateResult =
  ({ ok: true } & IssuedRefresh) | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

async function insertToken(db: Db, userno: number, familyId: string, nowMs: number): Promise<IssuedRefresh> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = nowMs + lifetimeMs;
  await db.kysely
    .insertInto('refresh_tokens')
    .values({
      token_hash: hashToken(token),
      family_id: familyId,
      userno,
      created_at: nowMs,
      expires_at: expiresAt,
      rotated_at: null,
      revoked_at: null,
    })
    .execute();
  return { token, familyId, userno, expiresAt };
}

export function issueRefreshFamily(db: Db, userno: number, nowMs: number): Promise<IssuedRefresh> {
  return insertToken(db, userno, randomUUID(), nowMs);
}

export async function rotateRefreshToken(db: Db, token: string, nowMs: number): Promise<RotateResult> {
  const tokenHash = hashToken(token);
  const row = await db.kysely
    .selectFrom('refresh_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.revoked_at !== null) return { ok: false, reason: 'revoked' };
  if (row.expires_at <= nowMs) return { ok: false, reason: 'expired' };
  if (row.rotated_at === null) {
    // Guarded update: of two concurrent rotations only one flips rotated_at; the other takes the grace path.
    const updated = await db.kysely
      .updateTable('refresh_tokens')
      .set({ rotated_at: nowMs })
      .where('token_hash', '=', tokenHash)
      .where('rotated_at', 'is', null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 1) {
      return { ok: true, ...(await insertToken(db, row.userno, row.family_id, nowMs)) };
    }
  }
  const rotatedAt = row.rotated_at ?? nowMs;
  if (nowMs - rotatedAt <= refreshGraceMs) {
    return { ok: true, ...(await insertToken(db, row.userno, row.family_id, nowMs)) };
  }
  await revokeFamily(db, row.family_id, nowMs);
  return { ok: false, reason: 'reused' };
}

export async function revokeFamily(db: Db, familyId: string, nowMs: number): Promise<void> {
  await db.kysely
    .updateTable('refresh_tokens')
    .set({ revoked_at: nowMs })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeUser(db: Db, userno: number, nowMs: number): Promise<void> {
  await db.kysely
    .updateTable('refresh_tokens')
    .set({ revoked_at: nowMs })
    .where('userno', '=', userno)
    .where('revoked_at', 'is', null)
    .execute();
}

/** A family is live while it has a token that is neither revoked nor expired. Logout ends it at once. */
export async function isFamilyLive(db: Db, familyId: string, nowMs: number): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('refresh_tokens')
    .select('token_hash')
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', nowMs)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The user of a family that is live and whose account may act: not stopped, not deleted. Every
 * authenticated call asks this (one indexed query), so a sign-out, a revocation or a stop takes effect on
 * the next call, on every process (issue 12 #6).
 */
export async function activeSessionUser(db: Db, familyId: string, nowMs: number): Promise<number | null> {
  const row = await db.kysely
    .selectFrom('refresh_tokens')
    .innerJoin('users', 'users.userno', 'refresh_tokens.userno')
    .select('users.userno')
    .where('refresh_tokens.family_id', '=', familyId)
    .where('refresh_tokens.revoked_at', 'is', null)
    .where('refresh_tokens.expires_at', '>', nowMs)
    .where('users.use_stop_flag', '=', 0)
    .limit(1)
    .executeTakeFirst();
  return row?.userno ?? null;
}

/** Of these families, the ones still live for an account that may act (the socket sweep). */
export async function activeFamilies(
  db: Db,
  familyIds: readonly string[],
  nowMs: number,
): Promise<Set<string>> {
  if (familyIds.length === 0) return new Set();
  const rows = await db.kysely
    .selectFrom('refresh_tokens')
    .innerJoin('users', 'users.userno', 'refresh_tokens.userno')
    .select('refresh_tokens.family_id')
    .distinct()
    .where('refresh_tokens.family_id', 'in', [...familyIds])
    .where('refresh_tokens.revoked_at', 'is', null)
    .where('refresh_tokens.expires_at', '>', nowMs)
    .where('users.use_stop_flag', '=', 0)
    .execute();
  return new Set(rows.map((r) => r.family_id));
}

/** The family a refresh token belongs to (revoked or not), or null for a token we never issued. */
export async function familyOfRefreshToken(db: Db, token: string): Promise<string | null> {
  const row = await db.kysely
    .selectFrom('refresh_tokens')
    .select('family_id')
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  return row?.family_id ?? null;
}

/** The user's live families other than `except` (the ones a password change ends). */
export async function liveFamiliesOf(db: Db, userno: number, nowMs: number): Promise<string[]> {
  const rows = await db.kysely
    .selectFrom('refresh_tokens')
    .select('family_id')
    .distinct()
    .where('userno', '=', userno)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', nowMs)
    .execute();
  return rows.map((r) => r.family_id);
}
