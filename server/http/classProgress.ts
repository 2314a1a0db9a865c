// The class view (issue 19): each student of a managed class over a period of academy days, from the
// server's own records (the statistics' activity sources, the trainer's step, homework counted from
// results), and the same as CSV made here, headers and trainer levels in the teacher's language.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { trainerLevelOf } from '../../src/domain/rules/bpower';
import { accuracyPercent, periodBounds, toCsv } from '../../src/domain/rules/classProgress';
import { homeworkProgress } from '../../src/domain/rules/homework';
import { statDayOf, summarizeDay } from '../../src/domain/rules/statistics';
import {
  apiErrors,
  classProgressCsvEndpoint,
  classProgressEndpoint,
  failure,
  studentReportEndpoint,
  type ResponseOf,
} from '../../src/protocol';
import type { Database } from '../db/schema';
import type { Translate } from '../i18n';
import { activitySources } from '../stats/sources';
import { managedClass, managesStudent } from './academy';
import { countingTimes, homeworkItemOf } from './homework';
import { route } from './route';

type Tx = Kysely<Database>;
export type StudentProgress = ResponseOf<typeof classProgressEndpoint>['students'][number];

/** One student's period from the activity sources (the same records the statistics view reads). */
export async function activityOf(tx: Tx, userno: number, fromMs: number, toMs: number) {
  const records = [];
  const spans = [];
  for (const source of activitySources) {
    const activity = await source.activity(tx, userno, fromMs, toMs);
    records.push(...activity.records);
    spans.push(...activity.spans);
  }
  return summarizeDay(0, records, spans);
}

export async function trainerStepOf(tx: Tx, userno: number): Promise<number | null> {
  const row = await tx
    .selectFrom('trainer_steps')
    .select('bstep')
    .where('userno', '=', userno)
    .executeTakeFirst();
  return row ? row.bstep : null;
}

/** Every student of the class over the period, by name. */
export async function classProgress(
  tx: Tx,
  classId: number,
  fromMs: number,
  toMs: number,
  nowMs: number,
): Promise<StudentProgress[]> {
  const students = await tx
    .selectFrom('class_students')
    .innerJoin('users', 'users.userno', 'class_students.userno')
    .select(['class_students.userno as userno', 'class_students.display_name as name', 'users.username'])
    .where('class_students.class_id', '=', classId)
    .orderBy('class_students.display_name')
    .orderBy('class_students.userno')
    .execute();
  const homework = await tx
    .selectFrom('homework')
    .selectAll()
    .where('class_id', '=', classId)
    .where('created_at', '<', toMs)
    .where('due_at', '>=', fromMs)
    .execute();
  const finished = new Map<number, number>();
  for (const hw of homework) {
    const times = await countingTimes(
      tx,
      hw,
      students.map((s) => s.userno),
    );
    for (const s of students) {
      const p = homeworkProgress(hw.target, Number(hw.due_at), nowMs, times.get(s.userno) ?? []);
      if (p.status === 'done' || p.status === 'late')
        finished.set(s.userno, (finished.get(s.userno) ?? 0) + 1);
    }
  }
  const rows: StudentProgress[] = [];
  for (const s of students) {
    const day = await activityOf(tx, s.userno, fromMs, toMs);
    rows.push({
      userno: s.userno,
      name: s.name,
      username: s.username,
      solved: day.solved,
      tried: day.tried,
      accuracy: accuracyPercent(day.solved, day.tried),
      seconds: day.seconds,
      trainerStep: await trainerStepOf(tx, s.userno),
      homeworkGiven: homework.length,
      homeworkDone: finished.get(s.userno) ?? 0,
    });
  }
  return rows;
}

/** A trainer step as a child reads it (kyu/dan), in a language; empty before the first drill. */
export function trainerLevelText(t: Translate, lang: string, step: number | null): string {
  if (step === null) return '';
  const level = trainerLevelOf(step);
  if (level.kind === 'master') return t(lang, 'bpower.level.master');
  return t(lang, `bpower.level.${level.kind}`, { count: level.count });
}

