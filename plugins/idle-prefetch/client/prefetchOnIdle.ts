// Replaces Docusaurus's link prefetch with the indexed, idle-time one of routePrefetcher.ts. `<Link>` calls
// `window.docusaurus.prefetch`; Docusaurus's client entry assigns that frozen object after client modules
// load, so a setter on `window` receives it and keeps a copy with this prefetch instead.
import type docusaurus from '@docusaurus/core/lib/client/docusaurus';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import { matchRoutes } from 'react-router-config';
import {
  createPrefetcher,
  indexChunkNames,
  indexRouteChains,
  pathOf,
  type ChunkNamesTree,
  type IdleScheduler,
} from './routePrefetcher';

// The bundler's runtime, declared here: Docusaurus 3.10 no longer declares it globally. `gca` (Docusaurus's
// ChunkAssetPlugin) turns a chunk name into its URL.
declare const __webpack_require__: { gca: (name: string) => string };

/** Idle slices where the browser offers them (not Safari); short timer slices elsewhere. */
const scheduleIdle: IdleScheduler = (work) => {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback((deadline) => work(() => deadline.timeRemaining() > 1), { timeout: 3000 });
  } else {
    window.setTimeout(() => {
      const end = performance.now() + 20;
      work(() => performance.now() < end);
    }, 50);
  }
};

function appendPrefetchLink(url: string): void {
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = url;
  document.head.appendChild(link);
}

if (ExecutionEnvironment.canUseDOM) {
  let index: Map<string, string[]> | undefined;
  let chains: Map<string, string[]> | undefined;
  const prefetch = createPrefetcher({
    matchRoutePaths: (target) => {
      const pathname = pathOf(target);
      chains ??= indexRouteChains(routes);
      return chains.get(pathname) ?? matchRoutes(routes, pathname).map(({ route }) => String(route.path));
    },
    chunkNames: (routePath) => {
      index ??= indexChunkNames(routesChunkNames as unknown as Record<string, ChunkNamesTree>);
      return index.get(routePath) ?? [];
    },
    chunkUrl: (name) => __webpack_require__.gca(name),
    fetchUrl: appendPrefetchLink,
    schedule: scheduleIdle,
    isSlowConnection: () =>
      Boolean(navigator.connection?.effectiveType.includes('2g') || navigator.connection?.saveData),
    isPageBusy: () => document.querySelector('main [aria-busy="true"]') !== null,
  });
  let api: typeof docusaurus | undefined;
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    get: () => api,
    set: (value: typeof docusaurus) => {
      api = { ...value, prefetch: prefetch as unknown as typeof value.prefetch };
    },
  });
}
