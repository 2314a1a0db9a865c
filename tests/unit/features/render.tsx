import { expect } from 'vitest';
// Renders a screen part the way the app does: the English messages, a Jotai store, and a router in memory
// (links and navigation work; the routed screen is the component under test).
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { initI18n } from '../../../src/i18n';
import { memoryStorage } from '../../../src/io/storage/webStorage';
import { bundleAtom, type UserBundle } from '../../../src/state/session';
import { localStorageAtom, sessionStorageAtom } from '../../../src/state/storages';

/** `bundle`: a signed-in user from the start (screens under the main layout always have one). */
export async function renderScreen(
  element: ReactElement,
  options: { path?: string; bundle?: UserBundle } = {},
) {
  const { i18n } = await initI18n('en-US');
  const store = createStore();
  store.set(localStorageAtom, memoryStorage());
  store.set(sessionStorageAtom, memoryStorage());
  if (options.bundle) store.set(bundleAtom, options.bundle);
  const root = createRootRoute({ component: Outlet });
  const path = options.path ?? '/test';
  const screenRoute = createRoute({ getParentRoute: () => root, path, component: () => element });
  const catchAll = createRoute({ getParentRoute: () => root, path: '$', component: () => <p>elsewhere</p> });
  const router = createRouter({
    routeTree: root.addChildren([screenRoute, catchAll]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const result = render(
    <I18nextProvider i18n={i18n}>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </I18nextProvider>,
  );
  await waitFor(() => expect(document.querySelector('input, button')).not.toBeNull());
  return { ...result, store, router, i18n };
}

/** The error texts shown for a field: the list its aria-describedby points to. */
export function fieldErrors(input: HTMLElement): string[] {
  const ids = (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter((id) => id.endsWith('-errors'));
  return ids.flatMap((id) =>
    Array.from(document.getElementById(id)?.querySelectorAll('li') ?? []).map((li) => li.textContent ?? ''),
  );
}
