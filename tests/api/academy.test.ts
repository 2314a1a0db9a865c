// Academies (issue 19): roles from the token only, a teacher's own classes, bulk students with PINs, the
// kiosk with per-student and per-device PIN limits, resets, moves, archive, join by code, settings, and
// the teacher's admin open. Runs on SQLite and, with DATABASE_URL, on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMaker } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const account = accountMaker(() => t, { prefix: 'acad' });
type Account = Awaited<ReturnType<typeof account>>;

function first<T>(list: T[]): T {
  const value = list[0];
  if (value === undefined) throw new Error('empty list');
  return value;
}

async function classOf(teacher: Account, name: string, names: string[]) {
  const created = await teacher.call('/api/class/create', { name });
  expect(created.errorcode).toBe(0);
  const classId = created.class.classId as number;
  const added = await teacher.call('/api/class/students/add', { classId, names });
  expect(added.errorcode).toBe(0);
  const detail = await teacher.call('/api/class/detail', { classId });
  return {
    classId,
    code: created.class.code as string,
    kioskKey: detail.kioskKey as string,
    students: added.students as { userno: number; name: string; username: string; pin: string }[],
  };
}

const kiosk = (kioskKey: string, studentno: number, pin: string, device = 'tablet-1', ip = '10.0.0.5') =>
  t.post('/api/kiosk/signin', { kioskKey, studentno, pin, device }, { ip }).then((r) => r.json());

