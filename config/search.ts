import brand from '../src/brand';
import type { SiteEnv } from './env';

/**
 * Search settings. One DocSearch modal is the search UI; its results come
 * from hosted Algolia DocSearch when the ALGOLIA_* variables are set at build
 * time, otherwise from a Pagefind index built from the production HTML.
 */

/** Route of the full results page; the query travels in `?q=`. */
export const SEARCH_PAGE_PATH = 'search';

/** Folder of `build/` that holds the Pagefind index. */
export const SEARCH_INDEX_DIR = 'pagefind';

export type SearchBackend = 'algolia' | 'pagefind';

/** Options of the local `search-index` plugin (global data + postBuild index). */
// A type alias (not an interface) so that it fits Docusaurus's plugin options type.
export type SearchIndexPluginOptions = {
  backend: SearchBackend;
  indexDir: string;
};

export function isSearchIndexPluginOptions(value: unknown): value is SearchIndexPluginOptions {
  if (typeof value !== 'object' || value === null) return false;
  const { backend, indexDir } = value as Record<string, unknown>;
  return (backend === 'algolia' || backend === 'pagefind') && typeof indexDir === 'string' && indexDir !== '';
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Results on the marketing site or the portal leave the docs app with a full
 * page load instead of client-side navigation.
 */
export const DEFAULT_EXTERNAL_URL_REGEX = [brand.websiteUrl, brand.portalUrl]
  .map((url) => `^https?://${escapeRegExp(new URL(url).host)}`)
  .join('|');

/*
 * The Algolia theme validates appId/apiKey/indexName even when the local
 * index answers; these placeholders are never sent anywhere because the
 * SearchBar swaps the search client out in that case.
 */
const LOCAL_PLACEHOLDER = { appId: 'LOCAL', apiKey: 'local-index', indexName: 'local' } as const;

export function searchBackend(env: SiteEnv): SearchBackend {
  return env.algolia ? 'algolia' : 'pagefind';
}

/** `themeConfig.algolia` for @docusaurus/theme-search-algolia. */
export function algoliaThemeConfig(env: SiteEnv) {
  const hosted = env.algolia;
  return {
    ...(hosted
      ? { appId: hosted.appId, apiKey: hosted.apiKey, indexName: hosted.indexName }
      : LOCAL_PLACEHOLDER),
    contextualSearch: false,
    searchPagePath: SEARCH_PAGE_PATH,
    externalUrlRegex: env.searchResults.externalUrlRegex ?? DEFAULT_EXTERNAL_URL_REGEX,
    ...(env.searchResults.replacePathname
      ? { replaceSearchResultPathname: env.searchResults.replacePathname }
      : {}),
    // Ask AI needs the hosted index and an assistant.
    ...(hosted?.assistantId ? { askAi: hosted.assistantId } : {}),
  };
}

export function searchIndexPluginOptions(env: SiteEnv): SearchIndexPluginOptions {
  return { backend: searchBackend(env), indexDir: SEARCH_INDEX_DIR };
}
