// The balances the server reported in a write's answer (issue 7): a try start, a heart spend or a heart
// recharge answers the new count and recharge anchor, a reward or a purchase the new gold and gems, so the
// shown balances follow the server at once instead of waiting for the next session restore.
import type { UserBundle } from './session';

export interface ServerHearts {
  heartCount: number;
  /** µs: the recharge anchor. */
  singleTime: number;
}

function count(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
}

/**
 * `heartCnt` + `singleTime` (heart calls, try starts), `singleAliveCnt` + `stime` (single challenges), or
 * `heart` + `heartDelta` + `singleTime` (the daily reward: `heart` alone is a cost in other answers).
 */
export function heartsFromAnswer(answer: unknown): ServerHearts | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const record = answer as Record<string, unknown>;
  const rewarded = typeof record.heartDelta === 'number' ? count(record.heart) : null;
  const heartCount = count(record.heartCnt) ?? count(record.singleAliveCnt) ?? rewarded;
  const singleTime = count(record.singleTime) ?? count(record.stime);
  return heartCount === null || singleTime === null ? null : { heartCount, singleTime };
}

export function withServerHearts(bundle: UserBundle, hearts: ServerHearts): UserBundle {
  const { userLogin } = bundle.dedata;
  if (userLogin.heartCount === hearts.heartCount && userLogin.singleTime === hearts.singleTime) return bundle;
  return {
    ...bundle,
    dedata: { ...bundle.dedata, userLogin: { ...userLogin, ...hearts } },
  };
}

/** Gold and gems after a write, as its answer says (any that the answer carries). */
export interface ServerCoins {
  gold?: number;
  gem?: number;
}

/**
 * Gold and gems a delivered write reports (issue 22: a reward or a purchase updates every visible
 * balance at once). Only balances that come with their change are read (`gold` with `goldDelta`, `gem`
 * with `GemDelta`, `gemDelta` or `RecvGem`), so a price or a cost named `gold` is never taken for a balance.
 */
export function coinsFromAnswer(answer: unknown): ServerCoins | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const record = answer as Record<string, unknown>;
  const coins: ServerCoins = {};
  const gold = count(record.gold);
  if (gold !== null && typeof record.goldDelta === 'number') coins.gold = gold;
  const gem = count(record.gem);
  const gemChange = [record.GemDelta, record.gemDelta, record.RecvGem].some((v) => typeof v === 'number');
  if (gem !== null && gemChange) coins.gem = gem;
  return coins.gold === undefined && coins.gem === undefined ? null : coins;
}

export function withServerCoins(bundle: UserBundle, coins: ServerCoins): UserBundle {
  const { userLogin } = bundle.dedata;
  const gold = coins.gold ?? userLogin.gold;
  const gem = coins.gem ?? userLogin.gem;
  if (gold === userLogin.gold && gem === userLogin.gem) return bundle;
  return { ...bundle, dedata: { ...bundle.dedata, userLogin: { ...userLogin, gold, gem } } };
}
