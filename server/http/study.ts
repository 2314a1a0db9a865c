// Study and ninth-dan endpoints: mission and tutorial content, practice results, try runs with their
// slots and medals, and the rank view. Every credited result was replayed with src/domain/go first; a
// practice solve pays once per mission, and a try run pays once, in time. Each write is one transaction.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { parseVertex, replayAnswer, type BoardSize, type Vertex } from '../../src/domain/go';
import { spendFromCounter } from '../../src/domain/rules/recharge';
import {
  groupMedal,
  isTryRunInTime,
  practicePoints,
  slotForTryRun,
  tryRunPoints,
  type TrySlot,
} from '../../src/domain/rules/studyPoints';
import { withStudyEntryAccess } from '../../src/domain/rules/studyTotalTry';
import { millisToMicros } from '../../src/domain/rules/time';
import {
  apiErrors,
  dan9TotalStartEndpoint,
  failure,
  questTotalInfoEndpoint,
  questTotalPointEndpoint,
  questTotalStartEndpoint,
  studyCourseEndpoint,
  studyMissionInfoEndpoint,
  studyRankAllEndpoint,
  studyGroupProgressEndpoint,
  studyRankInfoEndpoint,
  studyTryResultEndpoint,
  studyTutoInfoEndpoint,
  studyWorkResultEndpoint,
} from '../../src/protocol';
import { medalThresholds } from '../content/appConfig';
import type { MissionContent, StudyContent } from '../content/study';
import type { Database, StudyKind } from '../db/schema';
import { findUser } from '../db/users';
import { changeBalances, heartCounterOf, readBalances } from '../economy/wallet';
import { atomically } from '../quest/atomically';
import { rateFirstTries } from '../ratings/firstTries';
import { servedOrders } from '../ratings/servedOrder';
import { furthestReached } from '../../src/domain/rules/ratedOrder';
import { medianKyu } from '../../src/domain/content/difficulty';
import { route, type UserCallContext } from './route';

type Tx = Kysely<Database>;

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** `{ kyu }`: the median kyu estimate of some missions, or nothing when none is measured. */
function kyuOf(missions: readonly MissionContent[]): { kyu?: number } {
  const kyu = medianKyu(missions.flatMap((m) => (m.kyu === undefined ? [] : [m.kyu])));
  return kyu === undefined ? {} : { kyu };
}

/** The player's moves as vertices; a malformed or off-board one stops the list (and fails the answer). */
function toVertices(mission: MissionContent, moves: readonly string[]): Vertex[] {
  const size = mission.problem.problem.start.size as BoardSize;
  const out: Vertex[] = [];
  for (const text of moves) {
    const parsed = parseVertex(size, text);
    out.push(parsed.ok ? parsed.value : Number.NaN);
  }
  return out;
}

async function addPoints(
  tx: Tx,
  userno: number,
  kind: StudyKind,
  sno: number,
  gained: number,
  tries: number,
): Promise<number> {
  await tx
    .insertInto('study_totals')
    .values({ userno, kind, sno, try_count: tries, spoint: gained })
    .onConflict((oc) =>
      oc.columns(['userno', 'kind', 'sno']).doUpdateSet((eb) => ({
        spoint: eb('study_totals.spoint', '+', gained),
        try_count: eb('study_totals.try_count', '+', tries),
      })),
    )
    .execute();
  const row = await tx
    .selectFrom('study_totals')
    .select(['spoint'])
    .where('userno', '=', userno)
    .where('kind', '=', kind)
    .where('sno', '=', sno)
    .executeTakeFirstOrThrow();
  return row.spoint;
}

async function slotsOf(
  tx: Tx,
  userno: number,
  kind: StudyKind,
  sno: number,
  gno: number,
): Promise<TrySlot[]> {
  const rows = await tx
    .selectFrom('study_try_slots')
    .select(['slot', 'cno'])
    .where('userno', '=', userno)
    .where('kind', '=', kind)
    .where('sno', '=', sno)
    .where('gno', '=', gno)
    .orderBy('slot')
    .execute();
  return rows.map((r) => ({ slot: r.slot, correctCount: r.cno }));
}

