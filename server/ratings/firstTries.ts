// Ratings from play (issue 14): a student's first answer to a problem moves the student's and the
// problem's Glicko-2 ratings (src/domain/rules/glicko2.ts); later answers to the same problem do not.
// Called inside the transaction that records the result, so the rating moves with the result or not at all.
import type { Kysely } from 'kysely';
import { PROBLEM_ID_PATTERN } from '../../src/domain/content/problemIds';
import { INITIAL_RATING, rateFirstTry } from '../../src/domain/rules/glicko2';
import type { Database } from '../db/schema';

type Tx = Kysely<Database>;

/** One answer to a problem, named by its stable id. */
export interface ProblemAnswer {
  problemId: string | undefined;
  solved: boolean;
}

/**
 * Rates the first tries among `answers` (the first answer per problem of the list; a problem this
 * student answered before is skipped). The (student, problem) mark is claimed with an insert that does
 * nothing on conflict, so of two racing first answers only one is rated. Rows are locked in one order
 * (the student's rating, then the problems by id) so two students' transactions never wait on each other
 * in a circle.
 */
export async function rateFirstTries(
  tx: Tx,
  userno: number,
  answers: readonly ProblemAnswer[],
  nowMs: number,
): Promise<number> {
  const firstPerProblem = new Map<string, boolean>();
  for (const a of answers) {
    if (a.problemId === undefined || !PROBLEM_ID_PATTERN.test(a.problemId)) continue;
    if (!firstPerProblem.has(a.problemId)) firstPerProblem.set(a.problemId, a.solved);
  }
  const claimed: { problemId: string; solved: boolean }[] = [];
  for (const problemId of [...firstPerProblem.keys()].sort()) {
    const solved = firstPerProblem.get(problemId) === true;
    const mark = await tx
      .insertInto('problem_first_tries')
      .values({ userno, problem_id: problemId, solved: solved ? 1 : 0, created_at: nowMs })
      .onConflict((oc) => oc.columns(['userno', 'problem_id']).doNothing())
      .executeTakeFirst();
    if (Number(mark.numInsertedOrUpdatedRows ?? 0n) === 1) claimed.push({ problemId, solved });
  }
  if (claimed.length === 0) return 0;

  // The upserts take the rows' locks on PostgreSQL before they are read.
  await tx
    .insertInto('student_ratings')
    .values({ userno, ...INITIAL_RATING, updated_at: nowMs })
    .onConflict((oc) => oc.column('userno').doUpdateSet({ updated_at: nowMs }))
    .execute();
  let student = await tx
    .selectFrom('student_ratings')
    .select(['rating', 'rd', 'vol'])
    .where('userno', '=', userno)
    .executeTakeFirstOrThrow();
  for (const { problemId, solved } of claimed) {
    const won = solved ? 1 : 0;
    await tx
      .insertInto('problem_ratings')
      .values({ problem_id: problemId, ...INITIAL_RATING, attempts: 1, solved_first: won, updated_at: nowMs })
      .onConflict((oc) =>
        oc.column('problem_id').doUpdateSet((eb) => ({
          attempts: eb('problem_ratings.attempts', '+', 1),
          solved_first: eb('problem_ratings.solved_first', '+', won),
          updated_at: nowMs,
        })),
      )
      .execute();
    const problem = await tx
      .selectFrom('problem_ratings')
      .select(['rating', 'rd', 'vol'])
      .where('problem_id', '=', problemId)
      .executeTakeFirstOrThrow();
    const next = rateFirstTry(student, problem, solved);
    await tx
      .updateTable('problem_ratings')
      .set({ ...next.problem, updated_at: nowMs })
      .where('problem_id', '=', problemId)
      .execute();
    student = next.student;
  }
  await tx
    .updateTable('student_ratings')
    .set({ ...student, updated_at: nowMs })
    .where('userno', '=', userno)
    .execute();
  return claimed.length;
}

/** Problems' first-try records by id (every student's), for a teacher's view. */
export async function problemRecords(
  tx: Tx,
  problemIds: readonly string[],
): Promise<Map<string, { attempts: number; solved: number; rating: number }>> {
  if (problemIds.length === 0) return new Map();
  const rows = await tx
    .selectFrom('problem_ratings')
    .select(['problem_id', 'attempts', 'solved_first', 'rating'])
    .where('problem_id', 'in', [...new Set(problemIds)])
    .execute();
  return new Map(
    rows.map((r) => [
      r.problem_id,
      { attempts: Number(r.attempts), solved: Number(r.solved_first), rating: Math.round(Number(r.rating)) },
    ]),
  );
}
