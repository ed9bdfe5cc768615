import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import type { ChunkNamesTree } from './client/routePrefetcher';
import { missingInternals, PLUGIN_NAME, routesWithoutChunkNames } from './internals';

/**
 * Replaces Docusaurus's link prefetch with one indexed once, deduplicated and run in idle time; see
 * client/ and README.md. The client module rests on Docusaurus's client internals and would do nothing,
 * silently, if they changed: the build checks them first, and after it that the index finds every route.
 */
export default function pluginIdlePrefetch(): Plugin {
  const missing = missingInternals();
  if (missing.length > 0) throw new Error(missing.join('\n'));
  return {
    name: PLUGIN_NAME,
    getClientModules() {
      return [path.join(__dirname, 'client', 'prefetchOnIdle.ts')];
    },
    async postBuild({ generatedFilesDir, routesPaths }) {
      const file = path.join(generatedFilesDir, 'routesChunkNames.json');
      const chunkNames = JSON.parse(await readFile(file, 'utf8')) as Record<string, ChunkNamesTree>;
      const unindexed = routesWithoutChunkNames(chunkNames, routesPaths);
      if (unindexed.length > 0) {
        throw new Error(
          `${PLUGIN_NAME}: ${unindexed.length} routes have no entry in ${file} keyed by their path and a hash ` +
            `(${unindexed.slice(0, 3).join(', ')}); update indexChunkNames in plugins/idle-prefetch/client/routePrefetcher.ts`,
        );
      }
    },
  };
}
