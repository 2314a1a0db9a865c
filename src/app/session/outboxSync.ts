// Wires the outbox to the app (issue 7): drains at start, on `online`, on visibility and after every
// queued write; fetches a replay grant for each user who signs in (kiosk tablets: their queued writes can
// still be delivered after they sign out); mirrors the signed-in user's pending writes and the server's
// answers into the store for the screens; shows each refused write once.
import { languageOf, resolveLocale } from '../../domain/rules/locale';
import { outboxGrantEndpoint } from '../../protocol';
import { api, sessions } from '../../io/api/appClient';
import { appOutbox, onOutboxEvent, sessionUser, setOutboxLanguageSource } from '../../io/outbox/appOutbox';
import type { Outbox } from '../../io/outbox/outbox';
import { startOutboxSync, type OutboxSync } from '../../io/outbox/triggers';
import type { AppStore } from '../../state/appStore';
import { pushNotice } from '../../state/notices';
import { followPurchase } from '../../state/purchases';
import { lastSyncAtAtom, pendingWritesAtom, recordWriteAnswerAtom } from '../../state/outbox';
import {
  coinsFromAnswer,
  heartsFromAnswer,
  withServerCoins,
  withServerHearts,
} from '../../state/serverHearts';
import { bundleAtom, serverClockAtom, usernoAtom } from '../../state/session';
import { checksFromAnswer, serverChecksAtom } from '../../state/singleChecks';
import { academyDay } from '../../domain/rules/singlePlay';
import { monotonicNow, serverNowMs } from '../../io/clock/serverClock';

/** A grant (12 hours) is fetched again when less than this is left of it. */
const grantRefreshMarginMs = 6 * 60 * 60 * 1000;

async function refreshPending(store: AppStore, outbox: Outbox): Promise<void> {
  const userno = store.get(usernoAtom);
  store.set(pendingWritesAtom, userno === null ? [] : await outbox.pending(userno));
}

async function showRejections(store: AppStore, outbox: Outbox): Promise<void> {
  const userno = store.get(usernoAtom);
  if (userno === null) return;
  for (const rejection of await outbox.takeRejections(userno)) {
    pushNotice(store, {
      tone: 'warning',
      content: { kind: 'key', key: 'outbox.rejected', values: { code: rejection.code } },
    });
  }
}

/** Until when this page's grant is good, per session (a grant dies with the session it came from). */
const granted = new Map<string, number>();

/** A replay grant for the signed-in session, unless this page already holds a fresh one for it. */
async function ensureGrant(outbox: Outbox, userno: number): Promise<void> {
  const session = sessions.read()?.signOut;
  if (session === undefined) return;
  const expiresAt = granted.get(session);
  if (expiresAt !== undefined && expiresAt - Date.now() > grantRefreshMarginMs) return;
  const answer = await api.call(outboxGrantEndpoint, { userno });
  if (!answer.ok) return;
  const until = Date.now() + answer.value.expiresIn * 1000;
  granted.set(session, until);
  await outbox.saveGrant(userno, answer.value.grant, until);
}

/**
 * The signed-in user's bundle takes the hearts, gold and gems a delivered write answered (never another
 * user's), so every balance on screen shows them at once.
 */
function followServerBalances(store: AppStore, userno: number, answer: unknown): void {
  const bundle = store.get(bundleAtom);
  if (!bundle || bundle.userno !== userno) return;
  const hearts = heartsFromAnswer(answer);
  const coins = coinsFromAnswer(answer);
  let next = hearts ? withServerHearts(bundle, hearts) : bundle;
  next = coins ? withServerCoins(next, coins) : next;
  if (next !== bundle) store.set(bundleAtom, next);
  const checks = checksFromAnswer(answer);
  if (checks !== null) {
    const clock = store.get(serverClockAtom);
    const day = academyDay(clock ? serverNowMs(clock, monotonicNow()) : Date.now());
    store.set(serverChecksAtom, { userno, used: checks, day });
  }
}

let sync: OutboxSync | null = null;

export function connectOutbox(store: AppStore): void {
  if (typeof window === 'undefined') return;
  setOutboxLanguageSource(() => languageOf(resolveLocale(document.documentElement.lang)));
  void appOutbox().then((outbox) => {
    if (!outbox || sync) return;
    sync = startOutboxSync({
      outbox,
      currentUser: sessionUser,
      window,
      document,
      onDrained: () => {
        store.set(lastSyncAtAtom, Date.now());
        void refreshPending(store, outbox);
        void showRejections(store, outbox);
        // A long day on one page: the grant is renewed before it runs out (a no-op while it is fresh).
        const userno = store.get(usernoAtom);
        if (userno !== null) void ensureGrant(outbox, userno).catch(() => undefined);
      },
    });
    onOutboxEvent((event) => {
      if (event.type === 'applied') {
        // The answer first: from then on the write no longer counts as waiting, so the new balance
        // is never shown with the same spend taken off again (undeliveredWritesAtom).
        store.set(recordWriteAnswerAtom, {
          key: event.write.idempotencyKey,
          answer: { kind: 'applied', answer: event.answer },
        });
        followServerBalances(store, event.write.userno, event.answer);
        followPurchase(store, event.write.userno, event.write.path, event.answer);
      } else if (event.type === 'rejected') {
        store.set(recordWriteAnswerAtom, {
          key: event.write.idempotencyKey,
          answer: { kind: 'rejected', code: event.code },
        });
      }
      void refreshPending(store, outbox);
    });
    const onUser = () => {
      const userno = store.get(usernoAtom);
      void refreshPending(store, outbox);
      if (userno === null) return;
      void ensureGrant(outbox, userno)
        .catch(() => undefined)
        .finally(() => void sync?.drain(true));
    };
    store.sub(usernoAtom, onUser);
    onUser();
  });
}
