// A fake API and deps for the session flows: answers by endpoint path, records the order of calls.
import { createStore } from 'jotai';
import type { EndpointDef } from '../../../src/protocol';
import { createSessionRecordStore } from '../../../src/io/auth/sessionRecord';
import type { ApiResult } from '../../../src/io/api/result';
import { apiFailure } from '../../../src/io/api/result';
import { openHoshiDb, type HoshiDb } from '../../../src/io/db/database';
import { memoryStorage, type KeyValueStorage } from '../../../src/io/storage/webStorage';
import type { SessionDeps } from '../../../src/state/session/deps';
import { localStorageAtom, sessionStorageAtom } from '../../../src/state/storages';

export type Answer = ApiResult<unknown> | ((body: unknown) => ApiResult<unknown>);

export const ok = (value: Record<string, unknown>): ApiResult<unknown> => ({
  ok: true,
  value: { errorcode: 0, ...value },
});
export const refused = (code: number, message: string | null = null) => apiFailure(code, { message });
export const unreachable = () => apiFailure(-4002, { unreachable: true });

let dbCounter = 0;

export interface FakeDepsOptions {
  /** What the outbox answers when sign-out queues the server's end: false means no outbox on this device. */
  outbox?: boolean;
}

export async function fakeDeps(
  answers: Record<string, Answer>,
  local: KeyValueStorage = memoryStorage(),
  options: FakeDepsOptions = {},
) {
  const calls: { path: string; body: unknown }[] = [];
  /** Sign-outs queued for the outbox, with whether the device still held the session at that moment. */
  const queuedSignOuts: { userno: number; signOut: string; sessionStillHeld: boolean }[] = [];
  const sessions = createSessionRecordStore(local);
  const store = createStore();
  store.set(localStorageAtom, local);
  store.set(sessionStorageAtom, memoryStorage());
  dbCounter += 1;
  const db: HoshiDb = await openHoshiDb(`hoshi-session-${dbCounter}`);
  const deps: SessionDeps = {
    api: {
      sessions,
      call: (async (endpoint: EndpointDef, body: unknown) => {
        calls.push({ path: endpoint.path, body });
        const answer = answers[endpoint.path];
        if (!answer) return apiFailure(-4040);
        return typeof answer === 'function' ? answer(body) : answer;
      }) as SessionDeps['api']['call'],
    },
    store,
    db: () => Promise.resolve(db),
    now: () => 1_000_000,
    monotonic: () => 50,
    queueSignOut: (userno, signOut) => {
      if (options.outbox === false) return Promise.resolve(false);
      queuedSignOuts.push({ userno, signOut, sessionStillHeld: sessions.read() !== null });
      return Promise.resolve(true);
    },
  };
  return { deps, calls, sessions, store, db, local, queuedSignOuts };
}
