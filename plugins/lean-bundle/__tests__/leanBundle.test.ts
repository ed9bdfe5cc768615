import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import pluginLeanBundle, { ROUTE_TABLE_FILE } from '../index';

const require = createRequire(import.meta.url);
const registryKeys = require('../registryKeys.cjs') as {
  shortKeys: (source: string) => Map<string, string>;
  rewriteRegistry: (source: string) => string;
  rewriteChunkNames: (json: string, keys: Map<string, string>) => string;
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
  '/docs-abc': { items: [{ content: 'daadcf21' }], other: 'not-a-key' },
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
      '/docs-abc': { items: [{ content: 'k0' }], other: 'not-a-key' },
    });
  });
});

describe('pluginLeanBundle', () => {
  const plugin = pluginLeanBundle();
  const configure = (isServer: boolean) =>
    plugin.configureWebpack?.({} as never, isServer, {} as never, {} as never) as Record<string, unknown>;

  it('gives server rendering the faster route matching only', () => {
    const loaders = (config: Record<string, unknown>) =>
      (config.module as { rules: Array<{ use: Array<{ loader: string }> }> }).rules.map((rule) =>
        rule.use[0].loader.split(/[\\/]/).pop(),
      );
    expect(configure(true)).not.toHaveProperty('output');
    expect(loaders(configure(true))).toEqual(['literalRouteMatch.cjs']);
    expect(configure(false)).toMatchObject({ output: { chunkFilename: expect.stringContaining('[id]') } });
    expect(loaders(configure(false))).toEqual(['literalRouteMatch.cjs', 'registryKeys.cjs']);
  });

  it('applies the loader to the generated route table and nothing else', () => {
    expect(ROUTE_TABLE_FILE.test('/site/.docusaurus/registry.js')).toBe(true);
    expect(ROUTE_TABLE_FILE.test('/site/.docusaurus/routesChunkNames.json')).toBe(true);
    expect(ROUTE_TABLE_FILE.test('/site/.docusaurus/routes.js')).toBe(false);
    expect(ROUTE_TABLE_FILE.test('/site/src/registry.js')).toBe(false);
  });
});
