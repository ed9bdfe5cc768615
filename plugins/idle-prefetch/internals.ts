import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { transformSync } from 'esbuild';
import { indexChunkNames, type ChunkNamesTree } from './client/routePrefetcher';

const require = createRequire(__filename);

export const PLUGIN_NAME = 'idle-prefetch';

/** A fact about Docusaurus's client that client/prefetchOnIdle.ts relies on, and where it lives. */
export interface Internal {
  /** Module of @docusaurus/core that holds it. */
  file: string;
  /** What shows it still holds: source text, or a check that runs the source. */
  shape: RegExp | { test: (source: string) => boolean; toString: () => string };
  /** What breaks, silently, without it. */
  because: string;
}

/**
 * Runs Docusaurus's client entry with every import stood in for, on a window whose `docusaurus` property
 * has a setter as the client module gives it; true when the setter receives the entry's `docusaurus`
 * export. Checks the effect, so any assignment that goes through the setter passes
 * (`window.docusaurus = docusaurus`, `Object.assign(window, { docusaurus })`), and one that does not fails.
 */
export function assignsDocusaurusThroughSetter(source: string): boolean {
  const { code } = transformSync(source, { loader: 'jsx', format: 'cjs', jsx: 'transform' });
  const exported = { docusaurus: true };
  // Stands in for every other import and for the DOM: any property, call or `new` gives it back.
  const stub: object = new Proxy(function stub() {}, {
    get: (_target, key) => (key === '__esModule' || typeof key === 'symbol' ? undefined : stub),
    apply: () => stub,
    construct: () => stub,
  });
  const require = (id: string) =>
    /[\\/]docusaurus$/.test(id) ? { __esModule: true, default: exported } : stub;
  let received: unknown;
  const window = { location: stub };
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    get: () => received,
    set: (value: unknown) => {
      received = value;
    },
  });
  const scope = {
    window,
    document: stub,
    module: { exports: {} },
    exports: {},
    require,
    process: { env: {} },
  };
  try {
    new Function(...Object.keys(scope), code)(...Object.values(scope));
  } catch {
    // What the entry does after the assignment (rendering) needs a real DOM; the assignment came first.
  }
  return received === exported;
}

export const INTERNALS: readonly Internal[] = [
  {
    file: '@docusaurus/core/lib/client/clientEntry.js',
    shape: {
      test: assignsDocusaurusThroughSetter,
      toString: () => 'an assignment of window.docusaurus that a setter on window receives',
    },
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
