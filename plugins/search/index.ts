/**
 * The site's search, as one Docusaurus plugin:
 * - validates its options (`options.ts`, zod);
 * - provides the search theme (`theme/`): the DocSearch modal with its search
 *   client swapped for the local index when Algolia is not configured, the
 *   /search page, and the wrappers that mark what the index may read;
 * - publishes which backend answers as global data;
 * - highlights the query's words on the page a result opens (`client/arrivalHighlight.ts`);
 * - puts the inline script that keeps the keys typed after the search shortcut before hydration into
 *   every page (`client/keystrokeCaptureScript.ts`);
 * - builds the Pagefind index after the production build (`indexer/`);
 * - answers zod's eval probe in DocSearch's bundle up front (`zodEvalProbeLoader.cjs`), so the
 *   site's CSP has no violation to report.
 * The Algolia crawler configuration for hosted DocSearch is in `crawler/`.
 */
import { join } from 'node:path';
import type { LoadContext, Plugin, PluginModule } from '@docusaurus/types';
import { parseSearchPluginOptions, validateOptions } from './options';
import { SEARCH_PLUGIN_NAME, type SearchGlobalData } from './shared';
import { buildSearchIndex } from './indexer/buildIndex';
import { keystrokeCaptureScript } from './client/keystrokeCaptureScript';
import { SEARCH_MESSAGES } from './client/messages';

/* TypeScript sources, compiled by the site's bundler like src/theme; one folder serves both hooks. */
const THEME_PATH = join(__dirname, 'theme');

/** DocSearch's prebuilt modules, which carry zod's eval probe (see zodEvalProbeLoader.cjs). */
const DOCSEARCH_BUNDLE = /[\\/]@docsearch[\\/]react[\\/]dist[\\/]esm[\\/][^\\/]+\.js$/;

function searchPlugin(context: LoadContext, rawOptions: unknown): Plugin {
  // Docusaurus has run validateOptions already; parsing again types the value.
  const options = parseSearchPluginOptions(rawOptions);
  const indexUrl = `${context.baseUrl}${options.indexDir}/`;
  return {
    name: SEARCH_PLUGIN_NAME,
    getThemePath: () => THEME_PATH,
    getTypeScriptThemePath: () => THEME_PATH,
    configureWebpack() {
      return {
        module: {
          rules: [{ test: DOCSEARCH_BUNDLE, use: [{ loader: join(__dirname, 'zodEvalProbeLoader.cjs') }] }],
        },
      };
    },
    getClientModules() {
      return [join(__dirname, 'client', 'arrivalHighlight.ts')];
    },
    injectHtmlTags() {
      // Keys typed after the search shortcut before the site hydrates (theme/SearchBar/keystrokeCapture.ts).
      return {
        headTags: [{ tagName: 'script', innerHTML: keystrokeCaptureScript(SEARCH_MESSAGES.placeholder) }],
      };
    },
    async contentLoaded({ actions }) {
      const data: SearchGlobalData = { backend: options.backend, indexUrl };
      actions.setGlobalData(data);
    },
    async postBuild({ outDir, routesPaths }) {
      // Hosted search needs no local index.
      if (options.backend !== 'pagefind') return;
      const report = await buildSearchIndex({
        outDir,
        indexDir: options.indexDir,
        baseUrl: context.baseUrl,
        routesPaths,
      });
      console.log(
        `[${SEARCH_PLUGIN_NAME}] ${report.pages} pages indexed into ${options.indexDir}/ ` +
          `(${report.files} files, ${(report.bytes / 1024).toFixed(0)} KB) in ${report.ms} ms`,
      );
    },
  };
}

/*
 * Docusaurus types `validateOptions` as generic in its input and output, which
 * no concrete validator satisfies; the cast only widens that signature.
 */
const searchPluginModule: PluginModule = Object.assign(searchPlugin, {
  validateOptions: validateOptions as PluginModule['validateOptions'],
});

export default searchPluginModule;
export { validateOptions };
export type { SearchPluginOptions, SearchPluginOptionsInput } from './options';
