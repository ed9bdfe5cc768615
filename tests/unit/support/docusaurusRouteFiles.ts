import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const require = createRequire(__filename);

/** The route files Docusaurus generates (`.docusaurus/`), as text. */
export interface RouteFiles {
  registry: string;
  routesChunkNames: string;
  routes: string;
  /** The leaf route paths of the tree they were generated from. */
  leafPaths: string[];
}

const plugin = { name: 'docusaurus-plugin-content-docs', id: 'default' };

/**
 * A docs route tree with a version prop and two pages in a sidebar, as the docs plugin adds one, written by the
 * installed Docusaurus's own code generator: tests of plugins that rewrite or read these files fail when
 * an upgrade changes their shape, as the build would.
 */
export async function docusaurusRouteFiles(): Promise<RouteFiles> {
  const { generateRouteFiles } = require('@docusaurus/core/lib/server/codegen/codegenRoutes.js') as {
    generateRouteFiles: (args: { generatedFilesDir: string; routes: unknown[] }) => Promise<void>;
  };
  const leafPaths = ['/docs/print', '/docs/my-page'];
  const dir = await mkdtemp(join(tmpdir(), 'route-files-'));
  try {
    await generateRouteFiles({
      generatedFilesDir: dir,
      routes: [
        {
          path: '/docs',
          component: '@theme/DocsRoot',
          plugin,
          props: { version: { docs: {} } },
          routes: leafPaths.map((path) => ({
            path,
            component: '@theme/DocItem',
            modules: { content: `@site${path}.mdx` },
            exact: true,
            sidebar: 'docSidebar',
            plugin,
          })),
        },
      ],
    });
    const [registry, routesChunkNames, routes] = await Promise.all([
      readFile(join(dir, 'registry.js'), 'utf8'),
      readFile(join(dir, 'routesChunkNames.json'), 'utf8'),
      readFile(join(dir, 'routes.js'), 'utf8'),
    ]);
    return { registry, routesChunkNames, routes, leafPaths };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
