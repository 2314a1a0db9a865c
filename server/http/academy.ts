// Academies (issue 19): teachers' classes and students, class settings, joining by code, and the kiosk
// of a shared tablet. Every call takes the caller from the token: a teacher manages only their own
// classes, an academy admin every class, anyone else none (-4030).
import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import {
  isPin,
  makeClassCode,
  makePin,
  makeStudentPassword,
  normalizeClassCode,
  studentUsername,
} from '../../src/domain/rules/academy';
import { USE_STOP_KEY } from '../../src/domain/rules/errors';
import { normalizeUsername } from '../../src/domain/rules/username';
import {
  apiErrors,
  classAddStudentsEndpoint,
  classArchiveEndpoint,
  classCreateEndpoint,
  classDetailEndpoint,
  classGrantTermEndpoint,
  classJoinEndpoint,
  classListEndpoint,
  classMineEndpoint,
  classMoveStudentEndpoint,
  classPromoteEndpoint,
  classRankingEndpoint,
  classResetStudentEndpoint,
  classSettingsEndpoint,
  failure,
  kioskRosterEndpoint,
  kioskSignInEndpoint,
} from '../../src/protocol';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { revokeUser } from '../auth/refreshTokens';
import { clearFailures, lockedUntil, recordFailure } from '../auth/throttle';
import type { ClassesTable, Database } from '../db/schema';
import { atomically } from '../quest/atomically';
import { grantTerm } from '../store/purchase';
import { startSession } from './auth';
import { route } from './route';

type ClassRow = Selectable<ClassesTable>;
type Tx = Kysely<Database>;
export type Role = 'admin' | 'teacher' | 'student';

/** A student account made by a teacher cannot sign in with a password until one is set by a reset. */
const NO_PASSWORD = '!kiosk-only';
const random = (n: number) => randomInt(n);

export async function roleOf(tx: Tx, userno: number): Promise<Role> {
  const user = await tx
    .selectFrom('users')
    .select(['teacher_flag', 'admin_flag'])
    .where('userno', '=', userno)
    .executeTakeFirst();
  if (!user) return 'student';
  if (user.admin_flag !== 0) return 'admin';
  return user.teacher_flag !== 0 ? 'teacher' : 'student';
}

/** The class if the caller manages it (its teacher, or an admin); null otherwise (or when it is none). */
export async function managedClass(tx: Tx, userno: number, classId: number): Promise<ClassRow | null> {
  const role = await roleOf(tx, userno);
  if (role === 'student') return null;
  const row = await tx.selectFrom('classes').selectAll().where('class_id', '=', classId).executeTakeFirst();
  if (!row) return null;
  return role === 'admin' || row.teacher_userno === userno ? row : null;
}

/** Whether the caller manages the student's class (teacher of it, or admin). */
export async function managesStudent(tx: Tx, userno: number, studentno: number): Promise<ClassRow | null> {
  const place = await tx
    .selectFrom('class_students')
    .select('class_id')
    .where('userno', '=', studentno)
    .executeTakeFirst();
  return place ? managedClass(tx, userno, place.class_id) : null;
}

function settingsOf(row: ClassRow) {
  return {
    heartsInHours: row.hearts_in_hours !== 0,
    chatFreeText: row.chat_free_text !== 0,
    trainerOn: row.trainer_on !== 0,
    liveOn: row.live_on !== 0,
    locked: row.locked !== 0,
    rankingOn: row.ranking_on !== 0,
  };
}

async function summaryOf(tx: Tx, row: ClassRow) {
  const [teacher, count] = await Promise.all([
    tx.selectFrom('users').select('username').where('userno', '=', row.teacher_userno).executeTakeFirst(),
    tx
      .selectFrom('class_students')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('class_id', '=', row.class_id)
      .executeTakeFirst(),
  ]);
  return {
    classId: row.class_id,
    name: row.name,
    teacherno: row.teacher_userno,
    teacherName: teacher?.username ?? '',
    code: row.join_code,
    students: Number(count?.n ?? 0),
    archived: row.archived_at !== 0,
    settings: settingsOf(row),
  };
}

async function studentsOf(tx: Tx, classId: number) {
  return tx
    .selectFrom('class_students')
    .innerJoin('users', 'users.userno', 'class_students.userno')
    .select(['class_students.userno as userno', 'class_students.display_name as name', 'users.username'])
    .where('class_students.class_id', '=', classId)
    .orderBy('class_students.display_name')
    .orderBy('class_students.userno')
    .execute();
}

