import brand from '../../src/brand';
import type { SearchPluginOptionsInput } from './options';
import { SEARCH_PAGE_PATH, type SearchBackend } from './shared';

/**
 * Turns the build environment into the two pieces of search configuration
 * docusaurus.config.ts needs: `themeConfig.algolia` for the DocSearch theme
 * and the options of this plugin. The modal is the one search UI; hosted
 * Algolia answers when its credentials are set, the built index otherwise.
 */
export interface SearchEnv {
  /** Hosted DocSearch credentials, present only when all three are set. */
  algolia?: { appId: string; apiKey: string; indexName: string; assistantId?: string };
  /** Rewrites applied to the URLs of search results (both backends). */
  searchResults: {
    externalUrlRegex?: string;
    replacePathname?: { from: string; to: string };
  };
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

export function searchBackend(env: SearchEnv): SearchBackend {
  return env.algolia ? 'algolia' : 'pagefind';
}

/** `themeConfig.algolia` for @docusaurus/theme-search-algolia. */
export function algoliaThemeConfig(env: SearchEnv) {
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

/** Options of this plugin for the given environment. */
export function searchPluginOptions(env: SearchEnv): SearchPluginOptionsInput {
  return { backend: searchBackend(env) };
}
