import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { docusaurusRouteFiles } from '../../../tests/unit/support/docusaurusRouteFiles';
import type { ChunkNamesTree } from '../client/routePrefetcher';
import pluginIdlePrefetch from '../index';
import { INTERNALS, missingInternals, routesWithoutChunkNames } from '../internals';

const require = createRequire(import.meta.url);

describe('the Docusaurus internals the client module relies on', () => {
  it('are all found in this Docusaurus', () => {
    expect(missingInternals()).toEqual([]);
  });

  it('stay quiet when the client entry assigns window.docusaurus another way that reaches the setter', () => {
    const read = (file: string) => {
      const source = readFileSync(require.resolve(file), 'utf8');
      return file.endsWith('clientEntry.js')
        ? source.replace('window.docusaurus = docusaurus;', 'Object.assign(window, { docusaurus });')
        : source;
    };
    expect(missingInternals(INTERNALS, read)).toEqual([]);
  });

  it('fail when the client entry sets window.docusaurus past the setter', () => {
    const read = (file: string) => {
      const source = readFileSync(require.resolve(file), 'utf8');
      return file.endsWith('clientEntry.js')
        ? source.replace(
            'window.docusaurus = docusaurus;',
            "Object.defineProperty(window, 'docusaurus', { value: docusaurus });",
          )
        : source;
    };
    expect(missingInternals(INTERNALS, read)).toEqual([
      expect.stringMatching(
        /^idle-prefetch: an assignment of window\.docusaurus that a setter on window receives not found in @docusaurus\/core\/lib\/client\/clientEntry\.js/,
      ),
    ]);
  });

  it('fail the build naming the plugin and the file when one changes shape', () => {
    const read = (file: string) => {
      const source = readFileSync(require.resolve(file), 'utf8');
      return file.endsWith('clientEntry.js')
        ? source.replace('window.docusaurus = ', 'globalThis.docusaurus = ')
        : source;
    };
    expect(missingInternals(INTERNALS, read)).toEqual([
      expect.stringMatching(
        /^idle-prefetch: .* not found in @docusaurus\/core\/lib\/client\/clientEntry\.js \(the client module catches/,
      ),
    ]);
  });

  it('fail the build when a file is gone', () => {
    const [first] = INTERNALS;
    expect(missingInternals([{ ...first!, file: '@docusaurus/core/lib/client/gone.js' }])).toEqual([
      expect.stringContaining('not found in @docusaurus/core/lib/client/gone.js'),
    ]);
  });

  it('are checked when the plugin loads', () => {
    expect(pluginIdlePrefetch().getClientModules?.()).toEqual([
      expect.stringMatching(/[\\/]idle-prefetch[\\/]client[\\/]prefetchOnIdle\.ts$/),
    ]);
  });
});

describe('the route chunk names', () => {
  it('of this Docusaurus are found by every route path', async () => {
    const files = await docusaurusRouteFiles();
    const names = JSON.parse(files.routesChunkNames) as Record<string, ChunkNamesTree>;
    expect(routesWithoutChunkNames(names, ['/404.html', ...files.leafPaths])).toEqual([]);
  });

  it('fail the build check when keyed another way', () => {
    const names = { '/docs/print#1a2': { __comp: 'a' }, '/docs/my-page#3b4': { __comp: 'b' } };
    expect(routesWithoutChunkNames(names, ['/docs/print', '/docs/my-page'])).toEqual([
      '/docs/print',
      '/docs/my-page',
    ]);
  });
});

describe('the post-build check', () => {
  const dir = mkdtempSync(join(tmpdir(), 'idle-prefetch-post-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('fails the build naming the plugin and the file when a route has no chunk names by its path', async () => {
    writeFileSync(join(dir, 'routesChunkNames.json'), JSON.stringify({ '/docs-1a2': { __comp: 'a' } }));
    const postBuild = (routesPaths: string[]) =>
      pluginIdlePrefetch().postBuild?.({ generatedFilesDir: dir, routesPaths } as never);
    await expect(postBuild(['/404.html', '/docs'])).resolves.toBeUndefined();
    await expect(postBuild(['/docs', '/blog'])).rejects.toThrow(
      `idle-prefetch: 1 routes have no entry in ${join(dir, 'routesChunkNames.json')} keyed by their path and a hash (/blog)`,
    );
  });
});
