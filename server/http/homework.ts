// Homework (issue 19): a teacher gives their class work with a due time; each student's progress is
// computed here from the results the server itself recorded (study_results solved, single_results
// credited, trainer_drills answered), never from a client's claim. A teacher reads and changes only their
// own classes' homework (an academy admin every class's); a student sees only their own class's.
import type { FastifyInstance } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import {
  homeworkProgress,
  MAX_DUE_AHEAD_MS,
  MAX_TRAINER_DRILLS,
  type HomeworkKind,
  type HomeworkProgress,
} from '../../src/domain/rules/homework';
import { singleType } from '../../src/domain/rules/singleTypes';
import {
  apiErrors,
  failure,
  homeworkAssignEndpoint,
  homeworkChoicesEndpoint,
  homeworkListEndpoint,
  homeworkMineEndpoint,
  homeworkRemoveEndpoint,
} from '../../src/protocol';
import type { ContentPacks } from '../content/packs';
import type { Database, HomeworkTable } from '../db/schema';
import { managedClass, roleOf } from './academy';
import { route } from './route';

type Tx = Kysely<Database>;
type HomeworkRow = Selectable<HomeworkTable>;

/** A student sees homework due in the last two weeks or later. */
const SHOWN_AFTER_DUE_MS = 14 * 24 * 3600 * 1000;

function isKind(kind: string): kind is HomeworkKind {
  return kind === 'study' || kind === 'single' || kind === 'trainer';
}

/**
 * The times of the results that count for the homework, per student: the first solve of each mission of
 * the group (study, single) or each answered drill (trainer), from the moment the homework was given.
 */
export async function countingTimes(
  tx: Tx,
  hw: HomeworkRow,
  studentnos: readonly number[],
): Promise<Map<number, number[]>> {
  const times = new Map<number, number[]>(studentnos.map((s) => [s, []]));
  if (studentnos.length === 0) return times;
  const add = (userno: number, at: number | string | null) => {
    if (at !== null) times.get(userno)?.push(Number(at));
  };
  if (hw.kind === 'study') {
    const rows = await tx
      .selectFrom('study_results')
      .select(['userno', 'jkno', (eb) => eb.fn.min<number>('created_at').as('at')])
      .where('userno', 'in', [...studentnos])
      .where('kind', '=', 'study')
      .where('sno', '=', hw.sno)
      .where('gno', '=', hw.gno)
      .where('solved', '=', 1)
      .where('created_at', '>=', hw.created_at)
      .groupBy(['userno', 'jkno'])
      .execute();
    for (const r of rows) add(r.userno, r.at);
  } else if (hw.kind === 'single') {
    const rows = await tx
      .selectFrom('single_results')
      .select(['userno', 'jkno', (eb) => eb.fn.min<number>('created_at').as('at')])
      .where('userno', 'in', [...studentnos])
      .where('sno', '=', hw.sno)
      .where('gno', '=', hw.gno)
      .where('credited', '=', 1)
      .where('created_at', '>=', hw.created_at)
      .groupBy(['userno', 'jkno'])
      .execute();
    for (const r of rows) add(r.userno, r.at);
  } else {
    const rows = await tx
      .selectFrom('trainer_drills')
      .select(['userno', 'answered_at'])
      .where('userno', 'in', [...studentnos])
      .where('answered_at', 'is not', null)
      .where('answered_at', '>=', hw.created_at)
      .execute();
    for (const r of rows) add(r.userno, r.answered_at);
  }
  return times;
}

/** The group's title from the content pack, or undefined when the group is not there. */
function titleOf(content: ContentPacks, kind: HomeworkKind, sno: number, gno: number) {
  if (kind === 'study') return content.study.group(sno, gno)?.title;
  if (kind === 'single') return sno === singleType.dice ? undefined : content.single.group(sno, gno)?.title;
  return undefined;
}

/** A homework row as the wire has it. */
export function homeworkItemOf(content: ContentPacks, row: HomeworkRow) {
  const kind: HomeworkKind = isKind(row.kind) ? row.kind : 'trainer';
  return {
    homeworkId: row.homework_id,
    classId: row.class_id,
    kind,
    sno: row.sno,
    gno: row.gno,
    target: row.target,
    dueAt: Number(row.due_at),
    createdAt: Number(row.created_at),
    title: titleOf(content, kind, row.sno, row.gno) ?? null,
  };
}

