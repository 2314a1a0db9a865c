// Sign-out and the end of a session that cannot be refreshed (R4.37, R4.38, R7.63, R8.09). The device forgets
// the session first, at once and without the network: the session record (access token, and the proof
// without which the HttpOnly cookies left in the browser open nothing), every atom, local storage except the
// device settings, session storage, and every IndexedDB store but the outbox. Then the server's end of it is
// queued in the outbox behind the student's last writes and delivered when the network allows (it revokes
// the family, the replay grant with it, and removes the cookies). Listeners (the guard, the socket) hear
// about it; the caller navigates to sign-in.
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
  deps.api.sessions.clear();
  clearPersonalState(deps.store);
  try {
    await clearPersonalStores(await deps.db());
  } catch (error) {
    console.warn('could not clear IndexedDB', error);
  }
  for (const listener of listeners) listener();
  if (options.callServer && record) await endOnServer(deps, record.userno, record.signOut);
}

async function endOnServer(deps: SessionDeps, userno: number, signOutToken: string): Promise<void> {
  try {
    if (await deps.queueSignOut(userno, signOutToken)) return;
  } catch (error) {
    console.warn('could not queue the sign-out; calling the server directly', error);
  }
  const answer = await deps.api.call(logoutEndpoint, { userno, signOut: signOutToken });
  if (!answer.ok) console.warn('logout call failed; the session ends when its tokens expire', answer.code);
}

/** Idempotent while running: parallel callers (several refused calls) share one sign-out. */
export function signOut(deps: SessionDeps, options: SignOutOptions): Promise<void> {
  running ??= run(deps, options).finally(() => {
    running = null;
  });
  return running;
}
