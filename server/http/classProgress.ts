// The class view (issue 19): each student of a managed class over a period of academy days, from the
// server's own records (the statistics' activity sources, the trainer's step, homework counted from
// results), and the same as CSV made here, headers and trainer levels in the teacher's language.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { trainerLevelOf } from '../../src/domain/rules/bpower';
import {
  accuracyPercent,
  mostFailed,
  periodBounds,
  solvedPerDay,
  toCsv,
  type FailureCount,
} from '../../src/domain/rules/classProgress';
import { gradeNameKey } from '../../src/domain/rules/grades';
import { homeworkProgress } from '../../src/domain/rules/homework';
import {
  statDayOf,
  summarizeDay,
  type ActivityRecord,
  type TimedSpan,
} from '../../src/domain/rules/statistics';
import { groupMedal, type TrySlot } from '../../src/domain/rules/studyPoints';
import { MILLIS_PER_DAY } from '../../src/domain/rules/time';
import {
  apiErrors,
  classProgressCsvEndpoint,
  classProgressEndpoint,
  failure,
  studentReportEndpoint,
  type ResponseOf,
} from '../../src/protocol';
import { medalThresholds } from '../content/appConfig';
import type { ContentPacks } from '../content/packs';
import type { Database } from '../db/schema';
import type { Translate } from '../i18n';
import { problemRecords } from '../ratings/firstTries';
import { activitySources } from '../stats/sources';
import { managedClass, managesStudent } from './academy';
import { countingTimes, homeworkItemOf } from './homework';
import { route } from './route';

type Tx = Kysely<Database>;
export type StudentProgress = ResponseOf<typeof classProgressEndpoint>['students'][number];
type FailingMission = StudentProgress['failing'][number];
type MedalCounts = StudentProgress['medals']['study'];

/** One student's period from the activity sources (the same records the statistics view reads). */
export async function activityOf(tx: Tx, userno: number, fromMs: number, toMs: number) {
  return (await activitiesOf(tx, [userno], fromMs, toMs)).get(userno) ?? summarizeDay(0, [], []);
}

/** Several students' periods at once: one query per source table, not one per student. */
async function activitiesOf(tx: Tx, usernos: readonly number[], fromMs: number, toMs: number) {
  const records = new Map<number, ActivityRecord[]>(usernos.map((u) => [u, []]));
  const spans = new Map<number, TimedSpan[]>(usernos.map((u) => [u, []]));
  for (const source of activitySources) {
    const activities = await source.activities(tx, usernos, fromMs, toMs);
    for (const [userno, activity] of activities) {
      records.get(userno)?.push(...activity.records);
      spans.get(userno)?.push(...activity.spans);
    }
  }
  return new Map(
    usernos.map((u) => {
      const day = summarizeDay(0, records.get(u) ?? [], spans.get(u) ?? []);
      return [u, { ...day, records: records.get(u) ?? [] }] as const;
    }),
  );
}

export async function trainerStepOf(tx: Tx, userno: number): Promise<number | null> {
  return (await trainerStepsOf(tx, [userno])).get(userno) ?? null;
}

async function trainerStepsOf(tx: Tx, usernos: readonly number[]): Promise<Map<number, number>> {
  if (usernos.length === 0) return new Map();
  const rows = await tx
    .selectFrom('trainer_steps')
    .select(['userno', 'bstep'])
    .where('userno', 'in', [...usernos])
    .execute();
  return new Map(rows.map((r) => [r.userno, r.bstep]));
}

const noMedals = (): MedalCounts => ({ gold: 0, silver: 0, bronze: 0 });

