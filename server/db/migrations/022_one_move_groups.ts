// Study groups whose problems were answered in one move are replaced in place by problems that take two
// moves or more (issue 14, "how much": no study category with more than 10 % one-move answers;
// tools/content/replaced.ts). The new problems are served under the ids the old ones had
// ("study/ip-g02-m0" …). A problem's rating and its first-try marks describe the problem that was served
// under the id, so those of the replaced groups start again (a student's first answer to a new problem
// counts as a first try); problem reports about them keep every field but their id, suffixed "-replaced",
// so nobody reads them as reports on the new problems. Medals, stars and results are keyed by category,
// group and mission and stay, as with any new pack (as 021 did for ninth-dan steps 6–10).
import { sql, type Kysely } from 'kysely';

/** The replaced groups: category key and group number. */
const replacedGroups: readonly (readonly [string, number])[] = [
  ['ip', 2],
  ['ip', 4],
  ['ip', 5],
  ['ip', 9],
  ['cho', 4],
  ['cho', 5],
  ['cho', 6],
  ['cho', 7],
  ['cho', 11],
  ['cho', 12],
  ['jung', 1],
  ['jung', 2],
  ['jung', 7],
  ['jung', 8],
  ['jung', 10],
  ['jung', 12],
];

const patterns = replacedGroups.map(([key, gno]) => `study/${key}-g${String(gno).padStart(2, '0')}-m%`);

/** `problem_id like 'study/ip-g02-m%' or …` for the replaced groups. */
const replaced = sql.join(
  patterns.map((pattern) => sql`problem_id like ${pattern}`),
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
  const renamed = sql.join(
    patterns.map((pattern) => sql`problem_id like ${`${pattern}${suffix}`}`),
    sql` or `,
  );
  await sql`update problem_reports set problem_id = substr(problem_id, 1, length(problem_id) - ${suffix.length})
    where ${renamed}`.execute(db);
}
