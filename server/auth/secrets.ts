// Server keys, created once and kept in the database so that every process signs and seals alike.
// AUTH_SECRET (32+ characters) overrides the stored key, for deployments that manage secrets outside.
import { createHash, createSecretKey, hkdfSync, randomBytes, type KeyObject } from 'node:crypto';
import type { Db } from '../db/database';

export interface ServerKeys {
  /** HS256 key of the access JWTs. */
  accessKey: KeyObject;
  /** A256GCM key of the sealed session blob. */
  sealKey: KeyObject;
  /** HMAC key of the device-held session proofs and sign-out tokens (server/auth/sessionProof.ts). */
  proofKey: KeyObject;
}

/** KeyObjects, made once: handing jose raw bytes would import the key again on every request. */
function derive(master: Buffer, label: string): KeyObject {
  return createSecretKey(Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), `hoshi:${label}`, 32)));
}

export async function loadServerKeys(
  db: Db,
  nowMs: number,
  envSecret = process.env.AUTH_SECRET,
): Promise<ServerKeys> {
  let master: Buffer;
  if (envSecret && envSecret.length >= 32) {
    master = createHash('sha256').update(envSecret).digest();
  } else {
    const fresh = randomBytes(32).toString('base64url');
    // Insert-if-absent, then read back: two processes starting at once agree on one key.
    await db.kysely
      .insertInto('server_keys')
      .values({ name: 'master', value: fresh, created_at: nowMs })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const row = await db.kysely
      .selectFrom('server_keys')
      .select('value')
      .where('name', '=', 'master')
      .executeTakeFirstOrThrow();
    master = Buffer.from(row.value, 'base64url');
  }
  return {
    accessKey: derive(master, 'access'),
    sealKey: derive(master, 'seal'),
    proofKey: derive(master, 'proof'),
  };
}
