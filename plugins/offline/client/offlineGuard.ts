// Runs only once the connection has dropped, loaded by offlineReading.ts from `/offline.js` (bundled after the
// build, see ../index.ts): it says the connection is gone and stops a link to a page never read from leaving
// the page being read. Plain DOM: it runs beside the site's bundles, not inside them.
import { CACHES } from '../shared';
import { offlineClickTarget } from './offlineClickTarget';

const NOTICE_ID = 'offline-notice';
const OFFLINE = 'You are offline. Pages you have read still open.';

/** Fixed at the bottom left, clear of the load-failure notice at the bottom right; readable in both themes. */
const NOTICE_STYLE = [
  'position:fixed',
  'inset:auto auto 1rem 1rem',
  'z-index:calc(var(--ifm-z-index-fixed) + 10)',
  'max-width:28rem',
  'padding:0.75rem 1rem',
  'border:2px solid #1c1e21',
  'border-radius:var(--ifm-global-radius)',
  'background:#fff',
  'color:#1c1e21',
  'box-shadow:var(--ifm-global-shadow-tl)',
].join(';');

function showNotice(text: string): void {
  let notice = document.getElementById(NOTICE_ID);
  if (!notice) {
    notice = document.createElement('div');
    notice.id = NOTICE_ID;
    notice.setAttribute('role', 'status');
    notice.setAttribute('style', NOTICE_STYLE);
    document.body.append(notice);
  }
  notice.textContent = text;
}

async function readableOffline(url: URL): Promise<boolean> {
  if (!('caches' in window)) return false;
  const match = await caches.match(url.href, { cacheName: CACHES.pages, ignoreVary: true }).catch(() => null);
  return Boolean(match);
}

/** A link the guard let through once, because its page can be read offline. */
let allowed: HTMLAnchorElement | null = null;

function guardOfflineClick(event: MouseEvent): void {
  const target = offlineClickTarget(event, window.location, navigator.onLine);
  if (!target) return;
  if (allowed === target.anchor) {
    allowed = null;
    return;
  }
  // Decided before the router sees the click: the check of the cache is asynchronous, the click is not.
  event.preventDefault();
  event.stopPropagation();
  void readableOffline(target.url).then((readable) => {
    if (readable) {
      allowed = target.anchor;
      target.anchor.click();
    } else {
      const title = target.anchor.textContent?.trim();
      showNotice(`You are offline. ${title ? `“${title}”` : 'That page'} opens once the connection is back.`);
    }
  });
}

window.addEventListener('click', guardOfflineClick, true);
window.addEventListener('offline', () => showNotice(OFFLINE));
window.addEventListener('online', () => document.getElementById(NOTICE_ID)?.remove());
if (!navigator.onLine) showNotice(OFFLINE);
