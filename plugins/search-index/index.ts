import type { LoadContext, Plugin } from '@docusaurus/types';
import { isSearchIndexPluginOptions, type SearchIndexPluginOptions } from '../../config/search';
import { buildSearchIndex } from './buildIndex';

/** What the SearchBar and the /search page read through `usePluginData('search-index')`. */
export interface SearchGlobalData {
  backend: SearchIndexPluginOptions['backend'];
  /** URL of the folder holding `pagefind.js`, with a trailing slash. */
  indexUrl: string;
}

export const SEARCH_PLUGIN_NAME = 'search-index';

export default function searchIndexPlugin(context: LoadContext, rawOptions: unknown): Plugin {
  if (!isSearchIndexPluginOptions(rawOptions)) {
    throw new Error(
      `${SEARCH_PLUGIN_NAME}: expected { backend, indexDir }, got ${JSON.stringify(rawOptions)}`,
    );
  }
  const options = rawOptions;
  return {
    name: SEARCH_PLUGIN_NAME,
    async contentLoaded({ actions }) {
      const data: SearchGlobalData = {
        backend: options.backend,
        indexUrl: `${context.baseUrl}${options.indexDir}/`,
      };
      actions.setGlobalData(data);
    },
    async postBuild({ outDir }) {
      // Hosted search needs no local index.
      if (options.backend !== 'pagefind') return;
      const report = await buildSearchIndex({ outDir, indexDir: options.indexDir, baseUrl: context.baseUrl });
      console.log(
        `[search-index] ${report.pages} pages indexed into ${options.indexDir}/ ` +
          `(${report.files} files, ${(report.bytes / 1024).toFixed(0)} KB) in ${report.ms} ms`,
      );
    },
  };
}
