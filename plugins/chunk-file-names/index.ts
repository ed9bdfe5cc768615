import type { Plugin } from '@docusaurus/types';

export const PLUGIN_NAME = 'chunk-file-names';

/**
 * Chunk file names without the chunk's name. Docusaurus names a page's chunk after a hash of its module
 * path (`af39948a.0c1630f0.js`), and the runtime then maps every chunk id to that name as well as to its
 * content hash: two maps of ~1,100 entries that every first visit downloads. With the id in the name the
 * runtime keeps only the content-hash map; file names stay unique (ids are) and immutable-cacheable.
 */
export const CHUNK_FILENAME = 'assets/js/[id].[contenthash:8].js';

/** Docusaurus's own chunk file name with the id for the name: its folder and hash length stay its own. */
export function chunkFilenameById(docusaurus: unknown): string {
  return typeof docusaurus === 'string' && docusaurus.includes('[name]')
    ? docusaurus.replace('[name]', '[id]')
    : CHUNK_FILENAME;
}

/** What the guard reads of a chunk (webpack's and Rspack's Chunk alike). */
export interface ChunkLike {
  id: string | number | null;
  name?: string | null;
  files: Iterable<string>;
  canBeInitial(): boolean;
}

/**
 * The effect, checked on the emitted chunks: every chunk loaded on demand has a JavaScript file named by
 * its id, so the runtime needs no chunk-name map. Returns the files that are not, as `name → file`.
 */
export function filesNamedOtherwise(chunks: Iterable<ChunkLike>): string[] {
  const wrong: string[] = [];
  for (const chunk of chunks) {
    if (chunk.canBeInitial() || chunk.id === null) continue;
    for (const file of chunk.files) {
      const base = file.split('/').at(-1) ?? file;
      if (file.endsWith('.js') && !base.startsWith(`${chunk.id}.`))
        wrong.push(`${chunk.name ?? chunk.id} → ${file}`);
    }
  }
  return wrong;
}

interface Compiler {
  webpack?: { WebpackError?: new (message: string) => Error };
  hooks: {
    afterEmit: {
      tap: (
        name: string,
        fn: (compilation: { chunks: Iterable<ChunkLike>; errors: Error[] }) => void,
      ) => void;
    };
  };
}

/**
 * Names the client build's chunks by id; see README.md. The build fails when an on-demand chunk's file
 * is still named otherwise (then the runtime carries the name map this plugin exists to drop), whatever
 * Docusaurus's own setting looks like.
 */
export default function pluginChunkFileNames(): Plugin {
  return {
    name: PLUGIN_NAME,
    configureWebpack(config, isServer) {
      if (isServer) return {};
      const guard = {
        apply(compiler: Compiler) {
          compiler.hooks.afterEmit.tap(PLUGIN_NAME, (compilation) => {
            const wrong = filesNamedOtherwise(compilation.chunks);
            if (wrong.length === 0) return;
            const ErrorClass = compiler.webpack?.WebpackError ?? Error;
            compilation.errors.push(
              new ErrorClass(
                `${PLUGIN_NAME}: ${wrong.length} chunks loaded on demand are not named by their id ` +
                  `(${wrong.slice(0, 3).join(', ')}), so the runtime keeps its chunk-name map; check how ` +
                  'Docusaurus sets output.chunkFilename (@docusaurus/core/lib/webpack/base.js), then update ' +
                  'plugins/chunk-file-names or remove it',
              ),
            );
          });
        },
      };
      const docusaurus = (config as { output?: { chunkFilename?: unknown } }).output?.chunkFilename;
      return { output: { chunkFilename: chunkFilenameById(docusaurus) }, plugins: [guard] };
    },
  };
}
