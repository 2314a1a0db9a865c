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
    expect(text).toContain('Dice5 of 5Full');
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
});
