// Homework (issue 19): a teacher gives their class work with a due time; each student's progress is
// computed here from the results the server itself recorded (study_results solved, single_results
// credited, trainer_drills answered, live_games ended), never from a client's claim. A teacher reads and changes only their
// own classes' homework (an academy admin every class's); a student sees only their own class's.
import type { FastifyInstance } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import {
  homeworkProgress,
  homeworkKinds,
  MAX_AI_WINS,
  missionKey,
  MAX_DUE_AHEAD_MS,
  MAX_LEVEL_PUZZLES,
  MAX_LIVE_GAMES,
  MAX_TRAINER_DRILLS,
  type HomeworkKind,
  type HomeworkProgress,
} from '../../src/domain/rules/homework';
import { MAX_LEVEL as MAX_AI_LEVEL, MIN_LEVEL as MIN_AI_LEVEL } from '../../src/domain/ai/levels';
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
import type { LocalizedText } from '../content/study';
import type { ContentPacks } from '../content/packs';
import type { Database, HomeworkTable } from '../db/schema';
import { managedClass, roleOf } from './academy';
import { route } from './route';

type Tx = Kysely<Database>;
type HomeworkRow = Selectable<HomeworkTable>;

/** A student sees homework due in the last two weeks or later. */
const SHOWN_AFTER_DUE_MS = 14 * 24 * 3600 * 1000;

function isKind(kind: string): kind is HomeworkKind {
  return (homeworkKinds as readonly string[]).includes(kind);
}

/** The single-play missions that are AI battles (a game against the AI; dice apart) at this level or stronger. */
export function aiBattlesAtLevel(content: ContentPacks, level: number): Set<string> {
  const out = new Set<string>();
  for (const c of content.single.categories) {
    if (c.sno === singleType.dice) continue;
    for (const g of c.groups)
      for (const m of g.missions)
        if (m.game && m.game.level >= level) out.add(missionKey(c.sno, g.gno, m.wire.jkno));
  }
  return out;
}

/** How many study missions the study category (a level) has in all. */
function levelMissions(content: ContentPacks, sno: number): number {
  const category = content.study.categories.find((c) => c.sno === sno);
  return category ? category.groups.reduce((n, g) => n + g.missions.length, 0) : 0;
}

/**
 * The times of the results that count for the homework, per student: the first solve of each mission of
 * the group (study, single) or each answered drill (trainer), from the moment the homework was given.
 */
export async function countingTimes(
  tx: Tx,
  content: ContentPacks,
  hw: HomeworkRow,
  studentnos: readonly number[],
): Promise<Map<number, number[]>> {
  const counted = await countedResults(tx, content, hw, studentnos);
  return new Map([...counted].map(([userno, list]) => [userno, list.map((c) => c.at)]));
}

/**
 * The results that count for the homework, per student, each with its time and what it was
 * (homeworkCountKey of domain/rules/homework.ts: a mission "sno:gno:jkno", a drill's id, a game's id).
 */
export async function countedResults(
  tx: Tx,
  content: ContentPacks,
  hw: HomeworkRow,
  studentnos: readonly number[],
): Promise<Map<number, { at: number; key: string }[]>> {
  const times = new Map<number, { at: number; key: string }[]>(studentnos.map((s) => [s, []]));
  if (studentnos.length === 0) return times;
  const add = (userno: number, at: number | string | null, key: string) => {
    if (at !== null) times.get(userno)?.push({ at: Number(at), key });
  };
  if (hw.kind === 'study' || hw.kind === 'dan9') {
    const rows = await tx
      .selectFrom('study_results')
      .select(['userno', 'jkno', (eb) => eb.fn.min<number>('created_at').as('at')])
      .where('userno', 'in', [...studentnos])
      .where('kind', '=', hw.kind)
      .where('sno', '=', hw.sno)
      .where('gno', '=', hw.gno)
      .where('solved', '=', 1)
      .where('created_at', '>=', hw.created_at)
      .groupBy(['userno', 'jkno'])
      .execute();
    for (const r of rows) add(r.userno, r.at, missionKey(hw.sno, hw.gno, r.jkno));
  } else if (hw.kind === 'puzzles') {
    // Any mission of the level's groups, each counted once (its first solve).
    const rows = await tx
      .selectFrom('study_results')
      .select(['userno', 'gno', 'jkno', (eb) => eb.fn.min<number>('created_at').as('at')])
      .where('userno', 'in', [...studentnos])
      .where('kind', '=', 'study')
      .where('sno', '=', hw.sno)
      .where('solved', '=', 1)
      .where('created_at', '>=', hw.created_at)
      .groupBy(['userno', 'gno', 'jkno'])
      .execute();
    for (const r of rows) add(r.userno, r.at, missionKey(hw.sno, r.gno, r.jkno));
  } else if (hw.kind === 'aiBattle') {
    // Each AI-battle mission won against the AI at the level or stronger counts once (its first win).
    const battles = aiBattlesAtLevel(content, hw.sno);
    const rows = await tx
      .selectFrom('single_results')
      .select(['userno', 'sno', 'gno', 'jkno', (eb) => eb.fn.min<number>('created_at').as('at')])
      .where('userno', 'in', [...studentnos])
      .where('sno', '!=', singleType.dice)
      .where('credited', '=', 1)
      .where('created_at', '>=', hw.created_at)
      .groupBy(['userno', 'sno', 'gno', 'jkno'])
      .execute();
    for (const r of rows) {
      const key = missionKey(r.sno, r.gno, r.jkno);
      if (battles.has(key)) add(r.userno, r.at, key);
    }
  } else if (hw.kind === 'live') {
    // Live games that ended, both players students of the homework's class now (no bots, no outsiders).
    const classmates = await tx
      .selectFrom('class_students')
      .select('userno')
      .where('class_id', '=', hw.class_id)
      .execute();
    const inClass = classmates.map((c) => c.userno);
    if (inClass.length < 2) return times;
    const rows = await tx
      .selectFrom('live_games')
      .select(['id', 'black', 'white', 'ended_at'])
      .where('phase', '=', 'ended')
      .where('black', 'in', inClass)
      .where('white', 'in', inClass)
      .where('started_at', '>=', hw.created_at)
      .execute();
    for (const r of rows) {
      if (r.black === r.white) continue;
      if (r.black !== null) add(r.black, r.ended_at, r.id);
      if (r.white !== null) add(r.white, r.ended_at, r.id);
    }
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
    for (const r of rows) add(r.userno, r.at, missionKey(hw.sno, hw.gno, r.jkno));
  } else {
    const rows = await tx
      .selectFrom('trainer_drills')
      .select(['userno', 'drill_id', 'answered_at'])
      .where('userno', 'in', [...studentnos])
      .where('answered_at', 'is not', null)
      .where('answered_at', '>=', hw.created_at)
      .execute();
    for (const r of rows) add(r.userno, r.answered_at, r.drill_id);
  }
  return times;
}

