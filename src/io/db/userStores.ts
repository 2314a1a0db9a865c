// The user's bundle and cached server data in IndexedDB, keyed by user: written after each successful
// call, read when the network is unreachable (DESIGN.md offline). Reads are checked against the protocol
// schema, so a bundle from an older app version is ignored rather than trusted.
import { dedataSchema, type Dedata } from '../../protocol';
import type { HoshiDb, StoredBundle } from './database';

export async function saveBundle(
  db: HoshiDb | null,
  userno: number,
  dedata: Dedata,
  serverOffsetMs: number,
  nowMs: number = Date.now(),
): Promise<void> {
  if (!db) return;
  await db.put('bundles', { userno, dedata, serverOffsetMs, savedAtMs: nowMs });
}

export async function loadBundle(db: HoshiDb | null, userno: number): Promise<StoredBundle | null> {
  if (!db) return null;
  const stored = await db.get('bundles', userno);
  if (!stored) return null;
  const checked = dedataSchema().safeParse(stored.dedata);
  if (!checked.success || checked.data.userLogin.userno !== userno) return null;
  return { ...stored, dedata: checked.data };
}

export async function saveUserData(
  db: HoshiDb | null,
  userno: number,
  name: string,
  value: unknown,
  nowMs: number = Date.now(),
): Promise<void> {
  if (!db) return;
  await db.put('userData', { userno, name, value, savedAtMs: nowMs });
}

export async function loadUserData(db: HoshiDb | null, userno: number, name: string): Promise<unknown> {
  if (!db) return undefined;
  return (await db.get('userData', [userno, name]))?.value;
}
