// Loads what a screen shows from its endpoint when the screen opens. Each answer is kept per user in
// IndexedDB, so when the network is unreachable the screen shows the last answer, marked offline.
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { EndpointDef, RequestOf, ResponseOf } from '../../protocol';
import { api } from '../../io/api/appClient';
import type { ApiFailure } from '../../io/api/result';
import { hoshiDb } from '../../io/db/database';
import { loadUserData, saveUserData } from '../../io/db/userStores';
import { usernoAtom } from '../../state/session';

export type EndpointData<T> =
  | { status: 'loading'; value: null; offline: false; error: null }
  | { status: 'ready'; value: T; offline: boolean; error: null }
  | { status: 'failed'; value: null; offline: false; error: ApiFailure };

export function useEndpointData<E extends EndpointDef>(
  endpoint: E,
  body: RequestOf<E>,
): EndpointData<ResponseOf<E>> & { reload: () => void; refresh: () => void } {
  const userno = useAtomValue(usernoAtom);
  const [attempt, setAttempt] = useState(0);
  const [data, setData] = useState<EndpointData<ResponseOf<E>>>({
    status: 'loading',
    value: null,
    offline: false,
    error: null,
  });
  const bodyKey = JSON.stringify(body);

  // The user this screen opened for signed out: the screen is on its way out, and a user call now would
  // only be refused with a 401 (issue 22).
  const hadUser = useRef(false);
  if (userno !== null) hadUser.current = true;
  const signedOut = userno === null && hadUser.current;

  useEffect(() => {
    if (signedOut && endpoint.access === 'user') return;
    let live = true;
    const requestBody = JSON.parse(bodyKey) as RequestOf<E>;
    const cacheName = `${endpoint.path} ${bodyKey}`;
    void (async () => {
      const answer = await api.call(endpoint, requestBody);
      const db = await hoshiDb();
      if (answer.ok) {
        if (userno !== null) await saveUserData(db, userno, cacheName, answer.value).catch(() => undefined);
        if (live) setData({ status: 'ready', value: answer.value, offline: false, error: null });
        return;
      }
      const cached =
        answer.unreachable && userno !== null ? await loadUserData(db, userno, cacheName) : undefined;
      if (!live) return;
      const checked = cached === undefined ? null : endpoint.response.safeParse(cached);
      if (checked?.success) {
        setData({ status: 'ready', value: checked.data as ResponseOf<E>, offline: true, error: null });
      } else {
        setData({ status: 'failed', value: null, offline: false, error: answer });
      }
    })();
    return () => {
      live = false;
    };
  }, [endpoint, bodyKey, userno, attempt, signedOut]);

  const reload = useCallback(() => {
    setData({ status: 'loading', value: null, offline: false, error: null });
    setAttempt((n) => n + 1);
  }, []);
  /** Asks again but keeps showing the last answer until the new one comes (a change pushed by the server). */
  const refresh = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...data, reload, refresh };
}
