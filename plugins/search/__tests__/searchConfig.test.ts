import { describe, expect, it } from 'vitest';
import {
  algoliaThemeConfig,
  DEFAULT_EXTERNAL_URL_REGEX,
  searchPluginOptions,
  type SearchEnv,
} from '../siteConfig';
import brand from '../../../src/brand';
import { isIndexablePage } from '../indexer/indexablePage';
import { indexedFileOfRoute, routeOfIndexedUrl } from '../shared';

describe('search configuration', () => {
  it('uses the local index with placeholder credentials and no Ask AI by default', () => {
    const env: SearchEnv = { searchResults: {} };
    expect(searchPluginOptions(env)).toEqual({ backend: 'pagefind' });
    const config = algoliaThemeConfig(env);
    expect(config).toMatchObject({ contextualSearch: false, searchPagePath: 'search' });
    expect(config).not.toHaveProperty('askAi');
    expect(config).not.toHaveProperty('replaceSearchResultPathname');
  });

  it('switches to hosted DocSearch, with Ask AI when an assistant is set', () => {
    const env: SearchEnv = {
      algolia: { appId: 'APP', apiKey: 'key', indexName: 'docs', assistantId: 'assistant' },
      searchResults: {
        externalUrlRegex: '^https://other\\.example',
        replacePathname: { from: '/legacy/', to: '/docs/' },
      },
    };
    expect(searchPluginOptions(env).backend).toBe('algolia');
    expect(algoliaThemeConfig(env)).toMatchObject({
      appId: 'APP',
      apiKey: 'key',
      indexName: 'docs',
      askAi: 'assistant',
      contextualSearch: false,
      externalUrlRegex: '^https://other\\.example',
      replaceSearchResultPathname: { from: '/legacy/', to: '/docs/' },
    });
  });

  it('treats the web site and the portal as external by default', () => {
    const regex = new RegExp(DEFAULT_EXTERNAL_URL_REGEX, 'i');
    expect(regex.test(`${brand.portalUrl}/x`)).toBe(true);
    expect(regex.test(`${brand.websiteUrl}/x`)).toBe(true);
    expect(regex.test(`${brand.docsUrl}/docs`)).toBe(false);
  });
});

describe('search index routes', () => {
  it('writes each route to a folder of its own and maps the URL Pagefind reports back to the route', () => {
    const routes = ['/', '/docs', '/docs/odsl/command/print', '/site/blog/post', '/docs/data/Release-Notes'];
    expect(routes.map(indexedFileOfRoute)).toEqual([
      'index.html',
      'docs/index.html',
      'docs/odsl/command/print/index.html',
      'site/blog/post/index.html',
      'docs/data/Release-Notes/index.html',
    ]);
    // Pagefind reports a folder's index.html by the folder, with a trailing slash.
    const reported = routes.map((route) => `/${indexedFileOfRoute(route).replace(/index\.html$/, '')}`);
    expect(reported.map(routeOfIndexedUrl)).toEqual(routes);
    expect(routeOfIndexedUrl('/docs/odsl/command/print/#options')).toBe('/docs/odsl/command/print#options');
    expect(routeOfIndexedUrl('/#top')).toBe('/#top');
    // URLs already in route form (hosted Algolia, older indexes) pass unchanged.
    expect(routeOfIndexedUrl('/docs/kb/cron#fields')).toBe('/docs/kb/cron#fields');
  });

  it('indexes only pages that mark their content', () => {
    expect(isIndexablePage('<div data-pagefind-body="" data-x>')).toBe(true);
    expect(isIndexablePage('<div data-pagefind-body>')).toBe(true);
    expect(isIndexablePage('<div data-pagefind-bodyx>')).toBe(false);
  });
});
