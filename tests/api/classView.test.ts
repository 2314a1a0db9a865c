// The class view's figures (issue 19, R6.01, R6.05–R6.07, R4.05, R3.32): each student's grade, medals,
// try-quest tier, the missions they failed most and their solved per day, all from what the server
// stored (never from counts a client sends), only to the class's own teacher. SQLite and, with
// DATABASE_URL, PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMaker, at, joinedClass } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const DAY = 24 * 3600 * 1000;
const account = accountMaker(() => t, { prefix: 'cv', renewExpired: true });
type Account = Awaited<ReturnType<typeof account>>;
const classWith = (teacher: Account, name: string, count: number) =>
  joinedClass(teacher, account, name, count);

interface Row {
  userno: number;
  grade: number;
  medals: { study: Record<string, number>; dan9: Record<string, number> };
  tier: number | null;
  failing: { kind: string; sno: number; gno: number; jkno: number; failures: number; group: unknown }[];
  trend: number[];
}

describe('the class view’s figures', () => {
  it('gives each student grade, medals, tier, missed missions and solved per day from stored results', async () => {
    const teacher = await account('teacher');
    const c = await classWith(teacher, 'View A', 2);
    const [amy, ben] = [at(c.students, 0), at(c.students, 1)];
    const db = t.testDb.db.kysely;
    await db.updateTable('users').set({ grade: 13 }).where('userno', '=', amy.userno).execute();
    // Medals from the try slots with the study rule: three golds make gold; a best of 5 correct is bronze,
    // of 7 silver.
    const slot = (sno: number, gno: number, s: number, cno: number, kind: 'study' | 'dan9' = 'study') =>
      ({ userno: amy.userno, kind, sno, gno, slot: s, cno, created_at: t.now.ms }) as const;
    await db
      .insertInto('study_try_slots')
      .values([
        slot(2, 1, 0, 10),
        slot(2, 1, 1, 10),
        slot(2, 1, 2, 10),
        slot(2, 2, 0, 5),
        slot(3, 1, 0, 7, 'dan9'),
      ])
      .execute();
    await db
      .insertInto('tryquest_receipts')
      .values([
        { userno: amy.userno, tindex: 1, received_at: t.now.ms },
        { userno: amy.userno, tindex: 2, received_at: t.now.ms },
      ])
      .execute();
    // Two days ago: two wrong answers to mission 1, then a solve; today: one wrong answer to mission 2 and
    // a solve of mission 2.
    t.now.ms -= 2 * DAY;
    await amy.call('/api/study/work/result', { sno: 2, gno: 1, jkno: 0, moves: ['E3'] });
    await amy.call('/api/study/work/result', { sno: 2, gno: 1, jkno: 0, moves: ['E3'] });
    await amy.call('/api/study/work/result', { sno: 2, gno: 1, jkno: 0, moves: ['D3'] });
    t.now.ms += 2 * DAY;
    await amy.call('/api/study/work/result', { sno: 2, gno: 1, jkno: 1, moves: ['A1'] });
    await amy.call('/api/study/work/result', { sno: 2, gno: 1, jkno: 1, moves: ['C2'] });

    const view = await teacher.call('/api/class/progress', { classId: c.classId, days: 7 });
    expect(view.errorcode).toBe(0);
    const byUser = new Map((view.students as Row[]).map((s) => [s.userno, s]));
    const a = byUser.get(amy.userno);
    expect(a).toMatchObject({
      grade: 13,
      medals: { study: { gold: 1, silver: 0, bronze: 1 }, dan9: { gold: 0, silver: 1, bronze: 0 } },
      tier: 2,
      trend: [0, 0, 0, 0, 1, 0, 1],
    });
    expect(a?.failing.map((f) => [f.kind, f.sno, f.gno, f.jkno, f.failures])).toEqual([
      ['study', 2, 1, 0, 2],
      ['study', 2, 1, 1, 1],
    ]);
    expect(a?.failing[0]?.group).toEqual(t.app.content.study.group(2, 1)?.title);
    expect(byUser.get(ben.userno)).toMatchObject({
      grade: 1,
      medals: { study: { gold: 0, silver: 0, bronze: 0 }, dan9: { gold: 0, silver: 0, bronze: 0 } },
      tier: null,
      failing: [],
      trend: [0, 0, 0, 0, 0, 0, 0],
    });

    // The student's detail (the report call) carries the same figures.
    const detail = await teacher.call('/api/class/student/report', { studentno: amy.userno, days: 7 });
    expect(detail.progress).toMatchObject({ tier: 2, trend: [0, 0, 0, 0, 1, 0, 1] });
    expect(detail.progress.failing).toHaveLength(2);
  });

  it('writes the new columns into the CSV, grades named for the teacher’s region', async () => {
    const teacher = await account('teacher');
    const c = await classWith(teacher, 'View B', 1);
    const amy = at(c.students, 0);
    const db = t.testDb.db.kysely;
    await db
      .updateTable('users')
      .set({ lang: 'en-US', country: 'CN' })
      .where('userno', '=', teacher.userno)
      .execute();
    await db.updateTable('users').set({ grade: 7 }).where('userno', '=', amy.userno).execute();
    await amy.call('/api/study/work/result', { sno: 2, gno: 1, jkno: 0, moves: ['E3'] });
    const answer = await teacher.call('/api/class/progress/csv', { classId: c.classId, days: 2 });
    expect(answer.errorcode).toBe(0);
    const [head, row] = (answer.csv as string).split('\r\n');
    expect(head).toContain('Grade');
    expect(head).toContain('Challenge quest level');
    expect(head).toContain('Missed most');
    // In region CN grade 07 has no name of its own and reads as grade 04's.
    expect(row).toContain(',Gold member,');
    expect(row).toMatch(/mission 1 \(missed 1 time\)/);
    expect(row).toMatch(/,0 0$/);
  });

  it('is refused to another teacher and to students, for the class and for one student', async () => {
    const teacher = await account('teacher');
    const other = await account('teacher');
    const c = await classWith(teacher, 'View C', 2);
    const [amy, ben] = [at(c.students, 0), at(c.students, 1)];
    const outsider = await account();
    for (const who of [other, amy, outsider]) {
      const view = await who.call('/api/class/progress', { classId: c.classId, days: 7 });
      expect(view.errorcode).toBe(-4030);
      expect(view.students).toBeUndefined();
      const detail = await who.call('/api/class/student/report', { studentno: ben.userno, days: 7 });
      expect(detail.errorcode).toBe(-4030);
      expect(detail.progress).toBeUndefined();
    }
    // Without a token nobody gets anything.
    const anonymous = (await t.post('/api/class/progress', { classId: c.classId, days: 7 })).json();
    expect(anonymous.errorcode).not.toBe(0);
  });
});
