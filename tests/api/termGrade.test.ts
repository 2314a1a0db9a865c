// A term sets the grade (issue 19, "membership that helps, never blocks"; R3.21, R6.05, R7.58): a term
// bought in the term store or granted by the academy writes the membership and raises users.grade to the
// term's grade (never lowering a higher one). A grant (/api/class/student/term) is for the student's own
// teacher or an academy admin only, costs nothing and is booked at price 0. The fixture pack's terms give
// grade 3 (term-30), 2 (term-weekday-10) and 4 (term-korea-7). SQLite and, with DATABASE_URL, PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setBalances } from '../support/ledger';
import { accountMaker, joinedClass } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let classes = 0;
const us = (ms: number) => ms * 1000;
const db = () => t.testDb.db.kysely;

const account = accountMaker(() => t, { prefix: 'tg', idempotencyKeys: true, expectOk: true });
type Account = Awaited<ReturnType<typeof account>>;

async function classWith(teacher: Account, count: number) {
  classes += 1;
  return (await joinedClass(teacher, account, `Grades ${classes}`, count)).students;
}

async function first<T>(list: Promise<T[]> | T[]): Promise<T> {
  const value = (await list)[0];
  if (value === undefined) throw new Error('empty');
  return value;
}

async function gradeOf(userno: number): Promise<number> {
  const row = await db().selectFrom('users').select('grade').where('userno', '=', userno).executeTakeFirst();
  return row?.grade ?? -1;
}

async function userinfo(a: Account) {
  return (await a.call('/api/userinfo', {})).userinfo as { grade: number; membership: unknown };
}

describe('buying a term sets the grade (issue 19)', () => {
  it('raises the grade to the term’s in the purchase, and the user info shows it', async () => {
    const s = await account();
    await s.call('/api/heart/add', {});
    await setBalances(db(), s.userno, { gem: 30 });
    expect(await gradeOf(s.userno)).toBe(1);
    const bought = await s.call('/api/store/buy', { itemId: 'term-30' });
    expect(bought).toMatchObject({ errorcode: 0, gem: 0 });
    expect(await gradeOf(s.userno)).toBe(3);
    expect(await userinfo(s)).toMatchObject({
      grade: 3,
      membership: { stime: us(t.now.ms), termDay: 30, type: 1, weekDay: 255 },
    });
    // A cheaper term (grade 2) adds its days but never lowers the grade.
    const weekday = await s.call('/api/store/buy', { itemId: 'term-weekday-10' });
    expect(weekday.errorcode).toBe(0);
    expect(await gradeOf(s.userno)).toBe(3);
  });

  it('leaves the grade as it was when the purchase is refused', async () => {
    const s = await account();
    await s.call('/api/heart/add', {});
    expect(await s.call('/api/store/buy', { itemId: 'term-30' })).toEqual({ errorcode: -1004 });
    expect(await gradeOf(s.userno)).toBe(1);
  });

  it('lists each term’s grade in the term store', async () => {
    const s = await account();
    const info = await s.call('/api/term/store/info', {});
    const list = info.TermStoreList as { id: string; grade: number }[];
    expect(list.map((term) => [term.id, term.grade])).toEqual([
      ['term-30', 3],
      ['term-weekday-10', 2],
      ['term-korea-7', 4],
    ]);
  });
});

