// What a device holds besides its tokens, so that signing out works without the network (issue 12):
// - the session proof: a secret of the refresh family that the app keeps in its session record (never in a
//   cookie). The refresh call and every call or socket authenticated by a cookie must show it, so the
//   HttpOnly cookies a browser keeps after an offline sign-out are useless to the next person at the
//   tablet once the app has forgotten the record.
// - the sign-out token: names one family and can do nothing but end it. It may wait in the outbox after
//   the device forgot everything else, and ends the family on the server when the network returns.
// Both are HMACs of the family id under a server key: nothing to store, the same on every process.
import { createHmac, timingSafeEqual, type KeyObject } from 'node:crypto';

function mac(key: KeyObject, purpose: 'proof' | 'sign-out', familyId: string): string {
  return createHmac('sha256', key).update(`${purpose}\n${familyId}`).digest('base64url');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function sessionProof(key: KeyObject, familyId: string): string {
  return mac(key, 'proof', familyId);
}

export function isSessionProof(key: KeyObject, familyId: string, proof: unknown): boolean {
  return typeof proof === 'string' && sameText(proof, sessionProof(key, familyId));
}

export function signOutToken(key: KeyObject, familyId: string): string {
  return `${familyId}.${mac(key, 'sign-out', familyId)}`;
}

/** The family a sign-out token ends, or null when it is not one of ours. */
export function familyOfSignOutToken(key: KeyObject, token: string): string | null {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const familyId = token.slice(0, dot);
  return sameText(token.slice(dot + 1), mac(key, 'sign-out', familyId)) ? familyId : null;
}
