import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

export const PLUGIN_NAME = 'lean-bundle';

/** Docusaurus's generated route registry and route chunk names, read by every page through `main`. */
export const ROUTE_TABLE_FILE = /[\\/]\.docusaurus[\\/](registry\.js|routesChunkNames\.json)$/;

/**
 * Chunk file names without the chunk's name. Docusaurus names a page's chunk after a hash of its module
 * path (`af39948a.0c1630f0.js`), and the runtime then maps every chunk id to that name as well as to its
 * content hash: two maps of ~1,100 entries that every first visit downloads. With the id in the name the
 * runtime keeps only the content-hash map; file names stay unique (ids are) and immutable-cacheable.
 */
export const CHUNK_FILENAME = 'assets/js/[id].[contenthash:8].js';

/**
 * Trims what the browser downloads on every first visit and that grows with the number of routes, and
 * keeps link prefetching, whose cost also grows with it, off the critical main-thread work.
 * Client build only: server rendering needs everything Docusaurus generates.
 */
export default function pluginLeanBundle(): Plugin {
  return {
    name: PLUGIN_NAME,
    getClientModules() {
      return [path.join(__dirname, 'client', 'prefetchOnIdle.ts')];
    },
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        output: { chunkFilename: CHUNK_FILENAME },
        module: {
          rules: [{ test: ROUTE_TABLE_FILE, use: [{ loader: path.join(__dirname, 'registryKeys.cjs') }] }],
        },
      };
    },
  };
}