/** The group's title from the content pack, or undefined when the group is not there. */
function titleOf(content: ContentPacks, kind: HomeworkKind, sno: number, gno: number) {
  if (kind === 'study') return content.study.group(sno, gno)?.title;
  if (kind === 'dan9') return content.dan9.group(sno, gno)?.title;
  if (kind === 'puzzles') return content.study.categories.find((c) => c.sno === sno)?.title;
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
    ...partsOf(content, kind, row.sno),
  };
}

/** `{ parts }` for a ninth-dan step (its groups: the first part and the further ones), else nothing. */
function partsOf(content: ContentPacks, kind: HomeworkKind, sno: number): { parts?: number } {
  if (kind !== 'dan9') return {};
  const parts = content.dan9.categories.find((c) => c.sno === sno)?.groups.length ?? 0;
  return parts > 0 ? { parts } : {};
}

/** Every group of some categories as a homework choice: its numbers, title and mission count. */
function groupChoices<K extends 'study' | 'single' | 'dan9'>(
  kind: K,
  categories: readonly {
    sno: number;
    groups: readonly { gno: number; title: LocalizedText; missions: readonly unknown[] }[];
  }[],
) {
  return categories.flatMap((c) =>
    c.groups.map((g) => ({ kind, sno: c.sno, gno: g.gno, title: g.title, missions: g.missions.length })),
  );
}

export function registerHomeworkRoutes(app: FastifyInstance): void {
  /** How many things the homework can ask for at most (the group's missions; drills for the trainer). */
  function maxTarget(kind: HomeworkKind, sno: number, gno: number): number {
    if (kind === 'study') return app.content.study.group(sno, gno)?.missions.length ?? 0;
    // A ninth-dan step's parts are its groups 0, 1, 2 (issue 14).
    if (kind === 'dan9') return app.content.dan9.group(sno, gno)?.missions.length ?? 0;
    if (kind === 'single')
      return sno === singleType.dice ? 0 : (app.content.single.group(sno, gno)?.missions.length ?? 0);
    if (gno !== 0) return 0;
    if (kind === 'puzzles') return Math.min(MAX_LEVEL_PUZZLES, levelMissions(app.content, sno));
    if (kind === 'aiBattle')
      return sno >= 1 ? Math.min(MAX_AI_WINS, aiBattlesAtLevel(app.content, sno).size) : 0;
    if (sno !== 0) return 0;
    return kind === 'live' ? MAX_LIVE_GAMES : MAX_TRAINER_DRILLS;
  }

  const itemOf = (row: HomeworkRow) => homeworkItemOf(app.content, row);

  const progressOf = (row: HomeworkRow, nowMs: number, times: readonly number[]): HomeworkProgress =>
    homeworkProgress(row.target, Number(row.due_at), nowMs, times);

  route(app, homeworkChoicesEndpoint, async (_body, ctx) => {
    if ((await roleOf(ctx.tx, ctx.userno)) === 'student') return failure(apiErrors.forbidden);
    const groups = [
      ...groupChoices('study', app.content.study.categories),
      ...groupChoices(
        'single',
        app.content.single.categories.filter((c) => c.sno !== singleType.dice),
      ),
      ...groupChoices('dan9', app.content.dan9.categories),
      ...app.content.study.categories.map((c) => ({
        kind: 'puzzles' as const,
        sno: c.sno,
        gno: 0,
        title: c.title,
        missions: Math.min(MAX_LEVEL_PUZZLES, levelMissions(app.content, c.sno)),
      })),
    ].filter((g) => g.missions > 0);
    const aiLevels = [];
    for (let level = MIN_AI_LEVEL; level <= MAX_AI_LEVEL; level++) {
      const battles = Math.min(MAX_AI_WINS, aiBattlesAtLevel(app.content, level).size);
      if (battles > 0) aiLevels.push({ level, battles });
    }
    return {
      errorcode: 0,
      groups,
      aiLevels,
      maxDrills: MAX_TRAINER_DRILLS,
      maxLiveGames: MAX_LIVE_GAMES,
    } as const;
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
        app.content,
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
      const counted = (await countedResults(ctx.tx, app.content, row, [ctx.userno])).get(ctx.userno) ?? [];
      const p = progressOf(
        row,
        ctx.nowMs,
        counted.map((c) => c.at),
      );
      // What already counts, so the app adds only new solves still waiting to be sent (none once done).
      const keys = p.done < p.target ? counted.map((c) => c.key) : [];
      homework.push({ ...itemOf(row), done: p.done, status: p.status, counted: keys });
    }
    return { errorcode: 0, homework } as const;
  });
}