/** The class view's rows as CSV, the first row the headers. */
export function progressCsv(t: Translate, lang: string, rows: readonly StudentProgress[]): string {
  const head = (key: string) => t(lang, `academy.progress.${key}`);
  return toCsv([
    [
      head('name'),
      head('username'),
      head('solved'),
      head('tried'),
      head('accuracy'),
      head('minutes'),
      head('trainer'),
      head('homeworkDone'),
      head('homeworkGiven'),
    ],
    ...rows.map((r) => [
      r.name,
      r.username,
      r.solved,
      r.tried,
      r.accuracy,
      Math.round(r.seconds / 60),
      trainerLevelText(t, lang, r.trainerStep),
      r.homeworkDone,
      r.homeworkGiven,
    ]),
  ]);
}

export function registerClassProgressRoutes(app: FastifyInstance): void {
  route(app, classProgressEndpoint, async (body, ctx) => {
    const cls = await managedClass(ctx.tx, ctx.userno, body.classId);
    if (!cls) return failure(apiErrors.forbidden);
    const { fromMs, toMs } = periodBounds(ctx.nowMs, body.days);
    const students = await classProgress(ctx.tx, cls.class_id, fromMs, toMs, ctx.nowMs);
    return { errorcode: 0, fromMs, toMs, students } as const;
  });

  route(app, classProgressCsvEndpoint, async (body, ctx) => {
    const cls = await managedClass(ctx.tx, ctx.userno, body.classId);
    if (!cls) return failure(apiErrors.forbidden);
    const { fromMs, toMs } = periodBounds(ctx.nowMs, body.days);
    const students = await classProgress(ctx.tx, cls.class_id, fromMs, toMs, ctx.nowMs);
    const teacher = await ctx.tx
      .selectFrom('users')
      .select('lang')
      .where('userno', '=', ctx.userno)
      .executeTakeFirst();
    const csv = progressCsv(app.t, teacher?.lang ?? 'en-US', students);
    const filename = `class-${cls.join_code.toLowerCase()}-${statDayOf(fromMs)}-${statDayOf(toMs - 1)}.csv`;
    return { errorcode: 0, filename, csv } as const;
  });

  route(app, studentReportEndpoint, async (body, ctx) => {
    const cls = await managesStudent(ctx.tx, ctx.userno, body.studentno);
    if (!cls) return failure(apiErrors.forbidden);
    const { fromMs, toMs } = periodBounds(ctx.nowMs, body.days);
    const progress = (await classProgress(ctx.tx, cls.class_id, fromMs, toMs, ctx.nowMs)).find(
      (s) => s.userno === body.studentno,
    );
    if (!progress) return failure(apiErrors.notFound);
    const [student, teacher] = await Promise.all([
      ctx.tx.selectFrom('users').select('lang').where('userno', '=', body.studentno).executeTakeFirst(),
      ctx.tx
        .selectFrom('users')
        .select('username')
        .where('userno', '=', cls.teacher_userno)
        .executeTakeFirst(),
    ]);
    const rows = await ctx.tx
      .selectFrom('homework')
      .selectAll()
      .where('class_id', '=', cls.class_id)
      .where('created_at', '<', toMs)
      .where('due_at', '>=', fromMs)
      .orderBy('due_at')
      .orderBy('homework_id')
      .execute();
    const homework = [];
    for (const row of rows) {
      const times = await countingTimes(ctx.tx, row, [body.studentno]);
      const p = homeworkProgress(row.target, Number(row.due_at), ctx.nowMs, times.get(body.studentno) ?? []);
      homework.push({ ...homeworkItemOf(app.content, row), done: p.done, status: p.status });
    }
    return {
      errorcode: 0,
      name: progress.name,
      className: cls.name,
      teacherName: teacher?.username ?? '',
      lang: student?.lang ?? 'ko-KR',
      fromMs,
      toMs,
      progress,
      homework,
    } as const;
  });
}
