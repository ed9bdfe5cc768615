import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

export const PLUGIN_NAME = 'lean-bundle';

/** Docusaurus's generated route registry and route chunk names, read by every page through `main`. */
export const ROUTE_TABLE_FILE = /[\\/]\.docusaurus[\\/](registry\.js|routesChunkNames\.json)$/;

/** react-router 5's builds; Rspack takes the ES module one (`module` in its package.json). */
export const REACT_ROUTER_FILE = /[\\/]react-router[\\/](esm|cjs)[\\/]react-router\.js$/;

/**
 * Chunk file names without the chunk's name. Docusaurus names a page's chunk after a hash of its module
 * path (`af39948a.0c1630f0.js`), and the runtime then maps every chunk id to that name as well as to its
 * content hash: two maps of ~1,100 entries that every first visit downloads. With the id in the name the
 * runtime keeps only the content-hash map; file names stay unique (ids are) and immutable-cacheable.
 */
export const CHUNK_FILENAME = 'assets/js/[id].[contenthash:8].js';

/**
 * Trims what the browser downloads on every first visit and that grows with the number of routes, and
 * keeps link prefetching and route matching, whose costs also grow with it, off the critical main-thread
 * work. Route matching is also faster in server rendering; the rest is for the client build only, since
 * server rendering needs everything Docusaurus generates.
 */
export default function pluginLeanBundle(): Plugin {
  return {
    name: PLUGIN_NAME,
    getClientModules() {
      return [path.join(__dirname, 'client', 'prefetchOnIdle.ts')];
    },
    configureWebpack(_config, isServer) {
      const routeMatch = {
        test: REACT_ROUTER_FILE,
        use: [{ loader: path.join(__dirname, 'literalRouteMatch.cjs') }],
      };
      if (isServer) return { module: { rules: [routeMatch] } };
      return {
        output: { chunkFilename: CHUNK_FILENAME },
        module: {
          rules: [
            routeMatch,
            { test: ROUTE_TABLE_FILE, use: [{ loader: path.join(__dirname, 'registryKeys.cjs') }] },
          ],
        },
      };
    },
  };
}
