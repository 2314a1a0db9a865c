/// <reference lib="webworker" />
// The service worker: precaches the app shell and answers navigations with it, so the app opens offline.
// Caches carry Workbox's revision hashes; outdated precaches are removed on activate.
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { answerMetadata, isCachedMetadataPath, openMetadataDb } from './metadataCache';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Client-side routes come from the shell; the API and socket never do.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/socket\.io\//] }),
);

// The page asks for activation when the user accepts an update; never on our own mid-mission.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Mission, tutorial and video info come by POST: kept in IndexedDB so they open offline (metadataCache.ts).
const metadataDb = openMetadataDb();
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (
    event.request.method !== 'POST' ||
    url.origin !== self.location.origin ||
    !isCachedMetadataPath(url.pathname)
  )
    return;
  event.respondWith(
    metadataDb.then((db) =>
      answerMetadata(event.request, { db, fetch: (r) => fetch(r), now: () => Date.now() }),
    ),
  );
});
