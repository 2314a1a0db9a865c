// Short-lived access tokens: HS256 JWTs naming the user and the refresh family they came from.
import type { KeyObject } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export const accessTokenSeconds = 15 * 60;

/**
 * Access tokens and replay grants share a key, so each names its audience and each check demands its own:
 * a grant must never pass for an access token, nor the other way round.
 */
const accessAudience = 'api';

export interface AccessClaims {
  userno: number;
  familyId: string;
  /** Expiry, seconds since the epoch (for the cookie's own expiry, R7.62). */
  exp: number;
}

export async function signAccessToken(
  key: KeyObject,
  claims: { userno: number; familyId: string },
  nowMs: number,
): Promise<{ token: string; exp: number }> {
  const iat = Math.floor(nowMs / 1000);
  const exp = iat + accessTokenSeconds;
  const token = await new SignJWT({ fam: claims.familyId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.userno))
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .setIssuer('hoshi')
    .setAudience(accessAudience)
    .sign(key);
  return { token, exp };
}

/**
 * The claims of a valid token, or null when it is malformed, forged or expired.
 *
 * Tokens already verified with a key, until they expire: a token's signature and claims never change, so
 * checking them again on every call of a session is wasted work (the family is still checked per call).
 * Bounded, oldest dropped first.
 */
const verified = new WeakMap<KeyObject, Map<string, AccessClaims>>();
const verifiedLimit = 10_000;

export async function verifyAccessToken(
  key: KeyObject,
  token: string,
  nowMs: number,
): Promise<AccessClaims | null> {
  let byToken = verified.get(key);
  const known = byToken?.get(token);
  if (known) {
    if (known.exp * 1000 > nowMs) return known;
    byToken?.delete(token);
  }
  const claims = await verifyOnce(key, token, nowMs);
  if (claims) {
    if (!byToken) verified.set(key, (byToken = new Map()));
    if (byToken.size >= verifiedLimit) {
      const oldest = byToken.keys().next().value;
      if (oldest !== undefined) byToken.delete(oldest);
    }
    byToken.set(token, claims);
  }
  return claims;
}

async function verifyOnce(key: KeyObject, token: string, nowMs: number): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: 'hoshi',
      audience: accessAudience,
      currentDate: new Date(nowMs),
    });
    const userno = Number(payload.sub);
    if (!Number.isSafeInteger(userno) || userno <= 0 || typeof payload.fam !== 'string' || !payload.exp)
      return null;
    return { userno, familyId: payload.fam, exp: payload.exp };
  } catch {
    return null;
  }
}

/**
 * Replay grants (the kiosk outbox) live twelve hours and belong to the refresh family they were issued
 * under: sign-out, a password change or reset, a stop or a deletion ends them with the family. Twelve hours
 * covers a school day of lost Wi-Fi; writes older than that wait until their student signs in again.
 */
export const grantSeconds = 12 * 60 * 60;

export interface GrantClaims {
  userno: number;
  familyId: string;
}

export async function signReplayGrant(
  key: KeyObject,
  claims: GrantClaims,
  nowMs: number,
): Promise<{ token: string; exp: number }> {
  const iat = Math.floor(nowMs / 1000);
  const exp = iat + grantSeconds;
  const token = await new SignJWT({ scope: 'replay', fam: claims.familyId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.userno))
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .setIssuer('hoshi')
    .setAudience('outbox')
    .sign(key);
  return { token, exp };
}

/**
 * The user and family of a well-formed, unexpired replay grant, or null. An access token is not a grant and
 * a grant is no access token. Whether its family is still live is the caller's question.
 */
export async function verifyReplayGrant(
  key: KeyObject,
  token: string,
  nowMs: number,
): Promise<GrantClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: 'hoshi',
      audience: 'outbox',
      currentDate: new Date(nowMs),
    });
    const userno = Number(payload.sub);
    if (payload.scope !== 'replay' || typeof payload.fam !== 'string') return null;
    return Number.isSafeInteger(userno) && userno > 0 ? { userno, familyId: payload.fam } : null;
  } catch {
    return null;
  }
}
