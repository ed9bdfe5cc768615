/**
 * Runs the installed @docusaurus/plugin-content-docs on the small docs site in `fixture/`, alone or wrapped
 * by lean-docs, as `docusaurus build` does up to `contentLoaded`: options validated by the plugin's own
 * `validateOptions`, `loadContent`, then `contentLoaded` with actions that record what the plugin hands
 * Docusaurus (routes, data files, global data). No bundling, no MDX compilation.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pluginContentDocs, { validateOptions } from '@docusaurus/plugin-content-docs';
import { DEFAULT_CONFIG } from '@docusaurus/core/lib/server/configValidation';
import { normalizePluginOptions } from '@docusaurus/utils-validation';
import type { LoadContext, Plugin, PluginContentLoadedActions, RouteConfig } from '@docusaurus/types';
import { vi } from 'vitest';
import pluginLeanDocs from '../index';

export const FIXTURE_DIR = path.join(__dirname, 'fixture');

/** Where the docs plugin's global data sits in `.docusaurus/globalData.json`: plugin name, then plugin id. */
export const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/** What the plugin handed Docusaurus in `contentLoaded`. */
export interface FixtureOutput {
  /** The plugin Docusaurus would run. */
  plugin: Plugin<unknown>;
  /** The routes given to `actions.addRoute`, in order. */
  routes: RouteConfig[];
  /** The data files given to `actions.createData`, by name, as Docusaurus writes them. */
  data: Map<string, string>;
  /** The data given to `actions.setGlobalData`. */
  globalData: unknown;
}

/** The module path `createData` returns for a data file: the plugin's data folder, as Docusaurus's. */
export function dataPath(name: string): string {
  return `/fixture/.docusaurus/${DOCS_PLUGIN}/default/${name}`;
}

/** The parts of the site's LoadContext that the docs plugin reads, for the fixture site. */
function fixtureContext(): LoadContext {
  // Docusaurus's defaults: the docs plugin reads `markdown` (front matter, MDX options), `future` and
  // `staticDirectories` of the site config.
  const siteConfig = { ...DEFAULT_CONFIG, baseUrl: '/', staticDirectories: [] };
  const context = {
    siteDir: FIXTURE_DIR,
    generatedFilesDir: mkdtempSync(path.join(tmpdir(), 'lean-docs-fixture-')),
    baseUrl: '/',
    siteConfig,
    localizationDir: path.join(FIXTURE_DIR, 'i18n', 'en'),
    i18n: {
      defaultLocale: 'en',
      locales: ['en'],
      currentLocale: 'en',
      path: 'i18n',
      localeConfigs: {
        en: { path: 'en', translate: false, direction: 'ltr', htmlLang: 'en', label: 'English' },
      },
    },
  };
  return context as unknown as LoadContext;
}

/** The docs options of the fixture, validated and defaulted by the docs plugin, as Docusaurus does. */
function fixtureOptions() {
  return validateOptions({
    validate: normalizePluginOptions as Parameters<typeof validateOptions>[0]['validate'],
    options: { path: 'docs', routeBasePath: 'docs', sidebarPath: './sidebars.ts' },
  });
}

/** Loads with NODE_ENV set to production, one at a time: each restores the test environment when done. */
let productionLoads: Promise<unknown> = Promise.resolve();

/**
 * Loads the fixture with the installed docs plugin, wrapped by lean-docs or not, and records its output.
 * The plugin is created and loads its content as in a production build (`unlisted` and `draft` apply only
 * there); the test environment is restored after.
 */
export async function runFixture({ lean }: { lean: boolean }): Promise<FixtureOutput> {
  const loading = productionLoads.then(async () => {
    const context = fixtureContext();
    vi.stubEnv('NODE_ENV', 'production');
    try {
      const plugin = lean
        ? await pluginLeanDocs(context, fixtureOptions())
        : ((await pluginContentDocs(context, fixtureOptions())) as Plugin<unknown>);
      return { plugin, content: await plugin.loadContent?.() };
    } finally {
      vi.unstubAllEnvs();
      // The docs plugin writes a cache key file there when it is created; nothing reads it here.
      rmSync(context.generatedFilesDir, { recursive: true, force: true });
    }
  });
  productionLoads = loading.catch(() => undefined);
  const { plugin, content } = await loading;
  const output: FixtureOutput = { plugin, routes: [], data: new Map(), globalData: undefined };
  const actions: PluginContentLoadedActions = {
    addRoute: (route) => {
      output.routes.push(route);
    },
    createData: async (name, data) => {
      output.data.set(name, typeof data === 'string' ? data : JSON.stringify(data, null, 2));
      return dataPath(name);
    },
    setGlobalData: (data) => {
      output.globalData = data;
    },
  };
  await plugin.contentLoaded?.({ content, actions });
  return output;
}

/** A value as the browser gets it: serialized to JSON, as Docusaurus writes props, data and global data. */
export function asWritten<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** `.docusaurus/globalData.json` of a site with only this docs plugin (default id). */
export function globalDataFile(output: FixtureOutput): string {
  return JSON.stringify({ [DOCS_PLUGIN]: { default: output.globalData } });
}

/** The routes module of the installed docs plugin (`createAllRoutes` hands every route to `addRoute`). */
export const docsPluginRoutes = createRequire(__filename)(
  '@docusaurus/plugin-content-docs/lib/routes.js',
) as {
  createAllRoutes: (param: { actions: PluginContentLoadedActions }) => Promise<void>;
};
