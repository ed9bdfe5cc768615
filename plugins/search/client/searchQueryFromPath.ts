import { SEARCH_PAGE_PATH, SEARCH_QUERY_PARAM } from '../shared';

/**
 * Turns a missing path into words worth searching for, so the 404 page can offer
 * a search that likely finds what the reader was after: `/docs/odsl/curve-builder` → `odsl curve builder`.
 */
export function searchQueryFromPath(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape is still worth searching for as typed.
  }
  return decoded
    .split(/[/\-_.\s]+/)
    .filter((word) => word && !/^(docs|html?|index)$/i.test(word))
    .join(' ')
    .slice(0, 100)
    .trim();
}

export function searchHref(query: string): string {
  const page = `/${SEARCH_PAGE_PATH}`;
  return query ? `${page}?${SEARCH_QUERY_PARAM}=${encodeURIComponent(query)}` : page;
}
