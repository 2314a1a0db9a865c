// Try-quest and certificates (R3.30–R3.34, R4.09–R4.19, R7.32, R7.33, R9.07–R9.13) on SQLite and, with
// DATABASE_URL, PostgreSQL: completeness comes from the server's stored progress (try slots, study totals,
// single progress, trainer step); a claim credits once, with ledger lines, and issues a certificate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tierDefinition, type TierIndex } from '../../src/domain/rules/tryQuestTiers';
import { createTestApp, signUpPlayer, type SignedInPlayer, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let n = 0;
type Player = SignedInPlayer;

const signedIn = async (): Promise<Player> => signUpPlayer(t, 'quester', (n += 1));

const db = () => t.testDb.db.kysely;

/**
 * Stores progress that meets every target of the tier (as the study, single and trainer calls would).
 * Single counts and the step are set, not raised: meet lower tiers first.
 */
async function meetTier(userno: number, tierIndex: TierIndex): Promise<void> {
  const tier = tierDefinition(tierIndex);
  if (!tier) throw new Error(`no tier ${tierIndex}`);
  for (const target of tier.singleTargets) {
    await db()
      .insertInto('single_progress')
      .values({
        userno,
        sno: target.singleType,
        gno: 1,
        lastjkno: target.neededCount,
        starsum: 0,
        updated_at: 0,
      })
      .onConflict((oc) => oc.columns(['userno', 'sno', 'gno']).doUpdateSet({ lastjkno: target.neededCount }))
      .execute();
  }
  for (const target of tier.studyTargets) {
    // One try run with 9 correct answers reaches the gold threshold (appini StudyTryGoldMedalCnt).
    await db()
      .insertInto('study_try_slots')
      .values({
        userno,
        kind: 'study',
        sno: target.categoryId,
        gno: target.groupId,
        slot: 0,
        cno: 9,
        created_at: 0,
      })
      .onConflict((oc) => oc.columns(['userno', 'kind', 'sno', 'gno', 'slot']).doNothing())
      .execute();
  }
  for (const target of tier.rankTargets) await setPoints(userno, target.categoryId, target.points);
  if (tier.stepTarget !== null) await setStep(userno, tier.stepTarget, 0);
}

async function setPoints(userno: number, sno: number, spoint: number): Promise<void> {
  await db()
    .insertInto('study_totals')
    .values({ userno, kind: 'study', sno, try_count: 1, spoint })
    .onConflict((oc) => oc.columns(['userno', 'kind', 'sno']).doUpdateSet({ spoint }))
    .execute();
}

async function setStep(userno: number, bstep: number, btype: number): Promise<void> {
  await db()
    .insertInto('trainer_steps')
    .values({ userno, bstep, btype, updated_at: 0 })
    .onConflict((oc) => oc.column('userno').doUpdateSet({ bstep, btype }))
    .execute();
}

async function balances(userno: number) {
  return db().selectFrom('balances').selectAll().where('userno', '=', userno).executeTakeFirstOrThrow();
}

async function ledgerSum(userno: number, currency: 'gem' | 'heart_slot'): Promise<number> {
  const rows = await db()
    .selectFrom('ledger')
    .select('delta')
    .where('userno', '=', userno)
    .where('currency', '=', currency)
    .execute();
  return rows.reduce((sum, r) => sum + r.delta, 0);
}

interface TierView {
  TIndex: number;
  AStep: number;
  EndFlag: boolean;
  RecvFlag: boolean;
  SelectFlag: boolean;
  BStep: { BStep: number; met: boolean }[];
  Single: { SNo: number; JKCnt: number; count: number; met: boolean }[];
  Study: { SNo: number; GNo: number; met: boolean }[];
  StudyRank: { SNo: number; Point: number; points: number; met: boolean }[];
  reward: { gem: number; slot: number; blevel: number };
}

async function tiers(p: Player): Promise<TierView[]> {
  const info = await p.call('/api/tryquest/info', {});
  expect(info.errorcode).toBe(0);
  return info.TryQuestVector as TierView[];
}

describe('/api/tryquest/info', () => {
  it('shows ten tiers with the spec steps, nothing complete, tier 1 selected (R4.09, R4.17, R9.07)', async () => {
    const p = await signedIn();
    const info = await p.call('/api/tryquest/info', { userno: p.userno });
    expect(info).toMatchObject({ errorcode: 0, BStep: 40, BType: 0, TryQuestRecv: [] });
    const view = info.TryQuestVector as TierView[];
    expect(view.map((v) => v.AStep)).toEqual([99, 89, 79, 74, 69, 64, 59, 54, 51, 49]);
    expect(view.filter((v) => v.EndFlag)).toEqual([]);
    expect(view.filter((v) => v.SelectFlag).map((v) => v.TIndex)).toEqual([1]);
    expect(view[0]).toMatchObject({
      BStep: [],
      Single: [
        { SNo: 3, GNo: 0, JKCnt: 50, count: 0, met: false },
        { SNo: 4, GNo: 0, JKCnt: 5, count: 0, met: false },
      ],
      Study: [{ SNo: 2, GNo: 1, met: false }],
      StudyRank: [],
      reward: { gem: 10, slot: 0, blevel: 1 },
    });
    // The default trainer step (40) meets tier 2's step target and no stronger one.
    expect(view[1]?.BStep).toEqual([{ BStep: 40, BType: 99, met: true }]);
    expect(view[2]?.BStep).toEqual([{ BStep: 30, BType: 99, met: false }]);
  });

  it('counts progress from the stored data and completes a tier when every target is met (R4.10)', async () => {
    const p = await signedIn();
    await db()
      .insertInto('single_progress')
      .values([
        { userno: p.userno, sno: 3, gno: 1, lastjkno: 30, starsum: 0, updated_at: 0 },
        { userno: p.userno, sno: 3, gno: 2, lastjkno: 12, starsum: 0, updated_at: 0 },
      ])
      .execute();
    let tier1 = (await tiers(p))[0];
    expect(tier1?.Single[0]).toMatchObject({ count: 42, met: false });
    expect(tier1?.EndFlag).toBe(false);
    await meetTier(p.userno, 1);
    tier1 = (await tiers(p))[0];
    expect(tier1).toMatchObject({ EndFlag: true, RecvFlag: false, SelectFlag: true });
    expect(tier1?.Study).toEqual([{ SNo: 2, GNo: 1, met: true }]);
  });

  it('reads rank points and the trainer step, with the bypass type (R4.11, R4.12, R4.14)', async () => {
    const p = await signedIn();
    await setPoints(p.userno, 4, 4999);
    let tier6 = (await tiers(p))[5];
    expect(tier6?.StudyRank).toEqual([{ SNo: 4, Point: 5000, points: 4999, met: false }]);
    expect(tier6?.BStep[0]?.met).toBe(false);
    await setPoints(p.userno, 4, 5000);
    await setStep(p.userno, 90, 99);
    tier6 = (await tiers(p))[5];
    expect(tier6?.StudyRank[0]?.met).toBe(true);
    expect(tier6?.BStep[0]?.met).toBe(true);
  });

  it('caps the initial tier at 3 for the free grade once a tier above 3 is complete (R4.18, R4.19)', async () => {
    const p = await signedIn();
    for (const tier of [1, 2, 3, 4, 5] as const) await meetTier(p.userno, tier);
    expect((await p.call('/api/tryquest/reward', { tindex: 4 })).errorcode).toBe(0);
    const selected = async () => (await tiers(p)).filter((v) => v.SelectFlag).map((v) => v.TIndex);
    expect(await selected()).toEqual([3]);
    await db().updateTable('users').set({ grade: 2 }).where('userno', '=', p.userno).execute();
    expect(await selected()).toEqual([5]);
  });
});

describe('/api/tryquest/reward (R4.16, R7.32)', () => {
  it('refuses an incomplete tier and changes nothing', async () => {
    const p = await signedIn();
    await p.call('/api/heart/add', {});
    const before = await balances(p.userno);
    expect(await p.call('/api/tryquest/reward', { userno: p.userno, tindex: 1 })).toEqual({
      errorcode: -1201,
    });
    expect(await balances(p.userno)).toEqual(before);
    expect(
      await db().selectFrom('tryquest_receipts').selectAll().where('userno', '=', p.userno).execute(),
    ).toEqual([]);
  });

  it('credits gems, the rank reward counter and the certificate once, with ledger lines', async () => {
    const p = await signedIn();
    await meetTier(p.userno, 1);
    const claim = await p.call('/api/tryquest/reward', { userno: p.userno, tindex: 1 }, 'claim-tier-1');
    expect(claim).toMatchObject({
      errorcode: 0,
      TIndex: 1,
      RecvBLevel: 1,
      RecvBCount: 1,
      gem: 10,
      RecvGem: 10,
      heartSlotCount: 0,
      RecvSlot: 0,
      heartMax: 5,
      KCert: { TQIndex: 1, STime: t.now.ms * 1000, PTime: 0, AStep: 99 },
    });
    expect((claim.KCert as { CertNo: string }).CertNo).toMatch(/^HQ-01-\d{6}$/);
    // The load sequence's user info carries the rank reward counters (R3.34).
    const { userinfo } = (await p.call('/api/userinfo', {})) as { userinfo: { RankReward: unknown } };
    expect(userinfo.RankReward).toEqual([{ blevel: 1, bcount: 1 }]);
    // The same key replays the first answer; a new key is refused; gems were credited once.
    expect(await p.call('/api/tryquest/reward', { userno: p.userno, tindex: 1 }, 'claim-tier-1')).toEqual(
      claim,
    );
    expect(await p.call('/api/tryquest/reward', { tindex: 1 })).toEqual({ errorcode: -1202 });
    const row = await balances(p.userno);
    expect(row.gem).toBe(10);
    expect(await ledgerSum(p.userno, 'gem')).toBe(row.gem);
    const info = await p.call('/api/tryquest/info', {});
    expect(info.TryQuestRecv).toEqual([{ TIndex: 1, date: t.now.ms * 1000 }]);
    const view = info.TryQuestVector as TierView[];
    expect(view[0]).toMatchObject({ EndFlag: true, RecvFlag: true, SelectFlag: false });
    expect(view[1]?.SelectFlag).toBe(true);
  });

  it('adds a heart slot on even tiers, raising the heart maximum (ledger heart_slot)', async () => {
    const p = await signedIn();
    await meetTier(p.userno, 2);
    const claim = await p.call('/api/tryquest/reward', { tindex: 2 });
    expect(claim).toMatchObject({
      errorcode: 0,
      RecvGem: 20,
      gem: 20,
      RecvSlot: 1,
      heartSlotCount: 1,
      heartMax: 6,
    });
    expect(await ledgerSum(p.userno, 'heart_slot')).toBe(1);
    const heart = (await p.call('/api/heart/add', {})) as { heartMax: number };
    expect(heart.heartMax).toBe(6);
  });

  it('a received tier stays received when progress falls later', async () => {
    const p = await signedIn();
    await meetTier(p.userno, 1);
    expect((await p.call('/api/tryquest/reward', { tindex: 1 })).errorcode).toBe(0);
    await db().deleteFrom('single_progress').where('userno', '=', p.userno).execute();
    expect((await tiers(p))[0]).toMatchObject({ EndFlag: true, RecvFlag: true });
    expect(await p.call('/api/tryquest/reward', { tindex: 1 })).toEqual({ errorcode: -1202 });
  });

  it('two claims racing with different keys credit once', async () => {
    const p = await signedIn();
    await meetTier(p.userno, 3);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, k) => p.call('/api/tryquest/reward', { tindex: 3 }, `race-claim-${k}`)),
    );
    const codes = answers.map((a) => a.errorcode).sort();
    expect(codes).toEqual([-1202, -1202, -1202, -1202, -1202, 0]);
    expect((await balances(p.userno)).gem).toBe(30);
    const counters = await db()
      .selectFrom('rank_rewards')
      .selectAll()
      .where('userno', '=', p.userno)
      .execute();
    expect(counters).toEqual([{ userno: p.userno, blevel: 3, bcount: 1 }]);
  });

  it('refuses another user in the body (-4031) and touches nothing of theirs', async () => {
    const victim = await signedIn();
    const attacker = await signedIn();
    await meetTier(victim.userno, 1);
    expect(await attacker.call('/api/tryquest/reward', { userno: victim.userno, tindex: 1 })).toEqual({
      errorcode: -4031,
    });
    expect(await attacker.call('/api/tryquest/info', { userno: victim.userno })).toEqual({
      errorcode: -4031,
    });
    expect(await attacker.call('/api/kcert/info', { userno: victim.userno })).toEqual({ errorcode: -4031 });
    const receipts = await db().selectFrom('tryquest_receipts').selectAll().execute();
    expect(receipts.filter((r) => r.userno === victim.userno)).toEqual([]);
  });

  it.each([{}, { tindex: 0 }, { tindex: 11 }, { tindex: '1' }, { tindex: 1.5 }, { tindex: null }])(
    'answers -1000 to the bad body %j',
    async (body) => {
      const p = await signedIn();
      expect(await p.call('/api/tryquest/reward', body)).toEqual({ errorcode: -1000 });
    },
  );

  it('needs a signed-in user (401)', async () => {
    const res = await t.post('/api/tryquest/reward', { tindex: 1 });
    expect(res.statusCode).toBe(401);
  });
});

