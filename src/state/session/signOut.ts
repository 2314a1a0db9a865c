// Sign-out and the end of a session that cannot be refreshed (R4.37, R4.38, R7.63, R8.09): tell the server
// (it revokes the refresh family and removes the cookies), forget the session record, clear every atom,
// local storage except the device settings, session storage, and every IndexedDB store but the outbox.
// Listeners (the guard, the socket) hear about it; the caller navigates to sign-in.
import { logoutEndpoint } from '../../protocol';
import { clearPersonalStores } from '../../io/db/database';
import { clearPersonalState } from '../clearing';
import type { SessionDeps } from './deps';

export interface SignOutOptions {
  /** False when the server already ended the session (refused refresh, deleted account). */
  callServer: boolean;
}

const listeners = new Set<() => void>();

/** Called after every sign-out, once the state is cleared. */
export function onSignedOut(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let running: Promise<void> | null = null;

async function run(deps: SessionDeps, options: SignOutOptions): Promise<void> {
  const record = deps.api.sessions.read();
  if (options.callServer && record) {
    const answer = await deps.api.call(logoutEndpoint, { userno: record.userno });
    if (!answer.ok) console.warn('logout call failed; clearing locally anyway', answer.code);
  }
  deps.api.sessions.clear();
  clearPersonalState(deps.store);
  try {
    await clearPersonalStores(await deps.db());
  } catch (error) {
    console.warn('could not clear IndexedDB', error);
  }
  for (const listener of listeners) listener();
}

/** Idempotent while running: parallel callers (several refused calls) share one sign-out. */
export function signOut(deps: SessionDeps, options: SignOutOptions): Promise<void> {
  running ??= run(deps, options).finally(() => {
    running = null;
  });
  return running;
}
