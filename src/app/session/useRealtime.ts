// Connects the realtime socket (spec §7) while a user is signed in and online; sign-out disconnects it
// (app/services.ts).
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { sessions } from '../../io/api/appClient';
import { connectRealtime, type SocketCredentials } from '../../io/realtime/socket';
import { bundleAtom } from '../../state/session';

/** The signed-in session's token and proof, read on every (re)connection of the socket. */
function socketCredentials(): SocketCredentials {
  const record = sessions.read();
  if (!record) return {};
  return { ...(record.accessToken ? { token: record.accessToken } : {}), proof: record.proof };
}

export function useRealtime(): void {
  const bundle = useAtomValue(bundleAtom);
  const userno = bundle?.userno ?? null;
  const offline = bundle?.offline ?? true;
  useEffect(() => {
    if (userno === null || offline || typeof location === 'undefined') return;
    void connectRealtime(location.origin, socketCredentials).catch((error: unknown) =>
      console.warn('realtime unavailable', error),
    );
  }, [userno, offline]);
}
