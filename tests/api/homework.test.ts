// Homework (issue 19, R6.01): a teacher gives a class work with a due time; each student's progress comes
// from the results the server recorded (a wrong answer or a claim counts for nothing); another teacher
// can neither read nor change it, and a student of another class never sees it. SQLite and, with
// DATABASE_URL, PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMaker, at, joinedClass } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const DAY = 24 * 3600 * 1000;
const account = accountMaker(() => t, { prefix: 'hw', renewExpired: true });
type Account = Awaited<ReturnType<typeof account>>;
const classWith = (teacher: Account, name: string, count: number) =>
  joinedClass(teacher, account, name, count);

const assign = (teacher: Account, classId: number, more: object = {}) =>
  teacher.call('/api/class/homework/assign', {
    classId,
    kind: 'study',
    sno: 2,
    gno: 1,
    target: 3,
    dueAt: t.now.ms + 2 * DAY,
    ...more,
  });

describe('homework', () => {
  it('completes itself from the results the server recorded, and only those', async () => {
    const teacher = await account('teacher');
    const c = await classWith(teacher, 'Homework A', 2);
    const [amy, ben] = [at(c.students, 0), at(c.students, 1)];
    // A solve before the homework was given does not count for it.
    await amy.call('/api/study/work/result', { sno: 2, gno: 1, jkno: 0, moves: ['D3'] });
    t.now.ms += 1000;
    const given = await assign(teacher, c.classId);
    expect(given.errorcode).toBe(0);
    expect(given.homework).toMatchObject({ kind: 'study', sno: 2, gno: 1, target: 3 });
    expect(given.homework.title['en-US']).toBeTruthy();
    const choices = await teacher.call('/api/class/homework/choices');
    expect(choices.groups).toContainEqual(
      expect.objectContaining({ kind: 'study', sno: 2, gno: 1, missions: 3 }),
    );
    // Dice groups are played from a roll, not given as homework.
    expect(
      choices.groups.some((g: { kind: string; sno: number }) => g.kind === 'single' && g.sno === 6),
    ).toBe(false);

    const mine = await amy.call('/api/homework/mine');
    expect(mine.homework).toHaveLength(1);
    expect(mine.homework[0]).toMatchObject({ done: 0, target: 3, status: 'open' });

    t.now.ms += 1000;
    // A wrong answer and a repeated solve count for nothing; each mission solved counts once.
    await amy.call('/api/study/work/result', { sno: 2, gno: 1, jkno: 0, moves: ['E3'] });
    await amy.call('/api/study/work/result', { sno: 2, gno: 1, jkno: 0, moves: ['D3'] });
    await amy.call('/api/study/work/result', { sno: 2, gno: 1, jkno: 0, moves: ['D3'] });
    await amy.call('/api/study/work/result', { sno: 2, gno: 1, jkno: 1, moves: ['C2'] });
    const halfway = (await amy.call('/api/homework/mine')).homework[0];
    expect(halfway).toMatchObject({ done: 2, status: 'open' });
    // What already counts, so the app adds only solves still waiting in its outbox (none once done).
    expect([...halfway.counted].sort()).toEqual(['2:1:0', '2:1:1']);
    await amy.call('/api/study/work/result', { sno: 2, gno: 1, jkno: 2, moves: ['C1'] });
    expect((await amy.call('/api/homework/mine')).homework[0]).toMatchObject({
      done: 3,
      status: 'done',
      counted: [],
    });

    // The teacher reads each student's progress; Ben did nothing.
    const list = await teacher.call('/api/class/homework/list', { classId: c.classId });
    expect(list.errorcode).toBe(0);
    const students = list.homework[0].students as { userno: number; done: number; status: string }[];
    expect(students.find((s) => s.userno === amy.userno)).toMatchObject({ done: 3, status: 'done' });
    expect(students.find((s) => s.userno === ben.userno)).toMatchObject({ done: 0, status: 'open' });

    // After the due time: Ben's is missed; solving it then is late.
    t.now.ms += 3 * DAY;
    expect((await ben.call('/api/homework/mine')).homework[0]).toMatchObject({ status: 'missed' });
    for (const [jkno, move] of [
      [0, 'D3'],
      [1, 'C2'],
      [2, 'C1'],
    ] as const)
      await ben.call('/api/study/work/result', { sno: 2, gno: 1, jkno, moves: [move] });
    expect((await ben.call('/api/homework/mine')).homework[0]).toMatchObject({ done: 3, status: 'late' });
    expect((await amy.call('/api/homework/mine')).homework[0]).toMatchObject({ status: 'done' });
  });

  it('counts credited single-play wins and answered trainer drills, not lost games or open drills', async () => {
    const teacher = await account('teacher');
    const c = await classWith(teacher, 'Homework B', 1);
    const pupil = at(c.students, 0);
    const single = await assign(teacher, c.classId, { kind: 'single', sno: 3, gno: 1, target: 2 });
    const drills = await assign(teacher, c.classId, { kind: 'trainer', sno: 0, gno: 0, target: 2 });
    expect([single.errorcode, drills.errorcode]).toEqual([0, 0]);
    const db = t.testDb.db.kysely;
    const result = (jkno: number, credited: number, id: string) => ({
      userno: pupil.userno,
      challenge_id: id,
      sno: 3,
      gno: 1,
      jkno,
      verdict: credited ? 'win' : 'loss',
      credited,
      stars: credited ? 3 : 0,
      moves: '',
      created_at: t.now.ms + 10,
    });
    await db
      .insertInto('single_results')
      .values([result(0, 1, 'hw-c1'), result(1, 0, 'hw-c2')])
      .execute();
    const drill = (id: string, answered: number | null) => ({
      drill_id: id,
      userno: pupil.userno,
      step: 40,
      positions: '[]',
      served_at: t.now.ms,
      answered_at: answered,
    });
    await db
      .insertInto('trainer_drills')
      .values([drill('hw-d1', t.now.ms + 20), drill('hw-d2', null)])
      .execute();
    const byKind = async () =>
      Object.fromEntries(
        ((await pupil.call('/api/homework/mine')).homework as { kind: string; done: number }[]).map((h) => [
          h.kind,
          h.done,
        ]),
      );
    expect(await byKind()).toEqual({ single: 1, trainer: 1 });
    await db
      .insertInto('single_results')
      .values(result(1, 1, 'hw-c3'))
      .execute();
    await db
      .updateTable('trainer_drills')
      .set({ answered_at: t.now.ms + 30 })
      .where('drill_id', '=', 'hw-d2')
      .execute();
    expect(await byKind()).toEqual({ single: 2, trainer: 2 });
  });

  it('refuses bad homework: unknown group, too many missions, a past or far due time, an unknown kind', async () => {
    const teacher = await account('teacher');
    const c = await classWith(teacher, 'Homework C', 0);
    expect((await assign(teacher, c.classId, { gno: 99 })).errorcode).toBe(-2);
    expect((await assign(teacher, c.classId, { kind: 'single', sno: 6, gno: 1, target: 1 })).errorcode).toBe(
      -2,
    );
    expect((await assign(teacher, c.classId, { target: 4 })).errorcode).toBe(-1000);
    expect((await assign(teacher, c.classId, { dueAt: t.now.ms - 1 })).errorcode).toBe(-1000);
    expect((await assign(teacher, c.classId, { dueAt: t.now.ms + 400 * DAY })).errorcode).toBe(-1000);
    expect(
      (await assign(teacher, c.classId, { kind: 'trainer', sno: 0, gno: 0, target: 21 })).errorcode,
    ).toBe(-1000);
    const bad = await t.post(
      '/api/class/homework/assign',
      { classId: c.classId, kind: 'chores', sno: 0, gno: 0, target: 1, dueAt: t.now.ms + DAY },
      { token: teacher.token() },
    );
    expect(bad.json().errorcode).toBe(-1000);
  });

  it('another teacher can neither read, give nor take back a class’s homework; an admin can read it', async () => {
    const teacher = await account('teacher');
    const other = await account('teacher');
    const admin = await account('admin');
    const c = await classWith(teacher, 'Homework D', 1);
    const given = await assign(teacher, c.classId);
    const homeworkId = given.homework.homeworkId as number;
    expect((await other.call('/api/class/homework/list', { classId: c.classId })).errorcode).toBe(-4030);
    expect((await assign(other, c.classId)).errorcode).toBe(-4030);
    expect((await other.call('/api/class/homework/remove', { homeworkId })).errorcode).toBe(-4030);
    // A student of the class cannot manage it either, nor list what could be given.
    const pupil = at(c.students, 0);
    expect((await pupil.call('/api/class/homework/choices')).errorcode).toBe(-4030);
    expect((await pupil.call('/api/class/homework/list', { classId: c.classId })).errorcode).toBe(-4030);
    expect((await assign(pupil, c.classId)).errorcode).toBe(-4030);
    expect((await pupil.call('/api/class/homework/remove', { homeworkId })).errorcode).toBe(-4030);
    expect((await admin.call('/api/class/homework/list', { classId: c.classId })).homework).toHaveLength(1);
    // Still there for its own teacher, who can take it back.
    expect((await teacher.call('/api/class/homework/list', { classId: c.classId })).homework).toHaveLength(1);
    expect((await teacher.call('/api/class/homework/remove', { homeworkId })).errorcode).toBe(0);
    expect((await pupil.call('/api/homework/mine')).homework).toHaveLength(0);
  });

  it("a student of another class, or of none, never sees a class's homework; a moved student sees the new class's", async () => {
    const teacher = await account('teacher');
    const a = await classWith(teacher, 'Homework E1', 1);
    const b = await classWith(teacher, 'Homework E2', 1);
    await assign(teacher, a.classId);
    const outsider = await account();
    expect((await outsider.call('/api/homework/mine')).homework).toEqual([]);
    expect((await at(b.students, 0).call('/api/homework/mine')).homework).toEqual([]);
    expect((await at(a.students, 0).call('/api/homework/mine')).homework).toHaveLength(1);
    // The body's userno is never obeyed: asking as another user is refused.
    const asOther = await outsider.call('/api/homework/mine', { userno: at(a.students, 0).userno });
    expect(asOther.errorcode).toBe(-4031);
    const moved = await teacher.call('/api/class/student/move', {
      studentno: at(a.students, 0).userno,
      toClassId: b.classId,
    });
    expect(moved.errorcode).toBe(0);
    expect((await at(a.students, 0).call('/api/homework/mine')).homework).toEqual([]);
    // An archived class's homework is not shown.
    await teacher.call('/api/class/archive', { classId: a.classId, archived: true });
    expect((await assign(teacher, a.classId)).errorcode).toBe(-1000);
  });
});

