// Statistics endpoints (R7.53–R7.57): the PIN, a day's detail, the date list, the sign-off and the daily
// reward. Everything is computed from the server's stored results (server/stats/sources.ts).
import type { FastifyInstance } from 'fastify';
import {
  currentStreak,
  dailyReward,
  dailyTargetProgress,
  statDayBounds,
  statDayOf,
  statisticsPageSize,
  type StatDay,
} from '../../src/domain/rules/statistics';
import {
  apiErrors,
  failure,
  totalPointDateDetailEndpoint,
  totalPointDateListEndpoint,
  totalPointPasswordEndpoint,
  totalPointRewardEndpoint,
  totalPointTcheckEndpoint,
} from '../../src/protocol';
import { findUser } from '../db/users';
import { atomically } from '../quest/atomically';
import { claimDailyReward } from '../stats/dailyReward';
import { activeDays, claimedDaysUpTo, dayFlags, dayStat } from '../stats/days';
import { checkPinOrPassword, pinHashOf, pinTries, setPin } from '../stats/pin';
import { route } from './route';

/** sdate 0 means today on the academy's calendar. */
const dayOrToday = (sdate: number, nowMs: number): StatDay => (sdate === 0 ? statDayOf(nowMs) : sdate);

export function registerStatsRoutes(app: FastifyInstance): void {
  route(app, totalPointPasswordEndpoint, async (body, ctx) => {
    const user = await findUser(app.db, ctx.userno);
    if (!user) return failure(apiErrors.userNotFound);
    const isSet = (await pinHashOf(app.db, ctx.userno)) !== null;
    const changing = body.newPin !== undefined;
    const checking = body.pin !== undefined || body.passwd !== undefined;
    const answer = async (MyStatPassWord: boolean, verified: boolean) =>
      ({
        errorcode: 0,
        MyStatPassWord,
        verified,
        ...(await pinTries(app.db, ctx.userno, ctx.nowMs)),
      }) as const;
    // Setting the first PIN needs nothing; every other change, and every check, needs a secret.
    if (changing && !isSet) {
      await setPin(app.db, ctx.userno, body.newPin ?? '', ctx.nowMs);
      return answer(body.newPin !== '', true);
    }
    if (!checking) {
      if (changing) return failure(apiErrors.statPinWrong);
      return answer(isSet, false);
    }
    const check = await checkPinOrPassword(app.db, user, { pin: body.pin, passwd: body.passwd }, ctx.nowMs);
    if (check === 'locked') return failure(apiErrors.tooManyRequests);
    if (check === 'notSet') return failure(apiErrors.statPinNotSet);
    if (check === 'wrong') return failure(apiErrors.statPinWrong);
    if (!changing) return answer(isSet, true);
    await setPin(app.db, ctx.userno, body.newPin ?? '', ctx.nowMs);
    return answer(body.newPin !== '', true);
  });

  route(app, totalPointDateDetailEndpoint, async (body, ctx) => {
    const sdate = dayOrToday(body.sdate, ctx.nowMs);
    const day = await dayStat(ctx.tx, ctx.userno, sdate);
    if (day === null) return failure(apiErrors.invalidRequest);
    const targets = dailyTargetProgress(day);
    const flags = await dayFlags(ctx.tx, ctx.userno, [sdate]);
    const streak = currentStreak(sdate, await claimedDaysUpTo(ctx.tx, ctx.userno, sdate));
    return {
      errorcode: 0,
      MyStatDetail: {
        ...day,
        targets,
        reward: dailyReward(targets),
        rewarded: flags.rewarded.has(sdate),
        checked: flags.checked.has(sdate),
        streak,
      },
    } as const;
  });

  route(app, totalPointDateListEndpoint, async (body, ctx) => {
    const sdate = dayOrToday(body.sdate, ctx.nowMs);
    const page = await activeDays(ctx.tx, ctx.userno, sdate, statisticsPageSize(body.count));
    if (page === null) return failure(apiErrors.invalidRequest);
    const flags = await dayFlags(ctx.tx, ctx.userno, page.days);
    const MyStatDateList = [];
    for (const day of page.days) {
      const stat = await dayStat(ctx.tx, ctx.userno, day);
      if (stat === null) continue;
      const { sdate: date, points, solved, tried, seconds } = stat;
      MyStatDateList.push({
        sdate: date,
        points,
        solved,
        tried,
        seconds,
        checked: flags.checked.has(date),
        rewarded: flags.rewarded.has(date),
      });
    }
    return { errorcode: 0, MyStatDateList, next: page.next } as const;
  });

  route(app, totalPointTcheckEndpoint, async (body, ctx) => {
    const today = statDayOf(ctx.nowMs);
    const days = [...new Set(body.arr)];
    // Only real dates up to today can be signed off.
    if (days.some((d) => statDayBounds(d) === null || d > today)) return failure(apiErrors.invalidRequest);
    const user = await findUser(app.db, ctx.userno);
    if (!user) return failure(apiErrors.userNotFound);
    const check = await checkPinOrPassword(app.db, user, { pin: body.pin }, ctx.nowMs);
    if (check === 'locked') return failure(apiErrors.tooManyRequests);
    if (check === 'notSet') return failure(apiErrors.statPinNotSet);
    if (check === 'wrong') return failure(apiErrors.statPinWrong);
    if (body.tcheck === 1) {
      await app.db.kysely
        .insertInto('stat_checks')
        .values(days.map((sdate) => ({ userno: ctx.userno, sdate, checked_at: ctx.nowMs })))
        .onConflict((oc) => oc.columns(['userno', 'sdate']).doNothing())
        .execute();
    } else {
      await app.db.kysely
        .deleteFrom('stat_checks')
        .where('userno', '=', ctx.userno)
        .where('sdate', 'in', days)
        .execute();
    }
    const flags = await dayFlags(app.db.kysely, ctx.userno, days);
    return {
      errorcode: 0,
      tcheck: body.tcheck,
      arr: days.filter((d) => flags.checked.has(d)).sort((a, b) => b - a),
    } as const;
  });

  route(app, totalPointRewardEndpoint, async (body, ctx) => {
    const claimed = await atomically(ctx.tx, (tx) =>
      claimDailyReward(tx, {
        userno: ctx.userno,
        nowMs: ctx.nowMs,
        asked: { gold: body.gold, heart: body.heart },
      }),
    );
    return claimed.ok ? claimed.answer : failure(claimed.error);
  });
}
