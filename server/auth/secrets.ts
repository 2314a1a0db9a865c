// Server keys, created once and kept in the database so that every process signs and seals alike.
// AUTH_SECRET (32+ characters) overrides the stored key, for deployments that manage secrets outside. The
// deployment's id (the name of its Redis channels) is kept the same way.
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

/**
 * A random value kept in the database under `name`, made by the first process that asks: insert-if-absent,
 * then read back, so two processes starting at once agree on one value.
 */
async function storedRandom(db: Db, name: string, nowMs: number): Promise<string> {
  await db.kysely
    .insertInto('server_keys')
    .values({ name, value: randomBytes(32).toString('base64url'), created_at: nowMs })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.kysely
    .selectFrom('server_keys')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}

/**
 * The deployment's own name for what it shares outside its database (the Redis channels of the realtime
 * rooms): every process on one database has the same, another database another, so two deployments that
 * share a Redis never hear each other's rooms (rooms are named by user numbers, which each database counts
 * from 1). Not a secret: it only keeps channels apart.
 */
export async function deploymentId(db: Db, nowMs: number): Promise<string> {
  return (await storedRandom(db, 'deployment', nowMs)).slice(0, 16);
}

export async function loadServerKeys(
  db: Db,
  nowMs: number,
  envSecret = process.env.AUTH_SECRET,
): Promise<ServerKeys> {
  const master =
    envSecret && envSecret.length >= 32
      ? createHash('sha256').update(envSecret).digest()
      : Buffer.from(await storedRandom(db, 'master', nowMs), 'base64url');
  return {
    accessKey: derive(master, 'access'),
    sealKey: derive(master, 'seal'),
    proofKey: derive(master, 'proof'),
  };
}
