// Hearts and dice on the server's clock (R4.23–R4.25, R7.36, R7.41, R7.42), idempotent replays, and the
// ledger that always sums to the balance — on SQLite and, in CI, on PostgreSQL.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerMismatches, setBalances } from '../support/ledger';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let n = 0;
interface Player {
  username: string;
  token: string;
  userno: number;
}

async function signedIn(): Promise<Player> {
  n += 1;
  const username = `econ${n}`;
  await t.post('/api/user/reg', { username, passwd: 'stone-1234', email: '' });
  const json = (await t.post('/api/login', { username, passwd: 'stone-1234' })).json();
  return { username, token: json.accessToken, userno: json.userno };
}

/** Moves the server clock; the player signs in again since access tokens last 15 minutes. */
async function later(u: Player, ms: number): Promise<void> {
  t.now.ms += ms;
  u.token = (await t.post('/api/login', { username: u.username, passwd: 'stone-1234' })).json().accessToken;
}

const minutes = (m: number) => m * 60_000;

async function ledgerSums(userno: number) {
  const rows = await t.testDb.db.kysely
    .selectFrom('ledger')
    .select(['currency', 'delta'])
    .where('userno', '=', userno)
    .execute();
  const sums: Record<string, number> = {};
  for (const r of rows) sums[r.currency] = (sums[r.currency] ?? 0) + r.delta;
  return sums;
}

describe('hearts (R4.23–R4.25)', () => {
  it('starts full, spends, recharges one heart per 30 minutes on the server clock', async () => {
    const u = await signedIn();
    const spend = (delta: number, key?: string) =>
      t.post(
        '/api/heart/spent',
        { userno: u.userno, delta },
        { token: u.token, headers: key ? { 'idempotency-key': key } : {} },
      );
    const first = (await spend(2)).json();
    expect(first).toMatchObject({ errorcode: 0, heartCnt: 3, heartMax: 5, singleTime: t.now.ms * 1000 });
    await later(u, minutes(29));
    expect((await t.post('/api/heart/add', {}, { token: u.token })).json().heartCnt).toBe(3);
    await later(u, minutes(1));
    expect((await t.post('/api/heart/add', {}, { token: u.token })).json().heartCnt).toBe(4);
    await later(u, minutes(300));
    const full = (await t.post('/api/heart/add', {}, { token: u.token })).json();
    expect(full.heartCnt).toBe(5);
  });

  it('refuses to spend more than there is, and never goes below zero', async () => {
    const u = await signedIn();
    expect((await t.post('/api/heart/spent', { delta: 6 }, { token: u.token })).json()).toEqual({
      errorcode: -1004,
    });
    expect((await t.post('/api/heart/spent', { delta: 5 }, { token: u.token })).json().heartCnt).toBe(0);
    expect((await t.post('/api/heart/spent', { delta: 1 }, { token: u.token })).json()).toEqual({
      errorcode: -1004,
    });
  });

  it.each([[0], [-1], [1.5], ['1'], [null]])('refuses the delta %s as invalid input', async (delta) => {
    const u = await signedIn();
    expect((await t.post('/api/heart/spent', { delta }, { token: u.token })).json()).toEqual({
      errorcode: -1000,
    });
  });
});

describe('idempotency', () => {
  it('applies a key once and answers replays with the first answer', async () => {
    const u = await signedIn();
    const call = () =>
      t.post(
        '/api/heart/spent',
        { delta: 1 },
        { token: u.token, headers: { 'idempotency-key': 'spend-0001' } },
      );
    const a = (await call()).json();
    t.now.ms += 1000;
    const b = (await call()).json();
    expect(b).toEqual(a);
    expect(a.heartCnt).toBe(4);
  });

  it('refuses the same key with another body', async () => {
    const u = await signedIn();
    const headers = { 'idempotency-key': 'spend-0002' };
    await t.post('/api/heart/spent', { delta: 1 }, { token: u.token, headers });
    expect((await t.post('/api/heart/spent', { delta: 2 }, { token: u.token, headers })).json()).toEqual({
      errorcode: -4090,
    });
  });

  it('keeps keys per user: the same key from two users applies twice', async () => {
    const a = await signedIn();
    const b = await signedIn();
    const headers = { 'idempotency-key': 'shared-key-1' };
    expect(
      (await t.post('/api/heart/spent', { delta: 1 }, { token: a.token, headers })).json().heartCnt,
    ).toBe(4);
    expect(
      (await t.post('/api/heart/spent', { delta: 1 }, { token: b.token, headers })).json().heartCnt,
    ).toBe(4);
  });

  it('replay storm: 1,500 concurrent calls over 300 keys apply exactly 300', async () => {
    const u = await signedIn();
    await t.post('/api/heart/add', {}, { token: u.token });
    await setBalances(t.testDb.db.kysely, u.userno, { heart_count: 1000 });
    const calls = [];
    for (let copy = 0; copy < 5; copy++) {
      for (let k = 0; k < 300; k++) {
        calls.push(
          t.post(
            '/api/heart/spent',
            { delta: 1 },
            { token: u.token, headers: { 'idempotency-key': `storm-${k}-key` } },
          ),
        );
      }
    }
    const answers = (await Promise.all(calls)).map((r) => r.json() as { errorcode: number });
    expect(answers.every((a) => a.errorcode === 0)).toBe(true);
    const row = await t.testDb.db.kysely
      .selectFrom('balances')
      .selectAll()
      .where('userno', '=', u.userno)
      .executeTakeFirstOrThrow();
    expect(row.heart_count).toBe(700);
    const spends = await t.testDb.db.kysely
      .selectFrom('ledger')
      .select('id')
      .where('userno', '=', u.userno)
      .where('reason', '=', 'heart_spent')
      .execute();
    expect(spends).toHaveLength(300);
  });

  it('600 concurrent spends against 50 hearts apply 50 and never go below zero', async () => {
    const u = await signedIn();
    await t.post('/api/heart/add', {}, { token: u.token });
    await setBalances(t.testDb.db.kysely, u.userno, { heart_count: 50 });
    const answers = await Promise.all(
      Array.from({ length: 600 }, (_, k) =>
        t.post(
          '/api/heart/spent',
          { delta: 1 },
          { token: u.token, headers: { 'idempotency-key': `drain-${k}-key` } },
        ),
      ),
    );
    const codes = answers.map((r) => (r.json() as { errorcode: number }).errorcode);
    expect(codes.filter((c) => c === 0)).toHaveLength(50);
    expect(codes.filter((c) => c === -1004)).toHaveLength(550);
    const row = await t.testDb.db.kysely
      .selectFrom('balances')
      .selectAll()
      .where('userno', '=', u.userno)
      .executeTakeFirstOrThrow();
    expect(row.heart_count).toBe(0);
  });
});

