// The rest of the login load sequence of spec §4 (R4.34): events, the pattern trainer's step list,
// multiplayer steps and the study info lists. Wire names as in spec §3.
import * as z from 'zod/mini';
import { endpoint, ok, userno } from '../define';
import { apiErrors } from '../errors';

const int = z.int();
const nonneg = int.check(z.nonnegative());
/** Text in the three languages of the product. */
export const localizedText = z.object({ 'ko-KR': z.string(), 'en-US': z.string(), 'zh-CN': z.string() });

export const eventViewEndpoint = endpoint({
  path: '/api/event/view',
  summary: 'Current events and announcements for the front gate.',
  access: 'user',
  idempotent: false,
  request: () => z.object({ userno: userno() }),
  response: () =>
    ok({
      events: z.array(
        z.object({
          eid: int,
          title: localizedText,
          body: localizedText,
          /** µs; a weekly event answers the current week's window; 0 = open. */
          stime: nonneg,
          etime: nonneg,
          /** Issue 16: "week" for a challenge that repeats every week. */
          period: z.optional(z.enum(['week'])),
          /** The goal counted by the server from the user's results in this window, and whether it paid. */
          goal: z.optional(
            z.object({
              kind: z.enum(['solved', 'points']),
              need: nonneg,
              have: nonneg,
              met: z.boolean(),
              claimed: z.boolean(),
            }),
          ),
          reward: z.optional(z.object({ gem: nonneg, gold: nonneg })),
        }),
      ),
    }),
  requirements: ['R4.34', 'R7.38'],
  errors: [],
});

export const eventRewardEndpoint = endpoint({
  path: '/api/event/reward',
  summary:
    "Claim an event's reward for a met goal, once per window: the server counts the user's results inside the window and credits gems and gold with ledger lines.",
  access: 'user',
  idempotent: true,
  request: () =>
    z.object({
      userno: userno(),
      eid: int,
      /** µs: the start of the window claimed (the `stime` the event list answered). */
      stime: nonneg,
    }),
  response: () =>
    ok({
      eid: int,
      stime: nonneg,
      gem: nonneg,
      gemDelta: nonneg,
      gold: nonneg,
      goldDelta: nonneg,
    }),
  requirements: ['R7.38'],
  errors: [
    apiErrors.contentNotFound,
    apiErrors.eventClosed,
    apiErrors.eventGoalNotMet,
    apiErrors.eventRewardClaimed,
    apiErrors.idempotencyConflict,
  ],
});

export const bpowerInfoEndpoint = endpoint({
  path: '/api/bpower/info',
  summary: "The pattern trainer's step list and the user's trainer step.",
  access: 'user',
  idempotent: false,
  request: () => z.object({ userno: userno() }),
  response: () =>
    ok({
      BPowerStepList: z.array(z.object({ BaseValue: nonneg, AStep: int, BStep: int, BType: int })),
      BStep: int,
      BType: int,
    }),
  requirements: ['R3.29', 'R4.34', 'R7.39'],
  errors: [],
});

export const multiStepInfoEndpoint = endpoint({
  path: '/api/multi/step/info',
  summary: "Multiplayer step names and the user's step and rank points.",
  access: 'user',
  idempotent: false,
  request: () => z.object({ userno: userno() }),
  response: () =>
    ok({
      MultiStepInfoVector: z.array(z.object({ AStep: int })),
      astep: int,
      rpoint: nonneg,
    }),
  requirements: ['R3.18', 'R3.26', 'R4.34', 'R7.40'],
  errors: [],
});

export const studyInfoEndpoint = endpoint({
  path: '/api/study/info',
  summary:
    "The study info lists of spec §3 for the user: categories' group counts, progress, tries; and (issue 14) each group's missions the user solved, which the path counts as done (a group's current mission is where it goes on, not a count, once its order follows ratings).",
  access: 'user',
  idempotent: false,
  request: () => z.object({ userno: userno() }),
  response: () =>
    ok({
      study_count_info2: z.array(z.object({ sno: int, gcnt: nonneg })),
      user_study_work: z.array(z.object({ sno: int, gno: int, jkno: int, stime: nonneg })),
      user_study_try: z.array(z.object({ sno: int, gno: int })),
      study_try2_info: z.array(z.object({ sno: int, gno: int, cno: nonneg })),
      study_group_second2: z.array(z.object({ sno: int, gno: int, second: nonneg, heart: nonneg })),
      /**
       * Issue 14: the missions of each group the user solved (in practice or a try run), by index, for the
       * path's "missions done"; a group with none is left out. Absent from older servers' answers (and kept
       * offline from them): the app then reads the group's current mission as the count, as it used to.
       */
      user_study_solved: z.optional(z.array(z.object({ sno: int, gno: int, solved: z.array(nonneg) }))),
    }),
  requirements: ['R3.03', 'R3.04', 'R3.05', 'R3.06', 'R3.07', 'R4.34', 'R7.10'],
  errors: [],
});

export const loadSequenceEndpoints = [
  eventViewEndpoint,
  eventRewardEndpoint,
  bpowerInfoEndpoint,
  multiStepInfoEndpoint,
  studyInfoEndpoint,
] as const;
