import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteConfig } from '@docusaurus/types';
import { describe, expect, it } from 'vitest';
import { expandDocs, withDocIds } from '../docsMap';
import { cardDescriptionsByPage, leanDocsRoute, leanVersionProp } from '../routes';

const version = {
  docs: {
    api: { id: 'api', title: 'API', description: 'Call the platform.', sidebar: 'docs' },
    'api/rest': { id: 'api/rest', title: 'REST', description: 'The REST API.', sidebar: 'docs' },
    'api/sdk': { id: 'api/sdk', title: 'SDKs', description: 'Java, Python and MATLAB.', sidebar: 'docs' },
    'kb/cron': { id: 'kb/cron', title: 'Cron', description: 'Cron expressions.', sidebar: 'docs' },
  },
  docsSidebars: {
    docs: [
      {
        type: 'category',
        label: 'API',
        href: '/docs/api',
        items: [
          { type: 'link', href: '/docs/api/rest', docId: 'api/rest' },
          { type: 'link', href: '/docs/api/sdk', docId: 'api/sdk' },
          {
            type: 'category',
            label: 'Knowledge base',
            href: '/docs/category/kb',
            items: [{ type: 'link', href: '/docs/kb/cron', docId: 'kb/cron' }],
          },
        ],
      },
    ],
  },
};

const tree: RouteConfig = {
  path: '/docs',
  component: 'DocsRoot',
  routes: [
    {
      path: '/docs',
      component: 'DocVersionRoot',
      props: { version },
      routes: [
        {
          path: '/docs',
          component: 'DocRoot',
          routes: [
            { path: '/docs/api', component: 'DocItem', modules: { content: 'api.mdx' } },
            { path: '/docs/api/rest', component: 'DocItem', modules: { content: 'rest.mdx' } },
            { path: '/docs/category/kb', component: 'DocCategoryGeneratedIndexPage', props: {} },
          ],
        },
      ],
    },
  ],
};

describe('card descriptions', () => {
  it('gives each category page the descriptions of its direct items only', () => {
    const pages = cardDescriptionsByPage(version);
    expect(pages.get('/docs/api')).toEqual({
      '/docs/api/rest': 'The REST API.',
      '/docs/api/sdk': 'Java, Python and MATLAB.',
    });
    expect(pages.get('/docs/category/kb')).toEqual({ '/docs/kb/cron': 'Cron expressions.' });
    expect(pages.size).toBe(2);
  });

  it('keeps every doc by id with its title and sidebar, and the sidebar’s doc ids, but no description', () => {
    const lean = leanVersionProp({
      ...version,
      docsSidebars: { docs: [{ type: 'link', href: '/docs/kb/cron', docId: 'kb/cron', unlisted: false }] },
    });
    // The href gives the doc id: the browser's DocVersionRoot reads it from there.
    expect(lean.docsSidebars).toEqual({ docs: [{ type: 'link', href: '/docs/kb/cron' }] });
    expect(withDocIds(lean.docsSidebars)).toEqual({
      docs: [{ type: 'link', href: '/docs/kb/cron', docId: 'kb/cron' }],
    });
    const docs = expandDocs(lean.docs, withDocIds(lean.docsSidebars));
    expect(Object.keys(docs).sort()).toEqual(Object.keys(version.docs).sort());
    expect(docs['api/rest']).toEqual({ id: 'api/rest', title: 'REST', sidebar: 'docs' });
    expect(JSON.stringify(lean)).not.toContain('description');
  });

  it('ships the docs that sidebar links describe only in the sidebar', () => {
    const lean = leanVersionProp({
      ...version,
      docsSidebars: { docs: [{ type: 'link', href: '/docs/kb/cron', label: 'Cron', docId: 'kb/cron' }] },
    });
    expect(Object.keys(lean.docs)).not.toContain('kb/cron');
    expect(expandDocs(lean.docs, withDocIds(lean.docsSidebars))['kb/cron']).toEqual({
      id: 'kb/cron',
      title: 'Cron',
      sidebar: 'docs',
    });
  });

  it('fails naming the plugin when a sidebar links a doc the docs map does not list', () => {
    expect(() =>
      leanVersionProp({
        ...version,
        docsSidebars: { docs: [{ type: 'link', href: '/docs/gone', label: 'Gone', docId: 'gone' }] },
      }),
    ).toThrow(/^lean-docs: the sidebars of version .* link docs its docs map does not list/);
  });

  it('keeps the doc ids an href does not give, and fails on a plain link the browser would take for a doc', () => {
    const kept = leanVersionProp({
      ...version,
      docsSidebars: {
        docs: [
          { type: 'link', href: '/docs/kb/', label: 'Knowledge base', docId: 'kb/cron' },
          { type: 'link', href: 'https://example.com/', label: 'Elsewhere' },
        ],
      },
    });
    expect(kept.docsSidebars.docs![0]!.docId).toBe('kb/cron');
    expect(withDocIds(kept.docsSidebars).docs![1]).not.toHaveProperty('docId');
    expect(() =>
      leanVersionProp({
        ...version,
        docsSidebars: { docs: [{ type: 'link', href: '/docs/kb/cron', label: 'Cron' }] },
      }),
    ).toThrow(
      /^lean-docs: a sidebar link of version .* without a docId has an href under the docs route base/,
    );
  });

  it('puts each category page’s descriptions in its route context and no other route’s', async () => {
    const written = new Map<string, string>();
    const createData = async (name: string, data: string) => {
      written.set(name, data);
      return `/generated/${name}`;
    };
    const lean = await leanDocsRoute(tree, createData);
    const versionRoute = lean.routes![0]!;
    const pages = versionRoute.routes![0]!.routes!;
    expect(JSON.stringify(versionRoute.props)).not.toContain('The REST API.');
    expect(pages[0]!.context).toEqual({
      data: { cardDescriptions: '/generated/card-descriptions-docs-api.json' },
    });
    expect(pages[1]!.context).toBeUndefined();
    expect(pages[2]!.context).toEqual({
      data: { cardDescriptions: '/generated/card-descriptions-docs-category-kb.json' },
    });
    expect(JSON.parse(written.get('card-descriptions-docs-category-kb.json')!)).toEqual({
      '/docs/kb/cron': 'Cron expressions.',
    });
    expect(pages[0]!.modules).toEqual({ content: 'api.mdx' });
  });
});

describe('when the docs plugin changes the shape of its routes', () => {
  const createData = async (name: string) => `/generated/${name}`;

  it('fails naming the plugin and the route when no route carries the version metadata', async () => {
    const renamed = JSON.parse(JSON.stringify(tree).replace('"version"', '"versionMetadata"')) as RouteConfig;
    await expect(leanDocsRoute(renamed, createData)).rejects.toThrow(
      /^lean-docs: no version metadata \(props\.version with docs and docsSidebars\) in the route tree of \/docs;/,
    );
  });

  it('fails when a category page has no leaf route to carry its card descriptions', async () => {
    const moved = JSON.parse(
      JSON.stringify(tree).replace('"path":"/docs/category/kb"', '"path":"/docs/kb"'),
    ) as RouteConfig;
    await expect(leanDocsRoute(moved, createData)).rejects.toThrow(
      'lean-docs: no leaf route under /docs for the category pages /docs/category/kb, which would lose their card descriptions',
    );
  });
});

describe('pluginLeanDocs', () => {
  it('gives the theme its DocCard', async () => {
    const { THEME_PATH } = await import('../index');
    expect(existsSync(join(THEME_PATH, 'DocCard', 'index.tsx'))).toBe(true);
  });
});
