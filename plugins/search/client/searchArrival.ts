import { queryTerms, termsPattern } from './highlight';

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
 * tab included), for a minute and once.
 */

const STORAGE_KEY = 'search-arrival';
const MAX_AGE_MS = 60_000;
/** The name styles.css gives `::highlight()`. */
export const ARRIVAL_HIGHLIGHT = 'search-arrival';

/** TypeScript's DOM types leave out the registry's map methods. */
function registry(): Map<string, Highlight> | undefined {
  if (typeof CSS === 'undefined' || !('highlights' in CSS) || typeof Highlight === 'undefined')
    return undefined;
  return CSS.highlights as unknown as Map<string, Highlight>;
}

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

/** Ranges of the query's words in the text of `root`. */
export function termRanges(root: Node, query: string): Range[] {
  const pattern = termsPattern(queryTerms(query));
  if (!pattern) return [];
  const ranges: Range[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue ?? '';
    for (const match of text.matchAll(pattern)) {
      if (match[0].length === 0) continue;
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      ranges.push(range);
    }
  }
  return ranges;
}

/** The first range at or after the element `id` names (the result's section), else the first. */
export function firstInSection(ranges: readonly Range[], id: string): Range | undefined {
  const anchor = id ? document.getElementById(id) : null;
  if (!anchor) return ranges[0];
  return ranges.find(
    (range) =>
      (anchor.compareDocumentPosition(range.startContainer) &
        (Node.DOCUMENT_POSITION_FOLLOWING | Node.DOCUMENT_POSITION_CONTAINED_BY)) !==
      0,
  );
}

/** Highlights `query` in the page's indexed text and scrolls to its first match in the named section. */
export function highlightArrival(query: string, hash: string): void {
  const root = document.querySelector('[data-pagefind-body]') ?? document.querySelector('main');
  const highlights = registry();
  if (!root || !highlights) return;
  const ranges = termRanges(root, query);
  if (ranges.length === 0) return;
  highlights.set(ARRIVAL_HIGHLIGHT, new Highlight(...ranges));
  const first = firstInSection(ranges, decodeURIComponent(hash.replace(/^#/, '')));
  first?.startContainer.parentElement?.scrollIntoView({ block: 'center' });
}

export function clearArrival(): void {
  registry()?.delete(ARRIVAL_HIGHLIGHT);
}
