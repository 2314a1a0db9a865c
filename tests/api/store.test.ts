// The academy store (R3.21, R3.35, R7.52, R7.58 and /api/store/buy) on the fixture store pack, on SQLite
// and, with DATABASE_URL, PostgreSQL: names in the asked language, prices paid from the wallet with ledger
// lines, memberships extended, items owned; refusals leave every balance as it was.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadStoreCatalog } from '../../server/content/store';
import { setBalances } from '../support/ledger';
import { createTestApp, fixturePacksDir, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let n = 0;
interface Player {
  userno: number;
  call: (path: string, body?: object, key?: string) => Promise<Record<string, unknown>>;
}

async function signedIn(lang = 'ko-KR'): Promise<Player> {
  n += 1;
  const username = `shopper${n}`;
  await t.post('/api/user/reg', { username, passwd: 'stone-1234', email: '', lang });
  const json = (await t.post('/api/login', { username, passwd: 'stone-1234' })).json();
  const token = json.accessToken as string;
  let key = 0;
  const call = async (path: string, body: object = {}, replayKey?: string) => {
    const res = await t.post(path, body, {
      token,
      headers: { 'idempotency-key': replayKey ?? `shop-${n}-${key++}-key` },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as Record<string, unknown>;
  };
  return { userno: json.userno as number, call };
}

const db = () => t.testDb.db.kysely;
const us = (ms: number) => ms * 1000;
const DAY = 86_400_000;

async function wallet(userno: number) {
  const row = await db()
    .selectFrom('balances')
    .select(['gold', 'gem'])
    .where('userno', '=', userno)
    .executeTakeFirstOrThrow();
  return row;
}

async function giveGems(p: Player, gem: number): Promise<void> {
  await p.call('/api/heart/add', {});
  await setBalances(db(), p.userno, { gem });
}

async function goldLedger(userno: number): Promise<number> {
  const rows = await db()
    .selectFrom('ledger')
    .select('delta')
    .where('userno', '=', userno)
    .where('currency', '=', 'gold')
    .execute();
  return rows.reduce((sum, r) => sum + r.delta, 0);
}

interface ItemView {
  id: string;
  kind: string;
  name: string;
  owned: boolean;
  until: number;
}

describe('/api/academy/other/buy/info (R7.52)', () => {
  it('names the items in the asked language and offers language-bound items only there', async () => {
    const p = await signedIn();
    const en = await p.call('/api/academy/other/buy/info', { userno: p.userno, lang: 'en' });
    expect(en).toMatchObject({ errorcode: 0, lang: 'en-US', gold: 100, gem: 0, membership: null, owned: [] });
    const items = en.items as ItemView[];
    expect(items.map((i) => i.id)).toEqual([
      'term-30',
      'term-weekday-10',
      'emo-smile-7',
      'stone-shell',
      'stone-sweets',
    ]);
    expect(items[2]).toMatchObject({
      kind: 'emoticon',
      name: 'Smiling stones',
      currency: 'gold',
      price: 30,
      refId: 1,
      days: 7,
      owned: false,
      until: 0,
    });
    expect(items[0]).toMatchObject({ kind: 'membership', refId: 0, days: 30, type: 1, weekDay: 255 });
    const ko = await p.call('/api/academy/other/buy/info', { lang: 'ko-KR' });
    expect((ko.items as ItemView[]).map((i) => i.name)).toContain('학원 체험 7일');
  });

  it("uses the user's language when none is asked", async () => {
    const p = await signedIn('zh-CN');
    const info = await p.call('/api/academy/other/buy/info', {});
    expect(info.lang).toBe('zh-CN');
    expect((info.items as ItemView[])[3]?.name).toBe('熊猫棋子');
  });

  it('shows what the user owns and until when', async () => {
    const p = await signedIn();
    await p.call('/api/store/buy', { itemId: 'emo-smile-7' });
    const info = await p.call('/api/academy/other/buy/info', { lang: 'en-US' });
    const emoticon = (info.items as ItemView[]).find((i) => i.id === 'emo-smile-7');
    expect(emoticon).toMatchObject({ owned: true, until: us(t.now.ms + 7 * DAY) });
    expect(info.owned).toEqual([{ kind: 'emoticon', refId: 1, stime: us(t.now.ms), useday: 7 }]);
    expect(info.gold).toBe(70);
    // The load sequence's user info lists it as emo_info (R3.20).
    const { userinfo } = (await p.call('/api/userinfo', {})) as { userinfo: { emo_info: unknown } };
    expect(userinfo.emo_info).toEqual([{ eid: 1, stime: us(t.now.ms), useday: 7 }]);
  });
});

describe('/api/term/store/info (R7.58)', () => {
  it('lists the membership terms with names in three languages', async () => {
    const p = await signedIn();
    const info = await p.call('/api/term/store/info', { userno: p.userno });
    expect(info).toMatchObject({ errorcode: 0, membership: null });
    const list = info.TermStoreList as { id: string; name: Record<string, string> }[];
    expect(list.map((term) => term.id)).toEqual(['term-30', 'term-weekday-10', 'term-korea-7']);
    expect(list[1]).toEqual({
      id: 'term-weekday-10',
      name: {
        'ko-KR': '평일 회원권 10일',
        'en-US': 'Weekday membership, 10 days',
        'zh-CN': '工作日会员 10 天',
      },
      currency: 'gold',
      price: 40,
      termDay: 10,
      type: 2,
      weekDay: 62,
      grade: 2,
    });
  });
});

describe('/api/store/buy', () => {
  it('pays gold for an emoticon, with a ledger line; buying again adds its days', async () => {
    const p = await signedIn();
    const first = await p.call('/api/store/buy', { userno: p.userno, itemId: 'emo-smile-7' });
    expect(first).toEqual({
      errorcode: 0,
      itemId: 'emo-smile-7',
      kind: 'emoticon',
      gold: 70,
      goldDelta: -30,
      gem: 0,
      GemDelta: 0,
      membership: null,
      item: { kind: 'emoticon', refId: 1, stime: us(t.now.ms), useday: 7 },
    });
    const second = await p.call('/api/store/buy', { itemId: 'emo-smile-7' });
    expect(second).toMatchObject({ gold: 40, item: { useday: 14 } });
    // The ledger sums to the balance: the starting 100 gold and two purchases of 30.
    expect(await goldLedger(p.userno)).toBe(40);
    const purchases = await db()
      .selectFrom('store_purchases')
      .selectAll()
      .where('userno', '=', p.userno)
      .execute();
    expect(purchases.map((row) => [row.item_id, row.currency, row.price])).toEqual([
      ['emo-smile-7', 'gold', 30],
      ['emo-smile-7', 'gold', 30],
    ]);
  });

  it('buys a membership term with gems, and the usage check sees it (R3.21, R4.26)', async () => {
    const p = await signedIn();
    expect(((await p.call('/api/usecheck', {})) as { membershipStatus: number }).membershipStatus).toBe(-1);
    await giveGems(p, 30);
    const bought = await p.call('/api/store/buy', { itemId: 'term-30' });
    expect(bought).toMatchObject({
      errorcode: 0,
      gem: 0,
      GemDelta: -30,
      membership: { stime: us(t.now.ms), termDay: 30, type: 1, weekDay: 255 },
      item: null,
    });
    expect(((await p.call('/api/usecheck', {})) as { membershipStatus: number }).membershipStatus).toBe(1);
    // A second term adds its days at the end and keeps the higher type and every day.
    const extended = await p.call('/api/store/buy', { itemId: 'term-weekday-10' });
    expect(extended.membership).toEqual({ stime: us(t.now.ms), termDay: 40, type: 2, weekDay: 255 });
    expect((await p.call('/api/term/store/info', {})).membership).toEqual(extended.membership);
  });

  it('refuses when the wallet is short and changes nothing', async () => {
    const p = await signedIn();
    await p.call('/api/heart/add', {});
    const before = await wallet(p.userno);
    expect(await p.call('/api/store/buy', { itemId: 'stone-shell' })).toEqual({ errorcode: -1004 });
    expect(await p.call('/api/store/buy', { itemId: 'term-30' })).toEqual({ errorcode: -1004 });
    expect(await wallet(p.userno)).toEqual(before);
    expect(await db().selectFrom('user_items').selectAll().where('userno', '=', p.userno).execute()).toEqual(
      [],
    );
    expect(await db().selectFrom('memberships').selectAll().where('userno', '=', p.userno).execute()).toEqual(
      [],
    );
    expect(
      await db().selectFrom('store_purchases').selectAll().where('userno', '=', p.userno).execute(),
    ).toEqual([]);
  });

  it('sells a stone once: buying it again is refused and not charged', async () => {
    const p = await signedIn();
    await giveGems(p, 50);
    expect(await p.call('/api/store/buy', { itemId: 'stone-shell' })).toMatchObject({
      errorcode: 0,
      gem: 30,
      item: { kind: 'stone', refId: 1, useday: 0 },
    });
    expect(await p.call('/api/store/buy', { itemId: 'stone-shell' })).toEqual({ errorcode: -1301 });
    expect((await wallet(p.userno)).gem).toBe(30);
    // The login's user info lists the set (issue 17), so every board can draw it.
    const { userinfo } = (await p.call('/api/userinfo', {})) as { userinfo: { stone_info: unknown } };
    expect(userinfo.stone_info).toEqual([{ sid: 1 }]);
  });

  it('replays a key with the first answer and charges once', async () => {
    const p = await signedIn();
    const first = await p.call('/api/store/buy', { itemId: 'emo-smile-7' }, 'buy-emoticon-once');
    t.now.ms += 1000;
    expect(await p.call('/api/store/buy', { itemId: 'emo-smile-7' }, 'buy-emoticon-once')).toEqual(first);
    expect(await p.call('/api/store/buy', { itemId: 'stone-shell' }, 'buy-emoticon-once')).toEqual({
      errorcode: -4090,
    });
    expect((await wallet(p.userno)).gold).toBe(70);
  });

  it('racing buys of one stone charge once; racing buys of an emoticon each add their days', async () => {
    const p = await signedIn();
    await giveGems(p, 100);
    const stones = await Promise.all(
      Array.from({ length: 5 }, (_, k) =>
        p.call('/api/store/buy', { itemId: 'stone-shell' }, `race-stone-${k}`),
      ),
    );
    expect(stones.map((a) => a.errorcode).sort()).toEqual([-1301, -1301, -1301, -1301, 0]);
    expect((await wallet(p.userno)).gem).toBe(80);
    const emoticons = await Promise.all(
      Array.from({ length: 3 }, (_, k) =>
        p.call('/api/store/buy', { itemId: 'emo-smile-7' }, `race-emo-${k}`),
      ),
    );
    expect(emoticons.every((a) => a.errorcode === 0)).toBe(true);
    const row = await db()
      .selectFrom('user_items')
      .selectAll()
      .where('userno', '=', p.userno)
      .where('kind', '=', 'emoticon')
      .executeTakeFirstOrThrow();
    expect(row.use_day).toBe(21);
    expect((await wallet(p.userno)).gold).toBe(10);
  });

  it.each([
    [{ itemId: 'no-such-item' }, -2],
    [{ itemId: 'Bad Id!' }, -1000],
    [{ itemId: '' }, -1000],
    [{ itemId: 7 }, -1000],
    [{}, -1000],
  ])('answers %j with %i', async (body, code) => {
    const p = await signedIn();
    expect(await p.call('/api/store/buy', body)).toEqual({ errorcode: code });
  });

  it("refuses another user's number in the body (-4031)", async () => {
    const victim = await signedIn();
    const attacker = await signedIn();
    expect(await attacker.call('/api/store/buy', { userno: victim.userno, itemId: 'emo-smile-7' })).toEqual({
      errorcode: -4031,
    });
    expect(await attacker.call('/api/academy/other/buy/info', { userno: victim.userno })).toEqual({
      errorcode: -4031,
    });
    await victim.call('/api/heart/add', {});
    expect((await wallet(victim.userno)).gold).toBe(100);
  });
});

describe('the store pack (store.json)', () => {
  const item = {
    id: 'stone-a',
    kind: 'stone',
    name: { 'ko-KR': '돌', 'en-US': 'Stone', 'zh-CN': '棋子' },
    description: { 'ko-KR': '돌', 'en-US': 'Stone', 'zh-CN': '棋子' },
    currency: 'gold',
    price: 10,
    refId: 1,
  };
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });
  function packDir(pack: unknown): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hoshi-store-pack-'));
    dirs.push(dir);
    if (pack !== undefined) fs.writeFileSync(path.join(dir, 'store.json'), JSON.stringify(pack));
    return dir;
  }

  it('loads the fixture pack; a missing file is an empty store', () => {
    expect(loadStoreCatalog(fixturePacksDir).items.length).toBe(6);
    expect(loadStoreCatalog(packDir(undefined)).items).toEqual([]);
  });

  it.each([
    { why: 'a duplicate id', items: [item, { ...item, refId: 2 }], at: 'items.1.id' },
    {
      why: 'a missing language',
      items: [{ ...item, name: { 'ko-KR': '돌', 'en-US': 'Stone' } }],
      at: 'items.0.name.zh-CN',
    },
    { why: 'a negative price', items: [{ ...item, price: -1 }], at: 'items.0.price' },
    { why: 'an unknown currency', items: [{ ...item, currency: 'ruby' }], at: 'items.0.currency' },
    {
      why: 'a term without days',
      items: [{ ...item, kind: 'membership', type: 1, weekDay: 255, grade: 2 }],
      at: 'items.0.termDay',
    },
    {
      why: 'a term without a grade (issue 19)',
      items: [{ ...item, kind: 'membership', termDay: 30, type: 1, weekDay: 255 }],
      at: 'items.0.grade',
    },
    {
      why: 'a term giving the free grade',
      items: [{ ...item, kind: 'membership', termDay: 30, type: 1, weekDay: 255, grade: 1 }],
      at: 'items.0.grade',
    },
  ])('refuses $why, naming the field', ({ items, at }) => {
    const dir = packDir({ name: 'store', version: 't', items });
    expect(() => loadStoreCatalog(dir)).toThrow(`invalid at ${at}`);
  });
});
