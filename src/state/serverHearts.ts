// The hearts the server reported in a write's answer (issue 7): a try start, a heart spend or a heart
// recharge answers the new count and recharge anchor, so the shown hearts follow the server at once
// instead of jumping back up to the bundle's count until the next session restore.
import type { UserBundle } from './session';

export interface ServerHearts {
  heartCount: number;
  /** µs: the recharge anchor. */
  singleTime: number;
}

function count(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
}

/** `heartCnt` + `singleTime` (heart calls, try starts) or `singleAliveCnt` + `stime` (single challenges). */
export function heartsFromAnswer(answer: unknown): ServerHearts | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const record = answer as Record<string, unknown>;
  const heartCount = count(record.heartCnt) ?? count(record.singleAliveCnt);
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
