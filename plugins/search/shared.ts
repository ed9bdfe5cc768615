/**
 * Names, shapes and rules shared by the plugin (Node) and its theme (browser).
 * Kept free of imports so that nothing Node-only reaches the client bundle.
 */

/** Plugin name; the theme reads the plugin's global data under it. */
export const SEARCH_PLUGIN_NAME = 'search';

/** Route of the full results page; the query travels in `?q=`. */
export const SEARCH_PAGE_PATH = 'search';

export type SearchBackend = 'algolia' | 'pagefind';

/** What the SearchBar and the /search page read through `usePluginData(SEARCH_PLUGIN_NAME)`. */
export interface SearchGlobalData {
  backend: SearchBackend;
  /** URL of the folder holding `pagefind.js`, with a trailing slash. */
  indexUrl: string;
}

/**
 * A title with spaces or punctuation is also indexed as one word (`on error`
 * is found by `onerror`). The indexer adds this alias before the title; the
 * client drops it from excerpts again. Undefined when it equals the title.
 */
export function titleAlias(title: string): string | undefined {
  const squashed = title.replace(/[^\p{L}\p{N}]+/gu, '');
  return squashed.length >= 3 && squashed !== title ? squashed : undefined;
}
