// @vitest-environment happy-dom
// The update prompt and the install button as the player meets them (issue 7): "A new version is ready"
// with "Update" shows on a list screen, not on a mission screen and not while a try run is under way
// (it comes back when the run ends); the install button shows once the browser offers installing, prompts
// on click, and goes away after it or after `appinstalled`.
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { captureInstallOffer } from '../../../src/app/pwa/installPrompt';
import { InstallSlot, UpdateSlot } from '../../../src/app/pwa/PwaSlots';
import { installedAtom, installOfferAtom, updatePhaseAtom } from '../../../src/app/pwa/pwaState';
import { initI18n } from '../../../src/i18n';
import { memoryStorage } from '../../../src/io/storage/webStorage';
import { localStorageAtom, sessionStorageAtom } from '../../../src/state/storages';
import { tryRunAtom, type TryRunRecord } from '../../../src/state/studyTryRun';

const accepted = vi.fn();
vi.mock('../../../src/app/pwa/updates', () => ({ acceptUpdate: () => accepted() }));

// The prompt's own chunk, loaded before the tests: "no button" then means the gate held, not a slow import.
beforeAll(async () => {
  await import('../../../src/app/pwa/PwaControls');
});

afterEach(() => {
  cleanup();
  accepted.mockReset();
});

async function renderAt(path: string) {
  const { i18n } = await initI18n('en-US');
  const store = createStore();
  store.set(localStorageAtom, memoryStorage());
  store.set(sessionStorageAtom, memoryStorage());
  const root = createRootRoute({
    component: () => (
      <>
        <InstallSlot />
        <UpdateSlot />
        <Outlet />
      </>
    ),
  });
  const page = createRoute({ getParentRoute: () => root, path: '$', component: () => <p>screen</p> });
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(
    <I18nextProvider i18n={i18n}>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </I18nextProvider>,
  );
  await screen.findByText('screen');
  return { store, router };
}

const updateButton = () => screen.queryByRole('button', { name: 'Update' });

const activeRun = (): TryRunRecord => ({
  kind: 'study',
  tryId: 'run-1',
  categoryId: 2,
  groupId: 1,
  startedAtMs: Date.now(),
  durationMs: 600_000,
  heartCost: 1,
  missionIndexes: [0, 1],
  answers: [],
  slotsBefore: [],
  finishedAtMs: null,
  startKey: 'k1',
  finishKey: null,
});

describe('update prompt', () => {
  it('offers the new version on a list screen and activates it on "Update"', async () => {
    const { store } = await renderAt('/study/group/mission');
    expect(updateButton()).toBeNull();
    act(() => store.set(updatePhaseAtom, 'waiting'));
    await waitFor(() => expect(updateButton()).not.toBeNull());
    expect(screen.getByText('A new version is ready')).toBeTruthy();
    fireEvent.click(updateButton() as HTMLElement);
    await waitFor(() => expect(accepted).toHaveBeenCalledTimes(1));
  });

  it('waits on a mission screen until the player leaves it', async () => {
    const { store, router } = await renderAt('/study/group/mission/field');
    act(() => store.set(updatePhaseAtom, 'waiting'));
    // The page has the update and holds it (rather than not having heard of it yet).
    await waitFor(() => expect(document.querySelector('[data-update-held="waiting"]')).not.toBeNull());
    expect(updateButton()).toBeNull();
    await act(() => router.navigate({ to: '/study/group/mission' as string }));
    await waitFor(() => expect(updateButton()).not.toBeNull());
  });

  it('waits while a try run is under way, wherever the player is, and offers it when the run ends', async () => {
    const { store } = await renderAt('/');
    act(() => {
      store.set(tryRunAtom, activeRun());
      store.set(updatePhaseAtom, 'waiting');
    });
    // The page has the update and holds it (rather than not having heard of it yet).
    await waitFor(() => expect(document.querySelector('[data-update-held="waiting"]')).not.toBeNull());
    expect(updateButton()).toBeNull();
    act(() => store.set(tryRunAtom, { ...activeRun(), finishedAtMs: Date.now() }));
    await waitFor(() => expect(updateButton()).not.toBeNull());
  });

  it('says it is updating once accepted, without a button', async () => {
    const { store } = await renderAt('/');
    act(() => store.set(updatePhaseAtom, 'activating'));
    await screen.findByText('Updating…');
    expect(updateButton()).toBeNull();
  });
});

describe('install button', () => {
  it('shows when the browser offers installing, prompts once on click, then goes', async () => {
    const { store } = await renderAt('/');
    const target = new EventTarget();
    captureInstallOffer(target as unknown as Window, store);
    expect(screen.queryByRole('button', { name: 'Install Hoshi' })).toBeNull();
    const prompt = vi.fn(() => Promise.resolve());
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
    });
    act(() => {
      target.dispatchEvent(offer);
    });
    expect(offer.defaultPrevented).toBe(true);
    const button = await screen.findByRole('button', { name: 'Install Hoshi' });
    fireEvent.click(button);
    expect(prompt).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Install Hoshi' })).toBeNull());
    expect(store.get(installOfferAtom)).toBeNull();
  });

  it('goes away after `appinstalled`', async () => {
    const { store } = await renderAt('/');
    const target = new EventTarget();
    captureInstallOffer(target as unknown as Window, store);
    act(() => {
      target.dispatchEvent(
        Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt: () => Promise.resolve(),
          userChoice: Promise.resolve({ outcome: 'accepted' as const }),
        }),
      );
    });
    await screen.findByRole('button', { name: 'Install Hoshi' });
    act(() => {
      target.dispatchEvent(new Event('appinstalled'));
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Install Hoshi' })).toBeNull());
    expect(store.get(installedAtom)).toBe(true);
  });
});
