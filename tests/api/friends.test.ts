// Friend lists (R1.09, R2.19; issue 4): requests by username, accepting by asking back, removing both ways,
// and no way to read or change another user's links — on SQLite and, in CI, on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Player {
  username: string;
  token: string;
  userno: number;
}

async function player(username: string): Promise<Player> {
  await t.post('/api/user/reg', { username, passwd: 'stone-1234', email: '' });
  const json = (await t.post('/api/login', { username, passwd: 'stone-1234' })).json();
  return { username, token: json.accessToken, userno: json.userno };
}

const call = async (p: Player, path: string, body: object = {}) =>
  (await t.post(path, body, { token: p.token })).json();
const names = (people: { username: string }[]) => people.map((x) => x.username);

describe('friend lists (R2.19)', () => {
  it('asks, shows the request on both sides, and makes friends when asked back', async () => {
    const ann = await player('fr-ann');
    const ben = await player('fr-ben');
    expect(await call(ann, '/api/friend/request', { username: 'FR-Ben' })).toEqual({
      errorcode: 0,
      state: 'requested',
      friend: { userno: ben.userno, username: 'fr-ben' },
    });
    expect(await call(ann, '/api/friend/list')).toMatchObject({
      friends: [],
      incoming: [],
      outgoing: [{ userno: ben.userno, username: 'fr-ben' }],
    });
    expect(names((await call(ben, '/api/friend/list')).incoming)).toEqual(['fr-ann']);
    // Asking twice changes nothing.
    expect((await call(ann, '/api/friend/request', { username: 'fr-ben' })).state).toBe('requested');
    expect((await call(ben, '/api/friend/request', { username: 'fr-ann' })).state).toBe('friends');
    for (const [p, other] of [
      [ann, 'fr-ben'],
      [ben, 'fr-ann'],
    ] as const) {
      const lists = await call(p, '/api/friend/list');
      expect([names(lists.friends), lists.incoming, lists.outgoing]).toEqual([[other], [], []]);
    }
  });

  it('removes both directions: unfriend, decline and withdraw', async () => {
    const cy = await player('fr-cy');
    const di = await player('fr-di');
    await call(cy, '/api/friend/request', { username: 'fr-di' });
    expect(await call(di, '/api/friend/remove', { friendno: cy.userno })).toEqual({
      errorcode: 0,
      removed: true,
    });
    expect((await call(cy, '/api/friend/list')).outgoing).toEqual([]);
    expect(await call(di, '/api/friend/remove', { friendno: cy.userno })).toEqual({
      errorcode: 0,
      removed: false,
    });
  });

  it('refuses unknown and stopped users alike, and oneself', async () => {
    const ed = await player('fr-ed');
    const stopped = await player('fr-stopped');
    await t.testDb.db.kysely
      .updateTable('users')
      .set({ use_stop_flag: 1 })
      .where('userno', '=', stopped.userno)
      .execute();
    expect((await call(ed, '/api/friend/request', { username: 'fr-nobody' })).errorcode).toBe(-1001);
    expect((await call(ed, '/api/friend/request', { username: 'fr-stopped' })).errorcode).toBe(-1001);
    expect((await call(ed, '/api/friend/request', { username: 'fr-ed' })).errorcode).toBe(-1000);
  });

  it("never reads or changes another user's links (IDOR)", async () => {
    const fay = await player('fr-fay');
    const gus = await player('fr-gus');
    const hal = await player('fr-hal');
    await call(fay, '/api/friend/request', { username: 'fr-gus' });
    await call(gus, '/api/friend/request', { username: 'fr-fay' });
    // Hal names Fay's number in the body: refused, not obeyed.
    expect((await call(hal, '/api/friend/list', { userno: fay.userno })).errorcode).toBe(-4031);
    expect(
      (await call(hal, '/api/friend/remove', { userno: fay.userno, friendno: gus.userno })).errorcode,
    ).toBe(-4031);
    // Removing a link Hal is not part of removes nothing.
    expect(await call(hal, '/api/friend/remove', { friendno: gus.userno })).toEqual({
      errorcode: 0,
      removed: false,
    });
    expect(names((await call(fay, '/api/friend/list')).friends)).toEqual(['fr-gus']);
  });

  it('answers 401 without a token and a negative code for bad input', async () => {
    expect((await t.post('/api/friend/list', {})).statusCode).toBe(401);
    const ivy = await player('fr-ivy');
    expect((await call(ivy, '/api/friend/request', { username: 'x'.repeat(65) })).errorcode).toBe(-1000);
    expect((await call(ivy, '/api/friend/remove', { friendno: 0 })).errorcode).toBe(-1000);
  });
});
