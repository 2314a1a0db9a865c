// Ratings from play (issue 14): the order a group is served in. /api/study/group/progress gives the
// practice order and the try-run order: pack order until every mission of the group has enough first
// tries, then easiest first, and a rated student's try run nearest their rating first. Progress stays
// keyed by mission index. SQLite and, with DATABASE_URL, PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATED_ORDER_MIN_FIRST_TRIES as N } from '../../src/domain/rules/ratedOrder';
import { accountMaker, type Account } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const account = accountMaker(() => t, { prefix: 'order', renewExpired: true, idempotencyKeys: true });
const db = () => t.testDb.db.kysely;

async function problemIds(s: Account, sno: number, gno: number, count: number): Promise<string[]> {
  const ids = [];
  for (let jkno = 0; jkno < count; jkno += 1) {
    const info = await s.call('/api/study/mission/info', { sno, gno, jkno });
    ids.push((JSON.parse(info.data as string) as { problemId: string }).problemId);
  }
  return ids;
}

/** Sets a problem's record as if `attempts` first tries had made it. */
async function setRecord(problemId: string, rating: number, attempts: number) {
  const row = { rating, rd: 120, vol: 0.06, attempts, solved_first: 0, updated_at: 0 };
  await db()
    .insertInto('problem_ratings')
    .values({ problem_id: problemId, ...row })
    .onConflict((oc) => oc.column('problem_id').doUpdateSet(row))
    .execute();
}

const progress = (s: Account, body: object) => s.call('/api/study/group/progress', body);