describe('homework of every kind the issue names (R6.01)', () => {
  const db = () => t.testDb.db.kysely;
  let seq = 0;
  const studyRow = (userno: number, sno: number, gno: number, jkno: number, solved: number) => ({
    userno,
    kind: 'study' as const,
    sno,
    gno,
    jkno,
    try_id: null,
    solved,
    moves: '',
    created_at: t.now.ms + 10,
  });
  const singleRow = (userno: number, sno: number, gno: number, jkno: number, credited: number) => {
    seq += 1;
    return {
      userno,
      challenge_id: `hw-kind-${seq}`,
      sno,
      gno,
      jkno,
      verdict: credited ? 'win' : 'loss',
      credited,
      stars: credited ? 3 : 0,
      moves: '',
      created_at: t.now.ms + 10,
    };
  };
  const liveGame = (black: number | null, white: number | null, phase = 'ended') => {
    seq += 1;
    return {
      id: `hw-live-${seq}`,
      black,
      white,
      black_name: 'b',
      white_name: 'w',
      black_step: 99,
      white_step: 99,
      size: 9,
      komi: 6.5,
      handicap: 0,
      control: '{}',
      rated: 0,
      teaching: 0,
      phase,
      started_at: t.now.ms + 10,
      ended_at: t.now.ms + 20,
    };
  };
  const doneOf = async (who: Account, kind: string) =>
    (
      (await who.call('/api/homework/mine')).homework as { kind: string; done: number; status: string }[]
    ).find((h) => h.kind === kind);

  it('offers ninth-dan steps, study levels, AI levels and live games to a teacher', async () => {
    const teacher = await account('teacher');
    const choices = await teacher.call('/api/class/homework/choices');
    expect(choices.errorcode).toBe(0);
    expect(choices.groups).toContainEqual(
      expect.objectContaining({ kind: 'dan9', sno: 1, gno: 0, missions: 1 }),
    );
    // A step's further part is a choice of its own (issue 14).
    expect(choices.groups).toContainEqual(
      expect.objectContaining({
        kind: 'dan9',
        sno: 1,
        gno: 1,
        missions: 1,
        title: expect.objectContaining({ 'en-US': 'Step 1, part 2' }),
      }),
    );
    // The Elementary level's two groups have 3 + 5 missions.
    expect(choices.groups).toContainEqual(
      expect.objectContaining({ kind: 'puzzles', sno: 2, gno: 0, missions: 8 }),
    );
    // Fixture AI battles: levels 1, 2 (AI battle 1) and 1 (baduk battle); dice captures are not battles.
    expect(choices.aiLevels).toEqual([
      { level: 1, battles: 3 },
      { level: 2, battles: 1 },
    ]);
    expect(choices.maxLiveGames).toBe(10);
  });

  it('ninth-dan step: counts solves of that step only, through the real result call', async () => {
    const teacher = await account('teacher');
    const c = await classWith(teacher, 'Kinds dan9', 1);
    const pupil = at(c.students, 0);
    const given = await assign(teacher, c.classId, { kind: 'dan9', sno: 1, gno: 0, target: 1 });
    expect(given.errorcode).toBe(0);
    expect(given.homework.title['ko-KR']).toBeTruthy();
    // The fixture's step 1 has two parts: the app names this one "part 1 of 2" (issue 14).
    expect(given.homework.parts).toBe(2);
    expect((await assign(teacher, c.classId, { kind: 'dan9', sno: 1, gno: 0, target: 2 })).errorcode).toBe(
      -1000,
    );
    expect((await assign(teacher, c.classId, { kind: 'dan9', sno: 7, gno: 0, target: 1 })).errorcode).toBe(
      -2,
    );
    expect((await assign(teacher, c.classId, { kind: 'dan9', sno: 1, gno: 3, target: 1 })).errorcode).toBe(
      -2,
    );
    t.now.ms += 1000;
    // A wrong answer counts for nothing; a study solve of the same numbers is not a ninth-dan solve.
    await pupil.call('/api/study/work/result', { kind: 'dan9', sno: 1, gno: 0, jkno: 0, moves: ['D1'] });
    await db()
      .insertInto('study_results')
      .values(studyRow(pupil.userno, 1, 0, 0, 1))
      .execute();
    expect(await doneOf(pupil, 'dan9')).toMatchObject({ done: 0, status: 'open' });
    await pupil.call('/api/study/work/result', { kind: 'dan9', sno: 1, gno: 0, jkno: 0, moves: ['C1'] });
    expect(await doneOf(pupil, 'dan9')).toMatchObject({ done: 1, status: 'done' });
  });

  it("ninth-dan part: a step's further part is homework of its own, counted from that part's solves", async () => {
    const teacher = await account('teacher');
    const c = await classWith(teacher, 'Kinds dan9 part', 1);
    const pupil = at(c.students, 0);
    const given = await assign(teacher, c.classId, { kind: 'dan9', sno: 1, gno: 1, target: 1 });
    expect(given.errorcode).toBe(0);
    expect(given.homework).toMatchObject({
      kind: 'dan9',
      sno: 1,
      gno: 1,
      title: { 'en-US': 'Step 1, part 2' },
    });
    t.now.ms += 1000;
    // The first part's solve is not the second part's.
    await pupil.call('/api/study/work/result', { kind: 'dan9', sno: 1, gno: 0, jkno: 0, moves: ['C1'] });
    expect(await doneOf(pupil, 'dan9')).toMatchObject({ done: 0, status: 'open' });
    await pupil.call('/api/study/work/result', { kind: 'dan9', sno: 1, gno: 1, jkno: 0, moves: ['C1'] });
    expect(await doneOf(pupil, 'dan9')).toMatchObject({ done: 1, status: 'done' });
  });

  it('puzzles at a level: any group of the level counts, each mission once; other levels do not', async () => {
    const teacher = await account('teacher');
    const c = await classWith(teacher, 'Kinds puzzles', 1);
    const pupil = at(c.students, 0);
    expect((await assign(teacher, c.classId, { kind: 'puzzles', sno: 2, gno: 0, target: 9 })).errorcode).toBe(
      -1000,
    );
    expect((await assign(teacher, c.classId, { kind: 'puzzles', sno: 9, gno: 0, target: 1 })).errorcode).toBe(
      -2,
    );
    const given = await assign(teacher, c.classId, { kind: 'puzzles', sno: 2, gno: 0, target: 3 });
    expect(given.errorcode).toBe(0);
    expect(given.homework.title['en-US']).toBe('Elementary');
    const u = pupil.userno;
    await db()
      .insertInto('study_results')
      .values([
        studyRow(u, 2, 1, 0, 1),
        studyRow(u, 2, 1, 0, 1), // the same mission again
        studyRow(u, 2, 2, 4, 0), // wrong
        studyRow(u, 1, 1, 0, 1), // another level
      ])
      .execute();
    await db()
      .insertInto('study_results')
      .values({ ...studyRow(u, 2, 2, 0, 1), kind: 'dan9' })
      .execute();
    expect(await doneOf(pupil, 'puzzles')).toMatchObject({ done: 1, status: 'open' });
    await db()
      .insertInto('study_results')
      .values([studyRow(u, 2, 2, 4, 1), studyRow(u, 2, 2, 0, 1)])
      .execute();
    expect(await doneOf(pupil, 'puzzles')).toMatchObject({ done: 3, status: 'done' });
  });

  it('AI battles at a level: credited wins against that level or stronger, each battle once', async () => {
    const teacher = await account('teacher');
    const c = await classWith(teacher, 'Kinds AI', 1);
    const pupil = at(c.students, 0);
    expect(
      (await assign(teacher, c.classId, { kind: 'aiBattle', sno: 3, gno: 0, target: 1 })).errorcode,
    ).toBe(-2);
    expect(
      (await assign(teacher, c.classId, { kind: 'aiBattle', sno: 0, gno: 0, target: 1 })).errorcode,
    ).toBe(-2);
    expect(
      (await assign(teacher, c.classId, { kind: 'aiBattle', sno: 2, gno: 0, target: 2 })).errorcode,
    ).toBe(-1000);
    const given = await assign(teacher, c.classId, { kind: 'aiBattle', sno: 2, gno: 0, target: 1 });
    expect(given.errorcode).toBe(0);
    expect(given.homework.title).toBeNull();
    const u = pupil.userno;
    await db()
      .insertInto('single_results')
      .values([
        singleRow(u, 4, 1, 0, 1), // level 1: too weak
        singleRow(u, 4, 1, 1, 0), // level 2, lost
        singleRow(u, 6, 2, 0, 1), // a dice capture at level 1 is no AI battle
        singleRow(u, 3, 1, 1, 1), // a puzzle
      ])
      .execute();
    expect(await doneOf(pupil, 'aiBattle')).toMatchObject({ done: 0, status: 'open' });
    await db()
      .insertInto('single_results')
      .values([singleRow(u, 4, 1, 1, 1), singleRow(u, 4, 1, 1, 1)])
      .execute();
    expect(await doneOf(pupil, 'aiBattle')).toMatchObject({ done: 1, status: 'done' });
    // A level-1 homework counts both battles of AI battle 1 and the baduk battle.
    t.now.ms += 1000;
    const easy = await assign(teacher, c.classId, { kind: 'aiBattle', sno: 1, gno: 0, target: 3 });
    const list = await teacher.call('/api/class/homework/list', { classId: c.classId });
    const row = (list.homework as { homeworkId: number; students: { done: number }[] }[]).find(
      (h) => h.homeworkId === easy.homework.homeworkId,
    );
    expect(row?.students[0]?.done).toBe(0); // given after those wins
    t.now.ms += 1000;
    await db()
      .insertInto('single_results')
      .values([singleRow(u, 4, 1, 0, 1), singleRow(u, 5, 1, 0, 1)])
      .execute();
    const list2 = await teacher.call('/api/class/homework/list', { classId: c.classId });
    const row2 = (list2.homework as { homeworkId: number; students: { done: number }[] }[]).find(
      (h) => h.homeworkId === easy.homework.homeworkId,
    );
    expect(row2?.students[0]?.done).toBe(2);
  });

  it('live games: only ended games between two students of the class count, for both of them', async () => {
    const teacher = await account('teacher');
    const c = await classWith(teacher, 'Kinds live', 3);
    const other = await classWith(teacher, 'Kinds live other', 1);
    const [amy, ben, cat] = [at(c.students, 0), at(c.students, 1), at(c.students, 2)];
    const outsider = at(other.students, 0);
    expect((await assign(teacher, c.classId, { kind: 'live', sno: 0, gno: 0, target: 11 })).errorcode).toBe(
      -1000,
    );
    expect((await assign(teacher, c.classId, { kind: 'live', sno: 1, gno: 0, target: 1 })).errorcode).toBe(
      -2,
    );
    const given = await assign(teacher, c.classId, { kind: 'live', sno: 0, gno: 0, target: 2 });
    expect(given.errorcode).toBe(0);
    await db()
      .insertInto('live_games')
      .values([
        liveGame(amy.userno, outsider.userno), // not a classmate
        liveGame(amy.userno, null), // a bot
        liveGame(amy.userno, ben.userno, 'playing'), // not over
        liveGame(amy.userno, ben.userno),
      ])
      .execute();
    expect(await doneOf(amy, 'live')).toMatchObject({ done: 1, status: 'open' });
    expect(await doneOf(ben, 'live')).toMatchObject({ done: 1 });
    expect(await doneOf(cat, 'live')).toMatchObject({ done: 0 });
    expect(await doneOf(outsider, 'live')).toBeUndefined();
    await db().insertInto('live_games').values(liveGame(cat.userno, amy.userno)).execute();
    expect(await doneOf(amy, 'live')).toMatchObject({ done: 2, status: 'done' });
    expect(await doneOf(cat, 'live')).toMatchObject({ done: 1 });
  });

  it("a student never reads another class's homework of any kind, nor asks as someone else", async () => {
    const teacher = await account('teacher');
    const a = await classWith(teacher, 'Kinds privacy A', 1);
    const b = await classWith(teacher, 'Kinds privacy B', 1);
    await assign(teacher, a.classId, { kind: 'aiBattle', sno: 1, gno: 0, target: 1 });
    await assign(teacher, a.classId, { kind: 'live', sno: 0, gno: 0, target: 1 });
    const mineB = await at(b.students, 0).call('/api/homework/mine');
    expect(mineB.homework).toEqual([]);
    expect((await at(a.students, 0).call('/api/homework/mine')).homework).toHaveLength(2);
    const asOther = await at(b.students, 0).call('/api/homework/mine', { userno: at(a.students, 0).userno });
    expect(asOther.errorcode).toBe(-4031);
    expect((await at(b.students, 0).call('/api/class/homework/list', { classId: a.classId })).errorcode).toBe(
      -4030,
    );
    expect((await at(b.students, 0).call('/api/class/homework/list', { classId: b.classId })).errorcode).toBe(
      -4030,
    );
  });
});

