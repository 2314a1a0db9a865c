// Accounts and classes for API tests: a registered, signed-in user in a role (a teacher or an academy
// admin is marked in the database, as an admin's promotion would), whose `call` posts with its token, and
// a class a teacher made with students who joined it by its code. Shared by the academy, homework, class
// view, ratings, term and problem report tests, which each made their own copy before.
import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './testApp';

export type Role = 'student' | 'teacher' | 'admin';

/** An answer's JSON body: the spec's `errorcode` and whatever the endpoint returns. */
// The endpoints' bodies differ per test; `any` keeps the many field reads short, as the tests read JSON.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Answer = Record<string, any> & { errorcode: number };

export interface Account {
  userno: number;
  username: string;
  /** The current access token (renewed by `call` when `renewExpired` is on). */
  token: () => string;
  /** Posts with the account's token; `key` sets the idempotency key (else one of its own, when on). */
  call: (path: string, body?: object, key?: string) => Promise<Answer>;
  /** The same post, the raw response (status code, headers). */
  raw: (path: string, body?: object) => Promise<LightMyRequestResponse>;
}

export interface AccountOptions {
  /** Usernames are `${prefix}${role}${n}`, unique within the test file. */
  prefix: string;
  /**
   * Access tokens expire: a test that moves the clock by days signs in again on -4010, as the app would.
   * Off where a test wants to see the expiry itself.
   */
  renewExpired?: boolean;
  /** Every call carries an idempotency key of its own (endpoints that replay by key need one). */
  idempotencyKeys?: boolean;
  /** Every call must be answered 200 (the spec's errors travel in the body). */
  expectOk?: boolean;
}

export const TEST_PASSWORD = 'stone-1234';

/** A maker of accounts for one test file; `app` gives the file's test app (made in its `beforeAll`). */
export function accountMaker(app: () => TestApp, options: AccountOptions): (role?: Role) => Promise<Account> {
  let n = 0;
  let keys = 0;
  return async (role = 'student') => {
    const t = app();
    n += 1;
    const username = `${options.prefix}${role}${n}`;
    await t.post('/api/user/reg', { username, passwd: TEST_PASSWORD, email: '' });
    const login = async () => (await t.post('/api/login', { username, passwd: TEST_PASSWORD })).json();
    const first = await login();
    const userno = first.userno as number;
    if (role !== 'student')
      await t.testDb.db.kysely
        .updateTable('users')
        .set({ teacher_flag: 1, admin_flag: role === 'admin' ? 1 : 0 })
        .where('userno', '=', userno)
        .execute();
    let token = first.accessToken as string;
    const raw = (path: string, body: object = {}, key?: string) =>
      t.post(path, body, {
        token,
        ...(key !== undefined || options.idempotencyKeys
          ? { headers: { 'idempotency-key': key ?? `${options.prefix}-key-${keys++}` } }
          : {}),
      });
    const call = async (path: string, body: object = {}, key?: string): Promise<Answer> => {
      const send = async () => {
        const res = await raw(path, body, key);
        if (options.expectOk === true) expect(res.statusCode).toBe(200);
        return res.json() as Answer;
      };
      const answer = await send();
      if (answer.errorcode !== -4010 || options.renewExpired !== true) return answer;
      token = (await login()).accessToken as string;
      return send();
    };
    return { userno, username, token: () => token, call, raw: (path, body) => raw(path, body) };
  };
}

/** A class the teacher made, with `count` new students who joined it by its code (signed in, so they play). */
export async function joinedClass(
  teacher: Account,
  account: (role?: Role) => Promise<Account>,
  name: string,
  count: number,
): Promise<{ classId: number; code: string; students: Account[] }> {
  const created = await teacher.call('/api/class/create', { name });
  expect(created.errorcode).toBe(0);
  const code = created.class.code as string;
  const students: Account[] = [];
  for (let i = 0; i < count; i++) {
    const s = await account();
    expect((await s.call('/api/class/join', { code })).errorcode).toBe(0);
    students.push(s);
  }
  return { classId: created.class.classId as number, code, students };
}

/** The list's item at `index`, which the test knows is there. */
export function at<T>(list: readonly T[], index: number): T {
  const value = list[index];
  if (value === undefined) throw new Error(`no item ${index}`);
  return value;
}