describe('the order a group is served in (issue 14)', () => {
  it('is pack order until every mission has enough real first tries, then the easiest first', async () => {
    const group = { sno: 2, gno: 1 };
    let last: Account | null = null;
    for (let n = 1; n <= N; n += 1) {
      const s = await account();
      // Mission 1 solved on the first try, missions 0 and 2 missed: mission 1 is the easiest.
      for (const [jkno, move] of [
        [0, 'A1'],
        [1, 'C2'],
        [2, 'A1'],
      ] as const)
        expect((await s.call('/api/study/work/result', { ...group, jkno, moves: [move] })).errorcode).toBe(0);
      const answer = await progress(s, group);
      expect(answer.errorcode).toBe(0);
      if (n < N) expect(answer).toMatchObject({ order: [0, 1, 2], tryOrder: [0, 1, 2] });
      last = s;
    }
    const rated = await progress(last as Account, group);
    expect(rated.order[0]).toBe(1);
    expect([...rated.order].sort()).toEqual([0, 1, 2]);
    // The student's progress is still by mission index.
    expect(rated).toMatchObject({ solved: [1], tried: [0, 2] });
  });

  it('orders by rating once every mission has enough first tries, and a rated student’s try run nearest first', async () => {
    const group = { sno: 2, gno: 2 };
    const amy = await account();
    const ids = await problemIds(amy, 2, 2, 5);
    const ratings = [1600, 1300, 1800, 1450, 1700];
    // One mission short of the minimum: nothing moves.
    for (const [i, id] of ids.entries()) await setRecord(id, ratings[i] ?? 0, i === 3 ? N - 1 : N);
    expect(await progress(amy, group)).toMatchObject({ order: [0, 1, 2, 3, 4], tryOrder: [0, 1, 2, 3, 4] });
    await setRecord(ids[3] ?? '', 1450, N);
    expect(await progress(amy, group)).toMatchObject({ order: [1, 3, 0, 4, 2], tryOrder: [1, 3, 0, 4, 2] });

    // Amy, rated 1750 from N first tries: 1700 and 1800 are equally near (the easier first), then 1600 …
    await db()
      .insertInto('student_ratings')
      .values({ userno: amy.userno, rating: 1750, rd: 80, vol: 0.06, updated_at: 0 })
      .execute();
    const marks = (count: number) =>
      Array.from({ length: count }, (_, i) => ({
        userno: amy.userno,
        problem_id: `single/test-${i}`,
        solved: 1,
        created_at: 0,
      }));
    await db()
      .insertInto('problem_first_tries')
      .values(marks(N - 1))
      .execute();
    expect((await progress(amy, group)).tryOrder).toEqual([1, 3, 0, 4, 2]);
    await db()
      .insertInto('problem_first_tries')
      .values(marks(N).slice(N - 1))
      .execute();
    expect(await progress(amy, group)).toMatchObject({ order: [1, 3, 0, 4, 2], tryOrder: [4, 2, 0, 3, 1] });
    // Another student's run is not ordered by Amy's rating.
    const ben = await account();
    expect((await progress(ben, group)).tryOrder).toEqual([1, 3, 0, 4, 2]);
  });

  it('keeps the furthest mission reached in the served order, so "Continue" opens the one served next', async () => {
    const group = { sno: 2, gno: 2 };
    const s = await account();
    const ids = await problemIds(s, 2, 2, 5);
    // Mission 3 the easiest, then 1, then the rest in pack order: served 3, 1, 0, 2, 4
    for (const [i, id] of ids.entries()) await setRecord(id, i === 3 ? 1000 : i === 1 ? 1100 : 1500 + i, N);
    expect((await progress(s, group)).order.slice(0, 4)).toEqual([3, 1, 0, 2]);
    const solve = async (jkno: number, move: string) => {
      const answer = await s.call('/api/study/work/result', { ...group, jkno, moves: [move] });
      expect(answer).toMatchObject({ errorcode: 0, solved: true });
      return answer.jkno as number;
    };
    // Pack order would say 4 after 3, and keep 4 after 1.
    expect(await solve(3, 'C2')).toBe(1);
    expect(await solve(1, 'B3')).toBe(0);
    expect(await solve(3, 'C2')).toBe(0);
    const work = await db()
      .selectFrom('study_work')
      .select('jkno')
      .where('userno', '=', s.userno)
      .where('sno', '=', 2)
      .where('gno', '=', 2)
      .executeTakeFirstOrThrow();
    expect(work.jkno).toBe(0);
  });

  it('counts the missions solved per group for the path, not the current mission, and only the user’s own (R7.10)', async () => {
    const group = { sno: 2, gno: 2 };
    const s = await account();
    const other = await account();
    const ids = await problemIds(s, 2, 2, 5);
    // Served 3, 1, 0, 2, 4 (mission 3 the easiest, then 1), as in the test above.
    for (const [i, id] of ids.entries()) await setRecord(id, i === 3 ? 1000 : i === 1 ? 1100 : 1500 + i, N);
    const solvedOf = async (a: Account, sno: number, gno: number) => {
      const info = await a.call('/api/study/info', {});
      expect(info.errorcode).toBe(0);
      const work = (info.user_study_work as { sno: number; gno: number; jkno: number }[]).find(
        (w) => w.sno === sno && w.gno === gno,
      );
      const solved = (info.user_study_solved as { sno: number; gno: number; solved: number[] }[]).find(
        (w) => w.sno === sno && w.gno === gno,
      );
      return { current: work?.jkno, solved: solved?.solved ?? [] };
    };
    const answer = (a: Account, jkno: number, move: string) =>
      a.call('/api/study/work/result', { ...group, jkno, moves: [move] });

    // The other student solved mission 0 of the group before.
    expect(await answer(other, 0, 'D3')).toMatchObject({ errorcode: 0, solved: true });
    expect(await solvedOf(other, 2, 2)).toEqual({ current: 2, solved: [0] });

    // Out of the pack's order: 3, then 1 (twice), a miss on 2; the group goes on at 0 with two solved.
    expect(await answer(s, 3, 'C2')).toMatchObject({ solved: true, jkno: 1 });
    expect(await answer(s, 1, 'B3')).toMatchObject({ solved: true, jkno: 0 });
    expect(await answer(s, 1, 'B3')).toMatchObject({ solved: true });
    expect(await answer(s, 2, 'C5')).toMatchObject({ solved: false });
    expect(await solvedOf(s, 2, 2)).toEqual({ current: 0, solved: [1, 3] });

    // A mission solved in a try run counts too (the mission list marks it solved); a missed one does not.
    expect((await s.call('/api/quest/total/start', { ...group, tryId: 'count-run-0001' })).errorcode).toBe(0);
    const run = await s.call('/api/study/try/result', {
      tryId: 'count-run-0001',
      answers: [
        { jkno: 4, moves: ['B1'] },
        { jkno: 0, moves: ['E3'] },
      ],
    });
    expect(run).toMatchObject({ errorcode: 0, cno: 1 });
    expect(await solvedOf(s, 2, 2)).toEqual({ current: 0, solved: [1, 3, 4] });
    // Another group's and a ninth-dan step's solves are not this group's.
    expect(await s.call('/api/study/work/result', { sno: 2, gno: 1, jkno: 0, moves: ['D3'] })).toMatchObject({
      solved: true,
    });
    expect(
      await s.call('/api/study/work/result', { kind: 'dan9', sno: 1, gno: 0, jkno: 0, moves: ['C1'] }),
    ).toMatchObject({ solved: true });
    expect(await solvedOf(s, 2, 2)).toEqual({ current: 0, solved: [1, 3, 4] });
    expect((await solvedOf(s, 2, 1)).solved).toEqual([0]);

    // A solve recorded for a mission the pack no longer has (withdrawn, renumbered away) is not counted.
    for (const [gno, jkno] of [
      [2, 7],
      [9, 0],
    ] as const)
      await db()
        .insertInto('study_results')
        .values({
          userno: s.userno,
          kind: 'study',
          sno: 2,
          gno,
          jkno,
          try_id: null,
          solved: 1,
          moves: 'A1',
          created_at: 0,
        })
        .execute();
    expect(await solvedOf(s, 2, 2)).toEqual({ current: 0, solved: [1, 3, 4] });
    expect(await solvedOf(s, 2, 9)).toEqual({ current: undefined, solved: [] });

    // The other student's count is their own: nothing of the first student's solves.
    expect(await solvedOf(other, 2, 2)).toEqual({ current: 2, solved: [0] });
    expect(await solvedOf(other, 2, 1)).toEqual({ current: 0, solved: [] });
    // Asking with the other student's number is refused, not answered with their lists.
    const asOther = await s.call('/api/study/info', { userno: other.userno });
    expect(asOther.errorcode).not.toBe(0);
    expect(asOther.user_study_solved).toBeUndefined();
  });

  it('answers the ninth-dan steps, unknown groups and bad input without a server error', async () => {
    const s = await account();
    expect(await progress(s, { kind: 'dan9', sno: 1 })).toMatchObject({
      errorcode: 0,
      order: [0],
      tryOrder: [0],
    });
    expect(await progress(s, { sno: 9, gno: 9 })).toMatchObject({ errorcode: 0, order: [], tryOrder: [] });
    for (const body of [
      { sno: -1, gno: 1 },
      { sno: 'x', gno: 1 },
      { sno: 2, gno: 1, kind: 'chess' },
    ]) {
      const res = await s.raw('/api/study/group/progress', body);
      expect(res.statusCode).toBeLessThan(500);
      expect((res.json() as { errorcode: number }).errorcode).not.toBe(0);
    }
  });
});
