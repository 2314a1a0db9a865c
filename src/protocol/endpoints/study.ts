// Study and ninth-dan calls (spec §7 R7.10–R7.15, R7.28–R7.31; issue 6). Results carry the moves played
// as GTP vertices; the server re-checks them against the mission with src/domain/go before crediting.
import * as z from 'zod/mini';
import { endpoint, ok, userno } from '../define';
import { apiErrors } from '../errors';

const int = z.int();
const nonneg = int.check(z.nonnegative());
const sno = int.check(z.minimum(0), z.maximum(999));
const gno = int.check(z.minimum(0), z.maximum(999));
const jkno = int.check(z.minimum(0), z.maximum(999));
/** GTP vertices ("D4") or "pass", the player's moves only. */
const moves = z.array(z.string().check(z.regex(/^([A-HJ-Za-hj-z][1-9][0-9]?|pass)$/))).check(z.maxLength(60));
/** Chosen by the app (a UUID or similar), so a try run started offline replays with the same id. */
const tryId = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/));
const medal = z.enum(['none', 'bronze', 'silver', 'gold']);
const kind = z._default(z.enum(['study', 'dan9']), 'study');
/** A kyu estimate: 30 (a first lesson) to 1. */
const kyu = int.check(z.minimum(1), z.maximum(30));

export const studyMissionInfoEndpoint = endpoint({
  path: '/api/study/mission/info',
  summary:
    'One mission as a JSON string: titles, prompt and hint in three languages, the problem, and its kyu estimate when measured.',
  access: 'user',
  idempotent: false,
  request: () => z.object({ sno, gno, jkno, kind }),
  response: () => ok({ data: z.string() }),
  requirements: ['R3.08', 'R3.10', 'R7.11'],
  errors: [apiErrors.contentNotFound],
});

export const studyTutoInfoEndpoint = endpoint({
  path: '/api/study/tuto/info',
  summary: 'The tutorial of a study key (sno-gno-jkno, two digits each) as a JSON string; -2 when none.',
  access: 'user',
  idempotent: false,
  request: () => z.object({ sno, gno, jkno }),
  response: () => ok({ data: z.string() }),
  requirements: ['R5.11', 'R5.12', 'R5.16', 'R7.15'],
  errors: [apiErrors.contentNotFound],
});

export const studyWorkResultEndpoint = endpoint({
  path: '/api/study/work/result',
  summary:
    'A practice result: the moves are re-checked; the first solve of a mission earns points (a repeat earns none), a solve opens the next mission.',
  access: 'user',
  idempotent: true,
  request: () => z.object({ userno: userno(), sno, gno, jkno, moves, kind }),
  response: () =>
    ok({
      solved: z.boolean(),
      /** Index of the first wrong move, or -1. */
      wrongAt: int,
      /** The next mission to work on in this group (user_study_work.jkno). */
      jkno: nonneg,
      gained: nonneg,
      spoint: nonneg,
    }),
  requirements: ['R3.04', 'R7.12'],
  errors: [apiErrors.contentNotFound, apiErrors.idempotencyConflict],
});

export const questTotalStartEndpoint = endpoint({
  path: '/api/quest/total/start',
  summary: 'Start a try run of a group: spends its hearts, counts a try of the category, opens the run.',
  access: 'user',
  idempotent: true,
  request: () => z.object({ userno: userno(), sno, gno: z._default(gno, 0), tryId, kind }),
  response: () =>
    ok({
      TryCount: nonneg,
      tryId: z.string(),
      second: nonneg,
      heart: nonneg,
      heartCnt: nonneg,
      /** µs: the heart recharge anchor after the spend, so the app can show hearts without a reload. */
      singleTime: nonneg,
    }),
  requirements: ['R3.07', 'R3.12', 'R7.29'],
  errors: [apiErrors.contentNotFound, apiErrors.notEnoughBalance, apiErrors.idempotencyConflict],
});

export const dan9TotalStartEndpoint = endpoint({
  path: '/api/dan9/total/start',
  summary:
    "Start a ninth-dan try run of a step's part (`gno`: 0 for the first, 1 and 2 for the further parts of issue 14): as quest/total/start for the dan9 ladder.",
  access: 'user',
  idempotent: true,
  request: () => z.object({ userno: userno(), sno, gno: z._default(gno, 0), tryId }),
  response: () =>
    ok({
      sno: int,
      tcount: nonneg,
      tryId: z.string(),
      second: nonneg,
      heart: nonneg,
      heartCnt: nonneg,
      /** µs: the heart recharge anchor after the spend. */
      singleTime: nonneg,
    }),
  requirements: ['R1.08', 'R7.31'],
  errors: [apiErrors.contentNotFound, apiErrors.notEnoughBalance, apiErrors.idempotencyConflict],
});

