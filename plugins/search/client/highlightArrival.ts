import { queryTerms, termsPattern } from './highlight';

/** Draws the query's words on a page opened from a search result (searchArrival.ts says why this way). */

/** The name arrivalHighlight.css gives `::highlight()`. */
export const ARRIVAL_HIGHLIGHT = 'search-arrival';

/** TypeScript's DOM types leave out the registry's map methods. */
function registry(): Map<string, Highlight> | undefined {
  if (typeof CSS === 'undefined' || !('highlights' in CSS) || typeof Highlight === 'undefined')
    return undefined;
  return CSS.highlights as unknown as Map<string, Highlight>;
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
