// Sign-out from a button: clear everything (R4.37) and go to sign-in.
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
      await navigate({ to: '/auth/sign-in', replace: true });
    },
    [navigate],
  );
  return { signOut: run, busy };
}