describe('class ranking (names and points only, R6.01)', () => {
  const settings = {
    heartsInHours: true,
    chatFreeText: false,
    trainerOn: true,
    liveOn: true,
    locked: true,
  };
  const points = (userno: number, spoint: number) =>
    t.testDb.db.kysely
      .insertInto('study_totals')
      .values({ userno, kind: 'study', sno: 2, try_count: 1, spoint })
      .execute();

  it('is off until the teacher turns it on; then shows names and points, nothing else', async () => {
    const teacher = await account('teacher');
    const c = await classWith(teacher, 'Ranking A', 3);
    const [amy, ben, cat] = [at(c.students, 0), at(c.students, 1), at(c.students, 2)];
    await points(amy.userno, 10);
    await points(cat.userno, 30);
    await t.testDb.db.kysely
      .insertInto('study_totals')
      .values({ userno: cat.userno, kind: 'dan9', sno: 1, try_count: 1, spoint: 5 })
      .execute();
    expect(await amy.call('/api/class/ranking')).toEqual({ errorcode: 0, on: false, entries: [] });
    const on = await teacher.call('/api/class/settings', {
      classId: c.classId,
      settings: { ...settings, rankingOn: true },
    });
    expect(on.errorcode).toBe(0);
    expect(on.class.settings.rankingOn).toBe(true);
    // A settings change that does not name the ranking keeps it.
    const kept = await teacher.call('/api/class/settings', { classId: c.classId, settings });
    expect(kept.class.settings.rankingOn).toBe(true);
    expect((await amy.call('/api/class/mine')).class.settings.rankingOn).toBe(true);

    const names = new Map(
      (
        (await teacher.call('/api/class/detail', { classId: c.classId })).students as {
          userno: number;
          name: string;
        }[]
      ).map((s) => [s.userno, s.name]),
    );
    const ranking = await amy.call('/api/class/ranking');
    expect(ranking).toEqual({
      errorcode: 0,
      on: true,
      entries: [
        { name: names.get(cat.userno), points: 35, me: false },
        { name: names.get(amy.userno), points: 10, me: true },
        { name: names.get(ben.userno), points: 0, me: false },
      ],
    });
    // Nothing but names, points and the caller's own mark: no username, userno or other figure.
    for (const entry of ranking.entries) expect(Object.keys(entry).sort()).toEqual(['me', 'name', 'points']);
    expect((await ben.call('/api/class/ranking')).entries.filter((e: { me: boolean }) => e.me)).toHaveLength(
      1,
    );
  });

  it('a student sees only their own class, never asks as someone else, and students cannot turn it on', async () => {
    const teacher = await account('teacher');
    const other = await account('teacher');
    const a = await classWith(teacher, 'Ranking B1', 1);
    const b = await classWith(teacher, 'Ranking B2', 1);
    await teacher.call('/api/class/settings', {
      classId: a.classId,
      settings: { ...settings, rankingOn: true },
    });
    const [inA, inB] = [at(a.students, 0), at(b.students, 0)];
    expect((await inA.call('/api/class/ranking')).entries).toHaveLength(1);
    // Class B has it off: its student sees nothing of class A or their own.
    expect(await inB.call('/api/class/ranking')).toEqual({ errorcode: 0, on: false, entries: [] });
    // The body's userno is never obeyed.
    expect((await inB.call('/api/class/ranking', { userno: inA.userno })).errorcode).toBe(-4031);
    // Nobody but the class's teacher (or an admin) turns it on.
    for (const who of [inB, other])
      expect(
        (
          await who.call('/api/class/settings', {
            classId: b.classId,
            settings: { ...settings, rankingOn: true },
          })
        ).errorcode,
      ).toBe(-4030);
    expect((await inB.call('/api/class/ranking')).on).toBe(false);
    // A student of no class, and a teacher, see no ranking.
    expect((await (await account()).call('/api/class/ranking')).on).toBe(false);
    expect((await teacher.call('/api/class/ranking')).on).toBe(false);
    // An archived class shows none.
    await teacher.call('/api/class/archive', { classId: a.classId, archived: true });
    expect((await inA.call('/api/class/ranking')).on).toBe(false);
  });
});

