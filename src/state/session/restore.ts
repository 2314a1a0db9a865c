// Restoring the session (R2.33, R2.34): the stored blob goes to /api/deinfowork and the bundle comes back
// into the store and its IndexedDB mirror, with the server clock measured. When the network is unreachable
// (not when the server refuses) the mirror stands in (DESIGN.md offline).
import { apiErrors, deinfoworkEndpoint, type Dedata } from '../../protocol';
import { clockFromOffset, syncServerClock } from '../../io/clock/serverClock';
import { loadBundle, loadUserData, saveBundle } from '../../io/db/userStores';
import { bundleAtom, loadSequenceAtom, serverClockAtom, type LoadSequenceData } from '../session';
import type { SessionDeps } from './deps';

export type RestoreResult =
  | { kind: 'restored'; offline: boolean }
  | { kind: 'none' }
  | { kind: 'unreachable' }
  | { kind: 'refused'; code: number; message: string | null };

/** Where the login load sequence's data is kept per user in IndexedDB. */
export const loadSequenceDataName = 'loadSequence';

async function restoreLoadSequence(deps: SessionDeps, userno: number): Promise<void> {
  if (deps.store.get(loadSequenceAtom)) return;
  const stored = await loadUserData(await deps.db(), userno, loadSequenceDataName);
  if (stored && typeof stored === 'object') deps.store.set(loadSequenceAtom, stored as LoadSequenceData);
}

function adopt(deps: SessionDeps, userno: number, dedata: Dedata, offline: boolean): void {
  const previous = deps.store.get(bundleAtom);
  // Another user's leftovers never show next to this one's (kiosk tablets).
  if (previous && previous.userno !== userno) deps.store.set(loadSequenceAtom, null);
  deps.store.set(bundleAtom, { userno, dedata, offline });
}

export async function restoreSession(deps: SessionDeps): Promise<RestoreResult> {
  const record = deps.api.sessions.read();
  if (!record) return { kind: 'none' };
  const answer = await deps.api.call(deinfoworkEndpoint, { data: record.data });
  if (answer.ok) {
    const dedata = answer.value.dedata;
    if (dedata.userLogin.userno !== record.userno) {
      return { kind: 'refused', code: apiErrors.userMismatch, message: null };
    }
    const clock = syncServerClock(dedata.sysinfo.serverTime, deps.now(), deps.monotonic());
    deps.store.set(serverClockAtom, clock);
    adopt(deps, record.userno, dedata, false);
    const db = await deps.db();
    await saveBundle(db, record.userno, dedata, clock.offsetMs, deps.now()).catch((error: unknown) =>
      console.warn('could not keep the bundle offline', error),
    );
    await restoreLoadSequence(deps, record.userno);
    return { kind: 'restored', offline: false };
  }
  if (!answer.unreachable) return { kind: 'refused', code: answer.code, message: answer.message };
  const stored = await loadBundle(await deps.db(), record.userno);
  if (!stored) return { kind: 'unreachable' };
  deps.store.set(serverClockAtom, clockFromOffset(stored.serverOffsetMs, deps.now(), deps.monotonic()));
  adopt(deps, record.userno, stored.dedata, true);
  await restoreLoadSequence(deps, record.userno);
  return { kind: 'restored', offline: true };
}
