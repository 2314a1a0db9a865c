// The rest of the login load sequence of spec §4 (R4.34): events, the pattern trainer's step list,
// multiplayer steps and the study info lists. Wire names as in spec §3.
import * as z from 'zod/mini';
import { endpoint, ok, userno } from '../define';

const int = z.int();
const nonneg = int.check(z.nonnegative());
/** Text in the three languages of the product. */
export const localizedText = z.object({ 'ko-KR': z.string(), 'en-US': z.string(), 'zh-CN': z.string() });

export const eventViewEndpoint = endpoint({
  path: '/api/event/view',
  summary: 'Current events and announcements for the front gate.',
  access: 'user',
  idempotent: false,
  request: z.object({ userno }),
  response: ok({
    events: z.array(
      z.object({ eid: int, title: localizedText, body: localizedText, stime: nonneg, etime: nonneg }),
    ),
  }),
  requirements: ['R4.34', 'R7.38'],
  errors: [],
});

export const bpowerInfoEndpoint = endpoint({
  path: '/api/bpower/info',
  summary: "The pattern trainer's step list and the user's trainer step.",
  access: 'user',
  idempotent: false,
  request: z.object({ userno }),
  response: ok({
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
  request: z.object({ userno }),
  response: ok({
    MultiStepInfoVector: z.array(z.object({ AStep: int })),
    astep: int,
    rpoint: nonneg,
  }),
  requirements: ['R3.18', 'R3.26', 'R4.34', 'R7.40'],
  errors: [],
});

export const studyInfoEndpoint = endpoint({
  path: '/api/study/info',
  summary: "The study info lists of spec §3 for the user: categories' group counts, progress, tries.",
  access: 'user',
  idempotent: false,
  request: z.object({ userno }),
  response: ok({
    study_count_info2: z.array(z.object({ sno: int, gcnt: nonneg })),
    user_study_work: z.array(z.object({ sno: int, gno: int, jkno: int, stime: nonneg })),
    user_study_try: z.array(z.object({ sno: int, gno: int })),
    study_try2_info: z.array(z.object({ sno: int, gno: int, cno: nonneg })),
    study_group_second2: z.array(z.object({ sno: int, gno: int, second: nonneg, heart: nonneg })),
  }),
  requirements: ['R3.03', 'R3.04', 'R3.05', 'R3.06', 'R3.07', 'R4.34', 'R7.10'],
  errors: [],
});

export const loadSequenceEndpoints = [
  eventViewEndpoint,
  bpowerInfoEndpoint,
  multiStepInfoEndpoint,
  studyInfoEndpoint,
] as const;