describe('certificates (R3.33, R7.33)', () => {
  it('lists the certificate of a claimed tier; the first print sets PTime, later ones are reprints', async () => {
    const p = await signedIn();
    expect(await p.call('/api/kcert/info', {})).toEqual({ errorcode: 0, KCertVector: [], KCertVector2: [] });
    expect(await p.call('/api/kcert/print', { tqindex: 1 })).toEqual({ errorcode: -2 });
    await meetTier(p.userno, 1);
    await p.call('/api/tryquest/reward', { tindex: 1 });
    const issuedAt = t.now.ms * 1000;

    t.now.ms += 60_000;
    const first = await p.call('/api/kcert/print', { tqindex: 1 }, 'print-first');
    expect(first).toMatchObject({ errorcode: 0, reprint: false, PTime: t.now.ms * 1000 });
    expect(await p.call('/api/kcert/print', { tqindex: 1 }, 'print-first')).toEqual(first);
    const firstPrint = t.now.ms * 1000;
    t.now.ms += 60_000;
    const second = await p.call('/api/kcert/print', { tqindex: 1 }, 'print-second');
    expect(second).toMatchObject({ errorcode: 0, reprint: true, PTime: t.now.ms * 1000 });

    const info = await p.call('/api/kcert/info', {});
    expect(info.KCertVector).toEqual([
      { TQIndex: 1, STime: issuedAt, PTime: firstPrint, AStep: 99, CertNo: expect.stringMatching(/^HQ-01-/) },
    ]);
    expect(info.KCertVector2).toEqual([{ TQIndex: 1, PTime: t.now.ms * 1000 }]);
  });

  it('answers -1000 to a bad tier', async () => {
    const p = await signedIn();
    expect(await p.call('/api/kcert/print', { tqindex: 12 })).toEqual({ errorcode: -1000 });
  });
});
