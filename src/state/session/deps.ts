// What the session flows need from the outside world, injected so tests can run them against fakes: the API
// client, the store, IndexedDB and the clocks. The app uses defaultSessionDeps.
import { api } from '../../io/api/appClient';
import type { ApiClient } from '../../io/api/client';
import { monotonicNow } from '../../io/clock/serverClock';
import { hoshiDb, type HoshiDb } from '../../io/db/database';
import { queueSignOut } from '../../io/outbox/appOutbox';
import { appStore, type AppStore } from '../appStore';

export interface SessionDeps {
  api: Pick<ApiClient, 'call' | 'sessions'>;
  store: AppStore;
  db: () => Promise<HoshiDb | null>;
  now: () => number;
  monotonic: () => number;
  /**
   * Queues the server's end of a session in the outbox (delivered even if the network is gone now);
   * false where there is no outbox, and sign-out then calls the server directly.
   */
  queueSignOut: (userno: number, signOutToken: string) => Promise<boolean>;
}

export const defaultSessionDeps: SessionDeps = {
  api,
  store: appStore,
  db: hoshiDb,
  now: () => Date.now(),
  monotonic: monotonicNow,
  queueSignOut: (userno, signOutToken) => queueSignOut(userno, signOutToken),
};
