// @vitest-environment happy-dom
// The time of the last sync (issue 7, kiosk tablets): the outbox records it when a drain reached the server
// (or had nothing to send), never when the network cut it short; the sync note shows it beside the
// waiting count, in the UI locale, and follows every drain.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { SyncNote } from '../../../src/features/common/SyncNote';
import { initI18n } from '../../../src/i18n';
import {
  exclusiveRunner,
  openOutboxDb,
  Outbox,
  outboxDbName,
  type DeliveryOutcome,
} from '../../../src/io/outbox';
import { appOutbox } from '../../../src/io/outbox/appOutbox';

afterEach(() => cleanup());

let n = 0;
async function outboxWithNetwork() {
  const network = { up: true };
  const clock = { ms: 1_000 };
  const outbox = new Outbox({
    db: await openOutboxDb(`last-sync-${++n}`),
    transport: {
      deliver: (): Promise<DeliveryOutcome> =>
        Promise.resolve(network.up ? { kind: 'applied', answer: {} } : { kind: 'unreachable' }),
    },
    now: () => clock.ms,
    random: () => 0.5,
    exclusive: exclusiveRunner(`last-sync-lock-${n}`),
    newKey: () => `key-${clock.ms}`,
  });
  return { outbox, network, clock };
}

describe('last sync', () => {
  it('is the last drain the network did not cut short', async () => {
    const { outbox, network, clock } = await outboxWithNetwork();
    expect(await outbox.lastSyncAt()).toBeNull();
    network.up = false;
    await outbox.enqueue(7, '/api/heart/spent', { delta: 1 });
    await outbox.drain(7);
    expect(await outbox.lastSyncAt()).toBeNull();
    clock.ms = 2_000;
    network.up = true;
    await outbox.drain(7, { force: true });
    expect(await outbox.lastSyncAt()).toBe(2_000);
    // Offline again with a new write: the time stays the one of the last real sync.
    clock.ms = 3_000;
    network.up = false;
    await outbox.enqueue(7, '/api/heart/spent', { delta: 1 });
    await outbox.drain(7);
    expect(await outbox.lastSyncAt()).toBe(2_000);
    // Nothing to send: everything is on the server as of now.
    clock.ms = 4_000;
    network.up = true;
    await outbox.drain(7, { force: true });
    await outbox.drain(7);
    expect(await outbox.lastSyncAt()).toBe(4_000);
  });

  it('shows beside the waiting count and follows the drains', async () => {
    const { i18n } = await initI18n('en-US');
    const db = await openOutboxDb(outboxDbName);
    await db.put('meta', { key: 'lastSyncAt', value: Date.UTC(2026, 0, 5, 9, 30) });
    render(
      <I18nextProvider i18n={i18n}>
        <Provider store={createStore()}>
          <SyncNote />
        </Provider>
      </I18nextProvider>,
    );
    const note = await screen.findByText(/^Last synced: /);
    expect(note.getAttribute('data-last-sync')).toBe(String(Date.UTC(2026, 0, 5, 9, 30)));
    expect(note.textContent).toContain('2026');
    // A drain of the app's outbox (any tab's) moves the time on.
    const outbox = await appOutbox();
    if (!outbox) throw new Error('no outbox');
    await act(async () => {
      await outbox.drain(null);
    });
    await waitFor(() =>
      expect(Number(screen.getByText(/^Last synced: /).getAttribute('data-last-sync'))).toBeGreaterThan(
        Date.UTC(2026, 0, 5, 9, 30),
      ),
    );
  });
});
