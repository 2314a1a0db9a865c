// The extra check of 'field' routes (R2.38–R2.40, decision in docs/client.md): the academy membership's
// status now (R4.26–R4.30) on the server's clock. 0 (a valid membership outside its hours or days)
// cancels entering a field; -1 (no membership: free play) and 1 let it through.
import { membershipHoursFrom, membershipStatus, type MembershipStatus } from '../../domain/rules/membership';
import { serverNowMs } from '../../io/clock/serverClock';
import type { AppStore } from '../appStore';
import { bundleAtom, serverClockAtom } from '../session';

export function fieldCheckStatus(
  store: AppStore,
  monotonicNowMs: number,
  deviceNowMs: number,
): MembershipStatus {
  const bundle = store.get(bundleAtom);
  if (!bundle) return -1;
  const clock = store.get(serverClockAtom);
  const now = clock ? serverNowMs(clock, monotonicNowMs) : deviceNowMs;
  return membershipStatus(
    bundle.dedata.userinfo.membership,
    now,
    membershipHoursFrom(bundle.dedata.appinisinfo),
  );
}
