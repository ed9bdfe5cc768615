/** Where the service worker is served from: the site's root, so its scope is the whole site. */
export const SERVICE_WORKER_PATH = '/sw.js';

/**
 * The code that runs only while offline (the notice, the guard on links), outside the bundles: a page loads it
 * when the connection drops, from the service worker's cache, so a first visit never downloads it.
 */
export const OFFLINE_SCRIPT_PATH = '/offline.js';

/** Cache Storage names: pages (HTML), hashed bundles, other files of the site (images, icons). */
export const CACHES = {
  pages: 'offline-pages',
  assets: 'offline-assets',
  files: 'offline-files',
} as const;

/** How many entries each cache keeps; the least recently added go first. */
export const MAX_ENTRIES = { pages: 200, assets: 1000, files: 200 } as const;

/**
 * Paths the service worker never answers: the search index (search needs the connection, and says so) and
 * the server's own folders.
 */
export const NEVER_CACHED = [/^\/pagefind\//, /^\/\./];

/** Message from a page: keep these addresses of the page just read for reading offline. */
export interface KeepMessage {
  type: 'keep';
  urls: string[];
}

export function isKeepMessage(data: unknown): data is KeepMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { type, urls } = data as Partial<KeepMessage>;
  return type === 'keep' && Array.isArray(urls) && urls.every((url) => typeof url === 'string');
}

/** Which cache a same-origin path belongs in; null when it is never cached. */
export function cacheFor(pathname: string): keyof typeof CACHES | null {
  if (NEVER_CACHED.some((pattern) => pattern.test(pathname))) return null;
  if (pathname === SERVICE_WORKER_PATH) return null;
  if (pathname.startsWith('/assets/')) return 'assets';
  if (/\.[a-z0-9]+$/i.test(pathname) && !pathname.endsWith('.html')) return 'files';
  return 'pages';
}
