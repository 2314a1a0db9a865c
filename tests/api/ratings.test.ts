// Ratings from play (issue 14): a student's first answer to a problem moves the student's and the
// problem's Glicko-2 ratings; later answers don't, racing first answers count once, one student's answers
// never count as another's, and a teacher sees a failed problem's first-try record in the class view.
// SQLite and, with DATABASE_URL, PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMaker, type Account } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const account = accountMaker(() => t, { prefix: 'rate', renewExpired: true, idempotencyKeys: true });

const db = () => t.testDb.db.kysely;
const studentRating = (userno: number) =>
  db().selectFrom('student_ratings').selectAll().where('userno', '=', userno).executeTakeFirst();
const problemRating = (problemId: string) =>
  db().selectFrom('problem_ratings').selectAll().where('problem_id', '=', problemId).executeTakeFirst();

async function problemIdOf(s: Account, where: object) {
  return (
    JSON.parse((await s.call('/api/study/mission/info', where)).data as string) as { problemId: string }
  ).problemId;
}

describe('ratings from first tries (issue 14)', () => {
  it('moves both ratings on a first try and leaves them on a retry', async () => {
    const s = await account();
    const mission = { sno: 2, gno: 1, jkno: 0 };
    const id = await problemIdOf(s, mission);
    const before = await problemRating(id);
    const wrong = await s.call('/api/study/work/result', { ...mission, moves: ['E3'] });
    expect(wrong).toMatchObject({ errorcode: 0, solved: false });
    const student = await studentRating(s.userno);
    const problem = await problemRating(id);
    // Failed on the first try: the student goes down, the problem up.
    expect(student?.rating).toBeLessThan(1500);
    expect(problem?.rating).toBeGreaterThan(before?.rating ?? 1500);
    expect(problem).toMatchObject({
      attempts: (before?.attempts ?? 0) + 1,
      solved_first: before?.solved_first ?? 0,
    });
    // Solving it now is a retry: nothing moves.
    expect(await s.call('/api/study/work/result', { ...mission, moves: ['D3'] })).toMatchObject({
      solved: true,
    });
    expect(await studentRating(s.userno)).toEqual(student);
    expect(await problemRating(id)).toEqual(problem);
    // A first try at another problem (solved) moves the student up again.
    await s.call('/api/study/work/result', { sno: 2, gno: 1, jkno: 1, moves: ['C2'] });
    expect((await studentRating(s.userno))?.rating).toBeGreaterThan(student?.rating ?? 0);
    const second = await problemRating(await problemIdOf(s, { sno: 2, gno: 1, jkno: 1 }));
    expect(second).toMatchObject({ attempts: 1, solved_first: 1 });
    expect(second?.rating).toBeLessThan(1500);
  });

  it('counts racing first tries of one problem once', async () => {
    const s = await account();
    const mission = { kind: 'dan9', sno: 1, gno: 0, jkno: 0 };
    const id = await problemIdOf(s, mission);
    const before = (await problemRating(id))?.attempts ?? 0;
    const raced = await Promise.all(
      [1, 2, 3, 4].map((i) =>
        s.call('/api/study/work/result', { ...mission, moves: ['C1'] }, `rate-race-${i}-key`),
      ),
    );
    expect(raced.map((r) => r.errorcode)).toEqual([0, 0, 0, 0]);
    expect((await problemRating(id))?.attempts).toBe(before + 1);
    const marks = await db()
      .selectFrom('problem_first_tries')
      .selectAll()
      .where('userno', '=', s.userno)
      .execute();
    expect(marks).toEqual([expect.objectContaining({ problem_id: id, solved: 1 })]);
  });

  it('rates the answered missions of a try run, once each, and not those left out', async () => {
    const s = await account();
    expect(
      (await s.call('/api/quest/total/start', { sno: 2, gno: 1, tryId: 'rate-run-0001' })).errorcode,
    ).toBe(0);
    const result = await s.call('/api/study/try/result', {
      tryId: 'rate-run-0001',
      answers: [
        { jkno: 0, moves: ['D3'] },
        { jkno: 0, moves: ['E3'] },
        { jkno: 1, moves: [] },
        { jkno: 2, moves: ['A1'] },
      ],
    });
    expect(result.errorcode).toBe(0);
    const marks = await db()
      .selectFrom('problem_first_tries')
      .select(['problem_id', 'solved'])
      .where('userno', '=', s.userno)
      .orderBy('problem_id')
      .execute();
    const ids = [0, 2].map((jkno) => problemIdOf(s, { sno: 2, gno: 1, jkno }));
    expect(marks).toEqual([
      { problem_id: await ids[0], solved: 1 },
      { problem_id: await ids[1], solved: 0 },
    ]);
  });

  it('rates single-play puzzles by their stable id, not games', async () => {
    const s = await account();
    const started = await s.call('/api/single/challenge/req', {
      sno: 3,
      gno: 1,
      jkno: 0,
      type: 3,
      challengeId: 'rate-puzz-0001',
    });
    expect(started.errorcode).toBe(0);
    expect(
      await s.call('/api/single/result', {
        sno: 3,
        gno: 1,
        jkno: 0,
        challengeId: 'rate-puzz-0001',
        moves: ['D3'],
        outcome: 'win',
        dead: [],
      }),
    ).toMatchObject({ errorcode: 0, verdict: 'win' });
    const id = (await s.call('/api/single/mission/info', { sno: 3, gno: 1, jkno: 0 })).mission.problemId;
    expect(id).toMatch(/^single\//);
    const marks = await db()
      .selectFrom('problem_first_tries')
      .select(['problem_id', 'solved'])
      .where('userno', '=', s.userno)
      .execute();
    expect(marks).toEqual([{ problem_id: id, solved: 1 }]);
    expect((await studentRating(s.userno))?.rating).toBeGreaterThan(1500);
  });

  it('keeps each student’s first tries their own', async () => {
    const [amy, ben] = [await account(), await account()];
    const mission = { sno: 2, gno: 2, jkno: 0 };
    const id = await problemIdOf(amy, mission);
    await amy.call('/api/study/work/result', { ...mission, moves: ['A1'] });
    const amyRating = await studentRating(amy.userno);
    expect(await studentRating(ben.userno)).toBeUndefined();
    // Ben's first try still counts after Amy's, and leaves Amy's rating alone.
    await ben.call('/api/study/work/result', { ...mission, moves: ['A1'] });
    expect(await studentRating(amy.userno)).toEqual(amyRating);
    expect((await studentRating(ben.userno))?.rating).toBeLessThan(1500);
    expect((await problemRating(id))?.attempts).toBe(2);
  });
});

describe('first-try records in the class view (issue 14)', () => {
  it('shows the teacher a failed problem’s first tries over every student, only for the own class', async () => {
    const teacher = await account('teacher');
    const created = await teacher.call('/api/class/create', { name: 'Ratings' });
    expect(created.errorcode).toBe(0);
    const pupil = await account();
    expect((await pupil.call('/api/class/join', { code: created.class.code })).errorcode).toBe(0);
    const mission = { sno: 2, gno: 1, jkno: 1 };
    const id = await problemIdOf(pupil, mission);
    await pupil.call('/api/study/work/result', { ...mission, moves: ['A1'] });
    const record = await problemRating(id);
    const view = await teacher.call('/api/class/progress', { classId: created.class.classId, days: 7 });
    expect(view.errorcode).toBe(0);
    expect(view.students[0].failing).toEqual([
      expect.objectContaining({
        kind: 'study',
        ...mission,
        failures: 1,
        firstTries: {
          attempts: record?.attempts,
          solved: record?.solved_first,
          rating: Math.round(record?.rating ?? 0),
        },
      }),
    ]);
    // Another teacher cannot read this class.
    const other = await account('teacher');
    expect(
      (await other.call('/api/class/progress', { classId: created.class.classId, days: 7 })).errorcode,
    ).not.toBe(0);
  });
});
