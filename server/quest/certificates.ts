// Certificates (KCert, R3.33): one per received tier, issued by the claim; a print sets the first print
// time, every later print is a reprint record (KCertVector2).
import type { Kysely } from 'kysely';
import { tierDefinition, isTierIndex } from '../../src/domain/rules/tryQuestTiers';
import { certificateNumber } from '../../src/domain/rules/tryQuestRewards';
import { millisToMicros } from '../../src/domain/rules/time';
import type { Database } from '../db/schema';

type Tx = Kysely<Database>;

export interface KCert {
  TQIndex: number;
  STime: number;
  PTime: number;
  AStep: number;
  CertNo: string;
}

function toKCert(userno: number, row: { tqindex: number; stime_us: number; ptime_us: number }): KCert {
  const tier = isTierIndex(row.tqindex) ? tierDefinition(row.tqindex) : null;
  return {
    TQIndex: row.tqindex,
    STime: row.stime_us,
    PTime: row.ptime_us,
    AStep: tier?.aStep ?? 0,
    CertNo: isTierIndex(row.tqindex) ? certificateNumber(row.tqindex, userno) : '',
  };
}

/** Issues the tier's certificate at the claim; an existing one is kept as it is. */
export async function issueCertificate(
  tx: Tx,
  userno: number,
  tindex: number,
  nowMs: number,
): Promise<KCert> {
  await tx
    .insertInto('kcerts')
    .values({ userno, tqindex: tindex, stime_us: millisToMicros(nowMs), ptime_us: 0 })
    .onConflict((oc) => oc.columns(['userno', 'tqindex']).doNothing())
    .execute();
  const row = await tx
    .selectFrom('kcerts')
    .select(['tqindex', 'stime_us', 'ptime_us'])
    .where('userno', '=', userno)
    .where('tqindex', '=', tindex)
    .executeTakeFirstOrThrow();
  return toKCert(userno, row);
}

export async function certificatesOf(
  tx: Tx,
  userno: number,
): Promise<{ certificates: KCert[]; reprints: { TQIndex: number; PTime: number }[] }> {
  const rows = await tx
    .selectFrom('kcerts')
    .select(['tqindex', 'stime_us', 'ptime_us'])
    .where('userno', '=', userno)
    .orderBy('tqindex')
    .execute();
  const prints = await tx
    .selectFrom('kcert_prints')
    .select(['tqindex', 'ptime_us'])
    .where('userno', '=', userno)
    .orderBy('id')
    .execute();
  return {
    certificates: rows.map((row) => toKCert(userno, row)),
    reprints: prints.map((p) => ({ TQIndex: p.tqindex, PTime: p.ptime_us })),
  };
}

/** Records a print; null when the user holds no certificate of that tier. */
export async function printCertificate(
  tx: Tx,
  userno: number,
  tindex: number,
  nowMs: number,
): Promise<{ certificate: KCert; reprint: boolean; printedAt: number } | null> {
  const printedAt = millisToMicros(nowMs);
  // The guard `ptime_us = 0` makes the first print win even when two prints race.
  const first = await tx
    .updateTable('kcerts')
    .set({ ptime_us: printedAt })
    .where('userno', '=', userno)
    .where('tqindex', '=', tindex)
    .where('ptime_us', '=', 0)
    .executeTakeFirst();
  const reprint = Number(first.numUpdatedRows) === 0;
  const row = await tx
    .selectFrom('kcerts')
    .select(['tqindex', 'stime_us', 'ptime_us'])
    .where('userno', '=', userno)
    .where('tqindex', '=', tindex)
    .executeTakeFirst();
  if (!row) return null;
  if (reprint) {
    await tx.insertInto('kcert_prints').values({ userno, tqindex: tindex, ptime_us: printedAt }).execute();
  }
  return { certificate: toKCert(userno, row), reprint, printedAt };
}
