// The site's service worker, bundled into `build/sw.js` after the build (see ../index.ts). It caches at run
// time only what a reader has read: no precache, so installing it downloads nothing.
import { clientsClaim } from 'workbox-core';
import type { ManualHandlerCallbackOptions, WorkboxPlugin } from 'workbox-core/types.js';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate, type Strategy } from 'workbox-strategies';
import { CACHES, MAX_ENTRIES, cacheFor, isKeepMessage } from '../shared';

/** The parts of the service worker's global scope used here (the project's TypeScript has the DOM's lib). */
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(
    type: 'message',
    listener: (event: { data: unknown; waitUntil(promise: Promise<unknown>): void }) => void,
  ): void;
}
const scope = self as unknown as WorkerScope;

/** Only complete, same-origin answers are kept: never an error page, a redirect or a partial body. */
const completeOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) =>
    response.status === 200 && response.type === 'basic' && !response.redirected ? response : null,
};

const expiring = (maxEntries: number) => new ExpirationPlugin({ maxEntries, purgeOnQuotaError: true });

/**
 * Pages come from the network while there is one, so a reader online always sees the current text. A page
 * kept by a `keep` message was asked for with another `Accept` than a navigation sends: `Vary` is ignored.
 */
const strategies: Record<keyof typeof CACHES, Strategy> = {
  pages: new NetworkFirst({
    cacheName: CACHES.pages,
    matchOptions: { ignoreVary: true },
    plugins: [completeOnly, expiring(MAX_ENTRIES.pages)],
  }),
  // Bundles carry a content hash in their name: a cached one is always right.
  assets: new CacheFirst({ cacheName: CACHES.assets, plugins: [completeOnly, expiring(MAX_ENTRIES.assets)] }),
  files: new StaleWhileRevalidate({
    cacheName: CACHES.files,
    plugins: [completeOnly, expiring(MAX_ENTRIES.files)],
  }),
};

// A new worker takes over at once: it only caches, so there is nothing for open pages to migrate.
void scope.skipWaiting();
clientsClaim();

for (const [name, strategy] of Object.entries(strategies) as Array<[keyof typeof CACHES, Strategy]>) {
  registerRoute(
    ({ url, request }) =>
      url.origin === scope.location.origin &&
      cacheFor(url.pathname) === name &&
      (name !== 'pages' || request.mode === 'navigate'),
    strategy,
  );
}

/** Keeps what a page loaded before this worker controlled it, or a page reached by a client-side link. */
async function keep(urls: readonly string[], event: unknown) {
  for (const address of urls) {
    const url = new URL(address, scope.location.href);
    const name = url.origin === scope.location.origin ? cacheFor(url.pathname) : null;
    if (!name) continue;
    url.hash = '';
    if (await caches.match(url.href, { cacheName: CACHES[name], ignoreVary: true })) continue;
    // Through the strategy, so the entry counts towards the cache's limit.
    await strategies[name]
      .handle({ request: new Request(url.href), event: event as ManualHandlerCallbackOptions['event'] })
      .catch(() => undefined);
  }
}

scope.addEventListener('message', (event) => {
  if (isKeepMessage(event.data)) event.waitUntil(keep(event.data.urls, event));
});
