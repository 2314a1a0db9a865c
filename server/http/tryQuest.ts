// Try-quest and certificate endpoints (R7.32, R7.33 and our /api/tryquest/info, /api/kcert/print). The
// rules engine (src/domain/rules/tryQuest.ts) decides completeness from the server's own progress data.
import type { FastifyInstance } from 'fastify';
import {
  evaluateTier,
  isRankTargetMet,
  isStudyTargetMet,
  STEP_TARGET_BYPASS_TYPE,
  tryQuestStates,
} from '../../src/domain/rules/tryQuest';
import { tryQuestTiers } from '../../src/domain/rules/tryQuestTiers';
import { tierReward } from '../../src/domain/rules/tryQuestRewards';
import { millisToMicros } from '../../src/domain/rules/time';
import {
  apiErrors,
  failure,
  kcertInfoEndpoint,
  kcertPrintEndpoint,
  tryQuestInfoEndpoint,
  tryQuestRewardEndpoint,
} from '../../src/protocol';
import { findUser } from '../db/users';
import { atomically } from '../quest/atomically';
import { certificatesOf, printCertificate } from '../quest/certificates';
import { claimTier } from '../quest/claim';
import { receiptsOf, tryQuestProgressOf } from '../quest/progress';
import { route } from './route';

export function registerTryQuestRoutes(app: FastifyInstance): void {
  route(app, tryQuestInfoEndpoint, async (_body, ctx) => {
    const user = await findUser(app.db, ctx.userno);
    const progress = await tryQuestProgressOf(ctx.tx, ctx.userno);
    const receipts = await receiptsOf(ctx.tx, ctx.userno);
    const states = tryQuestStates(
      progress,
      receipts.map((r) => r.tindex),
      user?.grade ?? 0,
    );
    const pointsOf = (categoryId: number) =>
      progress.rankPoints.find((r) => r.categoryId === categoryId)?.points ?? 0;
    const TryQuestVector = tryQuestTiers.map((definition, index) => {
      const state = states[index];
      const evaluation = evaluateTier(definition, progress);
      const reward = tierReward(definition.tierIndex);
      return {
        TIndex: definition.tierIndex,
        AStep: definition.aStep,
        EndFlag: state?.complete ?? false,
        RecvFlag: state?.received ?? false,
        SelectFlag: state?.selected ?? false,
        BStep:
          definition.stepTarget === null
            ? []
            : [{ BStep: definition.stepTarget, BType: STEP_TARGET_BYPASS_TYPE, met: evaluation.step }],
        Single: definition.singleTargets.map((target, i) => ({
          SNo: target.singleType,
          GNo: target.groupId,
          JKCnt: target.neededCount,
          count: evaluation.singleProgress[i]?.count ?? 0,
          met: evaluation.singleProgress[i]?.met ?? false,
        })),
        Study: definition.studyTargets.map((target) => ({
          SNo: target.categoryId,
          GNo: target.groupId,
          met: isStudyTargetMet(target, progress.studyMedals),
        })),
        StudyRank: definition.rankTargets.map((target) => ({
          SNo: target.categoryId,
          Point: target.points,
          points: pointsOf(target.categoryId),
          met: isRankTargetMet(target, progress.rankPoints),
        })),
        reward: {
          gem: reward?.gems ?? 0,
          slot: reward?.heartSlots ?? 0,
          blevel: reward?.rankRewardLevel ?? 0,
        },
      };
    });
    return {
      errorcode: 0,
      TryQuestVector,
      BStep: progress.trainerStep ?? 0,
      BType: progress.trainerType ?? 0,
      TryQuestRecv: receipts.map((r) => ({ TIndex: r.tindex, date: millisToMicros(r.receivedAt) })),
    } as const;
  });

  route(app, tryQuestRewardEndpoint, async (body, ctx) => {
    // Inside the key's transaction every read goes through ctx.tx (SQLite has one connection).
    const user = await ctx.tx
      .selectFrom('users')
      .select('grade')
      .where('userno', '=', ctx.userno)
      .executeTakeFirst();
    if (!user) return failure(apiErrors.userNotFound);
    const claimed = await atomically(ctx.tx, (tx) =>
      claimTier(tx, { userno: ctx.userno, grade: user.grade, tindex: body.tindex, nowMs: ctx.nowMs }),
    );
    return claimed.ok ? claimed.answer : failure(claimed.error);
  });

  route(app, kcertInfoEndpoint, async (_body, ctx) => {
    const { certificates, reprints } = await certificatesOf(ctx.tx, ctx.userno);
    return { errorcode: 0, KCertVector: certificates, KCertVector2: reprints } as const;
  });

  route(app, kcertPrintEndpoint, async (body, ctx) => {
    const printed = await atomically(ctx.tx, (tx) =>
      printCertificate(tx, ctx.userno, body.tqindex, ctx.nowMs),
    );
    if (!printed) return failure(apiErrors.contentNotFound);
    return {
      errorcode: 0,
      KCert: printed.certificate,
      reprint: printed.reprint,
      PTime: printed.printedAt,
    } as const;
  });
}
