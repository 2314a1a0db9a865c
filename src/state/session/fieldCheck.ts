// The extra check of 'field' routes (R2.38–R2.40, decision in docs/client.md) and the membership status
// the screens play under. Issue 19: membership helps, never blocks; a member outside the membership's days
// and hours plays under the free rules like a non-member, so the check answers -1 or 1, never the 0 that
// would cancel entering a field.
import { useAtomValue } from 'jotai';
import {
  fieldCheckAnswer,
  membershipHoursFrom,
  membershipStatus,
  type MembershipStatus,
} from '../../domain/rules/membership';
import { monotonicNow, serverNowMs, type ServerClock } from '../../io/clock/serverClock';
import type { AppStore } from '../appStore';
import { bundleAtom, serverClockAtom } from '../session';

type Bundle = ReturnType<typeof readBundle>;
function readBundle(store: Pick<AppStore, 'get'>) {
  return store.get(bundleAtom);
}

function statusOf(
  bundle: Bundle,
  clock: ServerClock | null,
  monotonicNowMs: number,
  deviceNowMs: number,
): MembershipStatus {
  if (!bundle) return -1;
  const now = clock ? serverNowMs(clock, monotonicNowMs) : deviceNowMs;
  return membershipStatus(
    bundle.dedata.userinfo.membership,
    now,
    membershipHoursFrom(bundle.dedata.appinisinfo),
  );
}

/** The membership's status now (-1, 0 or 1) on the server's clock. */
export function membershipStatusNow(
  store: Pick<AppStore, 'get'>,
  monotonicNowMs: number,
  deviceNowMs: number,
): MembershipStatus {
  return statusOf(readBundle(store), store.get(serverClockAtom), monotonicNowMs, deviceNowMs);
}

/** The field check's answer: the playing status, -1 (free rules) or 1 (member in hours). */
export function fieldCheckStatus(store: AppStore, monotonicNowMs: number, deviceNowMs: number): -1 | 1 {
  return fieldCheckAnswer(membershipStatusNow(store, monotonicNowMs, deviceNowMs));
}

/** The membership status at render time, for the screens that show its benefits (hearts in single play). */
export function useMembershipStatus(): MembershipStatus {
  const bundle = useAtomValue(bundleAtom);
  const clock = useAtomValue(serverClockAtom);
  return statusOf(bundle, clock, monotonicNow(), Date.now());
}
