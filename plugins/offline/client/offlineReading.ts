import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type { ClientModule } from '@docusaurus/types';
import { CACHES, SERVICE_WORKER_PATH, type KeepMessage } from '../shared';
import { offlineClickTarget } from './offlineClickTarget';
import './offlineNotice.css';

/*
 * Reading without a connection. After the first page has loaded, at idle, this registers the service worker
 * (so a first visit downloads only this module before then) and asks it to keep the page just read and what
 * it loaded. Offline, a link to a page that was never read does not leave the page being read: a notice says
 * the connection is gone, as it does whenever the connection drops.
 */

const NOTICE_ID = 'offline-notice';
const canUseWorker = ExecutionEnvironment.canUseDOM && 'serviceWorker' in navigator && 'caches' in window;

function whenIdle(run: () => void): void {
  const idle = () =>
    window.requestIdleCallback ? window.requestIdleCallback(run) : window.setTimeout(run, 1);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** The page's address and the site's files it loaded, for the service worker to keep. */
function keepCurrentPage(): void {
  if (!canUseWorker) return;
  const urls = [
    window.location.href,
    ...performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.startsWith(`${window.location.origin}/`)),
  ];
  const message: KeepMessage = { type: 'keep', urls };
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage(message));
}

function showNotice(text: string): void {
  let notice = document.getElementById(NOTICE_ID);
  if (!notice) {
    notice = document.createElement('div');
    notice.id = NOTICE_ID;
    notice.className = 'offline-notice';
    notice.setAttribute('role', 'status');
    document.body.append(notice);
  }
  notice.textContent = text;
}

const OFFLINE = 'You are offline. Pages you have read still open.';

async function readableOffline(url: URL): Promise<boolean> {
  if (!('caches' in window)) return false;
  const page = new URL(url);
  page.hash = '';
  const match = await caches
    .match(page.href, { cacheName: CACHES.pages, ignoreVary: true })
    .catch(() => null);
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

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('click', guardOfflineClick, true);
  window.addEventListener('offline', () => showNotice(OFFLINE));
  window.addEventListener('online', () => document.getElementById(NOTICE_ID)?.remove());
  whenIdle(() => {
    if (!navigator.onLine) showNotice(OFFLINE);
    if (!canUseWorker || process.env.NODE_ENV !== 'production') return;
    navigator.serviceWorker.register(SERVICE_WORKER_PATH).then(keepCurrentPage, () => undefined);
  });
}

const clientModule: ClientModule = {
  onRouteDidUpdate({ previousLocation }) {
    // A page reached by a link: keep it too (the first page is kept once the worker is registered).
    if (previousLocation && navigator.onLine) whenIdle(keepCurrentPage);
  },
};
export default clientModule;
