// Single-play and dice endpoints (spec §7 R7.16–R7.27): the outline, progress, missions, tutorials and
// videos from the single pack; gold purchases (take-back, re-put, checks) through the wallet; challenges
// paid with hearts or dice; admin open; and results, which are replayed with src/domain/go before any
// credit (server/single/verify.ts).
import type { FastifyInstance } from 'fastify';
import {
  academyDay,
  clampLastOpen,
  FREE_CHECKS_PER_DAY,
  isMissionOpen,
  singlePrices,
} from '../../src/domain/rules/singlePlay';
import { millisToMicros } from '../../src/domain/rules/time';
import {
  apiErrors,
  failure,
  singleAdminOpenEndpoint,
  singleChallengeReqEndpoint,
  singleCheckFreeEndpoint,
  singleCourseEndpoint,
  singleDiceChallengeEndpoint,
  singleGroupInfoEndpoint,
  singleMissionInfoEndpoint,
  singleResultEndpoint,
  singleReputGoldEndpoint,
  singleTakebackEduGoldEndpoint,
  singleTakebackGoldEndpoint,
  singleTutoInfoEndpoint,
  singleUserInfoEndpoint,
  singleVideoInfoEndpoint,
} from '../../src/protocol';
import { videoUrl } from '../content/single';
import { changeBalances, readBalances } from '../economy/wallet';
import { finishChallenge, startChallenge } from '../single/challenges';
import { groupProgress, missionRecords, saveGroupProgress, singleGroupInfos } from '../single/progress';
import { route, type UserCallContext } from './route';

/** Runs a multi-step write in one transaction (calls with an Idempotency-Key already are in one). */
function atomically<T>(ctx: UserCallContext, run: (ctx: UserCallContext) => Promise<T>): Promise<T> {
  if (ctx.tx.isTransaction) return run(ctx);
  return ctx.tx.transaction().execute((tx) => run({ ...ctx, tx }));
}

/** Spends `price` gold with a ledger line named `reason`. */
async function spendGold(ctx: UserCallContext, price: number, reason: string) {
  const result = await changeBalances(ctx.tx, ctx.userno, ctx.nowMs, reason, (current) =>
    current.gold < price
      ? { ok: false, error: apiErrors.notEnoughBalance }
      : { ok: true, next: { ...current, gold: current.gold - price, gold_delta: -price } },
  );
  if (!result.ok) return failure(result.error);
  return { errorcode: 0, gold: result.balances.gold, goldDelta: -price, price } as const;
}

