// Ratings from play (issue 14): the order a group's missions are served in, from their problems' records
// and the student's rating (src/domain/rules/ratedOrder.ts). Read-only: the order only tells the app which
// mission to show next; results are still recorded and credited by mission index.
import type { Kysely } from 'kysely';
import { isRated, servingOrder, tryRunOrder, type RatedMission } from '../../src/domain/rules/ratedOrder';
import type { Database } from '../db/schema';

type Tx = Kysely<Database>;

/** The practice order and the try-run order of `missions` (a group's, as served) for `userno`. */
export async function servedOrders(
  tx: Tx,
  userno: number,
  missions: readonly { jkno: number; problemId: string }[],
): Promise<{ order: number[]; tryOrder: number[] }> {
  const records =
    missions.length === 0
      ? []
      : await tx
          .selectFrom('problem_ratings')
          .select(['problem_id', 'rating', 'attempts'])
          .where(
            'problem_id',
            'in',
            missions.map((m) => m.problemId),
          )
          .execute();
  const byId = new Map(records.map((r) => [r.problem_id, r]));
  const rated: RatedMission[] = missions.map((m) => {
    const record = byId.get(m.problemId);
    return {
      index: m.jkno,
      rating: record === undefined ? null : Number(record.rating),
      firstTries: record === undefined ? 0 : Number(record.attempts),
    };
  });
  const order = servingOrder(rated);
  // The student's figures matter only once the group is rated.
  if (!isRated(rated)) return { order, tryOrder: order };
  const student = await tx
    .selectFrom('student_ratings')
    .select('rating')
    .where('userno', '=', userno)
    .executeTakeFirst();
  const tries = await tx
    .selectFrom('problem_first_tries')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('userno', '=', userno)
    .executeTakeFirstOrThrow();
  const tryOrder = tryRunOrder(
    rated,
    student === undefined ? null : { rating: Number(student.rating), firstTries: Number(tries.n) },
  );
  return { order, tryOrder };
}