/** Each student's study and ninth-dan medals now, from their try slots (one query for the class). */
async function medalsOf(tx: Tx, usernos: readonly number[]) {
  const out = new Map(usernos.map((u) => [u, { study: noMedals(), dan9: noMedals() }]));
  if (usernos.length === 0) return out;
  const rows = await tx
    .selectFrom('study_try_slots')
    .select(['userno', 'kind', 'sno', 'gno', 'slot', 'cno'])
    .where('userno', 'in', [...usernos])
    .execute();
  const groups = new Map<string, { userno: number; kind: 'study' | 'dan9'; sno: number; slots: TrySlot[] }>();
  for (const r of rows) {
    const key = `${r.userno}/${r.kind}/${r.sno}/${r.gno}`;
    const group = groups.get(key) ?? { userno: r.userno, kind: r.kind, sno: r.sno, slots: [] };
    group.slots.push({ slot: r.slot, correctCount: r.cno });
    groups.set(key, group);
  }
  for (const g of groups.values()) {
    const medal = groupMedal(g.sno, g.slots, medalThresholds);
    const counts = out.get(g.userno)?.[g.kind];
    if (counts && medal !== 'none') counts[medal] += 1;
  }
  return out;
}

/** Each student's highest received try-quest tier (one grouped query for the class). */
async function tiersOf(tx: Tx, usernos: readonly number[]): Promise<Map<number, number>> {
  if (usernos.length === 0) return new Map();
  const rows = await tx
    .selectFrom('tryquest_receipts')
    .select(['userno', (eb) => eb.fn.max<number>('tindex').as('tier')])
    .where('userno', 'in', [...usernos])
    .groupBy('userno')
    .execute();
  return new Map(rows.map((r) => [r.userno, Number(r.tier)]));
}

/**
 * Each student's failures per mission in the period: wrong study and ninth-dan answers, and single-play
 * results that did not clear (one grouped query per table for the class).
 */
async function failuresOf(tx: Tx, usernos: readonly number[], fromMs: number, toMs: number) {
  const out = new Map<number, FailureCount[]>(usernos.map((u) => [u, []]));
  if (usernos.length === 0) return out;
  const study = await tx
    .selectFrom('study_results')
    .select(['userno', 'kind', 'sno', 'gno', 'jkno', (eb) => eb.fn.countAll<number>().as('failures')])
    .where('userno', 'in', [...usernos])
    .where('solved', '=', 0)
    .where('created_at', '>=', fromMs)
    .where('created_at', '<', toMs)
    .groupBy(['userno', 'kind', 'sno', 'gno', 'jkno'])
    .execute();
  const single = await tx
    .selectFrom('single_results')
    .select(['userno', 'sno', 'gno', 'jkno', (eb) => eb.fn.countAll<number>().as('failures')])
    .where('userno', 'in', [...usernos])
    .where('credited', '=', 0)
    .where('created_at', '>=', fromMs)
    .where('created_at', '<', toMs)
    .groupBy(['userno', 'sno', 'gno', 'jkno'])
    .execute();
  for (const r of study)
    out
      .get(r.userno)
      ?.push({ kind: r.kind, sno: r.sno, gno: r.gno, jkno: r.jkno, failures: Number(r.failures) });
  for (const r of single)
    out
      .get(r.userno)
      ?.push({ kind: 'single', sno: r.sno, gno: r.gno, jkno: r.jkno, failures: Number(r.failures) });
  return out;
}

/** The stable problem id of a failed mission (undefined for games and missions gone from the packs). */
function problemIdOf(content: ContentPacks, f: FailureCount): string | undefined {
  if (f.kind === 'single') return content.single.mission(f.sno, f.gno, f.jkno)?.wire.problemId;
  return (f.kind === 'dan9' ? content.dan9 : content.study).mission(f.sno, f.gno, f.jkno)?.problemId;
}

type FirstTries = FailingMission['firstTries'];

/** A failed mission with its category's and group's titles and its problem's first tries, as a teacher reads it. */
function namedFailure(
  content: ContentPacks,
  f: FailureCount,
  records: ReadonlyMap<string, NonNullable<FirstTries>>,
): FailingMission {
  const pack = f.kind === 'single' ? content.single : f.kind === 'dan9' ? content.dan9 : content.study;
  const category = pack.categories.find((c) => c.sno === f.sno);
  const group = category?.groups.find((g) => g.gno === f.gno);
  const problemId = problemIdOf(content, f);
  return {
    ...f,
    category: category?.title ?? null,
    group: group?.title ?? null,
    firstTries: (problemId === undefined ? undefined : records.get(problemId)) ?? null,
  };
}

