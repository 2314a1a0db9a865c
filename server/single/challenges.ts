// Challenges: starting one spends its price once per challengeId (hearts of the group, or one die), and
// finishing one replays its moves (verify.ts) and credits a verified win once: stars, and the next mission
// opened. A replay with a new Idempotency-Key finds the same challenge and is not charged again.
import { randomUUID } from 'node:crypto';
import { membershipHoursFrom, membershipStatus, singleHeartCost } from '../../src/domain/rules/membership';
import { formatRoll, parseRoll } from '../../src/domain/rules/dice';
import { spendFromCounter } from '../../src/domain/rules/recharge';
import { isMissionOpen, lastOpenAfterWin, starsForWin } from '../../src/domain/rules/singlePlay';
import { apiErrors, type SingleVerdict } from '../../src/protocol';
import type { SingleContent, SingleMissionContent } from '../content/single';
import {
  changeBalances,
  diceCounterOf,
  heartCounterOf,
  readBalances,
  type Balances,
} from '../economy/wallet';
import { membershipHours } from '../content/appConfig';
import type { UserCallContext } from '../http/route';
import { readClassHeartsInHours, readMembership } from '../store/holdings';
import { rateFirstTries } from '../ratings/firstTries';
import { groupProgress, missionRecords, saveGroupProgress, starSum } from './progress';
import { newRoll, rollAnswer, rolledMission, type RollAnswer } from './dice';
import { colorOf } from './setup';
import { verifyCaptureGame, verifyFullGame, verifyProblem, type Verification } from './verify';

export type PaidWith = 'heart' | 'dice';

/** The single type of dice missions (R9.14). */
export const DICE_TYPE = 6;

export interface ChallengeRequest {
  sno: number;
  gno: number;
  jkno: number;
  type: number;
  challengeId?: string | undefined;
  /** Dice challenges: how many dice to roll (dice_multi_flag: 2), 1 when absent. */
  dice?: number | undefined;
}

export type Started =
  | {
      ok: true;
      challengeId: string;
      cost: number;
      balances: Balances;
      /** The mission to play: for a dice challenge, as its roll made it. */
      mission: SingleMissionContent;
      /** Dice challenges: the roll kept with the challenge. */
      roll: RollAnswer | null;
    }
  | { ok: false; error: number };

/** Opens a challenge of an open mission, or finds the one with the same id. */
export async function startChallenge(
  ctx: UserCallContext,
  content: SingleContent,
  req: ChallengeRequest,
  paidWith: PaidWith,
): Promise<Started> {
  // challenge/req plays single types 0–5, dice/challenge the dice category; `type` names the same type.
  const isDice = req.sno === DICE_TYPE;
  if (req.type !== req.sno || isDice !== (paidWith === 'dice'))
    return { ok: false, error: apiErrors.invalidRequest };
  const group = content.group(req.sno, req.gno);
  const mission = content.mission(req.sno, req.gno, req.jkno);
  if (!group || !mission) return { ok: false, error: apiErrors.contentNotFound };
  const challengeId = req.challengeId ?? randomUUID();

  const existing = await ctx.tx
    .selectFrom('single_challenges')
    .selectAll()
    .where('userno', '=', ctx.userno)
    .where('challenge_id', '=', challengeId)
    .executeTakeFirst();
  if (existing) {
    const same =
      existing.sno === req.sno &&
      existing.gno === req.gno &&
      existing.jkno === req.jkno &&
      existing.paid_with === paidWith;
    if (!same) return { ok: false, error: apiErrors.invalidRequest };
    const balances = await readBalances(ctx.tx, ctx.userno, ctx.nowMs);
    // The roll made at the start stands: a replay or a reload never rolls again.
    const dice = parseRoll(existing.dice);
    return {
      ok: true,
      challengeId,
      cost: existing.cost,
      balances,
      mission: rolledMission(group, mission, dice),
      roll: dice ? rollAnswer(group, dice) : null,
    };
  }

  const progress = await groupProgress(ctx.tx, ctx.userno, req.sno, req.gno);
  if (!isMissionOpen(req.jkno, progress.lastjkno)) return { ok: false, error: apiErrors.forbidden };

  // Issue 19: hearts don't limit single play for a member inside the membership's days and hours (class
  // hours), unless the teacher of their class turned "hearts unlimited during class hours" off.
  const status = membershipStatus(
    await readMembership(ctx.tx, ctx.userno),
    ctx.nowMs,
    membershipHoursFrom(membershipHours),
  );
  const cost =
    paidWith === 'dice'
      ? 1
      : singleHeartCost(group.heart, status, await readClassHeartsInHours(ctx.tx, ctx.userno));
  const spent = await changeBalances(ctx.tx, ctx.userno, ctx.nowMs, `single_${paidWith}`, (current) => {
    if (cost === 0) return { ok: true, next: current };
    const counter = paidWith === 'dice' ? diceCounterOf(current) : heartCounterOf(current);
    const result = spendFromCounter(counter, cost, ctx.nowMs);
    if (!result.ok) return { ok: false, error: apiErrors.notEnoughBalance };
    const next =
      paidWith === 'dice'
        ? { ...current, dice_count: result.value.count, dice_anchor_ms: result.value.anchorMs }
        : {
            ...current,
            heart_count: result.value.count,
            heart_anchor_ms: result.value.anchorMs,
            heart_delta: -cost,
          };
    return { ok: true, next };
  });
  if (!spent.ok) return { ok: false, error: spent.error };
  const dice = isDice ? newRoll(req.dice, ctx.request.server.randomBelow) : null;
  await ctx.tx
    .insertInto('single_challenges')
    .values({
      userno: ctx.userno,
      challenge_id: challengeId,
      sno: req.sno,
      gno: req.gno,
      jkno: req.jkno,
      paid_with: paidWith,
      cost,
      started_at: ctx.nowMs,
      finished_at: null,
      credited: null,
      dice: dice ? formatRoll(dice) : null,
    })
    .execute();
  return {
    ok: true,
    challengeId,
    cost,
    balances: spent.balances,
    mission: rolledMission(group, mission, dice),
    roll: dice ? rollAnswer(group, dice) : null,
  };
}

