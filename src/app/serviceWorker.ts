// The app's PWA wiring at start (issue 7): a screen's code that fails to load after a deploy recovers
// with one reload, the browser's install offer is kept for the header's button (it may come before any
// screen renders), and after the load event the service worker is registered and its updates followed
// (src/app/pwa/updates.ts, its own chunk: updates are offered, never a reload in the middle of a mission).
// This file is on the first load's path and must stay small (tools/bundleBudget.ts).
import { session } from '../io/storage/webStorage';
import { appStore } from '../state/appStore';
import { installChunkRecovery } from './pwa/chunkRecovery';
import { captureInstallOffer } from './pwa/installPrompt';
import { updatePhaseAtom } from './pwa/pwaState';

function whenLoaded(): Promise<void> {
  // After the load event the worker's precaching does not compete with the first paint.
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

export function registerServiceWorker(): void {
  const reload = () => window.location.reload();
  installChunkRecovery({
    target: window,
    storage: session,
    reload,
    now: () => Date.now(),
    online: () => navigator.onLine,
  });
  captureInstallOffer(window, appStore);
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  void whenLoaded()
    .then(() => import('./pwa/updates'))
    .then((updates) =>
      updates.startUpdates(navigator.serviceWorker, reload, (phase) => appStore.set(updatePhaseAtom, phase)),
    )
    .catch((error: unknown) => console.warn('service worker not registered', error));
}
