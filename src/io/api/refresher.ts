// One token refresh at a time for all calls and all tabs (R8.08, R8.09). A call that got a 401 asks for a
// refresh naming the token that failed; if the shared session record already holds another token, someone
// refreshed meanwhile and the call just retries. Otherwise the first caller refreshes under the lock and
// everybody waiting shares its outcome. The refresh token rotates on every use and a reused one revokes the
// whole family, so two refreshes racing would sign the user out: hence the lock.
import { apiErrors } from '../../protocol/errors';
import type { SessionRecordStore } from '../auth/sessionRecord';
import type { LockRunner } from './locks';
import type { ApiResult } from './result';

export type RefreshOutcome = 'refreshed' | 'refused' | 'unreachable';

export interface RefreshAnswer {
  accessToken: string;
  expiresIn: number;
}

export interface RefresherDeps {
  sessions: SessionRecordStore;
  lock: LockRunner;
  /** POST /api/refresh-token; the refresh token itself rides in its cookie. */
  requestRefresh: (userno: number) => Promise<ApiResult<RefreshAnswer>>;
  /**
   * Called once per refused refresh with the server's code (-4011, or -1002 for a stopped account; -4011
   * when there was no session to refresh): clear everything and go to sign-in (R8.09).
   */
  onRefused: (code: number) => void;
  now?: () => number;
}

export interface Refresher {
  refresh(failedToken: string | null): Promise<RefreshOutcome>;
}

export const refreshLockName = 'hoshi-token-refresh';

export function createRefresher(deps: RefresherDeps): Refresher {
  const now = deps.now ?? (() => Date.now());
  let inflight: Promise<RefreshOutcome> | null = null;

  const alreadyRefreshed = (failedToken: string | null): boolean | null => {
    const record = deps.sessions.read();
    if (!record) return null;
    return record.accessToken !== null && record.accessToken !== failedToken;
  };

  const refused = (code: number = apiErrors.refreshInvalid): RefreshOutcome => {
    deps.onRefused(code);
    return 'refused';
  };

  async function refreshUnderLock(failedToken: string | null): Promise<RefreshOutcome> {
    const record = deps.sessions.read();
    // No session means no refresh token: nothing to try (R8.09).
    if (!record) return refused();
    if (record.accessToken !== null && record.accessToken !== failedToken) return 'refreshed';
    const answer = await deps.requestRefresh(record.userno);
    if (answer.ok) {
      deps.sessions.updateAccessToken(answer.value.accessToken, now() + answer.value.expiresIn * 1000);
      return 'refreshed';
    }
    // Offline is not a refusal: keep the session for when the network is back (DESIGN.md offline).
    if (answer.unreachable) return 'unreachable';
    return refused(answer.code);
  }

  return {
    refresh(failedToken) {
      if (inflight) return inflight;
      const state = alreadyRefreshed(failedToken);
      if (state === null) return Promise.resolve(refused());
      if (state) return Promise.resolve('refreshed');
      const flight = deps
        .lock(refreshLockName, () => refreshUnderLock(failedToken))
        .finally(() => {
          if (inflight === flight) inflight = null;
        });
      inflight = flight;
      return flight;
    },
  };
}
