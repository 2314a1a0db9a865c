// Registers the service worker and follows its updates (updateWatcher.ts), from its own chunk loaded after
// the page's load event: nothing of it is needed for the first screen. Each phase goes to `onPhase` (the
// store, for the update prompt); "Update" calls acceptUpdate.
import type { UpdatePhase } from './updateFlow';
import { watchUpdates, type UpdateWatcher } from './updateWatcher';

/** How often a tab left open (a classroom tablet) asks whether a new version is out. */
const updateCheckIntervalMs = 60 * 60 * 1000;

let watcher: UpdateWatcher | null = null;

/** The user pressed "Update": activate the waiting version (the page reloads once it controls). */
export function acceptUpdate(): void {
  watcher?.accept();
}

export async function startUpdates(
  container: ServiceWorkerContainer,
  reload: () => void,
  onPhase: (phase: UpdatePhase) => void,
): Promise<void> {
  if (watcher) return;
  const registration = await container.register('/sw.js', { scope: '/' });
  watcher = watchUpdates({ registration, container, reload, onPhase });
  setInterval(() => void watcher?.check(), updateCheckIntervalMs);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void watcher?.check();
  });
}
