// The pattern trainer's calls (issue 15): serving a drill (remembered, so answers are scored against what
// was served), its result (scored here against the pack, refused when sooner than the minimum drill
// time, answered once per drill), and the theory lessons. The step rules are src/domain/rules/bpower.ts.
// Two results of one student at once are applied one after the other: the student's step row is locked
// (PostgreSQL) before it is read, so neither move is lost.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  apiErrors,
  bpowerDrillEndpoint,
  bpowerDrillResultEndpoint,
  bpowerTheoryEndpoint,
  failure,
} from '../../src/protocol';
import { minDrillMs, stepAfterDrill, type StepMove } from '../../src/domain/rules/bpower';
import { CLASS_TRAINER_OFF_KEY } from '../../src/domain/rules/errors';
import type { TrainerPosition } from '../../src/domain/content/bpower';
import { atomically } from '../quest/atomically';
import { DEFAULT_TRAINER_STEP, DEFAULT_TRAINER_TYPE, trainerStepOf } from '../quest/progress';
import { SqliteAdapter, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Holds the student's step row until the transaction ends (made first, with the starting step, if
 * missing). SQLite runs one write transaction at a time anyway. */
async function lockTrainerStep(tx: Kysely<Database>, userno: number, nowMs: number): Promise<void> {
  if (tx.getExecutor().adapter instanceof SqliteAdapter) return;
  await tx
    .insertInto('trainer_steps')
    .values({ userno, bstep: DEFAULT_TRAINER_STEP, btype: DEFAULT_TRAINER_TYPE, updated_at: nowMs })
    .onConflict((oc) => oc.column('userno').doNothing())
    .execute();
  await tx.selectFrom('trainer_steps').select('userno').where('userno', '=', userno).forUpdate().execute();
}
import { route } from './route';

export function registerBpowerRoutes(app: FastifyInstance): void {
  const content = () => app.content.bpower;

  route(app, bpowerDrillEndpoint, async (body, ctx) => {
    // A student whose teacher turned the trainer off for the class gets no new drill (issue 19); answers
    // to a drill already served still count.
    const place = await ctx.tx
      .selectFrom('class_students')
      .innerJoin('classes', 'classes.class_id', 'class_students.class_id')
      .select(['classes.trainer_on', 'classes.archived_at'])
      .where('class_students.userno', '=', ctx.userno)
      .executeTakeFirst();
    if (place && Number(place.archived_at) === 0 && place.trainer_on === 0)
      return failure(apiErrors.forbidden, CLASS_TRAINER_OFF_KEY);
    const { bstep } = await trainerStepOf(ctx.tx, ctx.userno);
    const lessonNo = body.lesson ?? 0;
    let positions: TrainerPosition[];
    if (lessonNo > 0) {
      const lesson = content().lessons.find((l) => l.lno === lessonNo);
      if (lesson === undefined) return failure(apiErrors.contentNotFound);
      positions = lesson.questions.flatMap((id) => content().positions.get(id) ?? []);
    } else positions = content().drillPositions(bstep, randomBytes(4).readUInt32LE(0));
    if (positions.length === 0) return failure(apiErrors.contentNotFound);
    const drillId = randomBytes(12).toString('base64url');
    await ctx.tx
      .insertInto('trainer_drills')
      .values({
        drill_id: drillId,
        userno: ctx.userno,
        step: bstep,
        lesson: lessonNo,
        positions: positions.map((p) => p.id).join(' '),
        served_at: ctx.nowMs,
      })
      .execute();
    return {
      errorcode: 0,
      drill: { drillId, step: bstep, lesson: lessonNo, positions, servedAt: ctx.nowMs },
    } as const;
  });

  route(app, bpowerDrillResultEndpoint, (body, ctx) =>
    atomically(ctx.tx, async (tx) => {
      // First the lock, so the drill and the step below are read as the previous result left them.
      await lockTrainerStep(tx, ctx.userno, ctx.nowMs);
      const drill = await tx
        .selectFrom('trainer_drills')
        .selectAll()
        .where('drill_id', '=', body.drillId)
        .where('userno', '=', ctx.userno)
        .executeTakeFirst();
      if (drill === undefined) return failure(apiErrors.contentNotFound);
      const positions = drill.positions.split(' ').map((id) => content().positions.get(id));
      const scored = (answers: readonly number[]) => {
        const marks = positions.map((p, i) => p !== undefined && answers[i] === p.answer);
        return { marks, right: marks.filter(Boolean).length, total: positions.length };
      };
      const stored = () => {
        const answers = (drill.answers ?? '').split(' ').map(Number);
        const { marks, right, total } = scored(answers);
        const before = drill.step_before ?? 0;
        const move: StepMove = drill.move === 'up' || drill.move === 'down' ? drill.move : 'stay';
        return {
          errorcode: 0,
          right,
          total,
          marks,
          stepBefore: before,
          BStep: drill.step_after ?? before,
          BType: drill.btype_after ?? 0,
          move,
        } as const;
      };
      // Answered already (another key, or a race): the first result stands.
      if (drill.answered_at !== null) return stored();
      if (
        body.answers.length !== positions.length ||
        body.answers.some((a, i) => a >= (positions[i]?.candidates.length ?? 0))
      )
        return failure(apiErrors.invalidRequest);
      if (ctx.nowMs - drill.served_at < minDrillMs(positions.length)) return failure(apiErrors.drillTooFast);
      const { marks, right, total } = scored(body.answers);
      const current = await trainerStepOf(tx, ctx.userno);
      // Lesson questions are recorded (they count in the history) but only a ladder drill moves the step.
      const after =
        drill.lesson === 0
          ? stepAfterDrill(current, drill.step, right, total)
          : { ...current, move: 'stay' as const };
      const claimed = await tx
        .updateTable('trainer_drills')
        .set({
          answered_at: ctx.nowMs,
          answers: body.answers.join(' '),
          right_count: right,
          step_before: current.bstep,
          step_after: after.bstep,
          btype_after: after.btype,
          move: after.move,
        })
        .where('drill_id', '=', drill.drill_id)
        .where('answered_at', 'is', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return stored();
      if (drill.lesson === 0)
        await tx
          .insertInto('trainer_steps')
          .values({ userno: ctx.userno, bstep: after.bstep, btype: after.btype, updated_at: ctx.nowMs })
          .onConflict((oc) =>
            oc
              .column('userno')
              .doUpdateSet({ bstep: after.bstep, btype: after.btype, updated_at: ctx.nowMs }),
          )
          .execute();
      return {
        errorcode: 0,
        right,
        total,
        marks,
        stepBefore: current.bstep,
        BStep: after.bstep,
        BType: after.btype,
        move: after.move,
      } as const;
    }),
  );

  route(
    app,
    bpowerTheoryEndpoint,
    () =>
      ({
        errorcode: 0,
        lessons: content().lessons.map((l) => ({ ...l, questions: l.questions.length })),
      }) as const,
  );
}
