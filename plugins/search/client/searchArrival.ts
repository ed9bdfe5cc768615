/**
 * Arrival at the words: a result opened from the modal or the /search page highlights the query's words
 * on its page and scrolls to the first one in the section the result named.
 *
 * Why not Pagefind's highlight script: it wraps each match in a `<mark>` inside the page React rendered,
 * and React then updates nodes that are no longer its own (tabs, code block buttons); it reads the words
 * from a query parameter, which every result link and stored recent search would carry; it marks inside
 * words, unlike the results' highlighting; and hosted Algolia builds no Pagefind files. Here the words
 * are drawn with the CSS Custom Highlight API (ranges, no change to the DOM), matched as the results mark
 * them (`termsPattern`), and the query travels in storage from the click to the page it opens (a new
 * tab included), for a minute and once. This module is in every page (the SearchBar and the client module
 * arrivalHighlight.ts use it); the drawing (highlightArrival.ts) loads only on such an arrival.
 */

const STORAGE_KEY = 'search-arrival';
const MAX_AGE_MS = 60_000;

interface Arrival {
  path: string;
  query: string;
  at: number;
}

function pathOf(url: string): string {
  return new URL(url, window.location.href).pathname.replace(/\/$/, '') || '/';
}

/** Called when a result is opened: the page at `url` highlights `query`. */
export function rememberArrival(url: string, query: string): void {
  if (!query.trim()) return;
  try {
    const arrival: Arrival = { path: pathOf(url), query, at: Date.now() };
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(arrival));
  } catch {
    // Storage blocked: the page opens without highlighting.
  }
}

/** The query to highlight on the page at `pathname`, if a result opened it; consumed. */
export function takeArrival(pathname: string): string | undefined {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    if (!raw) return undefined;
    const arrival = JSON.parse(raw) as Partial<Arrival>;
    if (arrival.path !== pathOf(pathname)) return undefined;
    window.localStorage.removeItem(STORAGE_KEY);
    const fresh = typeof arrival.at === 'number' && Date.now() - arrival.at < MAX_AGE_MS;
    return fresh && typeof arrival.query === 'string' ? arrival.query : undefined;
  } catch {
    return undefined;
  }
}
