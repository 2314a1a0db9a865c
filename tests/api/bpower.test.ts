// The pattern trainer (issue 15; R1.09, R3.29, R4.11, R4.12) on SQLite and, with DATABASE_URL, PostgreSQL:
// /api/bpower/info answers the 40 steps and the stored step; a drill is served and remembered, its answers
// are scored by the server and move the step; a replay or a second answer changes nothing; a result
// sooner than the minimum drill time, for another user's drill or with forged answers is refused; the
// try-quest's step targets complete once the step is reached.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrainerDrill } from '../../src/protocol';
import { createTestApp, signUpPlayer, type SignedInPlayer, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let n = 0;
const signedIn = (): Promise<SignedInPlayer> => signUpPlayer(t, 'trainee', (n += 1));
const db = () => t.testDb.db.kysely;

async function serve(p: SignedInPlayer, lesson?: number): Promise<TrainerDrill> {
  const res = await p.call('/api/bpower/drill', { userno: p.userno, ...(lesson ? { lesson } : {}) });
  expect(res.errorcode).toBe(0);
  return res.drill as TrainerDrill;
}

/** Answers with `right` right answers (the first ones) and the rest wrong. */
function answersFor(drill: TrainerDrill, right: number): number[] {
  return drill.positions.map((pos, i) => (i < right ? pos.answer : (pos.answer + 1) % pos.candidates.length));
}

const info = async (p: SignedInPlayer) => p.call('/api/bpower/info', { userno: p.userno });

describe('bpower', () => {
  it('answers the 40 steps and step 40 for a new student (R3.29)', async () => {
    const p = await signedIn();
    const res = await info(p);
    expect(res).toMatchObject({ errorcode: 0, BStep: 40, BType: 0 });
    const list = res.BPowerStepList as { BStep: number; AStep: number; BaseValue: number; BType: number }[];
    expect(list.map((s) => s.BStep)).toEqual(Array.from({ length: 40 }, (_, i) => 40 - i));
    expect(list[0]).toEqual({ BaseValue: 8, AStep: 89, BStep: 40, BType: 0 });
  });

  it('serves ten positions of the step with answers and reasons, and remembers them', async () => {
    const p = await signedIn();
    const drill = await serve(p);
    expect(drill.positions).toHaveLength(10);
    expect(drill.step).toBe(40);
    expect(new Set(drill.positions.map((x) => x.id)).size).toBe(10);
    expect(drill.positions.every((x) => x.reason['ko-KR'].length > 0)).toBe(true);
    const row = await db()
      .selectFrom('trainer_drills')
      .selectAll()
      .where('drill_id', '=', drill.drillId)
      .executeTakeFirst();
    expect(row).toMatchObject({ userno: p.userno, step: 40, answered_at: null });
    expect(row?.positions.split(' ')).toEqual(drill.positions.map((x) => x.id));
  });

  it('drills answered at the same moment each move the step once (no lost update)', async () => {
    // A student at step 30 with four drills of that step, all answered badly: each moves one step down
    // (a drill served below the student's step may still move it down), so 30 → 34 whatever the order.
    const p = await signedIn();
    await db()
      .insertInto('trainer_steps')
      .values({ userno: p.userno, bstep: 30, btype: 1, updated_at: t.now.ms })
      .execute();
    const drills: TrainerDrill[] = [];
    for (let i = 0; i < 4; i++) drills.push(await serve(p));
    expect(drills.map((d) => d.step)).toEqual([30, 30, 30, 30]);
    t.now.ms += 10_000;
    const results = await Promise.all(
      drills.map((d, i) =>
        p.call(
          '/api/bpower/drill/result',
          { userno: p.userno, drillId: d.drillId, answers: answersFor(d, 2) },
          `race-key-${i}`,
        ),
      ),
    );
    expect(results.map((r) => r.errorcode)).toEqual([0, 0, 0, 0]);
    expect(results.map((r) => r.BStep as number).sort()).toEqual([31, 32, 33, 34]);
    expect((await info(p)).BStep).toBe(34);
    const steps = await db()
      .selectFrom('trainer_drills')
      .select(['step_before', 'step_after', 'move'])
      .where('userno', '=', p.userno)
      .orderBy('step_before')
      .execute();
    expect(steps).toEqual([30, 31, 32, 33].map((s) => ({ step_before: s, step_after: s + 1, move: 'down' })));
  });

  it('8 right moves the step up once; a replay and a second answer change nothing', async () => {
    const p = await signedIn();
    const drill = await serve(p);
    t.now.ms += 10_000;
    const body = { userno: p.userno, drillId: drill.drillId, answers: answersFor(drill, 8) };
    const first = await p.call('/api/bpower/drill/result', body, 'result-key-1');
    expect(first).toMatchObject({
      errorcode: 0,
      right: 8,
      total: 10,
      stepBefore: 40,
      BStep: 39,
      BType: 1,
      move: 'up',
    });
    expect(first.marks).toEqual([true, true, true, true, true, true, true, true, false, false]);
    // The same call again (the outbox's retry): the first answer.
    expect(await p.call('/api/bpower/drill/result', body, 'result-key-1')).toEqual(first);
    // Another key, even with all right: the drill was answered, the first result stands.
    const again = await p.call('/api/bpower/drill/result', { ...body, answers: answersFor(drill, 10) });
    expect(again).toEqual(first);
    expect(await info(p)).toMatchObject({ BStep: 39, BType: 1 });
  });

  it('4 right moves the step down, 5–7 keep it, never past 40', async () => {
    const p = await signedIn();
    await db()
      .insertInto('trainer_steps')
      .values({ userno: p.userno, bstep: 20, btype: 1, updated_at: 0 })
      .execute();
    for (const [right, step] of [
      [4, 21],
      [6, 21],
      [0, 22],
    ] as const) {
      const drill = await serve(p);
      t.now.ms += 10_000;
      const res = await p.call('/api/bpower/drill/result', {
        userno: p.userno,
        drillId: drill.drillId,
        answers: answersFor(drill, right),
      });
      expect(res).toMatchObject({ right, BStep: step });
    }
    const fresh = await signedIn();
    const drill = await serve(fresh);
    t.now.ms += 10_000;
    const res = await fresh.call('/api/bpower/drill/result', {
      userno: fresh.userno,
      drillId: drill.drillId,
      answers: answersFor(drill, 0),
    });
    expect(res).toMatchObject({ BStep: 40, move: 'stay' });
  });

  it('refuses a result sooner than one second per position, and counts it later', async () => {
    const p = await signedIn();
    const drill = await serve(p);
    t.now.ms += 9_999;
    const body = { userno: p.userno, drillId: drill.drillId, answers: answersFor(drill, 10) };
    expect(await p.call('/api/bpower/drill/result', body)).toEqual({ errorcode: -1501 });
    expect(await info(p)).toMatchObject({ BStep: 40 });
    t.now.ms += 1;
    expect(await p.call('/api/bpower/drill/result', body)).toMatchObject({ errorcode: 0, BStep: 39 });
  });

  it('refuses an unknown drill, another user’s drill and answers that do not fit', async () => {
    const p = await signedIn();
    const other = await signedIn();
    const drill = await serve(p);
    t.now.ms += 10_000;
    const answers = answersFor(drill, 10);
    expect(
      await other.call('/api/bpower/drill/result', { userno: other.userno, drillId: drill.drillId, answers }),
    ).toEqual({
      errorcode: -2,
    });
    expect(
      await p.call('/api/bpower/drill/result', { userno: p.userno, drillId: 'no-such-drill', answers }),
    ).toEqual({ errorcode: -2 });
    // Too few answers, a candidate that does not exist, a value outside the schema.
    for (const bad of [answers.slice(0, 9), answers.map(() => 3), answers.map(() => 7)])
      expect(
        (await p.call('/api/bpower/drill/result', { userno: p.userno, drillId: drill.drillId, answers: bad }))
          .errorcode,
      ).toBe(-1000);
    expect(await info(p)).toMatchObject({ BStep: 40 });
    expect(await info(other)).toMatchObject({ BStep: 40 });
  });

  it('completes the try-quest step target when a drill reaches it (tier 3: step 30)', async () => {
    const p = await signedIn();
    await db()
      .insertInto('trainer_steps')
      .values({ userno: p.userno, bstep: 31, btype: 1, updated_at: 0 })
      .execute();
    const tier3 = async () =>
      (
        (await p.call('/api/tryquest/info', { userno: p.userno })).TryQuestVector as {
          BStep: { met: boolean }[];
        }[]
      )[2];
    expect((await tier3())?.BStep[0]?.met).toBe(false);
    const drill = await serve(p);
    expect(drill.step).toBe(31);
    t.now.ms += 10_000;
    await p.call('/api/bpower/drill/result', {
      userno: p.userno,
      drillId: drill.drillId,
      answers: answersFor(drill, 9),
    });
    expect((await tier3())?.BStep[0]?.met).toBe(true);
  });

  it('serves a lesson’s questions as a drill that is recorded but leaves the step', async () => {
    const p = await signedIn();
    const lessons = (await p.call('/api/bpower/theory', { userno: p.userno })).lessons as {
      lno: number;
      questions: number;
      steps: unknown[];
    }[];
    expect(lessons.length).toBeGreaterThan(0);
    expect(lessons[0]?.steps.length).toBeGreaterThan(0);
    const drill = await serve(p, lessons[0]?.lno);
    expect(drill.positions).toHaveLength(lessons[0]?.questions ?? 0);
    t.now.ms += 10_000;
    const res = await p.call('/api/bpower/drill/result', {
      userno: p.userno,
      drillId: drill.drillId,
      answers: answersFor(drill, drill.positions.length),
    });
    expect(res).toMatchObject({ errorcode: 0, right: drill.positions.length, BStep: 40, move: 'stay' });
    expect((await p.call('/api/bpower/drill', { userno: p.userno, lesson: 999 })).errorcode).toBe(-2);
  });
});
