// The time of the last successful sync (issue 7, kiosk tablets: "a visible waiting-to-sync count and the
// time of the last sync"): the outbox records it when a drain reached the server, or had nothing to send,
// and tells every tab when it drained; the time is device time, shown in the UI locale.
import { useEffect, useState } from 'react';
import { appOutbox, onOutboxEvent } from '../../io/outbox/appOutbox';

export function useLastSync(): number | null {
  const [at, setAt] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    const read = () =>
      void appOutbox()
        .then((outbox) => outbox?.lastSyncAt() ?? null)
        .then(
          (value) => live && setAt(value),
          () => undefined,
        );
    read();
    const stop = onOutboxEvent((event) => {
      if (event.type === 'drained') read();
    });
    return () => {
      live = false;
      stop();
    };
  }, []);
  return at;
}