/** Every student of the class over the period, by name. */
export async function classProgress(
  tx: Tx,
  content: ContentPacks,
  classId: number,
  fromMs: number,
  toMs: number,
  nowMs: number,
): Promise<StudentProgress[]> {
  const students = await tx
    .selectFrom('class_students')
    .innerJoin('users', 'users.userno', 'class_students.userno')
    .select([
      'class_students.userno as userno',
      'class_students.display_name as name',
      'users.username',
      'users.grade',
    ])
    .where('class_students.class_id', '=', classId)
    .orderBy('class_students.display_name')
    .orderBy('class_students.userno')
    .execute();
  const usernos = students.map((s) => s.userno);
  const homework = await tx
    .selectFrom('homework')
    .selectAll()
    .where('class_id', '=', classId)
    .where('created_at', '<', toMs)
    .where('due_at', '>=', fromMs)
    .execute();
  const finished = new Map<number, number>();
  for (const hw of homework) {
    const times = await countingTimes(tx, content, hw, usernos);
    for (const s of students) {
      const p = homeworkProgress(hw.target, Number(hw.due_at), nowMs, times.get(s.userno) ?? []);
      if (p.status === 'done' || p.status === 'late')
        finished.set(s.userno, (finished.get(s.userno) ?? 0) + 1);
    }
  }
  const days = Math.round((toMs - fromMs) / MILLIS_PER_DAY);
  const activities = await activitiesOf(tx, usernos, fromMs, toMs);
  const steps = await trainerStepsOf(tx, usernos);
  const medals = await medalsOf(tx, usernos);
  const tiers = await tiersOf(tx, usernos);
  const failures = await failuresOf(tx, usernos, fromMs, toMs);
  const failing = new Map(usernos.map((u) => [u, mostFailed(failures.get(u) ?? [])]));
  const records = await problemRecords(
    tx,
    [...failing.values()].flat().flatMap((f) => problemIdOf(content, f) ?? []),
  );
  return students.map((s) => {
    const day = activities.get(s.userno) ?? { ...summarizeDay(0, [], []), records: [] };
    return {
      userno: s.userno,
      name: s.name,
      username: s.username,
      solved: day.solved,
      tried: day.tried,
      accuracy: accuracyPercent(day.solved, day.tried),
      seconds: day.seconds,
      trainerStep: steps.get(s.userno) ?? null,
      homeworkGiven: homework.length,
      homeworkDone: finished.get(s.userno) ?? 0,
      grade: s.grade,
      medals: medals.get(s.userno) ?? { study: noMedals(), dan9: noMedals() },
      tier: tiers.get(s.userno) ?? null,
      failing: (failing.get(s.userno) ?? []).map((f) => namedFailure(content, f, records)),
      trend: solvedPerDay(day.records, fromMs, days),
    };
  });
}

/** A trainer step as a child reads it (kyu/dan), in a language; empty before the first drill. */
export function trainerLevelText(t: Translate, lang: string, step: number | null): string {
  if (step === null) return '';
  const level = trainerLevelOf(step);
  if (level.kind === 'master') return t(lang, 'bpower.level.master');
  return t(lang, `bpower.level.${level.kind}`, { count: level.count });
}

/** A grade's name for a region in a language (grade 07 reads "Grade 7" where it has no name). */
export function gradeText(t: Translate, lang: string, region: string, grade: number): string {
  const key = gradeNameKey(grade, region);
  const name = t(lang, key);
  return name === key ? t(lang, 'grade.other', { grade }) : name;
}

/** A failed mission in words: "Category · Group · mission 3 (4×)". */
export function failingText(t: Translate, lang: string, f: FailingMission): string {
  const title = (text: FailingMission['group']) =>
    text ? (text[lang as keyof typeof text] ?? text['en-US']) : '';
  return t(lang, 'academy.progress.failingItem', {
    category: title(f.category) || t(lang, `stats.sectionName.${f.kind}`),
    group: title(f.group) || String(f.gno + 1),
    mission: f.jkno + 1,
    count: f.failures,
  });
}

