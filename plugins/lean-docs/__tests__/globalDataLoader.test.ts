import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { GLOBAL_DATA_FILE } from '../index';

const require = createRequire(import.meta.url);
const loader = require('../globalDataLoader.cjs') as ((
  this: { resourcePath: string },
  source: string,
) => string) & {
  compactGlobalData: (data: unknown, file?: string) => unknown;
  expandGlobalDocs: (data: unknown) => unknown;
};

const data = {
  'docusaurus-plugin-content-docs': {
    default: {
      path: '/docs',
      versions: [
        {
          name: 'current',
          path: '/docs',
          mainDocId: 'home',
          docs: [
            { id: 'home', path: '/docs/', sidebar: 'docSidebar' },
            { id: 'api/index', path: '/docs/api/', sidebar: 'docSidebar' },
            { id: 'api/rest', path: '/docs/api/rest', sidebar: 'docSidebar' },
            { id: 'odsl/print', path: '/docs/odsl/print', sidebar: 'docSidebar' },
            { id: 'kb/cron', path: '/docs/kb/cron', sidebar: 'kb' },
            { id: 'draft-free', path: '/docs/draft-free' },
          ],
          draftIds: [],
          sidebars: { docSidebar: { link: { path: '/docs/', label: 'home' } } },
        },
      ],
      breadcrumbs: true,
    },
  },
  'odsl-prism': { default: { keywords: ['print'] } },
};

/** The module the loader writes, run as the browser would run it. */
function load(source: string): unknown {
  const file = '/site/.docusaurus/globalData.json';
  const js = loader.call({ resourcePath: file }, source).replace('export default ', 'return ');
  return new Function(js)();
}

describe('the compact global data', () => {
  it('gives the browser every doc with its id, path and sidebar, as Docusaurus wrote them', () => {
    expect(load(JSON.stringify(data))).toEqual(data);
  });

  it('writes only the ids, and the paths and sidebars that differ from the common ones', () => {
    const compact = loader.compactGlobalData(data) as typeof data;
    const version = compact['docusaurus-plugin-content-docs'].default.versions[0] as Record<string, unknown>;
    expect(version.docs).toBeUndefined();
    expect(version.$docs).toEqual([
      ['home', 'api/index', 'api/rest', 'odsl/print', 'kb/cron', 'draft-free'],
      { home: '/docs/', 'api/index': '/docs/api/' },
      'docSidebar',
      { 'kb/cron': 'kb', 'draft-free': null },
    ]);
  });

  it('fails naming the plugin and the file when the docs global data changes shape', () => {
    const renamed = JSON.stringify(data).replace(/"docs":/g, '"docList":');
    expect(() => load(renamed)).toThrow(
      /^lean-docs: no docs versions with a path and docs \(id, path\) under "docusaurus-plugin-content-docs" in \/site\/\.docusaurus\/globalData\.json/,
    );
    expect(() => loader.compactGlobalData({ other: {} })).toThrow(/^lean-docs: no docs versions/);
  });

  it('applies to the generated global data only', () => {
    expect(GLOBAL_DATA_FILE.test('/site/.docusaurus/globalData.json')).toBe(true);
    expect(GLOBAL_DATA_FILE.test('/site/.docusaurus/registry.js')).toBe(false);
  });
});
