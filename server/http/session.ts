// Session endpoints: restore from the sealed blob, the usage check, user info and settings.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  apiErrors,
  configSetEndpoint,
  deinfoworkEndpoint,
  failure,
  usecheckEndpoint,
  userinfoEndpoint,
  type Dedata,
} from '../../src/protocol';
import { USE_STOP_KEY } from '../../src/domain/rules/errors';
import { membershipStatus, type Membership } from '../../src/domain/rules/membership';
import { millisToMicros } from '../../src/domain/rules/time';
import { isFamilyLive } from '../auth/refreshTokens';
import { unsealSession } from '../auth/seal';
import { appIni, membershipHours } from '../content/appConfig';
import type { Database } from '../db/schema';
import { findUser, updateUser, type UserRow } from '../db/users';
import { readBalances } from '../economy/wallet';
import { rankRewardsOf } from '../quest/rankRewards';
import { singleGroupInfos } from '../single/progress';
import { ownedItemsOf } from '../store/holdings';
import type { StoreCatalog } from '../content/store';
import { academyDay } from '../../src/domain/rules/singlePlay';
import { route } from './route';

const serverVersion = process.env.npm_package_version ?? '0.0.0';

async function membershipOf(db: Kysely<Database>, userno: number): Promise<Membership | null> {
  const row = await db.selectFrom('memberships').selectAll().where('userno', '=', userno).executeTakeFirst();
  return row ? { stime: row.stime_us, termDay: row.term_day, type: row.type, weekDay: row.week_day } : null;
}

/** Free position checks used today (free4Day.useCheck4Day, R3.20, R7.22), by the academy day. */
async function checksUsedToday(db: Kysely<Database>, userno: number, nowMs: number): Promise<number> {
  const row = await db
    .selectFrom('single_checks')
    .select('used')
    .where('userno', '=', userno)
    .where('day', '=', academyDay(nowMs))
    .executeTakeFirst();
  return row?.used ?? 0;
}

async function userInfo(
  db: Kysely<Database>,
  user: UserRow,
  heartAddSlots: number,
  nowMs: number,
): Promise<Dedata['userinfo']> {
  const [membership, singles, rankRewards, owned, checks] = await Promise.all([
    membershipOf(db, user.userno),
    singleGroupInfos(db, user.userno),
    rankRewardsOf(db, user.userno),
    ownedItemsOf(db, user.userno),
    checksUsedToday(db, user.userno, nowMs),
  ]);
  return {
    username: user.username,
    email: user.email,
    phoneno: user.phoneno,
    grade: user.grade,
    membership,
    teacherFlag: user.teacher_flag,
    adminFlag: user.admin_flag,
    heartAddSlotCount: heartAddSlots,
    // R3.20 emo_info: the emoticons bought in the store, with their start (µs) and days.
    emo_info: owned
      .filter((item) => item.kind === 'emoticon')
      .map((item) => ({ eid: item.refId, stime: item.stime, useday: item.useday })),
    // The stone sets bought (issue 17): every board draws the chosen one.
    stone_info: owned.filter((item) => item.kind === 'stone').map((item) => ({ sid: item.refId })),
    UserGroupSingleInfo: singles.map((g) => ({
      sno: g.sno,
      gno: g.gno,
      lastjkno: g.lastjkno,
      starsum: g.starsum,
    })),
    RankReward: rankRewards,
    free4Day: { useCheck4Day: checks },
    useStopFlag: user.use_stop_flag,
  };
}

/** storeinfo.emo_store_donga_info (spec §3 app config): the emoticons the store sells. */
function emoticonStore(store: StoreCatalog) {
  return store.items.flatMap((item) =>
    item.kind === 'emoticon' ? [{ EId: item.refId, price: item.price, days: item.days }] : [],
  );
}

export function registerSessionRoutes(app: FastifyInstance): void {
  route(app, deinfoworkEndpoint, async (body, ctx) => {
    const session = await unsealSession(app.keys.sealKey, body.data);
    if (!session || !(await isFamilyLive(app.db, session.familyId, ctx.nowMs)))
      return failure(apiErrors.refreshInvalid);
    const user = await findUser(app.db, session.userno);
    if (!user) return failure(apiErrors.refreshInvalid);
    if (user.use_stop_flag > 0) return failure(apiErrors.accountStopped, USE_STOP_KEY);
    const balances = await readBalances(ctx.tx, user.userno, ctx.nowMs);
    const dedata: Dedata = {
      sysinfo: { serverTime: millisToMicros(ctx.nowMs), version: serverVersion },
      appini: appIni(app.content.single),
      storeinfo: { emo_store_donga_info: emoticonStore(app.content.store) },
      gradeinfo: [{ grade: 1 }, { grade: 2 }, { grade: 3 }, { grade: 4 }, { grade: 13 }],
      userLogin: {
        userno: user.userno,
        gold: balances.gold,
        goldDelta: balances.gold_delta,
        gem: balances.gem,
        GemDelta: balances.gem_delta,
        heartCount: balances.heart_count,
        heartDelta: balances.heart_delta,
        singleTime: millisToMicros(balances.heart_anchor_ms),
        DiceCount: balances.dice_count,
        DiceTime: millisToMicros(balances.dice_anchor_ms),
        configBit: user.config_bit,
        cflag: user.cflag,
        language: user.lang,
      },
      userinfo: await userInfo(ctx.tx, user, balances.heart_add_slots, ctx.nowMs),
      appinisinfo: { ...membershipHours },
    };
    return { errorcode: 0, dedata } as const;
  });

  route(app, usecheckEndpoint, async (_body, ctx) => {
    const user = await findUser(app.db, ctx.userno);
    if (!user) return failure(apiErrors.refreshInvalid);
    if (user.use_stop_flag > 0) return failure(apiErrors.accountStopped, USE_STOP_KEY);
    const status = membershipStatus(await membershipOf(ctx.tx, user.userno), ctx.nowMs);
    return { errorcode: 0, membershipStatus: status } as const;
  });

  route(app, userinfoEndpoint, async (_body, ctx) => {
    const user = await findUser(app.db, ctx.userno);
    if (!user) return failure(apiErrors.refreshInvalid);
    const balances = await readBalances(ctx.tx, user.userno, ctx.nowMs);
    return {
      errorcode: 0,
      userinfo: await userInfo(ctx.tx, user, balances.heart_add_slots, ctx.nowMs),
    } as const;
  });

  route(app, configSetEndpoint, async (body, ctx) => {
    await updateUser(app.db, ctx.userno, {
      config_bit: body.configbit,
      cflag: body.cflag,
      lang: body.language,
    });
    return { errorcode: 0, configbit: body.configbit, cflag: body.cflag, language: body.language } as const;
  });
}
