// The points and statistics view (spec §1, R3.35 MyStatPassWord / MyStatDetail / MyStatDateList,
// R7.53–R7.57, R9.16). Days are the academy's calendar dates as YYYYMMDD numbers (`sdate`; 0 = today);
// statistics come from what the server recorded, never from the app.
import * as z from 'zod/mini';
import { endpoint, ok, text, userno } from '../define';
import { isValidStatPin } from '../../domain/rules/statistics';
import { apiErrors } from '../errors';

const int = z.int();
const nonneg = int.check(z.nonnegative());
/** YYYYMMDD on the academy's calendar, or 0 for today; the server checks it is a real date. */
const sdate = int.check(z.minimum(0), z.maximum(99991231));
/** The statistics PIN: the rules' digits (isValidStatPin), the same in the app's fields. */
const pin = z.string().check(z.refine((value: string) => isValidStatPin(value)));
const section = z.enum(['study', 'dan9', 'single']);
const dayTotals = { points: nonneg, solved: nonneg, tried: nonneg, seconds: nonneg };

export const totalPointPasswordEndpoint = endpoint({
  path: '/api/total/point/password',
  summary:
    'The statistics PIN (MyStatPassWord): whether one is set and how many wrong tries are left before a pause; with `pin`, checks it; with `newPin` ("" clears), sets it, giving the current PIN or the account password when one is set. Only a wrong secret counts as a try; a PIN given when none is set is -1404.',
  access: 'user',
  idempotent: false,
  request: () =>
    z.object({
      userno: userno(),
      pin: z.optional(pin),
      newPin: z.optional(z.union([z.literal(''), pin])),
      passwd: z.optional(text(64)),
    }),
  response: () =>
    ok({
      MyStatPassWord: z.boolean(),
      verified: z.boolean(),
      /** Wrong tries left before a pause (the count decays over quiet time). */
      attemptsLeft: nonneg,
      /** Seconds until a try is taken again (0: now). */
      waitSeconds: nonneg,
    }),
  requirements: ['R3.35', 'R7.53'],
  errors: [apiErrors.statPinWrong, apiErrors.statPinNotSet, apiErrors.tooManyRequests],
});

export const totalPointDateDetailEndpoint = endpoint({
  path: '/api/total/point/date/detail',
  summary:
    "MyStatDetail: one day's points, solved and tried counts and seconds per section, its targets and reward, whether it was rewarded and signed off, and the streak of claimed days up to it.",
  access: 'user',
  idempotent: false,
  request: () => z.object({ userno: userno(), sdate: z._default(sdate, 0) }),
  response: () =>
    ok({
      MyStatDetail: z.object({
        sdate: nonneg,
        ...dayTotals,
        sections: z.array(z.object({ section, ...dayTotals })),
        targets: z.array(
          z.object({ kind: z.enum(['solved', 'points']), need: nonneg, have: nonneg, met: z.boolean() }),
        ),
        /** What the day's met targets earn (R7.57). */
        reward: z.object({ gold: nonneg, heart: nonneg }),
        rewarded: z.boolean(),
        /** Signed off with the statistics PIN (/api/total/point/tcheck). */
        checked: z.boolean(),
        /**
         * Issue 13: claimed days in a row up to this day (the day counts once claimed; until then the run
         * that ended the day before). Optional for answers of servers from before it.
         */
        streak: z.optional(nonneg),
      }),
    }),
  requirements: ['R3.35', 'R7.54'],
  errors: [apiErrors.invalidRequest],
});

export const totalPointDateListEndpoint = endpoint({
  path: '/api/total/point/date/list',
  summary:
    'MyStatDateList: days with activity from sdate backwards, newest first, at most 10 a page; `next` is the sdate of the next page (0 = no more).',
  access: 'user',
  idempotent: false,
  request: () =>
    z.object({
      userno: userno(),
      sdate: z._default(sdate, 0),
      count: z._default(int.check(z.minimum(1), z.maximum(1000)), 10),
    }),
  response: () =>
    ok({
      MyStatDateList: z.array(
        z.object({ sdate: nonneg, ...dayTotals, checked: z.boolean(), rewarded: z.boolean() }),
      ),
      next: nonneg,
    }),
  requirements: ['R3.35', 'R7.55', 'R9.16'],
  errors: [apiErrors.invalidRequest],
});

export const totalPointTcheckEndpoint = endpoint({
  path: '/api/total/point/tcheck',
  summary:
    "A parent's or teacher's sign-off of days (tcheck 1 signs, 0 withdraws), guarded by the statistics PIN (-1404 while none is set, not counted as a try); answers which of the asked days are signed off now.",
  access: 'user',
  idempotent: false,
  request: () =>
    z.object({
      userno: userno(),
      tcheck: z.union([z.literal(0), z.literal(1)]),
      arr: z.array(sdate.check(z.positive())).check(z.minLength(1), z.maxLength(31)),
      pin,
    }),
  response: () => ok({ tcheck: int, arr: z.array(nonneg) }),
  requirements: ['R7.56'],
  errors: [
    apiErrors.invalidRequest,
    apiErrors.statPinWrong,
    apiErrors.statPinNotSet,
    apiErrors.tooManyRequests,
  ],
});

export const totalPointRewardEndpoint = endpoint({
  path: '/api/total/point/reward',
  summary:
    "Claim today's reward for met targets, once a day: the server grants what its rules earned, at most the heart and gold asked.",
  access: 'user',
  idempotent: true,
  request: () =>
    z.object({
      userno: userno(),
      heart: int.check(z.minimum(0), z.maximum(100)),
      gold: int.check(z.minimum(0), z.maximum(100000)),
    }),
  response: () =>
    ok({
      gold: nonneg,
      goldDelta: int,
      heart: nonneg,
      heartDelta: int,
      /** Issue 16: gems after the claim, the gems it paid (every target met, a 7-day streak) and the streak. */
      gem: nonneg,
      gemDelta: int,
      streak: nonneg,
      /** µs: the heart recharge anchor after the credit (the app shows the new hearts at once). */
      singleTime: nonneg,
      sdate: nonneg,
    }),
  requirements: ['R7.57'],
  errors: [apiErrors.dailyRewardNotEarned, apiErrors.dailyRewardClaimed, apiErrors.idempotencyConflict],
});

export const statsEndpoints = [
  totalPointPasswordEndpoint,
  totalPointDateDetailEndpoint,
  totalPointDateListEndpoint,
  totalPointTcheckEndpoint,
  totalPointRewardEndpoint,
] as const;
