// @vitest-environment happy-dom
// The hub's counters (R1.12, R4.23): hearts settled on the server's clock with the time to the next one,
// gold and gems with thousands separators (R9.32), dice.
import { act, cleanup, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { Wallet } from '../../../src/features/frontgate/Wallet';
import { initI18n } from '../../../src/i18n';
import { monotonicNow } from '../../../src/io/clock/serverClock';
import { pendingWritesAtom } from '../../../src/state/outbox';
import { bundleAtom, serverClockAtom } from '../../../src/state/session';
import { sampleDedata } from '../state/fixtures';

afterEach(() => cleanup());

describe('wallet', () => {
  it('shows hearts with the countdown on the server clock, gold and gems grouped', async () => {
    const { i18n } = await initI18n('en-US');
    const store = createStore();
    const dedata = sampleDedata(7);
    const anchorMs = dedata.userLogin.singleTime / 1000;
    // 10 minutes after the anchor: 2 hearts, the next in 20:00 (30-minute interval).
    store.set(serverClockAtom, {
      serverAtSyncMs: anchorMs + 10 * 60_000,
      monotonicAtSyncMs: monotonicNow(),
      offsetMs: 0,
    });
    store.set(bundleAtom, { userno: 7, dedata, offline: false });
    render(
      <I18nextProvider i18n={i18n}>
        <Provider store={store}>
          <Wallet />
        </Provider>
      </I18nextProvider>,
    );
    const text = screen.getByRole('region', { name: 'Your hearts and coins' }).textContent ?? '';
    expect(text).toContain('2 of 5');
    expect(text).toMatch(/Next heart in (20:00|19:59)/);
    expect(text).toContain('1,200');
    expect(text).toContain('Dice: 5 of 5Full');
    // An hour later on the same server clock: two more hearts.
    act(() =>
      store.set(serverClockAtom, {
        serverAtSyncMs: anchorMs + 70 * 60_000,
        monotonicAtSyncMs: monotonicNow(),
        offsetMs: 0,
      }),
    );
    expect(screen.getByRole('region', { name: 'Your hearts and coins' }).textContent).toContain('4 of 5');
  });

  it('takes off what the writes waiting in the outbox will spend (issue 7)', async () => {
    const { i18n } = await initI18n('en-US');
    const store = createStore();
    const dedata = sampleDedata(7);
    const anchorMs = dedata.userLogin.singleTime / 1000;
    // Two hours after the anchor: hearts and dice are full on the server's count.
    store.set(serverClockAtom, {
      serverAtSyncMs: anchorMs + 120 * 60_000,
      monotonicAtSyncMs: monotonicNow(),
      offsetMs: 0,
    });
    const appini = {
      ...dedata.appini,
      UserSingleGroupSecond2Vector: [{ sno: 3, gno: 2, heart: 2 }],
    };
    store.set(bundleAtom, { userno: 7, dedata: { ...dedata, appini }, offline: false });
    const write = (path: string, body: object, key: string) => ({
      userno: 7,
      path,
      body,
      idempotencyKey: key,
      createdAt: 0,
      attempts: 0,
      nextAttemptAt: 0,
    });
    store.set(pendingWritesAtom, [
      write('/api/quest/total/start', { sno: 2, gno: 1, tryId: 'run-1' }, 'k1'),
      write('/api/single/challenge/req', { sno: 3, gno: 2, jkno: 0, type: 3 }, 'k2'),
      write('/api/single/dice/challenge', { sno: 6, gno: 1, jkno: 0, type: 6 }, 'k3'),
    ]);
    render(
      <I18nextProvider i18n={i18n}>
        <Provider store={store}>
          <Wallet />
        </Provider>
      </I18nextProvider>,
    );
    const text = screen.getByRole('region', { name: 'Your hearts and coins' }).textContent ?? '';
    // 5 hearts - 1 (try start) - 2 (that group's cost); 5 dice - 1. Not "Full" while writes wait.
    expect(text).toContain('Hearts: 2 of 5');
    expect(text).toContain('Dice: 4 of 5');
    expect(text).not.toContain('Full');
  });
});
