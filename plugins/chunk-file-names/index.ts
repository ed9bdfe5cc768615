import type { Plugin } from '@docusaurus/types';

export const PLUGIN_NAME = 'chunk-file-names';

/**
 * Chunk file names without the chunk's name. Docusaurus names a page's chunk after a hash of its module
 * path (`af39948a.0c1630f0.js`), and the runtime then maps every chunk id to that name as well as to its
 * content hash: two maps of ~1,100 entries that every first visit downloads. With the id in the name the
 * runtime keeps only the content-hash map; file names stay unique (ids are) and immutable-cacheable.
 */
export const CHUNK_FILENAME = 'assets/js/[id].[contenthash:8].js';

/** What Docusaurus sets (core/lib/webpack/base.js): the chunk's name in production, and in development. */
export const DOCUSAURUS_CHUNK_FILENAMES = ['assets/js/[name].[contenthash:8].js', '[name].js'];

interface OutputConfig {
  output?: { chunkFilename?: unknown };
}

/**
 * Names the client build's chunks by id; see README.md. Fails the build when Docusaurus's own chunk file
 * name is not the one this replaces: then it may no longer carry the name map this plugin saves.
 */
export default function pluginChunkFileNames(): Plugin {
  return {
    name: PLUGIN_NAME,
    configureWebpack(config, isServer) {
      if (isServer) return {};
      const current = (config as OutputConfig).output?.chunkFilename;
      if (typeof current !== 'string' || !DOCUSAURUS_CHUNK_FILENAMES.includes(current)) {
        throw new Error(
          `${PLUGIN_NAME}: Docusaurus's client output.chunkFilename is ${JSON.stringify(current)} in its webpack ` +
            `configuration (@docusaurus/core/lib/webpack/base.js), not one of ${DOCUSAURUS_CHUNK_FILENAMES.join(', ')}; ` +
            'check that the runtime still carries a chunk-name map, then update plugins/chunk-file-names or remove it',
        );
      }
      return { output: { chunkFilename: CHUNK_FILENAME } };
    },
  };
}