export function registerSingleRoutes(app: FastifyInstance): void {
  const content = () => app.content.single;

  route(app, singleCourseEndpoint, () => ({
    errorcode: 0,
    version: content().version,
    categories: content().categories.map((c) => ({
      sno: c.sno,
      key: c.key,
      title: c.title,
      groups: c.groups.map((g) => ({
        gno: g.gno,
        title: g.title,
        heart: g.heart,
        missions: g.missions.length,
        kind: g.missions[0]?.wire.kind ?? 'problem',
      })),
    })),
  }));

  route(app, singleGroupInfoEndpoint, async (body, ctx) => {
    const rows = await singleGroupInfos(ctx.tx, ctx.userno, body.sno);
    const category = content().categories.find((c) => c.sno === body.sno);
    const groups = category?.groups ?? [];
    return {
      errorcode: 0,
      UserGroupSingleInfo: groups.map((g) => {
        const row = rows.find((r) => r.gno === g.gno);
        return { sno: body.sno, gno: g.gno, lastjkno: row?.lastjkno ?? 0, starsum: row?.starsum ?? 0 };
      }),
    } as const;
  });

  route(app, singleUserInfoEndpoint, async (body, ctx) => {
    const group = content().group(body.sno, body.gno);
    if (!group) return failure(apiErrors.contentNotFound);
    const progress = await groupProgress(ctx.tx, ctx.userno, body.sno, body.gno);
    const records = await missionRecords(ctx.tx, ctx.userno, body.sno, body.gno);
    return {
      errorcode: 0,
      sno: body.sno,
      gno: body.gno,
      lastjkno: progress.lastjkno,
      starsum: progress.starsum,
      heart: group.heart,
      UserSingleMissionInfo: group.missions.map(({ wire: { jkno } }) => ({
        jkno,
        stars: records.get(jkno)?.stars ?? 0,
        tries: records.get(jkno)?.tries ?? 0,
        cleared: jkno < progress.lastjkno,
        open: isMissionOpen(jkno, progress.lastjkno),
      })),
    } as const;
  });

  route(app, singleMissionInfoEndpoint, (body) => {
    const mission = content().mission(body.sno, body.gno, body.jkno);
    if (!mission) return failure(apiErrors.contentNotFound);
    return { errorcode: 0, mission: mission.wire } as const;
  });

  route(app, singleTakebackGoldEndpoint, (_body, ctx) =>
    spendGold(ctx, singlePrices.takeback, 'single_takeback'),
  );
  route(app, singleTakebackEduGoldEndpoint, (body, ctx) =>
    spendGold(
      ctx,
      singlePrices.takebackEdu,
      body.bkey ? `single_takebackedu:${body.bkey}` : 'single_takebackedu',
    ),
  );
  route(app, singleReputGoldEndpoint, (_body, ctx) => spendGold(ctx, singlePrices.reput, 'single_reput'));

  route(app, singleCheckFreeEndpoint, async (_body, ctx) => {
    const day = academyDay(ctx.nowMs);
    // One statement takes a free check only while some are left, so two racing calls cannot both get one.
    const claimed = await ctx.tx
      .insertInto('single_checks')
      .values({ userno: ctx.userno, day, used: 1 })
      .onConflict((oc) =>
        oc
          .columns(['userno', 'day'])
          .doUpdateSet((eb) => ({ used: eb('single_checks.used', '+', 1) }))
          .where('single_checks.used', '<', FREE_CHECKS_PER_DAY),
      )
      .executeTakeFirst();
    const free = Number(claimed.numInsertedOrUpdatedRows ?? 0n) > 0;
    const row = await ctx.tx
      .selectFrom('single_checks')
      .select('used')
      .where('userno', '=', ctx.userno)
      .where('day', '=', day)
      .executeTakeFirstOrThrow();
    if (free) {
      const balances = await readBalances(ctx.tx, ctx.userno, ctx.nowMs);
      return {
        errorcode: 0,
        free: true,
        useCheckCount: row.used,
        freeLimit: FREE_CHECKS_PER_DAY,
        gold: balances.gold,
        goldDelta: 0,
      } as const;
    }
    const paid = await spendGold(ctx, singlePrices.check, 'single_check');
    if (!('gold' in paid)) return paid;
    return {
      errorcode: 0,
      free: false,
      useCheckCount: row.used,
      freeLimit: FREE_CHECKS_PER_DAY,
      gold: paid.gold,
      goldDelta: paid.goldDelta,
    } as const;
  });

  route(app, singleTutoInfoEndpoint, (body) => {
    const tutorial = content().tutorials.get(`${body.sno}_${body.gno}_${body.jkno}_${body.seq}`);
    if (tutorial === undefined) return failure(apiErrors.contentNotFound);
    return { errorcode: 0, data: JSON.stringify(tutorial) } as const;
  });

  route(app, singleChallengeReqEndpoint, async (body, ctx) => {
    const started = await atomically(ctx, (c) => startChallenge(c, content(), body, 'heart'));
    if (!started.ok) return failure(started.error);
    const { balances } = started;
    return {
      errorcode: 0,
      singleAliveCnt: balances.heart_count,
      stime: millisToMicros(balances.heart_anchor_ms),
      SingleLoadVector: [started.mission.wire],
      spentSecond: Math.max(0, Math.floor((ctx.nowMs - balances.heart_anchor_ms) / 1000)),
      challengeId: started.challengeId,
      heart: started.cost,
      serverTime: millisToMicros(ctx.nowMs),
    } as const;
  });

  route(app, singleDiceChallengeEndpoint, async (body, ctx) => {
    const started = await atomically(ctx, (c) => startChallenge(c, content(), body, 'dice'));
    if (!started.ok) return failure(started.error);
    return {
      errorcode: 0,
      dcount: started.balances.dice_count,
      stime: millisToMicros(started.balances.dice_anchor_ms),
      SingleLoadVector: [started.mission.wire],
      challengeId: started.challengeId,
      serverTime: millisToMicros(ctx.nowMs),
      roll: started.roll ?? { dice: [], total: 0 },
    } as const;
  });

  route(app, singleAdminOpenEndpoint, async (body, ctx) => {
    // R6.08 (decision): admins only. Teachers have no link to their students in the database yet, so a
    // teacher is refused like anyone else (docs/architecture.md).
    // Read inside the call's transaction: a second connection would wait on it (SQLite has one writer).
    const userOf = (userno: number) =>
      ctx.tx
        .selectFrom('users')
        .select(['userno', 'admin_flag'])
        .where('userno', '=', userno)
        .executeTakeFirst();
    const caller = await userOf(ctx.userno);
    if (!caller || caller.admin_flag === 0) return failure(apiErrors.forbidden);
    const targetno = body.targetno ?? ctx.userno;
    if (targetno !== ctx.userno && !(await userOf(targetno))) return failure(apiErrors.userNotFound);
    const group = content().group(body.sno, body.gno);
    if (!group) return failure(apiErrors.contentNotFound);
    const progress = await groupProgress(ctx.tx, targetno, body.sno, body.gno);
    progress.lastjkno = clampLastOpen(body.jkno, group.missions.length);
    await saveGroupProgress(ctx.tx, targetno, progress, ctx.nowMs);
    ctx.request.log.info(
      { admin: ctx.userno, targetno, sno: body.sno, gno: body.gno, lastjkno: progress.lastjkno },
      'single admin open',
    );
    return { errorcode: 0, targetno, ...progress } as const;
  });

  route(app, singleVideoInfoEndpoint, (body) => {
    const mission = content().mission(body.sno, body.gno, body.jkno);
    const video = mission?.videos[body.ano];
    if (!mission || !video) return failure(apiErrors.contentNotFound);
    return {
      errorcode: 0,
      count: mission.videos.length,
      VideoCode: video.VideoCode,
      StartPos: video.StartPos,
      EndPos: video.EndPos,
      url: videoUrl(content().videoUrlTemplate, video),
    } as const;
  });

  route(app, singleResultEndpoint, async (body, ctx) => {
    const finished = await atomically(ctx, (c) => finishChallenge(c, content(), body));
    if (!finished.ok) return failure(finished.error);
    const { ok: _ok, ...answer } = finished;
    return { errorcode: 0, ...answer } as const;
  });
}
