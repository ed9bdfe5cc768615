import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { docusaurusRouteFiles } from '../../../tests/unit/support/docusaurusRouteFiles';
import pluginShortRegistryKeys, { ROUTE_TABLE_FILE } from '../index';

const require = createRequire(import.meta.url);
const registryKeys = require('../registryKeys.cjs') as {
  shortKeys: (source: string) => Map<string, string>;
  rewriteRegistry: (source: string, file?: string) => string;
  rewriteChunkNames: (json: string, keys: Map<string, string>, file?: string) => string;
};

const REGISTRY = `export default {
  "daadcf21": [() => import(/* webpackChunkName: "daadcf21" */ "@site/docs/odsl/command/print.mdx"), "@site/docs/odsl/command/print.mdx", require.resolveWeak("@site/docs/odsl/command/print.mdx")],
  "da3deef9": [() => import(/* webpackChunkName: "da3deef9" */ "@generated/docusaurus-plugin-content-docs/default/p/docs-a.json"), "@generated/docusaurus-plugin-content-docs/default/p/docs-a.json", require.resolveWeak("@generated/docusaurus-plugin-content-docs/default/p/docs-a.json")],};
`;

const CHUNK_NAMES = JSON.stringify({
  '/docs/odsl/command/print-1a2': {
    __comp: 'da3deef9',
    content: 'daadcf21',
    __context: { plugin: 'da3deef9' },
  },
  '/docs-abc': { items: [{ content: 'daadcf21' }] },
});

describe('registry rewrite', () => {
  const rewritten = registryKeys.rewriteRegistry(REGISTRY);

  it('drops the module path that only server rendering reads, keeping loader and module id', () => {
    expect(rewritten).not.toMatch(/\), "@/);
    expect(rewritten.match(/, 0, require\.resolveWeak\("@/g)).toHaveLength(2);
    expect(rewritten.match(/import\(\/\* webpackChunkName: "k\d" \*\/ "@/g)).toHaveLength(2);
  });

  it('keys every entry and its chunk by a short name, in registry order', () => {
    expect(rewritten).toContain(
      '  "k0": [() => import(/* webpackChunkName: "k0" */ "@site/docs/odsl/command/print.mdx")',
    );
    expect(rewritten).toContain('  "k1": [() => import(/* webpackChunkName: "k1" */ "@generated/');
    expect(rewritten).not.toContain('daadcf21');
  });

  it('renames the same keys in the route chunk names, wherever they are nested', () => {
    const names = JSON.parse(registryKeys.rewriteChunkNames(CHUNK_NAMES, registryKeys.shortKeys(REGISTRY)));
    expect(names).toEqual({
      '/docs/odsl/command/print-1a2': { __comp: 'k1', content: 'k0', __context: { plugin: 'k1' } },
      '/docs-abc': { items: [{ content: 'k0' }] },
    });
  });
});

describe('registry rewrite on a changed template', () => {
  const file = '/site/.docusaurus/registry.js';

  it('fails naming the plugin and the file when no entry has the expected shape', () => {
    const tabs = REGISTRY.replace(/^ {2}"/gm, '\t"');
    expect(() => registryKeys.rewriteRegistry(tabs, file)).toThrow(
      `short-registry-keys: no registry entry ("key": [) was found in ${file}`,
    );
  });

  it('fails when entries no longer carry their module path beside the loader', () => {
    const noPaths = REGISTRY.replace(/\), "[^"]*", require\.resolveWeak\(/g, '), require.resolveWeak(');
    expect(() => registryKeys.rewriteRegistry(noPaths, file)).toThrow(
      `short-registry-keys: 0 module paths (), "path", require.resolveWeak() were found for 2 entries in ${file}`,
    );
  });

  it('fails when chunks are no longer named in a webpackChunkName comment', () => {
    const unnamed = REGISTRY.replace(/\/\* webpackChunkName: "[^"]+" \*\/ /g, '');
    expect(() => registryKeys.rewriteRegistry(unnamed, file)).toThrow(/0 webpackChunkName comments/);
  });

  it('fails naming the chunk names left long, even when the others were shortened', () => {
    const json = JSON.stringify({ '/docs-abc': { __comp: 'daadcf21', content: 'c0ffee12' } });
    const names = '/site/.docusaurus/routesChunkNames.json';
    expect(() => registryKeys.rewriteChunkNames(json, registryKeys.shortKeys(REGISTRY), names)).toThrow(
      `short-registry-keys: 1 of 2 chunk names are no registry key and were left long (c0ffee12) in ${names}`,
    );
  });
});

describe('the files this Docusaurus writes', () => {
  it('rewrites the registry and route chunk names that Docusaurus generates', async () => {
    const files = await docusaurusRouteFiles();
    const keys = registryKeys.shortKeys(files.registry);
    expect(keys.size).toBeGreaterThan(2);
    const rewritten = registryKeys.rewriteRegistry(files.registry, 'registry.js');
    for (const key of keys.keys()) expect(rewritten).not.toContain(`"${key}"`);
    const names = registryKeys.rewriteChunkNames(files.routesChunkNames, keys);
    expect(Object.keys(JSON.parse(names) as Record<string, unknown>)).toHaveLength(
      files.leafPaths.length + 1,
    );
    for (const key of keys.keys()) expect(names).not.toContain(`"${key}"`);
  });
});

describe('pluginShortRegistryKeys', () => {
  const plugin = pluginShortRegistryKeys();
  const configure = (isServer: boolean) =>
    plugin.configureWebpack?.({} as never, isServer, {} as never, {} as never) as Record<string, unknown>;

  it('rewrites the client build only: server rendering reads the module paths', () => {
    expect(configure(true)).toEqual({});
    const rules = (configure(false).module as { rules: Array<{ use: Array<{ loader: string }> }> }).rules;
    expect(rules.map((rule) => rule.use[0]!.loader.split(/[\\/]/).pop())).toEqual(['registryKeys.cjs']);
  });

  it('applies the loader to the generated route table and nothing else', () => {
    expect(ROUTE_TABLE_FILE.test('/site/.docusaurus/registry.js')).toBe(true);
    expect(ROUTE_TABLE_FILE.test('/site/.docusaurus/routesChunkNames.json')).toBe(true);
    expect(ROUTE_TABLE_FILE.test('/site/.docusaurus/routes.js')).toBe(false);
    expect(ROUTE_TABLE_FILE.test('/site/src/registry.js')).toBe(false);
  });
});