describe('a teacher runs a class', () => {
  it('creates a class of 30 students in one call: usernames and 4-digit PINs, no e-mail or phone', async () => {
    const teacher = await account('teacher');
    const names = Array.from({ length: 30 }, (_, i) => `학생 ${i + 1}`);
    const c = await classOf(teacher, '월요일 3시', names);
    expect(c.students).toHaveLength(30);
    expect(new Set(c.students.map((s) => s.username)).size).toBe(30);
    for (const s of c.students) {
      expect(s.pin).toMatch(/^\d{4}$/);
      expect(s.username).toMatch(/^[a-z0-9]+-\d{2,}$/);
    }
    const rows = await t.testDb.db.kysely
      .selectFrom('users')
      .select(['email', 'phoneno'])
      .where(
        'userno',
        'in',
        c.students.map((s) => s.userno),
      )
      .execute();
    expect(rows.every((r) => r.email === '' && r.phoneno === '')).toBe(true);
    const detail = await teacher.call('/api/class/detail', { classId: c.classId });
    expect(detail.students).toHaveLength(30);
    expect(detail.class).toMatchObject({ name: '월요일 3시', students: 30, archived: false });
    // Children's defaults: free-text chat off, settings locked, no ranking shown to the class.
    expect(detail.class.settings).toEqual({
      heartsInHours: true,
      chatFreeText: false,
      trainerOn: true,
      liveOn: true,
      locked: true,
      rankingOn: false,
    });
    // A second add continues the numbering.
    const more = await teacher.call('/api/class/students/add', { classId: c.classId, names: ['Mina'] });
    expect(more.students[0].username).toMatch(/-31$/);
  });

  it('sets the class settings, moves a student, archives a class', async () => {
    const teacher = await account('teacher');
    const a = await classOf(teacher, 'A', ['Ann', 'Bo']);
    const b = await classOf(teacher, 'B', ['Cy']);
    const settings = {
      heartsInHours: false,
      chatFreeText: true,
      trainerOn: false,
      liveOn: false,
      locked: false,
      rankingOn: true,
    };
    expect(
      (await teacher.call('/api/class/settings', { classId: a.classId, settings })).class.settings,
    ).toEqual(settings);
    const moved = await teacher.call('/api/class/student/move', {
      studentno: a.students[0]?.userno,
      toClassId: b.classId,
    });
    expect(moved).toEqual({ errorcode: 0, studentno: a.students[0]?.userno, classId: b.classId });
    expect((await teacher.call('/api/class/detail', { classId: b.classId })).students).toHaveLength(2);
    expect(
      (await teacher.call('/api/class/archive', { classId: a.classId, archived: true })).class.archived,
    ).toBe(true);
    expect((await teacher.call('/api/class/list')).classes.map((c: { name: string }) => c.name)).toEqual([
      'B',
    ]);
    expect(
      (await teacher.call('/api/class/list', { archived: true })).classes.map(
        (c: { name: string }) => c.name,
      ),
    ).toEqual(['A']);
    // An archived class's tablet no longer signs in.
    expect((await t.post('/api/kiosk/roster', { kioskKey: a.kioskKey })).json()).toEqual({
      errorcode: -4040,
    });
  });

  it('an existing account joins with the class code and is then managed like the others', async () => {
    const teacher = await account('teacher');
    const c = await classOf(teacher, 'Join', ['Kid']);
    const pupil = await account();
    expect(await pupil.call('/api/class/mine')).toEqual({ errorcode: 0, class: null });
    expect(await pupil.call('/api/class/join', { code: 'nope99' })).toEqual({ errorcode: -4040 });
    expect(await pupil.call('/api/class/join', { code: ` ${c.code.toLowerCase()} `, name: 'Jae' })).toEqual({
      errorcode: 0,
      classId: c.classId,
      name: 'Join',
    });
    expect((await pupil.call('/api/class/mine')).class).toMatchObject({ classId: c.classId, name: 'Join' });
    const detail = await teacher.call('/api/class/detail', { classId: c.classId });
    expect(detail.students.map((s: { name: string }) => s.name).sort()).toEqual(['Jae', 'Kid']);
    const reset = await teacher.call('/api/class/student/reset', { studentno: pupil.userno, what: 'pin' });
    expect(reset.pin).toMatch(/^\d{4}$/);
    expect((await kiosk(c.kioskKey, pupil.userno, reset.pin)).errorcode).toBe(0);
  });

  it("resets a student's PIN or password", async () => {
    const teacher = await account('teacher');
    const c = await classOf(teacher, 'Reset', ['Dan']);
    const s = first(c.students);
    // A generated student has no password until the teacher sets one.
    expect((await t.post('/api/login', { username: s.username, passwd: s.pin })).json().errorcode).toBe(
      -1003,
    );
    const pin = await teacher.call('/api/class/student/reset', { studentno: s.userno, what: 'pin' });
    expect(pin).toMatchObject({ errorcode: 0, studentno: s.userno });
    expect(pin.pin).toMatch(/^\d{4}$/);
    if (pin.pin !== s.pin) expect((await kiosk(c.kioskKey, s.userno, s.pin)).errorcode).toBe(-1003);
    expect((await kiosk(c.kioskKey, s.userno, pin.pin)).errorcode).toBe(0);
    const password = await teacher.call('/api/class/student/reset', {
      studentno: s.userno,
      what: 'password',
    });
    expect(password.password).toMatch(/^[a-z]{4}-\d{4}-[a-z]{4}$/);
    expect(
      (await t.post('/api/login', { username: s.username, passwd: password.password })).json().errorcode,
    ).toBe(0);
  });

  it("clears a student's statistics sign-off PIN, only for their own students", async () => {
    const teacher = await account('teacher');
    const other = await account('teacher');
    const pupil = await account();
    const c = await classOf(teacher, 'Stats', ['Gil']);
    await pupil.call('/api/class/join', { code: c.code });
    await t.testDb.db.kysely
      .insertInto('stat_pins')
      .values({ userno: pupil.userno, pin_hash: 'x', updated_at: t.now.ms })
      .execute();
    const pins = () =>
      t.testDb.db.kysely
        .selectFrom('stat_pins')
        .select('userno')
        .where('userno', '=', pupil.userno)
        .execute();
    expect(
      await other.call('/api/class/student/reset', { studentno: pupil.userno, what: 'statpin' }),
    ).toEqual({
      errorcode: -4030,
    });
    expect(await pins()).toHaveLength(1);
    expect(
      await teacher.call('/api/class/student/reset', { studentno: pupil.userno, what: 'statpin' }),
    ).toEqual({
      errorcode: 0,
      studentno: pupil.userno,
    });
    expect(await pins()).toEqual([]);
  });

  it("opens a single group for their own student (admin open), never for another's", async () => {
    const teacher = await account('teacher');
    const other = await account('teacher');
    const c = await classOf(teacher, 'Open', ['Eve']);
    const d = await classOf(other, 'Other', ['Fay']);
    const body = { sno: 3, gno: 1, jkno: 1 };
    expect(
      await teacher.call('/api/single/admin/open', { ...body, targetno: c.students[0]?.userno }),
    ).toMatchObject({ errorcode: 0, targetno: c.students[0]?.userno, lastjkno: 1 });
    expect(
      await teacher.call('/api/single/admin/open', { ...body, targetno: d.students[0]?.userno }),
    ).toEqual({
      errorcode: -4030,
    });
    expect(await teacher.call('/api/single/admin/open', body)).toEqual({ errorcode: -4030 });
  });
});

