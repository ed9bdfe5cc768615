import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type { ClientModule } from '@docusaurus/types';
import { OFFLINE_SCRIPT_PATH, SERVICE_WORKER_PATH, type KeepMessage } from '../shared';

/*
 * The part of offline reading in every page's bundle, kept small: after the first page has loaded, at idle, it
 * registers the service worker and asks it to keep the page just read, what it loaded and the offline script;
 * when the connection drops it runs that script (client/offlineGuard.ts), which the worker serves.
 */

const canUseWorker = ExecutionEnvironment.canUseDOM && 'serviceWorker' in navigator;

function whenIdle(run: () => void): void {
  // Safari has no requestIdleCallback.
  const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(run) : setTimeout(run, 1));
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

/** The page's address and the site's files it loaded, for the service worker to keep. */
function keepCurrentPage(): void {
  const origin = `${location.origin}/`;
  const urls = [location.href, origin + OFFLINE_SCRIPT_PATH.slice(1)];
  for (const entry of performance.getEntriesByType('resource'))
    if (entry.name.startsWith(origin)) urls.push(entry.name);
  const message: KeepMessage = { type: 'keep', urls };
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage(message));
}

function startOfflineReading(): void {
  import(/* webpackIgnore: true */ OFFLINE_SCRIPT_PATH).catch(() => undefined);
}

if (ExecutionEnvironment.canUseDOM) {
  addEventListener('offline', startOfflineReading);
  whenIdle(() => {
    if (!navigator.onLine) startOfflineReading();
    if (canUseWorker && process.env.NODE_ENV === 'production')
      navigator.serviceWorker.register(SERVICE_WORKER_PATH).then(keepCurrentPage, () => undefined);
  });
}

const clientModule: ClientModule = {
  onRouteDidUpdate({ previousLocation }) {
    // A page reached by a link: keep it too (the first page is kept once the worker is registered).
    if (previousLocation && canUseWorker && navigator.onLine) whenIdle(keepCurrentPage);
  },
};
export default clientModule;