export function registerHomeworkRoutes(app: FastifyInstance): void {
  /** How many things the homework can ask for at most (the group's missions; drills for the trainer). */
  function maxTarget(kind: HomeworkKind, sno: number, gno: number): number {
    if (kind === 'study') return app.content.study.group(sno, gno)?.missions.length ?? 0;
    if (kind === 'single')
      return sno === singleType.dice ? 0 : (app.content.single.group(sno, gno)?.missions.length ?? 0);
    return sno === 0 && gno === 0 ? MAX_TRAINER_DRILLS : 0;
  }

  const itemOf = (row: HomeworkRow) => homeworkItemOf(app.content, row);

  const progressOf = (row: HomeworkRow, nowMs: number, times: readonly number[]): HomeworkProgress =>
    homeworkProgress(row.target, Number(row.due_at), nowMs, times);

  route(app, homeworkChoicesEndpoint, async (_body, ctx) => {
    if ((await roleOf(ctx.tx, ctx.userno)) === 'student') return failure(apiErrors.forbidden);
    const groups = [
      ...app.content.study.categories.flatMap((c) =>
        c.groups.map((g) => ({
          kind: 'study' as const,
          sno: c.sno,
          gno: g.gno,
          title: g.title,
          missions: g.missions.length,
        })),
      ),
      ...app.content.single.categories
        .filter((c) => c.sno !== singleType.dice)
        .flatMap((c) =>
          c.groups.map((g) => ({
            kind: 'single' as const,
            sno: c.sno,
            gno: g.gno,
            title: g.title,
            missions: g.missions.length,
          })),
        ),
    ].filter((g) => g.missions > 0);
    return { errorcode: 0, groups, maxDrills: MAX_TRAINER_DRILLS } as const;
  });

  route(app, homeworkAssignEndpoint, async (body, ctx) => {
    const cls = await managedClass(ctx.tx, ctx.userno, body.classId);
    if (!cls) return failure(apiErrors.forbidden);
    if (cls.archived_at !== 0) return failure(apiErrors.invalidRequest);
    const most = maxTarget(body.kind, body.sno, body.gno);
    if (most === 0) return failure(apiErrors.contentNotFound);
    if (body.target > most) return failure(apiErrors.invalidRequest);
    if (body.dueAt <= ctx.nowMs || body.dueAt > ctx.nowMs + MAX_DUE_AHEAD_MS)
      return failure(apiErrors.invalidRequest);
    const row = await ctx.tx
      .insertInto('homework')
      .values({
        class_id: cls.class_id,
        teacher_userno: ctx.userno,
        kind: body.kind,
        sno: body.sno,
        gno: body.gno,
        target: body.target,
        due_at: body.dueAt,
        created_at: ctx.nowMs,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { errorcode: 0, homework: itemOf(row) } as const;
  });

  route(app, homeworkListEndpoint, async (body, ctx) => {
    const cls = await managedClass(ctx.tx, ctx.userno, body.classId);
    if (!cls) return failure(apiErrors.forbidden);
    const rows = await ctx.tx
      .selectFrom('homework')
      .selectAll()
      .where('class_id', '=', cls.class_id)
      .orderBy('due_at', 'desc')
      .orderBy('homework_id', 'desc')
      .execute();
    const students = await ctx.tx
      .selectFrom('class_students')
      .select(['userno', 'display_name'])
      .where('class_id', '=', cls.class_id)
      .orderBy('display_name')
      .orderBy('userno')
      .execute();
    const homework = [];
    for (const row of rows) {
      const times = await countingTimes(
        ctx.tx,
        row,
        students.map((s) => s.userno),
      );
      homework.push({
        ...itemOf(row),
        students: students.map((s) => {
          const p = progressOf(row, ctx.nowMs, times.get(s.userno) ?? []);
          return { userno: s.userno, name: s.display_name, done: p.done, status: p.status };
        }),
      });
    }
    return { errorcode: 0, homework } as const;
  });

  route(app, homeworkRemoveEndpoint, async (body, ctx) => {
    const row = await ctx.tx
      .selectFrom('homework')
      .select('class_id')
      .where('homework_id', '=', body.homeworkId)
      .executeTakeFirst();
    if (!row || !(await managedClass(ctx.tx, ctx.userno, row.class_id))) return failure(apiErrors.forbidden);
    await ctx.tx.deleteFrom('homework').where('homework_id', '=', body.homeworkId).execute();
    return { errorcode: 0, homeworkId: body.homeworkId } as const;
  });

  route(app, homeworkMineEndpoint, async (_body, ctx) => {
    const place = await ctx.tx
      .selectFrom('class_students')
      .innerJoin('classes', 'classes.class_id', 'class_students.class_id')
      .select(['classes.class_id', 'classes.archived_at'])
      .where('class_students.userno', '=', ctx.userno)
      .executeTakeFirst();
    if (!place || place.archived_at !== 0) return { errorcode: 0, homework: [] } as const;
    const rows = await ctx.tx
      .selectFrom('homework')
      .selectAll()
      .where('class_id', '=', place.class_id)
      .where('due_at', '>=', ctx.nowMs - SHOWN_AFTER_DUE_MS)
      .orderBy('due_at')
      .orderBy('homework_id')
      .execute();
    const homework = [];
    for (const row of rows) {
      const times = await countingTimes(ctx.tx, row, [ctx.userno]);
      const p = progressOf(row, ctx.nowMs, times.get(ctx.userno) ?? []);
      homework.push({ ...itemOf(row), done: p.done, status: p.status });
    }
    return { errorcode: 0, homework } as const;
  });
}