describe('privacy and roles: the user comes from the token', () => {
  it('a teacher sees only their own classes; an admin sees every class', async () => {
    const one = await account('teacher');
    const two = await account('teacher');
    const admin = await account('admin');
    const a = await classOf(one, 'One', ['Gus']);
    const b = await classOf(two, 'Two', ['Hal']);
    const listed = (who: Account) =>
      who.call('/api/class/list').then((r) => r.classes.map((c: { classId: number }) => c.classId));
    expect(await listed(one)).toEqual([a.classId]);
    expect(await listed(two)).toEqual([b.classId]);
    expect(await listed(admin)).toEqual(expect.arrayContaining([a.classId, b.classId]));
    expect((await admin.call('/api/class/list')).role).toBe('admin');
    const student = first(b.students);
    const refused = { errorcode: -4030 };
    expect(await one.call('/api/class/detail', { classId: b.classId })).toEqual(refused);
    expect(await one.call('/api/class/students/add', { classId: b.classId, names: ['X'] })).toEqual(refused);
    expect(await one.call('/api/class/student/reset', { studentno: student.userno, what: 'pin' })).toEqual(
      refused,
    );
    expect(
      await one.call('/api/class/student/move', { studentno: student.userno, toClassId: a.classId }),
    ).toEqual(refused);
    // Nor may a teacher pull a student into another teacher's class.
    expect(
      await one.call('/api/class/student/move', { studentno: a.students[0]?.userno, toClassId: b.classId }),
    ).toEqual(refused);
    expect(await one.call('/api/class/archive', { classId: b.classId, archived: true })).toEqual(refused);
    expect(
      await one.call('/api/class/settings', {
        classId: b.classId,
        settings: { heartsInHours: true, chatFreeText: true, trainerOn: true, liveOn: true, locked: false },
      }),
    ).toEqual(refused);
    // The admin manages any class, and promotes teachers.
    expect((await admin.call('/api/class/detail', { classId: b.classId })).students).toHaveLength(1);
    const newcomer = await account();
    expect(await one.call('/api/class/promote', { username: newcomer.username, teacher: true })).toEqual(
      refused,
    );
    expect(await admin.call('/api/class/promote', { username: newcomer.username, teacher: true })).toEqual({
      errorcode: 0,
      targetno: newcomer.userno,
      teacher: true,
    });
    expect((await newcomer.call('/api/class/list')).classes).toEqual([]);
  });

  it('a student sees nothing of other students or classes', async () => {
    const teacher = await account('teacher');
    const c = await classOf(teacher, 'Kids', ['Ivy', 'Jo']);
    const pupil = await account();
    await pupil.call('/api/class/join', { code: c.code });
    const refused = { errorcode: -4030 };
    expect(await pupil.call('/api/class/list')).toEqual(refused);
    expect(await pupil.call('/api/class/create', { name: 'Mine' })).toEqual(refused);
    expect(await pupil.call('/api/class/detail', { classId: c.classId })).toEqual(refused);
    expect(await pupil.call('/api/class/students/add', { classId: c.classId, names: ['Z'] })).toEqual(
      refused,
    );
    expect(
      await pupil.call('/api/class/student/reset', { studentno: c.students[0]?.userno, what: 'password' }),
    ).toEqual(refused);
    expect(
      await pupil.call('/api/class/student/move', { studentno: c.students[0]?.userno, toClassId: c.classId }),
    ).toEqual(refused);
    expect(await pupil.call('/api/class/archive', { classId: c.classId, archived: true })).toEqual(refused);
    expect(
      await pupil.call('/api/single/admin/open', {
        sno: 3,
        gno: 1,
        jkno: 1,
        targetno: c.students[0]?.userno,
      }),
    ).toEqual(refused);
    // Its own class: name and settings, no classmates.
    expect(Object.keys((await pupil.call('/api/class/mine')).class).sort()).toEqual([
      'classId',
      'name',
      'settings',
    ]);
    // A body userno of someone else is refused.
    expect(await pupil.call('/api/class/mine', { userno: teacher.userno })).toEqual({ errorcode: -4031 });
  });

  it('every academy call needs a token', async () => {
    for (const path of [
      '/api/class/list',
      '/api/class/create',
      '/api/class/detail',
      '/api/class/mine',
      '/api/class/join',
    ]) {
      expect((await t.post(path, { classId: 1, name: 'x', code: 'x' })).statusCode).toBe(401);
    }
  });
});

