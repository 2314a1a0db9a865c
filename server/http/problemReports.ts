// Problem reports (issue 14): a signed-in user flags a problem of the packs; academy admins list the
// reports. The reporter comes from the token; the problem id must name a problem of the packs; a user
// sends at most MAX_REPORTS_PER_HOUR reports an hour (counted in the database, so every process agrees).
import type { FastifyInstance } from 'fastify';
import { SqliteAdapter } from 'kysely';
import { MAX_REPORTS_PER_HOUR, problemReportKinds } from '../../src/domain/content/problemReports';
import type { ProblemReportKind } from '../../src/domain/content/problemReports';
import { apiErrors, failure, problemReportEndpoint, problemReportListEndpoint } from '../../src/protocol';
import { atomically } from '../quest/atomically';
import { roleOf } from './academy';
import { route } from './route';

const HOUR_MS = 3_600_000;
/** The most reports one list answers. */
const LIST_LIMIT = 200;

function kindOf(value: string): ProblemReportKind {
  return problemReportKinds.find((k) => k === value) ?? 'wrong_answer';
}

export function registerProblemReportRoutes(app: FastifyInstance): void {
  route(app, problemReportEndpoint, async (body, ctx) => {
    if (!app.content.problemIds.has(body.problemId)) return failure(apiErrors.contentNotFound);
    return atomically(ctx.tx, async (tx) => {
      // One user's reports are counted and written one at a time: PostgreSQL holds the user's row until the
      // transaction ends (SQLite runs one write transaction at a time anyway), so racing reports cannot pass
      // the hourly limit together.
      if (!(tx.getExecutor().adapter instanceof SqliteAdapter))
        await tx.selectFrom('users').select('userno').where('userno', '=', ctx.userno).forUpdate().execute();
      const recent = await tx
        .selectFrom('problem_reports')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('userno', '=', ctx.userno)
        .where('created_at', '>', ctx.nowMs - HOUR_MS)
        .executeTakeFirst();
      if (Number(recent?.n ?? 0) >= MAX_REPORTS_PER_HOUR) return failure(apiErrors.tooManyRequests);
      const row = await tx
        .insertInto('problem_reports')
        .values({
          userno: ctx.userno,
          problem_id: body.problemId,
          kind: body.kind,
          note: (body.note ?? '').trim(),
          moves: body.moves.join(' '),
          created_at: ctx.nowMs,
        })
        .returning('report_id')
        .executeTakeFirstOrThrow();
      return { errorcode: 0, reportId: row.report_id } as const;
    });
  });

  route(app, problemReportListEndpoint, async (body, ctx) => {
    if ((await roleOf(ctx.tx, ctx.userno)) !== 'admin') return failure(apiErrors.forbidden);
    let query = ctx.tx
      .selectFrom('problem_reports')
      .innerJoin('users', 'users.userno', 'problem_reports.userno')
      .select([
        'problem_reports.report_id as reportId',
        'problem_reports.problem_id as problemId',
        'problem_reports.kind as kind',
        'problem_reports.note as note',
        'problem_reports.moves as moves',
        'problem_reports.userno as userno',
        'users.username as username',
        'problem_reports.created_at as createdAt',
      ])
      .orderBy('problem_reports.report_id', 'desc')
      .limit(LIST_LIMIT);
    if (body.problemId !== undefined) query = query.where('problem_reports.problem_id', '=', body.problemId);
    const rows = await query.execute();
    return {
      errorcode: 0,
      reports: rows.map((r) => ({
        reportId: r.reportId,
        problemId: r.problemId,
        kind: kindOf(r.kind),
        note: r.note,
        moves: r.moves === '' ? [] : r.moves.split(' '),
        userno: r.userno,
        username: r.username,
        createdAt: Number(r.createdAt),
        withdrawn: app.content.withdrawn.has(r.problemId),
      })),
    } as const;
  });
}
