// Other tabs of the same device: when one signs out, every tab leaves for sign-in; when another user signs
// in elsewhere, this tab drops what it shows and restores the new session (kiosk tablets never show one
// student's data next to another's). The session record in localStorage is the signal.
import type { AnyRouter } from '@tanstack/react-router';
import { parseSessionRecord, sessionRecordKey } from '../../io/auth/sessionRecord';
import { appStore } from '../../state/appStore';
import { resetPersonalAtoms } from '../../state/clearing';
import { bundleAtom } from '../../state/session';
import { frontGatePath, signInPath } from '../guard/paths';

export function watchOtherTabs(router: AnyRouter, resetGuard: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const onStorage = (event: StorageEvent) => {
    if (event.key !== sessionRecordKey && event.key !== null) return;
    const shown = appStore.get(bundleAtom);
    const next = parseSessionRecord(event.key === null ? null : event.newValue);
    if (next && shown && next.userno === shown.userno) return;
    if (!next && !shown) return;
    // The other tab already cleared storage (or holds the new user's record): forget memory only.
    resetPersonalAtoms(appStore);
    resetGuard();
    void router.navigate({ to: next ? frontGatePath : signInPath, replace: true });
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
