import { describe, expect, it } from 'vitest';
import pluginChunkFileNames, { chunkFilenameById, filesNamedOtherwise, type ChunkLike } from '../index';

interface Configured {
  output?: { chunkFilename?: string };
  plugins?: { apply: (compiler: unknown) => void }[];
}

const configure = (chunkFilename: unknown, isServer = false) =>
  pluginChunkFileNames().configureWebpack?.(
    { output: { chunkFilename } } as never,
    isServer,
    {} as never,
    {} as never,
  ) as Configured;

const chunk = (id: number, name: string | null, file: string, initial = false): ChunkLike => ({
  id,
  name,
  files: [file],
  canBeInitial: () => initial,
});

/** Runs the plugin's guard on chunks as the bundler would after emitting them; returns its errors. */
function guardErrors(chunkFilename: unknown, chunks: ChunkLike[]): string[] {
  const errors: Error[] = [];
  for (const plugin of configure(chunkFilename).plugins ?? [])
    plugin.apply({
      hooks: { afterEmit: { tap: (_name: string, fn: (c: unknown) => void) => fn({ chunks, errors }) } },
    });
  return errors.map((error) => error.message);
}

describe('pluginChunkFileNames', () => {
  it('names the browser’s chunks by id, keeping Docusaurus’s folder and hash length', () => {
    expect(configure('assets/js/[name].[contenthash:8].js').output?.chunkFilename).toBe(
      'assets/js/[id].[contenthash:8].js',
    );
    // A hash-length change upstream keeps the effect: no alarm, the new length kept.
    expect(chunkFilenameById('assets/js/[name].[contenthash:10].js')).toBe(
      'assets/js/[id].[contenthash:10].js',
    );
    expect(chunkFilenameById(undefined)).toBe('assets/js/[id].[contenthash:8].js');
  });

  it('leaves server rendering alone', () => {
    expect(configure(undefined, true)).toEqual({});
  });

  it('stays quiet when every on-demand chunk is named by its id, entry chunks aside', () => {
    const chunks = [
      chunk(17, 'af39948a', 'assets/js/17.0c1630f0.js'),
      chunk(1, 'main', 'assets/js/main.1a.js', true),
    ];
    expect(filesNamedOtherwise(chunks)).toEqual([]);
    expect(guardErrors('assets/js/[name].[contenthash:10].js', chunks)).toEqual([]);
  });

  it('fails the build naming the chunks whose files still carry their name', () => {
    const chunks = [
      chunk(17, 'af39948a', 'assets/js/af39948a.0c1630f0.js'),
      chunk(18, null, 'assets/js/18.aa.js'),
    ];
    const [error, ...more] = guardErrors('assets/js/[name].[contenthash:8].js', chunks);
    expect(more).toEqual([]);
    expect(error).toMatch(
      /^chunk-file-names: 1 chunks loaded on demand are not named by their id \(af39948a → assets\/js\/af39948a\.0c1630f0\.js\)/,
    );
  });
});
