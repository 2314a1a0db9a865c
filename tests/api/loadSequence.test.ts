// The login load sequence's calls answer per their schemas (R4.34, R7.10, R7.38–R7.40).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
let token = '';
beforeAll(async () => {
  t = await createTestApp();
  await t.post('/api/user/reg', { username: 'loader', passwd: 'stone-1234', email: '' });
  token = (await t.post('/api/login', { username: 'loader', passwd: 'stone-1234' })).json().accessToken;
});
afterAll(async () => {
  await t.close();
});

describe('login load sequence (R4.34)', () => {
  it.each([
    '/api/userinfo',
    '/api/event/view',
    '/api/bpower/info',
    '/api/multi/step/info',
    '/api/study/info',
  ])('%s answers errorcode 0 for a signed-in user and 401 without', async (path) => {
    expect((await t.post(path, {}, { token })).json().errorcode).toBe(0);
    expect((await t.post(path, {})).statusCode).toBe(401);
  });

  it('shows the welcome event in three languages', async () => {
    const { events } = (await t.post('/api/event/view', {}, { token })).json();
    expect(events[0].title).toEqual({
      'ko-KR': expect.any(String),
      'en-US': 'Welcome to Hoshi',
      'zh-CN': expect.any(String),
    });
  });

  it('stores each content pack with its version', async () => {
    const rows = await t.testDb.db.kysely.selectFrom('content_packs').select(['name', 'version']).execute();
    expect(rows).toContainEqual({ name: 'events', version: expect.any(String) });
  });
});
