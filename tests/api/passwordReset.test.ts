// Lost-password codes (issue 12 item 9, R5.17): a new code ends the older ones of that user, so a mail
// left open on a shared tablet stops working as soon as another is asked for.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The code in the latest mail to `email`. */
function latestCode(email: string): string {
  const mail = t.mail.filter((m) => m.to === email).at(-1);
  const code = /\n\n(\S+)\n\n/.exec(mail?.text ?? '')?.[1] ?? '';
  expect(code.length).toBeGreaterThan(20);
  return code;
}

describe('lost-password codes', () => {
  it('a new code ends the older ones of the same user, not those of others', async () => {
    for (const username of ['resetter', 'bystander']) {
      const reg = { username, passwd: 'stone-1234', email: `${username}@example.com` };
      expect((await t.post('/api/user/reg', reg)).json()).toMatchObject({ errorcode: 0 });
    }
    const ask = (username: string) =>
      t.post('/api/passwd/lost', { username, email: `${username}@example.com` });
    await ask('resetter');
    const first = latestCode('resetter@example.com');
    await ask('bystander');
    const others = latestCode('bystander@example.com');
    await ask('resetter');
    const second = latestCode('resetter@example.com');
    expect(second).not.toBe(first);

    const reset = (username: string, code: string, passwd: string) =>
      t.post('/api/passwd/change2', { username, passwdorg: code, passwd });
    expect((await reset('resetter', first, 'after-reset-3')).json()).toEqual({ errorcode: -1012 });
    expect((await reset('resetter', second, 'after-reset-3')).json()).toEqual({ errorcode: 0 });
    // Another user's code is untouched by it.
    expect((await reset('bystander', others, 'after-reset-4')).json()).toEqual({ errorcode: 0 });
  });
});
