// Sign-out from a button: clear everything (R4.37) and go to sign-in.
import { local } from '../../io/storage/webStorage';
import { readKioskClass } from '../../state/kiosk';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { defaultSessionDeps } from '../../state/session/deps';
import { signOut } from '../../state/session/signOut';

export function useSignOut(): {
  signOut: (options?: { callServer?: boolean }) => Promise<void>;
  busy: boolean;
} {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (options: { callServer?: boolean } = {}) => {
      setBusy(true);
      try {
        await signOut(defaultSessionDeps, { callServer: options.callServer ?? true });
      } finally {
        setBusy(false);
      }
      // A shared tablet set to a class goes back to its class screen (issue 19).
      await navigate({ to: readKioskClass(local) ? '/auth/kiosk' : '/auth/sign-in', replace: true });
    },
    [navigate],
  );
  return { signOut: run, busy };
}
