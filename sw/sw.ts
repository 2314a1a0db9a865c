/// <reference lib="webworker" />
// The service worker: precaches the app shell and answers navigations with it, so the app opens offline.
// Caches are versioned: every precached file carries its revision hash, a new worker fetches what changed,
// and on activate the entries and caches of older versions are deleted. A new version waits until the
// user accepts it (src/app/pwa): never a reload in the middle of a mission.
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { answerMetadata, isCachedMetadataPath } from './metadataCache';
import { metadataConnection } from './metadataStore';
import { metadataStoreFailed, skipWaiting } from './messages';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first worker takes the page that installed it at once, so "download for offline" works on the first
// visit. Later versions only activate when the user accepts them (SKIP_WAITING below).
clientsClaim();

// Client-side routes come from the shell; the API and socket never do.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/socket\.io\//] }),
);

// The page asks for activation when the user accepts an update; never on our own mid-mission.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === skipWaiting) void self.skipWaiting();
});

/** Tells the page that asked that its answer could not be stored (a download for offline stops on it). */
async function reportStoreError(clientId: string, error: { name: string; key: string }): Promise<void> {
  const client = clientId ? await self.clients.get(clientId) : undefined;
  client?.postMessage({ type: metadataStoreFailed, name: error.name, key: error.key });
}

// Mission, tutorial and video info come by POST: kept in IndexedDB so they open offline (metadataCache.ts).
const metadataDb = metadataConnection();
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (
    event.request.method !== 'POST' ||
    url.origin !== self.location.origin ||
    !isCachedMetadataPath(url.pathname)
  )
    return;
  event.respondWith(
    metadataDb().then(
      (db) =>
        answerMetadata(event.request, {
          db,
          fetch: (r) => fetch(r),
          now: () => Date.now(),
          waitUntil: (work) => event.waitUntil(work),
          onStoreError: (error) => event.waitUntil(reportStoreError(event.clientId, error)),
        }),
      // Without IndexedDB the worker steps aside: the network answers as if there were no worker.
      () => fetch(event.request),
    ),
  );
});
