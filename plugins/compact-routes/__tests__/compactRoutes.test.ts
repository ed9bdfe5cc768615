import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { docusaurusRouteFiles } from '../../../tests/unit/support/docusaurusRouteFiles';
import pluginCompactRoutes, { ROUTES_FILE } from '../index';

const require = createRequire(import.meta.url);
const { compactRoutes } = require('../compactRoutes.cjs') as {
  compactRoutes: (source: string, file?: string) => string;
};

/** The route table a module exports, with a stand-in for Docusaurus's ComponentCreator. */
function table(source: string): unknown {
  const body = source.replace(/^import .*$/gm, '').replace('export default ', 'return ');
  return new Function('ComponentCreator', body)((path: string, hash: string) => `component ${path} ${hash}`);
}

describe('the compact route table', () => {
  it('builds the same routes as the table this Docusaurus writes, naming each leaf’s path once', async () => {
    const { routes, leafPaths } = await docusaurusRouteFiles();
    const compact = compactRoutes(routes);
    expect(table(compact)).toEqual(table(routes));
    for (const path of leafPaths) {
      expect(compact).toMatch(new RegExp(`route\\('${path}', '[a-z0-9]+', "docSidebar"\\)`));
      expect(compact.split(path)).toHaveLength(2);
    }
  });

  it('keeps routes without a sidebar, and routes with sub-routes, as they are', () => {
    const source = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/blog',
    component: ComponentCreator('/blog', 'c41'),
    exact: true
  },
  {
    path: '/docs',
    component: ComponentCreator('/docs', 'a1b'),
    routes: [
      {
        path: '/docs/print',
        component: ComponentCreator('/docs/print', '1a2'),
        exact: true,
        sidebar: "docSidebar"
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;
    const compact = compactRoutes(source);
    expect(table(compact)).toEqual(table(source));
    expect(compact).toContain("route('/blog', 'c41'),");
    expect(compact).toContain("route('/docs/print', '1a2', \"docSidebar\")");
    expect(compact).toContain("component: ComponentCreator('/docs', 'a1b'),");
  });

  it('compacts every leaf whatever quotes the template writes its strings in', async () => {
    const { routes, leafPaths } = await docusaurusRouteFiles();
    for (const source of [
      routes.replace(/sidebar: "([^"]*)"/g, "sidebar: '$1'"),
      routes.replace(/'/g, '"'),
    ]) {
      const compact = compactRoutes(source);
      expect(table(compact)).toEqual(table(routes));
      for (const path of leafPaths) expect(compact.split(path)).toHaveLength(2);
    }
  });

  it('fails naming the leaves it left uncompacted, whatever in the template kept them', async () => {
    const { routes } = await docusaurusRouteFiles();
    const file = '/site/.docusaurus/routes.js';
    expect(() => compactRoutes(routes.replace(/sidebar: "([^"]*)"/g, 'sidebar: `$1`'), file)).toThrow(
      /^compact-routes: \d+ of \d+ leaf routes were left uncompacted \(\/docs/,
    );
    expect(() => compactRoutes(routes.replace(/exact: true/g, 'exact: !0'), file)).toThrow(
      new RegExp(`^compact-routes: (\\d+) of \\1 leaf routes were left uncompacted .* in ${file}`),
    );
  });

  it('fails naming the plugin and the file when the template changes', async () => {
    const { routes } = await docusaurusRouteFiles();
    const file = '/site/.docusaurus/routes.js';
    expect(() =>
      compactRoutes(routes.replace(/ComponentCreator\('([^']*)', /g, 'ComponentCreator($1, '), file),
    ).toThrow(`compact-routes: the table does not evaluate to a list of routes`);
    expect(() =>
      compactRoutes(routes.replace("from '@docusaurus/ComponentCreator'", "from './c'"), file),
    ).toThrow(/^compact-routes: no `import ComponentCreator/);
    expect(() => compactRoutes(routes.replace('export default [', 'const routes = ['), file)).toThrow(
      /^compact-routes: no `export default \[` line/,
    );
  });
});

describe('pluginCompactRoutes', () => {
  it('rewrites the browser’s route table only', () => {
    const configure = (isServer: boolean) =>
      pluginCompactRoutes().configureWebpack?.({} as never, isServer, {} as never, {} as never);
    expect(configure(true)).toEqual({});
    expect(JSON.stringify(configure(false))).toContain('compactRoutes.cjs');
    expect(ROUTES_FILE.test('/site/.docusaurus/routes.js')).toBe(true);
    expect(ROUTES_FILE.test('/site/src/routes.js')).toBe(false);
  });
});