export const studyTryResultEndpoint = endpoint({
  path: '/api/study/try/result',
  summary:
    "Finish a try run once, within the group's time limit and a grace of 60 s (-1101 after): every answer is re-checked; the correct count takes a slot and sets the group's medal.",
  access: 'user',
  idempotent: true,
  request: () =>
    z.object({ userno: userno(), tryId, answers: z.array(z.object({ jkno, moves })).check(z.maxLength(40)) }),
  response: () =>
    ok({
      cno: nonneg,
      /** The slot (0..2) the run took, or -1 when it did not beat the weakest of three. */
      slot: int,
      medal,
      gained: nonneg,
      spoint: nonneg,
      slots: z.array(z.object({ slot: nonneg, cno: nonneg })),
    }),
  requirements: ['R1.04', 'R3.06', 'R4.05', 'R4.06', 'R9.01'],
  errors: [
    apiErrors.contentNotFound,
    apiErrors.invalidRequest,
    apiErrors.tryRunTimeUp,
    apiErrors.idempotencyConflict,
  ],
});

export const studyRankInfoEndpoint = endpoint({
  path: '/api/study/rank/info',
  summary: "The user's tries and points per category.",
  access: 'user',
  idempotent: false,
  request: () => z.object({ userno: userno(), kind }),
  response: () =>
    ok({
      StudyTotalTryInfo: z.array(z.object({ sno: int, TryCount: nonneg })),
      StudyTotalTryInfo2: z.array(z.object({ sno: int, spoint: nonneg })),
    }),
  requirements: ['R7.13'],
  errors: [],
});

export const studyRankAllEndpoint = endpoint({
  path: '/api/study/rank/all',
  summary: "The user's rank by points in each asked category (1 = most points; 0 = no points yet).",
  access: 'user',
  idempotent: false,
  request: () => z.object({ userno: userno(), rankvec: z.array(sno).check(z.maxLength(20)), kind }),
  response: () => ok({ StudyTotalRank: z.array(z.object({ sno: int, rank: nonneg })) }),
  requirements: ['R7.14'],
  errors: [],
});

export const questTotalInfoEndpoint = endpoint({
  path: '/api/quest/total/info',
  summary: 'The study total try entries (R3.12): tries, points, rank and whether each is open to the user.',
  access: 'user',
  idempotent: false,
  request: () => z.object({ userno: userno(), normal: z._default(z.boolean(), true) }),
  response: () =>
    ok({
      StudyTotalTryVector: z.array(
        z.object({ sno: int, TryCount: nonneg, spoint: nonneg, Rank: nonneg, enabled: z.boolean() }),
      ),
    }),
  requirements: ['R3.12', 'R4.20', 'R4.21', 'R7.28'],
  errors: [],
});

export const questTotalPointEndpoint = endpoint({
  path: '/api/quest/total/point',
  summary: "The user's study points over all categories.",
  access: 'user',
  idempotent: false,
  request: () => z.object({ userno: userno() }),
  response: () => ok({ spoint: nonneg }),
  requirements: ['R7.30'],
  errors: [],
});

const localized = z.object({ 'ko-KR': z.string(), 'en-US': z.string(), 'zh-CN': z.string() });

export const studyCourseEndpoint = endpoint({
  path: '/api/study/course',
  summary:
    'The course outline: categories (or dan9 steps), their groups with titles, seconds, hearts and mission counts, and the median kyu estimate of each group and category (docs/content.md, "Levels").',
  access: 'user',
  idempotent: false,
  request: () => z.object({ userno: userno(), kind }),
  response: () =>
    ok({
      version: z.string(),
      categories: z.array(
        z.object({
          sno: int,
          key: z.string(),
          title: localized,
          groups: z.array(
            z.object({
              gno: int,
              title: localized,
              technique: z.string(),
              second: nonneg,
              heart: nonneg,
              missions: nonneg,
              // Issue 14: the median kyu estimate of the group's problems; absent without measured levels.
              kyu: z.optional(kyu),
            }),
          ),
          kyu: z.optional(kyu),
        }),
      ),
    }),
  requirements: ['R3.03', 'R3.07', 'R3.11'],
  errors: [],
});

export const studyGroupProgressEndpoint = endpoint({
  path: '/api/study/group/progress',
  summary:
    'Each mission of a group the user solved (in practice or a try run) and each one tried but not solved yet, as the server recorded them; the mission list marks them. With them, the order the group is served in (issue 14): `order` for practice ("next" follows it) and `tryOrder` for a try run, each every mission index of the group once: pack order until every mission has enough first tries, then by the ratings of its problems (docs/content.md).',
  access: 'user',
  idempotent: false,
  request: () => z.object({ userno: userno(), sno, gno: z._default(gno, 0), kind }),
  response: () =>
    ok({
      solved: z.array(nonneg),
      tried: z.array(nonneg),
      // Absent from older servers' answers (and kept offline from them): the app then plays pack order.
      order: z.optional(z.array(nonneg)),
      tryOrder: z.optional(z.array(nonneg)),
    }),
  requirements: ['R3.04', 'R3.06'],
  errors: [],
});

export const studyEndpoints = [
  studyCourseEndpoint,
  studyMissionInfoEndpoint,
  studyTutoInfoEndpoint,
  studyWorkResultEndpoint,
  studyGroupProgressEndpoint,
  questTotalStartEndpoint,
  dan9TotalStartEndpoint,
  studyTryResultEndpoint,
  studyRankInfoEndpoint,
  studyRankAllEndpoint,
  questTotalInfoEndpoint,
  questTotalPointEndpoint,
] as const;