/** The class view's rows as CSV, the first row the headers. */
export function progressCsv(
  t: Translate,
  lang: string,
  region: string,
  rows: readonly StudentProgress[],
): string {
  const head = (key: string) => t(lang, `academy.progress.${key}`);
  const medalHeads = (['study', 'dan9'] as const).flatMap((kind) =>
    (['gold', 'silver', 'bronze'] as const).map((medal) =>
      t(lang, 'academy.progress.medalColumn', {
        section: t(lang, `stats.sectionName.${kind}`),
        medal: t(lang, `medal.${medal}`),
      }),
    ),
  );
  return toCsv([
    [
      head('name'),
      head('username'),
      head('grade'),
      head('solved'),
      head('tried'),
      head('accuracy'),
      head('minutes'),
      head('trainer'),
      head('homeworkDone'),
      head('homeworkGiven'),
      ...medalHeads,
      head('tier'),
      head('failing'),
      head('trendColumn'),
    ],
    ...rows.map((r) => [
      r.name,
      r.username,
      gradeText(t, lang, region, r.grade),
      r.solved,
      r.tried,
      r.accuracy,
      Math.round(r.seconds / 60),
      trainerLevelText(t, lang, r.trainerStep),
      r.homeworkDone,
      r.homeworkGiven,
      ...(['study', 'dan9'] as const).flatMap((kind) => [
        r.medals[kind].gold,
        r.medals[kind].silver,
        r.medals[kind].bronze,
      ]),
      r.tier,
      r.failing.map((f) => failingText(t, lang, f)).join('; '),
      r.trend.join(' '),
    ]),
  ]);
}

export function registerClassProgressRoutes(app: FastifyInstance): void {
  route(app, classProgressEndpoint, async (body, ctx) => {
    const cls = await managedClass(ctx.tx, ctx.userno, body.classId);
    if (!cls) return failure(apiErrors.forbidden);
    const { fromMs, toMs } = periodBounds(ctx.nowMs, body.days);
    const students = await classProgress(ctx.tx, app.content, cls.class_id, fromMs, toMs, ctx.nowMs);
    return { errorcode: 0, fromMs, toMs, students } as const;
  });

  route(app, classProgressCsvEndpoint, async (body, ctx) => {
    const cls = await managedClass(ctx.tx, ctx.userno, body.classId);
    if (!cls) return failure(apiErrors.forbidden);
    const { fromMs, toMs } = periodBounds(ctx.nowMs, body.days);
    const students = await classProgress(ctx.tx, app.content, cls.class_id, fromMs, toMs, ctx.nowMs);
    const teacher = await ctx.tx
      .selectFrom('users')
      .select(['lang', 'country'])
      .where('userno', '=', ctx.userno)
      .executeTakeFirst();
    const csv = progressCsv(app.t, teacher?.lang ?? 'en-US', teacher?.country ?? '', students);
    const filename = `class-${cls.join_code.toLowerCase()}-${statDayOf(fromMs)}-${statDayOf(toMs - 1)}.csv`;
    return { errorcode: 0, filename, csv } as const;
  });

  route(app, studentReportEndpoint, async (body, ctx) => {
    const cls = await managesStudent(ctx.tx, ctx.userno, body.studentno);
    if (!cls) return failure(apiErrors.forbidden);
    const { fromMs, toMs } = periodBounds(ctx.nowMs, body.days);
    const progress = (await classProgress(ctx.tx, app.content, cls.class_id, fromMs, toMs, ctx.nowMs)).find(
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
      const times = await countingTimes(ctx.tx, app.content, row, [body.studentno]);
      const p = homeworkProgress(row.target, Number(row.due_at), ctx.nowMs, times.get(body.studentno) ?? []);
      homework.push({ ...homeworkItemOf(app.content, row), done: p.done, status: p.status });
    }
    return {
      errorcode: 0,
      name: progress.name,
      classId: cls.class_id,
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
