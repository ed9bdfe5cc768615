/**
 * Names, shapes and rules shared by the plugin (Node) and its theme (browser).
 * Kept free of imports so that nothing Node-only reaches the client bundle.
 */

/** Plugin name; the theme reads the plugin's global data under it. */
export const SEARCH_PLUGIN_NAME = 'search';

/** Route of the full results page; the query travels in `?q=`. */
export const SEARCH_PAGE_PATH = 'search';

/** The query parameter of the results page, as Docusaurus's `useSearchQueryString` reads it. */
export const SEARCH_QUERY_PARAM = 'q';

export type SearchBackend = 'algolia' | 'pagefind';

/** What the SearchBar and the /search page read through `usePluginData(SEARCH_PLUGIN_NAME)`. */
export interface SearchGlobalData {
  backend: SearchBackend;
  /** URL of the folder holding `pagefind.js`, with a trailing slash. */
  indexUrl: string;
}

/**
 * A page's keywords (`keywords` front matter, which the site fills with the reader's phrasings of the
 * jobs the page answers) are indexed as a section of their own under this anchor at the end of the page:
 * they find the page, but no excerpt shows them and no result links to the section.
 */
export const KEYWORDS_ANCHOR = 'search-keywords';

/**
 * History state of a visit to the results page that searches the words as typed, uncorrected: the modal's
 * "search instead for pyhton" link sets it to the words.
 */
export const SEARCH_AS_TYPED_STATE = 'searchAsTyped';

/** The words to search as typed, from a history state, if it names any. */
export function searchAsTypedOf(state: unknown): string | undefined {
  const words = (state as Record<string, unknown> | null | undefined)?.[SEARCH_AS_TYPED_STATE];
  return typeof words === 'string' && words.trim() ? words : undefined;
}

/** The index's vocabulary, written by the indexer into the index folder (indexer/wordList.ts). */
export const WORD_LIST_FILE = 'words.txt';

/**
 * A title with spaces or punctuation is also indexed as one word (`on error`
 * is found by `onerror`). The indexer adds this alias before the title; the
 * client drops it from excerpts again. Undefined when it equals the title.
 */
export function titleAlias(title: string): string | undefined {
  const squashed = title.replace(/[^\p{L}\p{N}]+/gu, '');
  return squashed.length >= 3 && squashed !== title ? squashed : undefined;
}

/*
 * Pagefind indexes a folder of prepared pages far faster than page by page through its API (its own
 * threads read and parse the files), but then takes each page's URL from its file path. The indexer writes
 * every route to `<route>/index.html`, so Pagefind reports `/docs/odsl/print/`; the client maps that back
 * to the route, `/docs/odsl/print` (the site has no trailing slashes).
 */

/** Where the indexer writes a route's prepared page, relative to its work folder. */
export function indexedFileOfRoute(route: string): string {
  const path = route.replace(/^\/+|\/+$/g, '');
  return path ? `${path}/index.html` : 'index.html';
}

/** The route of a URL Pagefind reports for a file written by `indexedFileOfRoute`; anchors are kept. */
export function routeOfIndexedUrl(url: string): string {
  const hashAt = url.indexOf('#');
  const path = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const route = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return `${route}${hash}`;
}
