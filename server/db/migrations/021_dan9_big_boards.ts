// The ninth-dan challenge's steps 6–10 now hold problems on the corners and sides of a 19×19 board (issue
// 14), served under the ids the old 9×9 problems had ("dan9/s06-m0" … "dan9/s10-m9"). A problem's rating
// and its first-try marks describe the problem that was served under the id, so those of the replaced
// missions start again (a student's first answer to a new problem counts as a first try); problem reports
// about them keep every field but their id, suffixed "-replaced", so nobody reads them as reports on the
// new problems. Medals, stars and results are keyed by step and mission and stay, as with any new pack.
import { sql, type Kysely } from 'kysely';

const replacedSteps = [6, 7, 8, 9, 10].map((sno) => `dan9/s${String(sno).padStart(2, '0')}-%`);

/** `problem_id like 'dan9/s06-%' or …` for the replaced steps. */
const replaced = sql.join(
  replacedSteps.map((pattern) => sql`problem_id like ${pattern}`),
  sql` or `,
);

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`delete from problem_ratings where ${replaced}`.execute(db);
  await sql`delete from problem_first_tries where ${replaced}`.execute(db);
  await sql`update problem_reports set problem_id = problem_id || '-replaced' where ${replaced}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // The reports get their ids back; the replaced problems' ratings are gone.
  const suffix = '-replaced';
  await sql`update problem_reports set problem_id = substr(problem_id, 1, length(problem_id) - ${suffix.length})
    where problem_id like ${`dan9/s__-%${suffix}`}`.execute(db);
}
