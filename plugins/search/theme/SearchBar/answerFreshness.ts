import type { SearchTracking } from './searchTracking';

/**
 * Whether the open modal shows the answer to the query in its box. DocSearch 4.7 keeps its screen as it
 * was while a query loads (its screen component skips renders in the "loading" status), so after each
 * keystroke the previous query's hits, "See all N results" or "No results for …" stay under the new
 * query until its answer arrives; and a modal opened with a query renders "No results" before searching.
 * Such a screen is marked stale: styles.css hides it and the dialog is busy, so a reader never sees
 * results, counts or "No results" for another query than the one typed.
 */

/** Attribute on the link of each result: the query whose answer holds it (see `Hit` in index.tsx). */
export const HIT_QUERY_ATTR = 'data-search-query';
const STALE_ATTR = 'data-stale';

/** True when what the modal shows belongs to the query in its box. */
export function showsCurrentAnswer(root: ParentNode, tracking: SearchTracking): boolean {
  const query = root.querySelector<HTMLInputElement>('.DocSearch-Input')?.value ?? '';
  // An empty box shows the start screen (recent searches), which answers no query.
  if (query === '') return true;
  const noResults = root.querySelector('.DocSearch-NoResults');
  if (noResults) {
    const shown = noResults.querySelector('.DocSearch-Title strong')?.textContent;
    // "No results" only once the search of this query has finished with none, or failed.
    const finished = tracking.hitCounts.get(query) === 0 || tracking.screen.failedQuery === query;
    return shown === query && finished;
  }
  const hits = Array.from(root.querySelectorAll(`.DocSearch-Hit a[${HIT_QUERY_ATTR}]`));
  return hits.length > 0 && hits.every((hit) => hit.getAttribute(HIT_QUERY_ATTR) === query);
}

/** Marks the modal stale (hidden by styles.css, busy for assistive technology) or fresh. */
export function applyAnswerFreshness(root: HTMLElement, tracking: SearchTracking): void {
  const modal = root.querySelector('.DocSearch-Modal');
  if (!modal) return;
  const stale = !showsCurrentAnswer(root, tracking);
  const busy = String(stale || tracking.pending > 0);
  if (modal.hasAttribute(STALE_ATTR) !== stale) modal.toggleAttribute(STALE_ATTR, stale);
  if (modal.getAttribute('aria-busy') !== busy) modal.setAttribute('aria-busy', busy);
}

/**
 * Re-checks on every change of the modal's DOM and on every keystroke in its box, both before the browser
 * paints; returns the disconnect.
 */
export function watchAnswerFreshness(root: HTMLElement, read: () => SearchTracking): () => void {
  const apply = () => applyAnswerFreshness(root, read());
  const observer = new MutationObserver(apply);
  observer.observe(root, { childList: true, subtree: true, characterData: true });
  root.addEventListener('input', apply, true);
  apply();
  return () => {
    observer.disconnect();
    root.removeEventListener('input', apply, true);
  };
}