describe('class settings the server keeps (R6.01)', () => {
  it('a class with the trainer turned off gets no new drill; on again, or out of the class, it does', async () => {
    const teacher = await account('teacher');
    const c = await classWith(teacher, 'Trainer off', 1);
    const pupil = at(c.students, 0);
    const settings = {
      heartsInHours: true,
      chatFreeText: false,
      trainerOn: true,
      liveOn: true,
      locked: true,
    };
    expect((await pupil.call('/api/bpower/drill')).errorcode).toBe(0);
    await teacher.call('/api/class/settings', {
      classId: c.classId,
      settings: { ...settings, trainerOn: false },
    });
    const refused = await pupil.call('/api/bpower/drill');
    expect(refused).toEqual({ errorcode: -4030, errormsg: 'err_class_trainer_off' });
    // Another class's setting changes nothing for an outsider.
    expect((await (await account()).call('/api/bpower/drill')).errorcode).toBe(0);
    // An archived class's settings no longer hold.
    await teacher.call('/api/class/archive', { classId: c.classId, archived: true });
    expect((await pupil.call('/api/bpower/drill')).errorcode).toBe(0);
    await teacher.call('/api/class/archive', { classId: c.classId, archived: false });
    expect((await pupil.call('/api/bpower/drill')).errorcode).toBe(-4030);
    await teacher.call('/api/class/settings', { classId: c.classId, settings });
    expect((await pupil.call('/api/bpower/drill')).errorcode).toBe(0);
  });
});

