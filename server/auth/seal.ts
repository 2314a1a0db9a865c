// The session blob that /api/deinfowork restores (DESIGN.md): encrypted and authenticated by the server
// (JWE, dir + A256GCM), so the client can store it but neither read nor forge it.
import type { KeyObject } from 'node:crypto';
import { compactDecrypt, CompactEncrypt } from 'jose';

export interface SessionSeal {
  userno: number;
  familyId: string;
  /** When the session was opened (ms). */
  issuedAt: number;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export async function sealSession(key: KeyObject, session: SessionSeal): Promise<string> {
  return new CompactEncrypt(encoder.encode(JSON.stringify(session)))
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .encrypt(key);
}

export async function unsealSession(key: KeyObject, blob: string): Promise<SessionSeal | null> {
  try {
    const { plaintext } = await compactDecrypt(blob, key);
    const value = JSON.parse(decoder.decode(plaintext)) as Partial<SessionSeal>;
    if (
      typeof value.userno !== 'number' ||
      typeof value.familyId !== 'string' ||
      typeof value.issuedAt !== 'number'
    ) {
      return null;
    }
    return { userno: value.userno, familyId: value.familyId, issuedAt: value.issuedAt };
  } catch {
    return null;
  }
}