export function registerStudyRoutes(app: FastifyInstance): void {
  const contentOf = (kind: StudyKind): StudyContent =>
    kind === 'dan9' ? app.content.dan9 : app.content.study;

  route(app, studyCourseEndpoint, (body) => {
    const content = contentOf(body.kind);
    return {
      errorcode: 0,
      version: content.version,
      categories: content.categories.map((c) => ({
        sno: c.sno,
        key: c.key,
        title: c.title,
        groups: c.groups.map((g) => ({
          gno: g.gno,
          title: g.title,
          technique: g.technique,
          second: g.second,
          heart: g.heart,
          missions: g.missions.length,
          ...kyuOf(g.missions),
        })),
        ...kyuOf(c.groups.flatMap((g) => g.missions)),
      })),
    } as const;
  });

  route(app, studyMissionInfoEndpoint, (body) => {
    const mission = contentOf(body.kind).mission(body.sno, body.gno, body.jkno);
    if (!mission) return failure(apiErrors.contentNotFound);
    const { sno, gno, jkno, title, prompt, hint, problemJson, problemId, kyu } = mission;
    return {
      errorcode: 0,
      data: JSON.stringify({ sno, gno, jkno, title, prompt, hint, problem: problemJson, problemId, kyu }),
    } as const;
  });

  route(app, studyTutoInfoEndpoint, (body) => {
    const tutorial = app.content.tutorials.get(
      `${twoDigits(body.sno)}-${twoDigits(body.gno)}-${twoDigits(body.jkno)}`,
    );
    if (tutorial === undefined) return failure(apiErrors.contentNotFound);
    return { errorcode: 0, data: JSON.stringify(tutorial) } as const;
  });

  route(app, studyWorkResultEndpoint, (body, ctx) =>
    atomically(ctx.tx, (tx) => finishPractice({ ...ctx, tx }, body)),
  );

  /** A practice answer: recorded, and the first solve of the mission pays (claimed with a guard). */
  async function finishPractice(
    ctx: UserCallContext,
    body: { kind: StudyKind; sno: number; gno: number; jkno: number; moves: string[] },
  ) {
    const content = contentOf(body.kind);
    const mission = content.mission(body.sno, body.gno, body.jkno);
    if (!mission) return failure(apiErrors.contentNotFound);
    const replay = replayAnswer(mission.problem, toVertices(mission, body.moves));
    const result = await ctx.tx
      .insertInto('study_results')
      .values({
        userno: ctx.userno,
        kind: body.kind,
        sno: body.sno,
        gno: body.gno,
        jkno: body.jkno,
        try_id: null,
        solved: replay.solved ? 1 : 0,
        moves: body.moves.join(' '),
        created_at: ctx.nowMs,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (body.moves.length > 0)
      await rateFirstTries(
        ctx.tx,
        ctx.userno,
        [{ problemId: mission.problemId, solved: replay.solved }],
        ctx.nowMs,
      );
    let firstSolve = false;
    if (replay.solved) {
      // Of two racing first solves only one inserts the claim, so the mission pays once on every database.
      const claimed = await ctx.tx
        .insertInto('study_practice_solves')
        .values({
          userno: ctx.userno,
          kind: body.kind,
          sno: body.sno,
          gno: body.gno,
          jkno: body.jkno,
          result_id: result.id,
          solved_at: ctx.nowMs,
        })
        .onConflict((oc) => oc.columns(['userno', 'kind', 'sno', 'gno', 'jkno']).doNothing())
        .executeTakeFirst();
      firstSolve = Number(claimed.numInsertedOrUpdatedRows ?? 0n) === 1;
    }
    const gained = practicePoints(replay.solved, firstSolve);
    const spoint = await addPoints(ctx.tx, ctx.userno, body.kind, body.sno, gained, 0);
    const work = await ctx.tx
      .selectFrom('study_work')
      .select('jkno')
      .where('userno', '=', ctx.userno)
      .where('kind', '=', body.kind)
      .where('sno', '=', body.sno)
      .where('gno', '=', body.gno)
      .executeTakeFirst();
    // The furthest mission reached, in the order the group is served (pack order until its problems are
    // rated, then easiest first): "Continue" opens it, and it never moves back.
    const { order } = await servedOrders(
      ctx.tx,
      ctx.userno,
      content.group(body.sno, body.gno)?.missions ?? [],
    );
    const next = furthestReached(order, work?.jkno ?? null, body.jkno, replay.solved);
    await ctx.tx
      .insertInto('study_work')
      .values({
        userno: ctx.userno,
        kind: body.kind,
        sno: body.sno,
        gno: body.gno,
        jkno: next,
        stime_us: millisToMicros(ctx.nowMs),
      })
      .onConflict((oc) =>
        oc
          .columns(['userno', 'kind', 'sno', 'gno'])
          .doUpdateSet({ jkno: next, stime_us: millisToMicros(ctx.nowMs) }),
      )
      .execute();
    return {
      errorcode: 0,
      solved: replay.solved,
      wrongAt: replay.wrongAt ?? -1,
      jkno: next,
      gained,
      spoint,
    } as const;
  }

  /** Opens a try run once per tryId: spends the group's hearts and counts a try of the category. */
  async function startTryRun(ctx: UserCallContext, kind: StudyKind, sno: number, gno: number, tryId: string) {
    const group = contentOf(kind).group(sno, gno);
    if (!group) return { ok: false, error: apiErrors.contentNotFound } as const;
    const existing = await ctx.tx
      .selectFrom('study_try_runs')
      .select('try_id')
      .where('userno', '=', ctx.userno)
      .where('try_id', '=', tryId)
      .executeTakeFirst();
    let hearts: { heart_count: number; heart_anchor_ms: number };
    if (existing) {
      hearts = await readBalances(ctx.tx, ctx.userno, ctx.nowMs);
    } else {
      const spent = await changeBalances(ctx.tx, ctx.userno, ctx.nowMs, `${kind}_try`, (current) => {
        if (group.heart === 0) return { ok: true, next: current };
        const result = spendFromCounter(heartCounterOf(current), group.heart, ctx.nowMs);
        if (!result.ok) return { ok: false, error: apiErrors.notEnoughBalance };
        return {
          ok: true,
          next: {
            ...current,
            heart_count: result.value.count,
            heart_anchor_ms: result.value.anchorMs,
            heart_delta: -group.heart,
          },
        };
      });
      if (!spent.ok) return { ok: false, error: spent.error } as const;
      hearts = spent.balances;
      await ctx.tx
        .insertInto('study_try_runs')
        .values({
          userno: ctx.userno,
          try_id: tryId,
          kind,
          sno,
          gno,
          started_at: ctx.nowMs,
          finished_at: null,
          cno: null,
        })
        .execute();
      await addPoints(ctx.tx, ctx.userno, kind, sno, 0, 1);
    }
    const totals = await ctx.tx
      .selectFrom('study_totals')
      .select('try_count')
      .where('userno', '=', ctx.userno)
      .where('kind', '=', kind)
      .where('sno', '=', sno)
      .executeTakeFirst();
    return {
      ok: true,
      tryCount: totals?.try_count ?? 0,
      second: group.second,
      heart: group.heart,
      heartCnt: hearts.heart_count,
      singleTime: millisToMicros(hearts.heart_anchor_ms),
    } as const;
  }

  route(app, questTotalStartEndpoint, async (body, ctx) => {
    const started = await atomically(ctx.tx, (tx) =>
      startTryRun({ ...ctx, tx }, body.kind, body.sno, body.gno, body.tryId),
    );
    if (!started.ok) return failure(started.error);
    return {
      errorcode: 0,
      TryCount: started.tryCount,
      tryId: body.tryId,
      second: started.second,
      heart: started.heart,
      heartCnt: started.heartCnt,
      singleTime: started.singleTime,
    } as const;
  });

  route(app, dan9TotalStartEndpoint, async (body, ctx) => {
    const started = await atomically(ctx.tx, (tx) =>
      startTryRun({ ...ctx, tx }, 'dan9', body.sno, body.gno, body.tryId),
    );
    if (!started.ok) return failure(started.error);
    return {
      errorcode: 0,
      sno: body.sno,
      tcount: started.tryCount,
      tryId: body.tryId,
      second: started.second,
      heart: started.heart,
      heartCnt: started.heartCnt,
      singleTime: started.singleTime,
    } as const;
  });

  route(app, studyTryResultEndpoint, (body, ctx) =>
    atomically(ctx.tx, (tx) => finishTryRun({ ...ctx, tx }, body)),
  );

  /**
   * Finishes a try run once, in time: the answers are replayed, then the run is closed by an update
   * guarded on `finished_at IS NULL` before anything is credited. Of two racing finishes (two keys, two
   * processes) only one updates the row; the other is refused and its transaction writes nothing.
   */
  async function finishTryRun(
    ctx: UserCallContext,
    body: { tryId: string; answers: { jkno: number; moves: string[] }[] },
  ) {
    const run = await ctx.tx
      .selectFrom('study_try_runs')
      .selectAll()
      .where('userno', '=', ctx.userno)
      .where('try_id', '=', body.tryId)
      .executeTakeFirst();
    // A run finishes once: a second finish with a new key is refused rather than credited again.
    if (!run || run.finished_at !== null) return failure(apiErrors.invalidRequest);
    const content = contentOf(run.kind);
    const group = content.group(run.sno, run.gno);
    if (!group) return failure(apiErrors.contentNotFound);
    if (!isTryRunInTime(run.started_at, ctx.nowMs, group.second)) return failure(apiErrors.tryRunTimeUp);

    const answers = [];
    const counted = new Set<number>();
    for (const a of body.answers) {
      const mission = content.mission(run.sno, run.gno, a.jkno);
      if (!mission) continue;
      const solved = replayAnswer(mission.problem, toVertices(mission, a.moves)).solved;
      if (solved) counted.add(a.jkno);
      answers.push({ jkno: a.jkno, moves: a.moves, solved, problemId: mission.problemId });
    }
    const cno = counted.size;
    const closed = await ctx.tx
      .updateTable('study_try_runs')
      .set({ finished_at: ctx.nowMs, cno })
      .where('userno', '=', ctx.userno)
      .where('try_id', '=', run.try_id)
      .where('finished_at', 'is', null)
      .executeTakeFirst();
    if (Number(closed.numUpdatedRows) !== 1) return failure(apiErrors.invalidRequest);

    for (const a of answers) {
      await ctx.tx
        .insertInto('study_results')
        .values({
          userno: ctx.userno,
          kind: run.kind,
          sno: run.sno,
          gno: run.gno,
          jkno: a.jkno,
          try_id: run.try_id,
          solved: a.solved ? 1 : 0,
          moves: a.moves.join(' '),
          created_at: ctx.nowMs,
        })
        .execute();
    }
    // An answer with no move is a mission left out, not a try.
    await rateFirstTries(
      ctx.tx,
      ctx.userno,
      answers.filter((a) => a.moves.length > 0),
      ctx.nowMs,
    );
    const before = await slotsOf(ctx.tx, ctx.userno, run.kind, run.sno, run.gno);
    const medalBefore = groupMedal(run.sno, before, medalThresholds);
    const slot = slotForTryRun(before, cno);
    if (slot !== null) {
      await ctx.tx
        .insertInto('study_try_slots')
        .values({
          userno: ctx.userno,
          kind: run.kind,
          sno: run.sno,
          gno: run.gno,
          slot,
          cno,
          created_at: ctx.nowMs,
        })
        .onConflict((oc) =>
          oc.columns(['userno', 'kind', 'sno', 'gno', 'slot']).doUpdateSet({ cno, created_at: ctx.nowMs }),
        )
        .execute();
    }
    const after = await slotsOf(ctx.tx, ctx.userno, run.kind, run.sno, run.gno);
    const medal = groupMedal(run.sno, after, medalThresholds);
    const gained = tryRunPoints(cno, medalBefore, medal);
    const spoint = await addPoints(ctx.tx, ctx.userno, run.kind, run.sno, gained, 0);
    return {
      errorcode: 0,
      cno,
      slot: slot ?? -1,
      medal,
      gained,
      spoint,
      slots: after.map((s) => ({ slot: s.slot, cno: s.correctCount })),
    } as const;
  }

  route(app, studyGroupProgressEndpoint, async (body, ctx) => {
    const rows = await ctx.tx
      .selectFrom('study_results')
      .select(['jkno', (eb) => eb.fn.max<number>('solved').as('solved')])
      .where('userno', '=', ctx.userno)
      .where('kind', '=', body.kind)
      .where('sno', '=', body.sno)
      .where('gno', '=', body.gno)
      .groupBy('jkno')
      .orderBy('jkno')
      .execute();
    const solved = rows.filter((r) => Number(r.solved) > 0).map((r) => r.jkno);
    const tried = rows.filter((r) => Number(r.solved) === 0).map((r) => r.jkno);
    const missions = contentOf(body.kind).group(body.sno, body.gno)?.missions ?? [];
    const { order, tryOrder } = await servedOrders(ctx.tx, ctx.userno, missions);
    return { errorcode: 0, solved, tried, order, tryOrder } as const;
  });

  route(app, studyRankInfoEndpoint, async (body, ctx) => {
    const rows = await ctx.tx
      .selectFrom('study_totals')
      .select(['sno', 'try_count', 'spoint'])
      .where('userno', '=', ctx.userno)
      .where('kind', '=', body.kind)
      .orderBy('sno')
      .execute();
    return {
      errorcode: 0,
      StudyTotalTryInfo: rows.map((r) => ({ sno: r.sno, TryCount: r.try_count })),
      StudyTotalTryInfo2: rows.map((r) => ({ sno: r.sno, spoint: r.spoint })),
    } as const;
  });

  async function rankOf(tx: Tx, userno: number, kind: StudyKind, sno: number): Promise<number> {
    const mine = await tx
      .selectFrom('study_totals')
      .select('spoint')
      .where('userno', '=', userno)
      .where('kind', '=', kind)
      .where('sno', '=', sno)
      .executeTakeFirst();
    if (!mine || mine.spoint === 0) return 0;
    const ahead = await tx
      .selectFrom('study_totals')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('kind', '=', kind)
      .where('sno', '=', sno)
      .where('spoint', '>', mine.spoint)
      .executeTakeFirstOrThrow();
    return Number(ahead.n) + 1;
  }

  route(app, studyRankAllEndpoint, async (body, ctx) => {
    const ranks = [];
    for (const sno of [...new Set(body.rankvec)])
      ranks.push({ sno, rank: await rankOf(ctx.tx, ctx.userno, body.kind, sno) });
    return { errorcode: 0, StudyTotalRank: ranks } as const;
  });

  route(app, questTotalInfoEndpoint, async (body, ctx) => {
    const user = await findUser(app.db, ctx.userno);
    const rows = await ctx.tx
      .selectFrom('study_totals')
      .select(['sno', 'try_count', 'spoint'])
      .where('userno', '=', ctx.userno)
      .where('kind', '=', 'study')
      .execute();
    const entries = [];
    for (const category of app.content.study.categories) {
      const row = rows.find((r) => r.sno === category.sno);
      entries.push({
        sno: category.sno,
        TryCount: row?.try_count ?? 0,
        spoint: row?.spoint ?? 0,
        Rank: await rankOf(ctx.tx, ctx.userno, 'study', category.sno),
        enabled: true,
      });
    }
    return {
      errorcode: 0,
      StudyTotalTryVector: withStudyEntryAccess(entries, body.normal ? 'normal' : 'graded', user?.grade ?? 0),
    } as const;
  });

  route(app, questTotalPointEndpoint, async (_body, ctx) => {
    const row = await ctx.tx
      .selectFrom('study_totals')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('spoint'), eb.lit(0)).as('total'))
      .where('userno', '=', ctx.userno)
      .where('kind', '=', 'study')
      .executeTakeFirstOrThrow();
    return { errorcode: 0, spoint: Number(row.total) } as const;
  });
}