describe('/api/class/student/term: the academy grants a term (issue 19)', () => {
  it('lets a teacher grant a term to their own student for nothing; the user info shows it', async () => {
    const teacher = await account('teacher');
    const student = await first(classWith(teacher, 1));
    await student.call('/api/heart/add', {});
    const walletBefore = await db()
      .selectFrom('balances')
      .select(['gold', 'gem'])
      .where('userno', '=', student.userno)
      .executeTakeFirstOrThrow();
    const granted = await teacher.call('/api/class/student/term', {
      studentno: student.userno,
      itemId: 'term-korea-7',
    });
    expect(granted).toEqual({
      errorcode: 0,
      studentno: student.userno,
      itemId: 'term-korea-7',
      grade: 4,
      membership: { stime: us(t.now.ms), termDay: 7, type: 1, weekDay: 255 },
    });
    expect(await userinfo(student)).toMatchObject({ grade: 4, membership: granted.membership });
    expect((await student.call('/api/usecheck', {})).membershipStatus).toBe(1);
    // Nothing paid; booked at price 0, with a ledger line of 0 naming the grant and the teacher.
    expect(
      await db()
        .selectFrom('balances')
        .select(['gold', 'gem'])
        .where('userno', '=', student.userno)
        .executeTakeFirstOrThrow(),
    ).toEqual(walletBefore);
    const purchases = await db()
      .selectFrom('store_purchases')
      .select(['item_id', 'price'])
      .where('userno', '=', student.userno)
      .execute();
    expect(purchases).toEqual([{ item_id: 'term-korea-7', price: 0 }]);
    const lines = await db()
      .selectFrom('ledger')
      .select(['delta', 'reason'])
      .where('userno', '=', student.userno)
      .where('reason', 'like', 'grant%')
      .execute();
    expect(lines).toEqual([{ delta: 0, reason: `grant_by_${teacher.userno}_term-korea-7` }]);
    // A second grant adds its days like a second purchase; a lower term keeps grade 4.
    const again = await teacher.call('/api/class/student/term', {
      studentno: student.userno,
      itemId: 'term-weekday-10',
    });
    expect(again).toMatchObject({ errorcode: 0, grade: 4, membership: { termDay: 17, weekDay: 255 } });
  });

  it('lets an academy admin grant to any class’s student', async () => {
    const teacher = await account('teacher');
    const admin = await account('admin');
    const student = await first(classWith(teacher, 1));
    const granted = await admin.call('/api/class/student/term', {
      studentno: student.userno,
      itemId: 'term-30',
    });
    expect(granted).toMatchObject({ errorcode: 0, grade: 3 });
    expect(await gradeOf(student.userno)).toBe(3);
  });

  it('refuses another teacher, a student, and a student of no class, changing nothing', async () => {
    const teacher = await account('teacher');
    const other = await account('teacher');
    const [student, classmate] = await classWith(teacher, 2);
    if (!student || !classmate) throw new Error('no students');
    const otherStudent = await first(classWith(other, 1));
    const loner = await account();
    const grant = (who: Account, studentno: number) =>
      who.call('/api/class/student/term', { studentno, itemId: 'term-30' });
    expect(await grant(other, student.userno)).toEqual({ errorcode: -4030 });
    expect(await grant(teacher, otherStudent.userno)).toEqual({ errorcode: -4030 });
    expect(await grant(classmate, student.userno)).toEqual({ errorcode: -4030 });
    expect(await grant(student, student.userno)).toEqual({ errorcode: -4030 });
    expect(await grant(teacher, loner.userno)).toEqual({ errorcode: -4030 });
    for (const s of [student, otherStudent, loner]) {
      expect(await gradeOf(s.userno)).toBe(1);
      expect(
        await db().selectFrom('memberships').selectAll().where('userno', '=', s.userno).execute(),
      ).toEqual([]);
    }
    expect((await userinfo(student)).membership).toBeNull();
  });

  it.each([
    [{ itemId: 'no-such-term' }, -2],
    [{ itemId: 'emo-smile-7' }, -2],
    [{ itemId: 'stone-shell' }, -2],
    [{ itemId: 'Bad Id!' }, -1000],
    [{ itemId: 7 }, -1000],
    [{}, -1000],
    [{ studentno: 0, itemId: 'term-30' }, -1000],
    [{ studentno: 'x', itemId: 'term-30' }, -1000],
  ])('answers %j with %i (never a 5xx)', async (body, code) => {
    const teacher = await account('teacher');
    const student = await first(classWith(teacher, 1));
    expect(await teacher.call('/api/class/student/term', { studentno: student.userno, ...body })).toEqual({
      errorcode: code,
    });
    expect(await gradeOf(student.userno)).toBe(1);
  });
});
