// A screen's code that fails to load after a deploy (the old file is gone from the server and from the new
// worker's precache) recovers with one reload: the reload fetches the new shell, which names the new
// files. A marker in sessionStorage allows at most one such reload per ten minutes, so a chunk that is
// really broken shows the route's error screen instead of reloading in a loop; a deploy later in the day
// still recovers, but never while offline. Vite reports every failed dynamic import and preload as `vite:preloadError`.
import type { KeyValueStorage } from '../../io/storage/webStorage';

export const chunkReloadKey = 'hoshi_chunk_reload_at';
export const chunkReloadWindowMs = 10 * 60 * 1000;

const chunkErrorPrefixes = [
  'Failed to fetch dynamically imported module', // Chromium
  'error loading dynamically imported module', // Firefox
  'Importing a module script failed', // Safari
  'Unable to preload CSS', // Vite's preload of a screen's stylesheet
];

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return chunkErrorPrefixes.some((prefix) => message.startsWith(prefix));
}

/** True (and the marker set) when a reload may run now; false inside the window of the last one. */
export function claimChunkReload(storage: KeyValueStorage, nowMs: number): boolean {
  const last = Number(storage.getItem(chunkReloadKey));
  if (Number.isFinite(last) && last > 0 && nowMs - last >= 0 && nowMs - last < chunkReloadWindowMs) {
    return false;
  }
  storage.setItem(chunkReloadKey, String(nowMs));
  return true;
}

export interface ChunkRecoveryDeps {
  target: Pick<Window, 'addEventListener'>;
  storage: KeyValueStorage;
  reload: () => void;
  now: () => number;
  /** False while the device is offline (navigator.onLine). */
  online: () => boolean;
}

export function installChunkRecovery(deps: ChunkRecoveryDeps): void {
  deps.target.addEventListener('vite:preloadError', (event: Event) => {
    const error = (event as Event & { payload?: unknown }).payload;
    // Offline, a reload can only end on the browser's own "no internet" page and lose the app: the
    // route's error screen (with its retry) stays instead. The chunk is missing because the worker had
    // not cached it yet, not because of a deploy.
    if (!deps.online()) return;
    if (!isChunkLoadError(error) || !claimChunkReload(deps.storage, deps.now())) return;
    // The error still goes on to the router, which shows its pending screen until the page goes.
    deps.reload();
  });
}