export interface ResultRequest {
  challengeId: string;
  sno: number;
  gno: number;
  jkno: number;
  moves: string[];
  resign?: 'player' | 'opponent' | undefined;
  dead: string[];
  outcome: 'win' | 'loss';
}

/** Replays a result against its mission with the Go engine. */
export function verifyResult(mission: SingleMissionContent, req: ResultRequest): Verification {
  if (mission.problem) return verifyProblem(mission.problem, req.moves);
  const game = mission.game;
  const start = mission.start;
  if (!game || !start) return { verdict: 'illegal_move', at: -1, score: '' };
  const claim = { moves: req.moves, resign: req.resign, dead: req.dead };
  if (mission.wire.kind === 'capture')
    return verifyCaptureGame(start, colorOf(game.player), game.captureTarget ?? 1, claim);
  return verifyFullGame(start, colorOf(game.player), game.komi, claim);
}

export type Finished =
  | {
      ok: true;
      credited: boolean;
      verdict: SingleVerdict;
      at: number;
      stars: number;
      lastjkno: number;
      starsum: number;
      score: string;
    }
  | { ok: false; error: number };

/** Finishes a challenge once: records the result and credits a verified, claimed win. */
export async function finishChallenge(
  ctx: UserCallContext,
  content: SingleContent,
  req: ResultRequest,
): Promise<Finished> {
  const challenge = await ctx.tx
    .selectFrom('single_challenges')
    .selectAll()
    .where('userno', '=', ctx.userno)
    .where('challenge_id', '=', req.challengeId)
    .executeTakeFirst();
  // A challenge finishes once, and only for its own mission.
  if (
    !challenge ||
    challenge.finished_at !== null ||
    challenge.sno !== req.sno ||
    challenge.gno !== req.gno ||
    challenge.jkno !== req.jkno
  )
    return { ok: false, error: apiErrors.invalidRequest };
  const group = content.group(req.sno, req.gno);
  const packMission = content.mission(req.sno, req.gno, req.jkno);
  if (!group || !packMission) return { ok: false, error: apiErrors.contentNotFound };
  // A dice challenge is replayed on the game its roll made.
  const mission = rolledMission(group, packMission, parseRoll(challenge.dice));

  const checked = verifyResult(mission, req);
  const credited = checked.verdict === 'win' && req.outcome === 'win';
  const before = await missionRecords(ctx.tx, ctx.userno, req.sno, req.gno);
  const stars = credited ? starsForWin(before.get(req.jkno)?.misses ?? 0) : 0;
  await ctx.tx
    .insertInto('single_results')
    .values({
      userno: ctx.userno,
      challenge_id: req.challengeId,
      sno: req.sno,
      gno: req.gno,
      jkno: req.jkno,
      verdict: checked.verdict,
      credited: credited ? 1 : 0,
      stars,
      moves: req.moves.join(' '),
      created_at: ctx.nowMs,
    })
    .execute();
  // Puzzles are problems with a stable id; games (capture, full board) are not rated.
  if (mission.problem && req.moves.length > 0)
    await rateFirstTries(
      ctx.tx,
      ctx.userno,
      [{ problemId: packMission.wire.problemId, solved: checked.verdict === 'win' }],
      ctx.nowMs,
    );
  await ctx.tx
    .updateTable('single_challenges')
    .set({ finished_at: ctx.nowMs, credited: credited ? 1 : 0 })
    .where('userno', '=', ctx.userno)
    .where('challenge_id', '=', req.challengeId)
    .execute();

  const progress = await groupProgress(ctx.tx, ctx.userno, req.sno, req.gno);
  const records = await missionRecords(ctx.tx, ctx.userno, req.sno, req.gno);
  if (credited) {
    progress.lastjkno = lastOpenAfterWin(progress.lastjkno, req.jkno, group.missions.length);
    progress.starsum = starSum(records);
    await saveGroupProgress(ctx.tx, ctx.userno, progress, ctx.nowMs);
  }
  return {
    ok: true,
    credited,
    verdict: checked.verdict,
    at: checked.at,
    stars: records.get(req.jkno)?.stars ?? 0,
    lastjkno: progress.lastjkno,
    starsum: progress.starsum,
    score: checked.score,
  };
}
