// The session: restoring it from the sealed blob (/api/deinfowork, R2.33, R7.35), the usage check of the
// first navigation (R2.35, R7.34), user info (R7.37) and settings (R7.43). The bundle keeps the spec's
// wire names (R3.14–R3.28).
import * as z from 'zod/mini';
import { endpoint, lazily, ok, userno } from '../define';
import { apiErrors } from '../errors';

// The bundle's schemas are built together, the first time one is needed (issue 13: this module is in the
// app's first chunk, and building them was a good part of its load).
function buildSessionSchemas() {
  const int = z.int();
  const nonneg = int.check(z.nonnegative());

  const appIni = z.object({
    StudyTryGoldMedalCnt: nonneg,
    StudyTrySilverMedalCnt: nonneg,
    StudyTryBronzeMedalCnt: nonneg,
    AliveMaxCount: nonneg,
    HeartMaxSlotCount: nonneg,
    AliveChargeMinute: nonneg,
    SingleMissionNormalGroup: nonneg,
    BoardLine: nonneg,
    /** µs */
    SingleRegDate: nonneg,
    SingleCountInfo2Vector: z.array(z.object({ sno: int, gcnt: nonneg })),
    UserSingleGroupSecond2Vector: z.array(z.object({ sno: int, gno: int, heart: nonneg })),
    SingleBonusVector: z.array(z.object({ sno: int, gno: int, jkno: int })),
    MultiStepInfoVector: z.array(z.object({ AStep: int })),
    MultiGroupStepVector: z.array(z.object({ AGroup: int })),
    MultiServerInfoVector: z.array(z.object({ MType: int })),
  });

  const userLogin = z.object({
    userno: int.check(z.positive()),
    gold: nonneg,
    goldDelta: int,
    gem: nonneg,
    GemDelta: int,
    heartCount: nonneg,
    heartDelta: int,
    /** µs: the heart recharge anchor. */
    singleTime: nonneg,
    DiceCount: nonneg,
    /** µs */
    DiceTime: nonneg,
    configBit: nonneg,
    cflag: int,
    language: z.string(),
  });

  const userInfo = z.object({
    username: z.string(),
    email: z.string(),
    phoneno: z.string(),
    grade: int,
    membership: z.nullable(z.object({ stime: nonneg, termDay: nonneg, type: int, weekDay: nonneg })),
    teacherFlag: int,
    adminFlag: int,
    heartAddSlotCount: nonneg,
    emo_info: z.array(z.object({ eid: int, stime: nonneg, useday: nonneg })),
    /** The stone sets bought in the store (issue 17): their refIds (src/domain/rules/stoneSkins.ts). */
    stone_info: z.optional(z.array(z.object({ sid: int }))),
    UserGroupSingleInfo: z.array(z.object({ sno: int, gno: int, lastjkno: int, starsum: nonneg })),
    RankReward: z.array(z.object({ blevel: int, bcount: nonneg })),
    free4Day: z.object({ useCheck4Day: int }),
    useStopFlag: int,
  });

  const dedata = z.object({
    sysinfo: z.object({ serverTime: nonneg, version: z.string() }),
    appini: appIni,
    storeinfo: z.object({
      emo_store_donga_info: z.array(z.object({ EId: int, price: nonneg, days: nonneg })),
    }),
    gradeinfo: z.array(z.object({ grade: int })),
    userLogin,
    userinfo: userInfo,
    appinisinfo: z.object({ MemberShipWeekStartHour: int, MemberShipWeekEndHour: int }),
  });
  return { appIni, userLogin, userInfo, dedata };
}

const sessionSchemas = lazily(buildSessionSchemas);
type SessionSchemas = ReturnType<typeof buildSessionSchemas>;

export const appIniSchema = (): SessionSchemas['appIni'] => sessionSchemas().appIni;
export const userLoginSchema = (): SessionSchemas['userLogin'] => sessionSchemas().userLogin;
export const userInfoSchema = (): SessionSchemas['userInfo'] => sessionSchemas().userInfo;
export const dedataSchema = (): SessionSchemas['dedata'] => sessionSchemas().dedata;
export type AppIni = z.infer<SessionSchemas['appIni']>;
export type Dedata = z.infer<SessionSchemas['dedata']>;

export const deinfoworkEndpoint = endpoint({
  path: '/api/deinfowork',
  summary: 'Restore the session from the sealed blob of /api/login: answers the bundle (dedata).',
  access: 'public',
  idempotent: false,
  request: () => z.object({ data: z.string().check(z.minLength(1), z.maxLength(4096)) }),
  response: () => ok({ dedata: dedataSchema() }),
  requirements: ['R2.33', 'R2.34', 'R7.35'],
  errors: [apiErrors.refreshInvalid, apiErrors.accountStopped],
});

export const usecheckEndpoint = endpoint({
  path: '/api/usecheck',
  summary: 'The usage check of the first navigation: is this account allowed in now?',
  access: 'user',
  idempotent: false,
  request: () => z.object({ userno: userno() }),
  response: () => ok({ membershipStatus: z.union([z.literal(-1), z.literal(0), z.literal(1)]) }),
  requirements: ['R2.35', 'R2.36', 'R7.34'],
  errors: [apiErrors.accountStopped],
});

export const userinfoEndpoint = endpoint({
  path: '/api/userinfo',
  summary: "The signed-in user's info (the same object as dedata.userinfo).",
  access: 'user',
  idempotent: false,
  request: () => z.object({ userno: userno() }),
  response: () => ok({ userinfo: userInfoSchema() }),
  requirements: ['R3.19', 'R7.37'],
  errors: [],
});

export const configSetEndpoint = endpoint({
  path: '/api/config/set',
  summary: 'Save the settings bits (configBit), cflag and the language.',
  access: 'user',
  idempotent: false,
  request: () =>
    z.object({
      userno: userno(),
      configbit: z.int().check(z.minimum(0), z.maximum(0x7fffffff)),
      cflag: z._default(z.int().check(z.minimum(0), z.maximum(0x7fffffff)), 0),
      language: z.enum(['ko-KR', 'en-US', 'zh-CN']),
    }),
  response: () =>
    ok({
      configbit: z.int().check(z.nonnegative()),
      cflag: z.int().check(z.nonnegative()),
      language: z.string(),
    }),
  requirements: ['R4.32', 'R7.43'],
  errors: [],
});

export const sessionEndpoints = [
  deinfoworkEndpoint,
  usecheckEndpoint,
  userinfoEndpoint,
  configSetEndpoint,
] as const;
