import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { describe, expect, it } from 'vitest';
import searchPlugin, { validateOptions } from '..';
import { SEARCH_PLUGIN_NAME } from '../shared';

const validate = (options: unknown) =>
  validateOptions({ options: options as never, validate: () => undefined as never });

describe('search plugin options', () => {
  it('applies defaults and the plugin id', () => {
    expect(validate({ backend: 'pagefind' })).toEqual({
      id: 'default',
      backend: 'pagefind',
      indexDir: 'pagefind',
    });
    expect(validate({ backend: 'algolia', indexDir: 'search-index' })).toMatchObject({
      indexDir: 'search-index',
    });
  });

  it('rejects unknown backends, unknown keys and index folders that are not one name', () => {
    expect(() => validate({ backend: 'lunr' })).toThrow(/backend/);
    expect(() => validate({ backend: 'pagefind', indexdir: 'x' })).toThrow(/indexdir/);
    expect(() => validate({ backend: 'pagefind', indexDir: '../out' })).toThrow(/indexDir/);
    expect(() => validate(undefined)).toThrow(/backend/);
  });

  it('is the hook Docusaurus calls on the plugin module', () => {
    expect(searchPlugin.validateOptions).toBe(validateOptions);
  });
});

describe('search plugin', () => {
  const context = { baseUrl: '/docs-site/' } as LoadContext;

  function create(options: unknown): Plugin {
    return searchPlugin(context, validate(options)) as Plugin;
  }

  it('provides its theme components from one folder', () => {
    const plugin = create({ backend: 'pagefind' });
    expect(plugin.name).toBe(SEARCH_PLUGIN_NAME);
    const themePath = plugin.getThemePath?.() ?? '';
    expect(plugin.getTypeScriptThemePath?.()).toBe(themePath);
    for (const component of ['SearchBar', 'SearchPage', 'DocItem/Content', 'BlogPostItem']) {
      expect(existsSync(join(themePath, component, 'index.tsx')), component).toBe(true);
    }
  });

  it('publishes the backend and the index URL as global data', async () => {
    const plugin = create({ backend: 'pagefind', indexDir: 'idx' });
    let data: unknown;
    await plugin.contentLoaded?.({
      content: undefined,
      actions: { setGlobalData: (value: unknown) => (data = value) } as never,
    });
    expect(data).toEqual({ backend: 'pagefind', indexUrl: '/docs-site/idx/' });
  });

  it('builds no index when hosted search answers', async () => {
    const plugin = create({ backend: 'algolia' });
    // An output folder that does not exist: building would fail on it.
    await expect(
      plugin.postBuild?.({ outDir: join(__dirname, 'no-such-build') } as never),
    ).resolves.toBeUndefined();
  });
});