describe('the class view over a period', () => {
  it('counts each student’s solved, tried, accuracy, trainer step and homework from the records', async () => {
    const teacher = await account('teacher');
    const c = await classWith(teacher, 'Progress A', 2);
    const [amy, ben] = [at(c.students, 0), at(c.students, 1)];
    await teacher.call('/api/class/homework/assign', {
      classId: c.classId,
      kind: 'study',
      sno: 2,
      gno: 1,
      target: 2,
      dueAt: t.now.ms + 3600_000,
    });
    await amy.call('/api/study/work/result', { sno: 2, gno: 1, jkno: 0, moves: ['E3'] });
    await amy.call('/api/study/work/result', { sno: 2, gno: 1, jkno: 0, moves: ['D3'] });
    await amy.call('/api/study/work/result', { sno: 2, gno: 1, jkno: 1, moves: ['C2'] });
    await t.testDb.db.kysely
      .insertInto('trainer_steps')
      .values({ userno: amy.userno, bstep: 12, btype: 1, updated_at: t.now.ms })
      .execute();
    const view = await teacher.call('/api/class/progress', { classId: c.classId, days: 7 });
    expect(view.errorcode).toBe(0);
    expect(view.toMs - view.fromMs).toBe(7 * DAY);
    const byUser = new Map((view.students as { userno: number }[]).map((s) => [s.userno, s]));
    expect(byUser.get(amy.userno)).toMatchObject({
      solved: 2,
      tried: 3,
      accuracy: 67,
      trainerStep: 12,
      homeworkGiven: 1,
      homeworkDone: 1,
    });
    expect(byUser.get(ben.userno)).toMatchObject({
      solved: 0,
      tried: 0,
      accuracy: null,
      trainerStep: null,
      homeworkDone: 0,
    });
    // Outside the period: a week later, the last day shows none of it.
    t.now.ms += 8 * DAY;
    const later = await teacher.call('/api/class/progress', { classId: c.classId, days: 1 });
    expect(later.students.find((s: { userno: number }) => s.userno === amy.userno)).toMatchObject({
      solved: 0,
      tried: 0,
      homeworkGiven: 0,
    });
  });

  it('exports CSV on the server with quoting, formula guard and the teacher’s language', async () => {
    const teacher = await account('teacher');
    const created = await teacher.call('/api/class/create', { name: 'Progress B' });
    const classId = created.class.classId as number;
    await teacher.call('/api/class/students/add', {
      classId,
      names: ['Kim, "Minnie"', '=1+2', '지우'],
    });
    await t.testDb.db.kysely
      .updateTable('users')
      .set({ lang: 'ko-KR' })
      .where('userno', '=', teacher.userno)
      .execute();
    const answer = await teacher.call('/api/class/progress/csv', { classId, days: 30 });
    expect(answer.errorcode).toBe(0);
    expect(answer.filename).toMatch(/^class-[a-z0-9]+-\d{8}-\d{8}\.csv$/);
    const lines = (answer.csv as string).split('\r\n');
    expect(lines[0]).toBe(
      '이름,아이디,등급,푼 문제,시도,정답률(%),시간(분),트레이너 급수,끝낸 숙제,낸 숙제,' +
        '학습 금메달,학습 은메달,학습 동메달,9단 도전 금메달,9단 도전 은메달,9단 도전 동메달,' +
        '도전 퀘스트 단계,자주 틀린 문제,날마다 푼 문제 (첫날부터)',
    );
    expect(lines).toHaveLength(5);
    expect(lines.at(-1)).toBe('');
    // Sorted by name: the formula-looking name is guarded, the quoted one doubled, and no empty accuracy
    // turns into a number.
    // The period's 30 days of solves come last, one number a day.
    const rest = ',0,0,0,0,0,0,,,' + Array.from({ length: 30 }, () => '0').join(' ');
    expect(lines[1]).toBe(`'=1+2,${usernameIn(lines[1])},무료,0,0,,0,,0,0${rest}`);
    expect(lines[2]).toBe(`"Kim, ""Minnie""",${usernameIn(lines[2])},무료,0,0,,0,,0,0${rest}`);
    expect(lines[3]).toMatch(/^지우,/);
  });

  it('is refused to another teacher and to a student of the class', async () => {
    const teacher = await account('teacher');
    const other = await account('teacher');
    const c = await classWith(teacher, 'Progress C', 1);
    for (const who of [other, at(c.students, 0)]) {
      expect((await who.call('/api/class/progress', { classId: c.classId, days: 7 })).errorcode).toBe(-4030);
      expect((await who.call('/api/class/progress/csv', { classId: c.classId, days: 7 })).errorcode).toBe(
        -4030,
      );
    }
    expect((await teacher.call('/api/class/progress', { classId: c.classId, days: 0 })).errorcode).toBe(
      -1000,
    );
    expect((await teacher.call('/api/class/progress', { classId: c.classId, days: 400 })).errorcode).toBe(
      -1000,
    );
  });
});