describe('ledger', () => {
  const balancesOf = (userno: number) =>
    t.testDb.db.kysely
      .selectFrom('balances')
      .selectAll()
      .where('userno', '=', userno)
      .executeTakeFirstOrThrow();

  it('sums to the balance after spends and recharges', async () => {
    const u = await signedIn();
    await t.post('/api/heart/spent', { delta: 3 }, { token: u.token });
    await later(u, minutes(65));
    await t.post('/api/heart/spent', { delta: 1 }, { token: u.token });
    const row = await balancesOf(u.userno);
    const sums = await ledgerSums(u.userno);
    expect(sums.heart).toBe(row.heart_count);
    expect(row.heart_count).toBe(3);
  });

  it("books a new account's starting balances (issue 12)", async () => {
    const u = await signedIn();
    await t.post('/api/dice/alive/count', {}, { token: u.token });
    const lines = await t.testDb.db.kysely
      .selectFrom('ledger')
      .select(['currency', 'delta', 'balance_after', 'reason'])
      .where('userno', '=', u.userno)
      .orderBy('id')
      .execute();
    expect(lines).toEqual([
      { currency: 'heart', delta: 5, balance_after: 5, reason: 'starting_balance' },
      { currency: 'gold', delta: 100, balance_after: 100, reason: 'starting_balance' },
      { currency: 'dice', delta: 5, balance_after: 5, reason: 'starting_balance' },
    ]);
    const row = await balancesOf(u.userno);
    expect(await ledgerSums(u.userno)).toEqual({
      heart: row.heart_count,
      gold: row.gold,
      dice: row.dice_count,
    });
  });

  it('commits a balance change only with its ledger line, with or without an Idempotency-Key (issue 12)', async () => {
    const u = await signedIn();
    await t.post('/api/heart/add', {}, { token: u.token });
    const db = t.testDb.db;
    // The ledger refuses heart spends for a moment, as a full disk or a lost connection would.
    if (db.dialect === 'sqlite') {
      await sql`create trigger ledger_refuse before insert on ledger when new.reason = 'heart_spent'
        begin select raise(abort, 'ledger refused'); end`.execute(db.kysely);
    } else {
      await sql`create function ledger_refuse() returns trigger as $$ begin
        if new.reason = 'heart_spent' then raise exception 'ledger refused'; end if; return new; end $$
        language plpgsql`.execute(db.kysely);
      await sql`create trigger ledger_refuse before insert on ledger for each row
        execute function ledger_refuse()`.execute(db.kysely);
    }
    try {
      const plain = await t.post('/api/heart/spent', { delta: 1 }, { token: u.token });
      const keyed = await t.post(
        '/api/heart/spent',
        { delta: 1 },
        { token: u.token, headers: { 'idempotency-key': 'refused-spend-key' } },
      );
      expect([plain.statusCode, keyed.statusCode]).toEqual([500, 500]);
    } finally {
      await sql`drop trigger ledger_refuse${db.dialect === 'sqlite' ? sql`` : sql` on ledger`}`.execute(
        db.kysely,
      );
      if (db.dialect !== 'sqlite') await sql`drop function ledger_refuse()`.execute(db.kysely);
    }
    // Neither spend left its balance change behind.
    expect((await balancesOf(u.userno)).heart_count).toBe(5);
    expect((await ledgerSums(u.userno)).heart).toBe(5);
    expect((await t.post('/api/heart/spent', { delta: 1 }, { token: u.token })).json()).toMatchObject({
      heartCnt: 4,
    });
  });

  it('the invariant check names a user whose ledger does not sum to the balance', async () => {
    const u = await signedIn();
    await t.post('/api/heart/add', {}, { token: u.token });
    const db = t.testDb.db.kysely;
    expect(await ledgerMismatches(db)).toEqual([]);
    await db.updateTable('balances').set({ gold: 1000 }).where('userno', '=', u.userno).execute();
    expect(await ledgerMismatches(db)).toEqual([
      { userno: u.userno, currency: 'gold', balance: 1000, ledger: 100 },
    ]);
    await db.updateTable('balances').set({ gold: 100 }).where('userno', '=', u.userno).execute();
    // A direct change booked like the wallet books it keeps the invariant.
    await setBalances(db, u.userno, { gold: 1000 });
    expect(await ledgerMismatches(db)).toEqual([]);
  });
});

describe('dice (R7.36)', () => {
  it('answers the count and anchor in microseconds', async () => {
    const u = await signedIn();
    const res = (await t.post('/api/dice/alive/count', { userno: u.userno }, { token: u.token })).json();
    expect(res).toMatchObject({ errorcode: 0, DiceCount: 5, serverTime: t.now.ms * 1000 });
  });
});
