// Sign-in (R1.17, R1.20): whatever a previous user left is cleared first (kiosk tablets), then /api/login,
// the session record is stored (the cookies come with the answer), and the login load sequence runs; any
// failure there signs out again (R4.35, R8.10).
import { loginEndpoint, type ResponseOf } from '../../protocol';
import { kioskSignInEndpoint } from '../../protocol/endpoints/kiosk';
import type { ApiResult } from '../../io/api/result';
import { clearPersonalStores } from '../../io/db/database';
import { clearPersonalState } from '../clearing';
import { dismissSignedOutNoticesAtom } from '../notices';
import type { SessionDeps } from './deps';
import { runLoadSequence } from './loadSequence';
import { signOut } from './signOut';

export type SignInResult = { ok: true; userno: number } | { ok: false; code: number; message: string | null };

export async function signIn(deps: SessionDeps, username: string, password: string): Promise<SignInResult> {
  return signInWith(deps, () => deps.api.call(loginEndpoint, { username, passwd: password }));
}

/** Issue 19: a student signs in on their class's tablet with their PIN; the same clearing and loading. */
export async function kioskSignIn(
  deps: SessionDeps,
  request: { kioskKey: string; studentno: number; pin: string; device: string },
): Promise<SignInResult> {
  return signInWith(deps, () => deps.api.call(kioskSignInEndpoint, request));
}

async function signInWith(
  deps: SessionDeps,
  call: () => Promise<ApiResult<ResponseOf<typeof loginEndpoint>>>,
): Promise<SignInResult> {
  if (deps.api.sessions.read()) {
    await signOut(deps, { callServer: true });
  } else {
    clearPersonalState(deps.store);
    await clearPersonalStores(await deps.db()).catch(() => undefined);
  }
  const login = await call();
  if (!login.ok) return { ok: false, code: login.code, message: login.message };
  const { userno, data, accessToken, expiresIn, proof, signOut: signOutToken } = login.value;
  deps.api.sessions.write({
    userno,
    data,
    accessToken,
    accessExpiresAtMs: deps.now() + expiresIn * 1000,
    proof,
    signOut: signOutToken,
  });
  const loaded = await runLoadSequence(deps, userno);
  if (!loaded.ok) {
    await signOut(deps, { callServer: true });
    return loaded;
  }
  deps.store.set(dismissSignedOutNoticesAtom);
  return { ok: true, userno };
}
