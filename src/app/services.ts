// Wires the session flows of src/state to the router and the toasts: the guard instance, what happens after
// sign-out, the API client's session-lost handler (R8.09), and the outbox's sync (issue 7). main.tsx calls
// connectServices once.
import type { AnyRouter } from '@tanstack/react-router';
import { monotonicNow } from '../io/clock/serverClock';
import { USE_STOP_KEY } from '../domain/rules/errors';
import { apiErrors } from '../protocol/errors';
import { setSessionLostHandler } from '../io/api/appClient';
import { disconnectRealtime } from '../io/realtime/socket';
import { appStore } from '../state/appStore';
import { pushNotice } from '../state/notices';
import { defaultSessionDeps } from '../state/session/deps';
import { fieldCheckStatus } from '../state/session/fieldCheck';
import { restoreSession } from '../state/session/restore';
import { onSignedOut, signOut } from '../state/session/signOut';
import { runUseCheck } from '../state/session/useCheck';
import { createGuard, type GuardNotice } from './guard/guard';
import { signInPath } from './guard/paths';
import { watchOtherTabs } from './session/crossTab';
import { connectOutbox } from './session/outboxSync';

function noticeOf(notice: GuardNotice) {
  switch (notice.kind) {
    case 'error':
      return {
        tone: 'negative',
        content: { kind: 'error', code: notice.code, message: notice.message },
      } as const;
    case 'fieldClosed':
      return { tone: 'warning', content: { kind: 'key', key: 'guard.fieldClosed' } } as const;
    case 'offline':
      return { tone: 'warning', content: { kind: 'key', key: 'guard.offlineNoSession' } } as const;
  }
}

export const guard = createGuard({
  restore: () => restoreSession(defaultSessionDeps),
  useCheck: () => runUseCheck(defaultSessionDeps),
  fieldCheck: () => fieldCheckStatus(appStore, monotonicNow(), Date.now()),
  signOut: () => signOut(defaultSessionDeps, { callServer: true }),
  notify: (notice) => pushNotice(appStore, noticeOf(notice)),
});

let connected = false;

export function connectServices(router: AnyRouter): void {
  if (connected) return;
  connected = true;
  onSignedOut(() => {
    guard.reset();
    disconnectRealtime();
  });
  setSessionLostHandler((code) => {
    void signOut(defaultSessionDeps, { callServer: false }).then(() => {
      // A stopped account says so (R5.03, R8.06); any other refusal is a session that ended.
      const key = code === apiErrors.accountStopped ? USE_STOP_KEY : 'guard.sessionEnded';
      pushNotice(appStore, { tone: 'warning', content: { kind: 'key', key } });
      void router.navigate({ to: signInPath, replace: true });
    });
  });
  watchOtherTabs(router, () => guard.reset());
  connectOutbox(appStore);
}
