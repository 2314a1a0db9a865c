// Session restore from the sealed blob (R2.33, R2.34, R7.35), the usage check (R2.35, R2.36, R7.34),
// user info (R7.37) and settings (R7.43).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let n = 0;
async function signedIn() {
  n += 1;
  const username = `sess${n}`;
  await t.post('/api/user/reg', { username, passwd: 'stone-1234', email: `${username}@example.com` });
  const json = (await t.post('/api/login', { username, passwd: 'stone-1234' })).json();
  return {
    username,
    token: json.accessToken as string,
    userno: json.userno as number,
    data: json.data as string,
    signOut: json.signOut as string,
  };
}

describe('/api/deinfowork (R2.33, R7.35)', () => {
  it('restores the bundle of the user the blob names', async () => {
    const u = await signedIn();
    const res = (await t.post('/api/deinfowork', { data: u.data })).json();
    expect(res.errorcode).toBe(0);
    expect(res.dedata.userLogin).toMatchObject({ userno: u.userno, heartCount: 5, configBit: 1, gold: 100 });
    expect(res.dedata.userinfo).toMatchObject({ username: u.username, grade: 1, useStopFlag: 0 });
    expect(res.dedata.appini.StudyTryGoldMedalCnt).toBeGreaterThan(res.dedata.appini.StudyTrySilverMedalCnt);
  });

  it.each([
    ['a forged blob', 'eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..AAAA.BBBB.CCCC'],
    ['garbage', 'not-a-blob'],
  ])('refuses %s', async (_case, data) => {
    expect((await t.post('/api/deinfowork', { data })).json()).toEqual({ errorcode: -4011 });
  });

  it('refuses a blob whose session was signed out', async () => {
    const u = await signedIn();
    await t.post('/api/logout', { signOut: u.signOut }, { token: u.token });
    expect((await t.post('/api/deinfowork', { data: u.data })).json()).toEqual({ errorcode: -4011 });
  });

  it('refuses a stopped account with err_use_stop', async () => {
    const u = await signedIn();
    await t.testDb.db.kysely
      .updateTable('users')
      .set({ use_stop_flag: 1 })
      .where('userno', '=', u.userno)
      .execute();
    expect((await t.post('/api/deinfowork', { data: u.data })).json()).toEqual({
      errorcode: -1002,
      errormsg: 'err_use_stop',
    });
  });
});

describe('/api/usecheck (R2.35, R7.34)', () => {
  it('answers the membership status: -1 without a membership, 1 on an every-day membership', async () => {
    const u = await signedIn();
    expect((await t.post('/api/usecheck', { userno: u.userno }, { token: u.token })).json()).toEqual({
      errorcode: 0,
      membershipStatus: -1,
    });
    await t.testDb.db.kysely
      .insertInto('memberships')
      .values({
        userno: u.userno,
        stime_us: (t.now.ms - 86_400_000) * 1000,
        term_day: 30,
        type: 1,
        week_day: 255,
      })
      .execute();
    expect((await t.post('/api/usecheck', {}, { token: u.token })).json()).toEqual({
      errorcode: 0,
      membershipStatus: 1,
    });
  });

  it('needs a signed-in user', async () => {
    expect((await t.post('/api/usecheck', {})).statusCode).toBe(401);
  });
});

describe('/api/config/set and /api/userinfo (R7.43, R7.37)', () => {
  it('saves the settings bits and language; the next restore carries them', async () => {
    const u = await signedIn();
    const set = (
      await t.post('/api/config/set', { configbit: 0, cflag: 0, language: 'zh-CN' }, { token: u.token })
    ).json();
    expect(set).toEqual({ errorcode: 0, configbit: 0, cflag: 0, language: 'zh-CN' });
    const res = (await t.post('/api/deinfowork', { data: u.data })).json();
    expect(res.dedata.userLogin).toMatchObject({ configBit: 0, language: 'zh-CN' });
    expect(
      (await t.post('/api/config/set', { configbit: 0, language: 'fr-FR' }, { token: u.token })).json(),
    ).toEqual({ errorcode: -1000 });
    const info = (await t.post('/api/userinfo', {}, { token: u.token })).json();
    expect(info.userinfo.username).toBe(u.username);
  });
});
