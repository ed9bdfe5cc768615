import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { indexChunkNames, type ChunkNamesTree } from './client/routePrefetcher';

const require = createRequire(__filename);

export const PLUGIN_NAME = 'idle-prefetch';

/** A fact about Docusaurus's client that client/prefetchOnIdle.ts relies on, and where it lives. */
export interface Internal {
  /** Module of @docusaurus/core that holds it. */
  file: string;
  /** Source text that shows it still holds. */
  shape: RegExp;
  /** What breaks, silently, without it. */
  because: string;
}

export const INTERNALS: readonly Internal[] = [
  {
    file: '@docusaurus/core/lib/client/clientEntry.js',
    shape: /\bwindow\.docusaurus = docusaurus;/,
    because: 'the client module catches this assignment with a setter on window, to replace its prefetch',
  },
  {
    file: '@docusaurus/core/lib/client/App.js',
    shape: /^import '@generated\/client-modules';$/m,
    because: 'client modules must load before the client entry assigns window.docusaurus',
  },
  {
    file: '@docusaurus/core/lib/client/exports/Link.js',
    shape: /\bwindow\.docusaurus\.prefetch\(/,
    because: 'links must prefetch through window.docusaurus.prefetch, the function replaced',
  },
  {
    file: '@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin.js',
    shape: /__webpack_require__\.gca\b/,
    because: 'the prefetcher turns chunk names into URLs with __webpack_require__.gca',
  },
];

/** Every internal whose shape is not found, as a build error message naming the plugin and the file. */
export function missingInternals(
  internals: readonly Internal[] = INTERNALS,
  read: (file: string) => string = (file) => readFileSync(require.resolve(file), 'utf8'),
): string[] {
  return internals
    .filter(({ file, shape }) => {
      try {
        return !shape.test(read(file));
      } catch {
        return true;
      }
    })
    .map(
      ({ file, shape, because }) =>
        `${PLUGIN_NAME}: ${shape} not found in ${file} (${because}); update plugins/idle-prefetch, ` +
        'or remove it if Docusaurus now prefetches in idle time with an index',
    );
}

/**
 * Route paths the prefetcher would find no chunk names for: it keys the route chunk names by route path,
 * reading Docusaurus's keys as the path, a hyphen and a hash.
 */
export function routesWithoutChunkNames(
  routesChunkNames: Record<string, ChunkNamesTree>,
  routesPaths: readonly string[],
): string[] {
  const index = indexChunkNames(routesChunkNames);
  // Docusaurus lists its not-found page, which renders through the catch-all route `*`.
  return routesPaths.filter((routePath) => !routePath.endsWith('/404.html') && !index.has(routePath));
}