/** The generated username in a CSV line (the field after the name). */
function usernameIn(line: string | undefined): string {
  return /,([a-z0-9]+-\d+),/.exec(line ?? '')?.[1] ?? '';
}

describe('a student’s progress report', () => {
  it('gives the teacher the period’s figures and homework; nobody else gets it', async () => {
    const teacher = await account('teacher');
    const other = await account('teacher');
    const c = await classWith(teacher, 'Report A', 2);
    const [amy, ben] = [at(c.students, 0), at(c.students, 1)];
    await teacher.call('/api/class/homework/assign', {
      classId: c.classId,
      kind: 'study',
      sno: 2,
      gno: 1,
      target: 1,
      dueAt: t.now.ms + 3600_000,
    });
    await amy.call('/api/study/work/result', { sno: 2, gno: 1, jkno: 0, moves: ['D3'] });
    const report = await teacher.call('/api/class/student/report', { studentno: amy.userno, days: 30 });
    expect(report.errorcode).toBe(0);
    expect(report).toMatchObject({ className: 'Report A', teacherName: teacher.username, lang: 'ko-KR' });
    expect(report.progress).toMatchObject({ userno: amy.userno, solved: 1, tried: 1, accuracy: 100 });
    expect(report.homework).toHaveLength(1);
    expect(report.homework[0]).toMatchObject({ done: 1, status: 'done' });
    for (const who of [other, amy, ben])
      expect(
        (await who.call('/api/class/student/report', { studentno: amy.userno, days: 30 })).errorcode,
      ).toBe(-4030);
  });
});
