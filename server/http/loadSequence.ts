// The login load sequence's calls (R4.34): events, pattern trainer steps, multiplayer steps, study info.
// Sections fill their lists as their content arrives; until then the lists are empty, never invented.
import type { FastifyInstance } from 'fastify';
import {
  bpowerInfoEndpoint,
  eventRewardEndpoint,
  eventViewEndpoint,
  failure,
  multiStepInfoEndpoint,
  studyInfoEndpoint,
} from '../../src/protocol';
import { bpowerStepList } from '../../src/domain/rules/bpower';
import { STRONGEST_STEP, WEAKEST_STEP } from '../../src/domain/live';
import { trainerStepOf } from '../quest/progress';
import { claimEventReward, currentEvents } from '../events/eventGoals';
import { atomically } from '../quest/atomically';
import { route } from './route';

/** The weakest step of the AStep scale (lower is stronger, DESIGN.md): where every new player starts. */
export const startingStep = 99;

export function registerLoadSequenceRoutes(app: FastifyInstance): void {
  // The events running now (R7.38); a goal's progress is counted from the user's stored results (issue 16).
  route(app, eventViewEndpoint, async (_body, ctx) => {
    const events = await currentEvents(ctx.tx, ctx.userno, app.content.events.events, ctx.nowMs);
    return { errorcode: 0, events } as const;
  });

  route(app, eventRewardEndpoint, async (body, ctx) => {
    const claimed = await atomically(ctx.tx, (tx) =>
      claimEventReward(tx, app.content.events.events, {
        userno: ctx.userno,
        eid: body.eid,
        stime: body.stime,
        nowMs: ctx.nowMs,
      }),
    );
    return claimed.ok ? claimed.answer : failure(claimed.error);
  });

  // The trainer's 40 steps and the user's step (R3.29): the stored one, or step 40 before the first drill.
  route(app, bpowerInfoEndpoint, async (_body, ctx) => {
    const { bstep, btype } = await trainerStepOf(ctx.tx, ctx.userno);
    return { errorcode: 0, BPowerStepList: bpowerStepList(), BStep: bstep, BType: btype } as const;
  });

  // The multiplayer steps from strongest to weakest, and the user's own (issue 18: rated live games move them).
  route(app, multiStepInfoEndpoint, async (_body, ctx) => {
    const profile = await ctx.tx
      .selectFrom('live_profiles')
      .select(['astep', 'rpoint'])
      .where('userno', '=', ctx.userno)
      .executeTakeFirst();
    const steps = [];
    for (let s = STRONGEST_STEP; s <= WEAKEST_STEP; s++) steps.push({ AStep: s });
    return {
      errorcode: 0,
      MultiStepInfoVector: steps,
      astep: profile?.astep ?? startingStep,
      rpoint: profile?.rpoint ?? 0,
    } as const;
  });

  route(app, studyInfoEndpoint, async (_body, ctx) => {
    const study = app.content.study;
    const work = await ctx.tx
      .selectFrom('study_work')
      .select(['sno', 'gno', 'jkno', 'stime_us'])
      .where('userno', '=', ctx.userno)
      .where('kind', '=', 'study')
      .execute();
    const tries = await ctx.tx
      .selectFrom('study_try_slots')
      .select(['sno', 'gno', (eb) => eb.fn.max<number>('cno').as('best')])
      .where('userno', '=', ctx.userno)
      .where('kind', '=', 'study')
      .groupBy(['sno', 'gno'])
      .execute();
    // Issue 14: the distinct missions solved per group, in practice or a try run (what the mission list
    // marks solved), counted by the path as done: in a group served by rating the current mission is where
    // the student goes on, not how many are solved. Only this user's rows; only missions the pack has.
    const solvedRows = await ctx.tx
      .selectFrom('study_results')
      .select(['sno', 'gno', 'jkno'])
      .distinct()
      .where('userno', '=', ctx.userno)
      .where('kind', '=', 'study')
      .where('solved', '=', 1)
      .orderBy('sno')
      .orderBy('gno')
      .orderBy('jkno')
      .execute();
    const solvedByGroup = new Map<string, { sno: number; gno: number; solved: number[] }>();
    for (const r of solvedRows) {
      if (!study.mission(r.sno, r.gno, r.jkno)) continue;
      const key = `${r.sno}:${r.gno}`;
      const entry = solvedByGroup.get(key) ?? { sno: r.sno, gno: r.gno, solved: [] };
      entry.solved.push(r.jkno);
      solvedByGroup.set(key, entry);
    }
    // R3.04: a group never worked on reads as jkno 0, stime 0.
    const user_study_work = study.categories.flatMap((c) =>
      c.groups.map((g) => {
        const row = work.find((w) => w.sno === c.sno && w.gno === g.gno);
        return { sno: c.sno, gno: g.gno, jkno: row?.jkno ?? 0, stime: row?.stime_us ?? 0 };
      }),
    );
    return {
      errorcode: 0,
      study_count_info2: study.categories.map((c) => ({ sno: c.sno, gcnt: c.groups.length })),
      user_study_work,
      user_study_try: tries.map((t) => ({ sno: t.sno, gno: t.gno })),
      study_try2_info: tries.map((t) => ({ sno: t.sno, gno: t.gno, cno: Number(t.best) })),
      study_group_second2: study.categories.flatMap((c) =>
        c.groups.map((g) => ({ sno: c.sno, gno: g.gno, second: g.second, heart: g.heart })),
      ),
      user_study_solved: [...solvedByGroup.values()],
    } as const;
  });
}
