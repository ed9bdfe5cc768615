import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import pluginChunkFileNames, { CHUNK_FILENAME, DOCUSAURUS_CHUNK_FILENAMES } from '../index';

const require = createRequire(import.meta.url);

const configure = (chunkFilename: unknown, isServer = false) =>
  pluginChunkFileNames().configureWebpack?.(
    { output: { chunkFilename } } as never,
    isServer,
    {} as never,
    {} as never,
  );

describe('pluginChunkFileNames', () => {
  it('names the browser’s chunks by id and content hash, not by name', () => {
    expect(configure(DOCUSAURUS_CHUNK_FILENAMES[0])).toEqual({ output: { chunkFilename: CHUNK_FILENAME } });
    expect(CHUNK_FILENAME).not.toContain('[name]');
    expect(CHUNK_FILENAME).toMatch(/\[id\].*\[contenthash/);
  });

  it('leaves server rendering alone', () => {
    expect(configure(undefined, true)).toEqual({});
  });

  it('fails naming the plugin and the file when Docusaurus names chunks differently', () => {
    expect(() => configure('assets/js/[id].[contenthash:8].js')).toThrow(
      /^chunk-file-names: Docusaurus's client output\.chunkFilename is "assets\/js\/\[id\]\.\[contenthash:8\]\.js" in its webpack configuration \(@docusaurus\/core\/lib\/webpack\/base\.js\)/,
    );
    expect(() => configure(undefined)).toThrow(/chunkFilename is undefined/);
  });

  it('expects what this Docusaurus sets', () => {
    const base = readFileSync(require.resolve('@docusaurus/core/lib/webpack/base.js'), 'utf8');
    const set = /chunkFilename: isProd\s*\? '([^']+)'\s*: '([^']+)'/.exec(base);
    expect(set?.slice(1)).toEqual(DOCUSAURUS_CHUNK_FILENAMES);
  });
});
