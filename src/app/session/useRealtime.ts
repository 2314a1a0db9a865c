// Connects the realtime socket (spec §7) while a user is signed in and online; sign-out disconnects it
// (app/services.ts).
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { connectRealtime } from '../../io/realtime/socket';
import { bundleAtom } from '../../state/session';

export function useRealtime(): void {
  const bundle = useAtomValue(bundleAtom);
  const userno = bundle?.userno ?? null;
  const offline = bundle?.offline ?? true;
  useEffect(() => {
    if (userno === null || offline || typeof location === 'undefined') return;
    void connectRealtime(location.origin).catch((error: unknown) =>
      console.warn('realtime unavailable', error),
    );
  }, [userno, offline]);
}