describe('the kiosk of a shared tablet', () => {
  it('shows the class by its kiosk key (names only) and signs a student in with their PIN', async () => {
    const teacher = await account('teacher');
    const c = await classOf(teacher, 'Tablet', ['Kai', 'Lu']);
    const roster = (await t.post('/api/kiosk/roster', { kioskKey: c.kioskKey })).json();
    expect(roster).toEqual({
      errorcode: 0,
      className: 'Tablet',
      students: [
        { userno: c.students[0]?.userno, name: 'Kai' },
        { userno: c.students[1]?.userno, name: 'Lu' },
      ],
    });
    expect((await t.post('/api/kiosk/roster', { kioskKey: 'unknown-key' })).json()).toEqual({
      errorcode: -4040,
    });
    const s = first(c.students);
    const signedIn = await kiosk(c.kioskKey, s.userno, s.pin);
    expect(signedIn).toMatchObject({ errorcode: 0, userno: s.userno });
    // The session works like a password login's.
    const info = await t.post('/api/class/mine', {}, { token: signedIn.accessToken });
    expect(info.json().class).toMatchObject({ classId: c.classId });
    // A student of another class cannot sign in on this tablet.
    const other = await classOf(teacher, 'Elsewhere', ['Mo']);
    expect((await kiosk(c.kioskKey, first(other.students).userno, first(other.students).pin)).errorcode).toBe(
      -1003,
    );
  });

  it('limits PIN guesses per student, from any device', async () => {
    const teacher = await account('teacher');
    const c = await classOf(teacher, 'Guess', ['Ned']);
    const s = first(c.students);
    const wrong = s.pin === '0000' ? '1111' : '0000';
    for (let i = 0; i < 5; i++)
      expect((await kiosk(c.kioskKey, s.userno, wrong, `dev-${i}`, `10.1.0.${i}`)).errorcode).toBe(-1003);
    // Locked now, even with the right PIN from a fresh device.
    expect((await kiosk(c.kioskKey, s.userno, s.pin, 'fresh', '10.2.0.1')).errorcode).toBe(-4290);
    t.now.ms += 20 * 60_000;
    expect((await kiosk(c.kioskKey, s.userno, s.pin, 'fresh', '10.2.0.1')).errorcode).toBe(0);
  });

  it('limits PIN guesses per device across students', async () => {
    const teacher = await account('teacher');
    const names = Array.from({ length: 8 }, (_, i) => `P${i}`);
    const c = await classOf(teacher, 'Spray', names);
    let failures = 0;
    for (let round = 0; round < 3; round++)
      for (const s of c.students) {
        const wrong = s.pin === '0000' ? '1111' : '0000';
        if ((await kiosk(c.kioskKey, s.userno, wrong, 'spray', '10.3.0.1')).errorcode === -1003)
          failures += 1;
      }
    expect(failures).toBe(20);
    // The device is held back; another tablet of the class still signs a student in.
    const s = first(c.students);
    expect((await kiosk(c.kioskKey, s.userno, s.pin, 'spray', '10.3.0.1')).errorcode).toBe(-4290);
    expect((await kiosk(c.kioskKey, s.userno, s.pin, 'other', '10.3.0.2')).errorcode).toBe(0);
  });
});