/** Inserts a generated student account, trying the next number when a name is taken. */
async function insertStudent(tx: Tx, code: string, start: number, nowMs: number, lang: string) {
  for (let index = start; index < start + 200; index++) {
    const username = studentUsername(code, index);
    const row = await tx
      .insertInto('users')
      .values({
        username,
        passwd_hash: NO_PASSWORD,
        email: '',
        phoneno: '',
        country: 'KR',
        lang,
        grade: 1,
        teacher_flag: 0,
        admin_flag: 0,
        use_stop_flag: 0,
        created_at: nowMs,
      })
      .onConflict((oc) => oc.column('username').doNothing())
      .returning('userno')
      .executeTakeFirst();
    if (row) return { userno: row.userno, username, next: index + 1 };
  }
  throw new Error(`no free username for class ${code}`);
}

export function registerAcademyRoutes(app: FastifyInstance): void {
  route(app, classListEndpoint, async (body, ctx) => {
    const role = await roleOf(ctx.tx, ctx.userno);
    if (role === 'student') return failure(apiErrors.forbidden);
    let query = ctx.tx.selectFrom('classes').selectAll().orderBy('class_id');
    if (role === 'teacher') query = query.where('teacher_userno', '=', ctx.userno);
    query = body.archived ? query.where('archived_at', '>', 0) : query.where('archived_at', '=', 0);
    const rows = await query.execute();
    const classes = [];
    for (const row of rows) classes.push(await summaryOf(ctx.tx, row));
    return { errorcode: 0, role, classes } as const;
  });

  route(app, classCreateEndpoint, async (body, ctx) => {
    if ((await roleOf(ctx.tx, ctx.userno)) === 'student') return failure(apiErrors.forbidden);
    const name = body.name.trim();
    if (!name) return failure(apiErrors.invalidRequest);
    for (let attempt = 0; attempt < 20; attempt++) {
      const row = await ctx.tx
        .insertInto('classes')
        .values({
          teacher_userno: ctx.userno,
          name,
          join_code: makeClassCode(random),
          kiosk_key: randomBytes(24).toString('base64url'),
          created_at: ctx.nowMs,
        })
        .onConflict((oc) => oc.doNothing())
        .returningAll()
        .executeTakeFirst();
      if (row) return { errorcode: 0, class: await summaryOf(ctx.tx, row) } as const;
    }
    throw new Error('no free class code');
  });

  route(app, classDetailEndpoint, async (body, ctx) => {
    const row = await managedClass(ctx.tx, ctx.userno, body.classId);
    if (!row) return failure(apiErrors.forbidden);
    return {
      errorcode: 0,
      class: await summaryOf(ctx.tx, row),
      kioskKey: row.kiosk_key,
      students: await studentsOf(ctx.tx, row.class_id),
    } as const;
  });

  route(app, classAddStudentsEndpoint, async (body, ctx) => {
    const row = await managedClass(ctx.tx, ctx.userno, body.classId);
    if (!row) return failure(apiErrors.forbidden);
    if (row.archived_at !== 0) return failure(apiErrors.invalidRequest);
    const names = body.names.map((n) => n.trim().replace(/\s+/g, ' ')).filter((n) => n.length > 0);
    if (names.length === 0) return failure(apiErrors.invalidRequest);
    const teacher = await ctx.tx
      .selectFrom('users')
      .select('lang')
      .where('userno', '=', ctx.userno)
      .executeTakeFirst();
    const pins = names.map(() => makePin(random));
    // Hash outside the transaction's writes (argon2 is slow), then write every student together.
    const hashes = await Promise.all(pins.map((pin) => hashPassword(pin)));
    const existing = await ctx.tx
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('username', 'like', `${row.join_code.toLowerCase()}-%`)
      .executeTakeFirst();
    let next = Number(existing?.n ?? 0) + 1;
    const students = [];
    for (const [i, name] of names.entries()) {
      const made = await insertStudent(ctx.tx, row.join_code, next, ctx.nowMs, teacher?.lang ?? 'ko-KR');
      next = made.next;
      await ctx.tx
        .insertInto('class_students')
        .values({
          userno: made.userno,
          class_id: row.class_id,
          display_name: name,
          pin_hash: hashes[i] ?? '',
          joined_at: ctx.nowMs,
        })
        .execute();
      students.push({ userno: made.userno, name, username: made.username, pin: pins[i] ?? '' });
    }
    ctx.request.log.info(
      { teacher: ctx.userno, classId: row.class_id, added: students.length },
      'students added',
    );
    return { errorcode: 0, students } as const;
  });

  route(app, classResetStudentEndpoint, async (body, ctx) => {
    if (!(await managesStudent(ctx.tx, ctx.userno, body.studentno))) return failure(apiErrors.forbidden);
    if (body.what === 'pin') {
      const pin = makePin(random);
      await ctx.tx
        .updateTable('class_students')
        .set({ pin_hash: await hashPassword(pin) })
        .where('userno', '=', body.studentno)
        .execute();
      await clearFailures(app.db, [`kpin:${body.studentno}`]);
      return { errorcode: 0, studentno: body.studentno, pin } as const;
    }
    if (body.what === 'statpin') {
      // The statistics sign-off PIN is cleared: the student (with a parent) sets a new one.
      await ctx.tx.deleteFrom('stat_pins').where('userno', '=', body.studentno).execute();
      await clearFailures(app.db, [`statpin:${body.studentno}`]);
      return { errorcode: 0, studentno: body.studentno } as const;
    }
    const password = makeStudentPassword(random);
    await ctx.tx
      .updateTable('users')
      .set({ passwd_hash: await hashPassword(password) })
      .where('userno', '=', body.studentno)
      .execute();
    await revokeUser(app.db, body.studentno, ctx.nowMs);
    app.sessionEnds.notify({ kind: 'user', userno: body.studentno });
    return { errorcode: 0, studentno: body.studentno, password } as const;
  });

  route(app, classGrantTermEndpoint, async (body, ctx) => {
    if (!(await managesStudent(ctx.tx, ctx.userno, body.studentno))) return failure(apiErrors.forbidden);
    const item = app.content.store.item(body.itemId);
    if (!item || item.kind !== 'membership') return failure(apiErrors.contentNotFound);
    const granted = await atomically(ctx.tx, (tx) =>
      grantTerm(tx, { userno: body.studentno, term: item, nowMs: ctx.nowMs, grantedBy: ctx.userno }),
    );
    return { errorcode: 0, studentno: body.studentno, itemId: item.id, ...granted } as const;
  });

  route(app, classMoveStudentEndpoint, async (body, ctx) => {
    const from = await managesStudent(ctx.tx, ctx.userno, body.studentno);
    const to = await managedClass(ctx.tx, ctx.userno, body.toClassId);
    if (!from || !to || to.archived_at !== 0) return failure(apiErrors.forbidden);
    await ctx.tx
      .updateTable('class_students')
      .set({ class_id: to.class_id })
      .where('userno', '=', body.studentno)
      .execute();
    return { errorcode: 0, studentno: body.studentno, classId: to.class_id } as const;
  });

  route(app, classArchiveEndpoint, async (body, ctx) => {
    const row = await managedClass(ctx.tx, ctx.userno, body.classId);
    if (!row) return failure(apiErrors.forbidden);
    await ctx.tx
      .updateTable('classes')
      .set({ archived_at: body.archived ? ctx.nowMs : 0 })
      .where('class_id', '=', row.class_id)
      .execute();
    return {
      errorcode: 0,
      class: await summaryOf(ctx.tx, { ...row, archived_at: body.archived ? ctx.nowMs : 0 }),
    } as const;
  });

  route(app, classSettingsEndpoint, async (body, ctx) => {
    const row = await managedClass(ctx.tx, ctx.userno, body.classId);
    if (!row) return failure(apiErrors.forbidden);
    const s = body.settings;
    const changes = {
      hearts_in_hours: s.heartsInHours ? 1 : 0,
      chat_free_text: s.chatFreeText ? 1 : 0,
      trainer_on: s.trainerOn ? 1 : 0,
      live_on: s.liveOn ? 1 : 0,
      locked: s.locked ? 1 : 0,
      ranking_on: s.rankingOn === undefined ? row.ranking_on : s.rankingOn ? 1 : 0,
    };
    await ctx.tx.updateTable('classes').set(changes).where('class_id', '=', row.class_id).execute();
    return { errorcode: 0, class: await summaryOf(ctx.tx, { ...row, ...changes }) } as const;
  });

  route(app, classJoinEndpoint, async (body, ctx) => {
    const row = await ctx.tx
      .selectFrom('classes')
      .selectAll()
      .where('join_code', '=', normalizeClassCode(body.code))
      .where('archived_at', '=', 0)
      .executeTakeFirst();
    if (!row) return failure(apiErrors.notFound);
    if (row.teacher_userno === ctx.userno) return failure(apiErrors.forbidden);
    const user = await ctx.tx
      .selectFrom('users')
      .select('username')
      .where('userno', '=', ctx.userno)
      .executeTakeFirstOrThrow();
    const name = body.name?.trim() || user.username;
    const place = await ctx.tx
      .selectFrom('class_students')
      .select('userno')
      .where('userno', '=', ctx.userno)
      .executeTakeFirst();
    if (place)
      await ctx.tx
        .updateTable('class_students')
        .set({ class_id: row.class_id, display_name: name })
        .where('userno', '=', ctx.userno)
        .execute();
    else
      await ctx.tx
        .insertInto('class_students')
        .values({ userno: ctx.userno, class_id: row.class_id, display_name: name, joined_at: ctx.nowMs })
        .execute();
    return { errorcode: 0, classId: row.class_id, name: row.name } as const;
  });

  route(app, classMineEndpoint, async (_body, ctx) => {
    const row = await ctx.tx
      .selectFrom('class_students')
      .innerJoin('classes', 'classes.class_id', 'class_students.class_id')
      .selectAll('classes')
      .where('class_students.userno', '=', ctx.userno)
      .executeTakeFirst();
    if (!row || row.archived_at !== 0) return { errorcode: 0, class: null } as const;
    return {
      errorcode: 0,
      class: { classId: row.class_id, name: row.name, settings: settingsOf(row) },
    } as const;
  });

  route(app, classRankingEndpoint, async (_body, ctx) => {
    const place = await ctx.tx
      .selectFrom('class_students')
      .innerJoin('classes', 'classes.class_id', 'class_students.class_id')
      .select(['classes.class_id', 'classes.archived_at', 'classes.ranking_on'])
      .where('class_students.userno', '=', ctx.userno)
      .executeTakeFirst();
    if (!place || place.archived_at !== 0 || place.ranking_on === 0)
      return { errorcode: 0, on: false, entries: [] } as const;
    // Names and points only: no usernames, usernos or anything else of a classmate leaves the server.
    const rows = await ctx.tx
      .selectFrom('class_students')
      .leftJoin('study_totals', 'study_totals.userno', 'class_students.userno')
      .select([
        'class_students.userno as userno',
        'class_students.display_name as name',
        (eb) => eb.fn.coalesce(eb.fn.sum<number>('study_totals.spoint'), eb.lit(0)).as('points'),
      ])
      .where('class_students.class_id', '=', place.class_id)
      .groupBy(['class_students.userno', 'class_students.display_name'])
      .execute();
    const entries = rows
      .map((r) => ({ name: r.name, points: Number(r.points), me: r.userno === ctx.userno }))
      .sort((a, b) => b.points - a.points || a.name.localeCompare(b.name));
    return { errorcode: 0, on: true, entries } as const;
  });

  route(app, classPromoteEndpoint, async (body, ctx) => {
    if ((await roleOf(ctx.tx, ctx.userno)) !== 'admin') return failure(apiErrors.forbidden);
    const target = await ctx.tx
      .selectFrom('users')
      .select('userno')
      .where('username', '=', normalizeUsername(body.username))
      .executeTakeFirst();
    if (!target) return failure(apiErrors.userNotFound);
    await ctx.tx
      .updateTable('users')
      .set({ teacher_flag: body.teacher ? 1 : 0 })
      .where('userno', '=', target.userno)
      .execute();
    return { errorcode: 0, targetno: target.userno, teacher: body.teacher } as const;
  });

  async function kioskClass(tx: Tx, kioskKey: string): Promise<ClassRow | null> {
    const row = await tx
      .selectFrom('classes')
      .selectAll()
      .where('kiosk_key', '=', kioskKey)
      .executeTakeFirst();
    return row && row.archived_at === 0 ? row : null;
  }

  route(app, kioskRosterEndpoint, async (body, ctx) => {
    const row = await kioskClass(ctx.tx, body.kioskKey);
    if (!row) return failure(apiErrors.notFound);
    const students = (await studentsOf(ctx.tx, row.class_id)).map(({ userno, name }) => ({ userno, name }));
    return { errorcode: 0, className: row.name, students } as const;
  });

  route(app, kioskSignInEndpoint, async (body, ctx) => {
    const row = await kioskClass(ctx.tx, body.kioskKey);
    if (!row) return failure(apiErrors.notFound);
    // Per student (wherever the guesses come from) and per device (a tablet trying many students).
    const keys = [`kpin:${body.studentno}`, `kdev:${ctx.ip}|${body.device ?? ''}`];
    if ((await lockedUntil(app.db, keys, ctx.nowMs)) > 0) return failure(apiErrors.tooManyRequests);
    const place = await ctx.tx
      .selectFrom('class_students')
      .innerJoin('users', 'users.userno', 'class_students.userno')
      .select(['class_students.pin_hash', 'users.use_stop_flag'])
      .where('class_students.userno', '=', body.studentno)
      .where('class_students.class_id', '=', row.class_id)
      .executeTakeFirst();
    const ok =
      place && place.pin_hash !== '' && isPin(body.pin) && (await verifyPassword(place.pin_hash, body.pin));
    if (!place || !ok) {
      await recordFailure(app.db, keys, ctx.nowMs);
      return failure(apiErrors.badCredentials);
    }
    await clearFailures(app.db, [keys[0] ?? '']);
    if (place.use_stop_flag > 0) return failure(apiErrors.accountStopped, USE_STOP_KEY);
    return startSession(app, ctx, body.studentno);
  });
}
