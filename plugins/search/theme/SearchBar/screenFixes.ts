import { SEARCH_MESSAGES } from '../../client/messages';
import { typeInto } from './keystrokeCapture';

/**
 * Two fixes to the no-results screen of DocSearch 4.7.0, applied to the DOM
 * of the open modal:
 * - the "Try searching for" list never renders (algolia/docsearch#2922: the
 *   suggestions are stored as an object but read as an array), so it is added
 *   from the section names of earlier results;
 * - autocomplete resets the status to "idle" after a failed request, so the
 *   error screen never stays and a failure reads as "No results". When the
 *   last request for the shown query failed, the error texts replace it,
 *   with a button that runs the query again.
 * Nodes are only added next to DocSearch's own and built with textContent.
 * tests/e2e/docsearch-upstream.spec.ts fails once DocSearch fixes either bug:
 * then delete that fix.
 */
export interface ScreenFixState {
  /** The query whose last request failed, if any. */
  failedQuery: string | null;
  /** Section names of earlier results, most recent first. */
  suggestions: string[];
}

const FIX_ATTR = 'data-search-fix';

function setInputQuery(input: HTMLInputElement, query: string): void {
  typeInto(input, query);
  input.focus();
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function errorBlock(query: string, input: HTMLInputElement | null): HTMLElement {
  const block = element('div', 'DocSearch-ErrorScreen');
  block.setAttribute(FIX_ATTR, 'error');
  block.setAttribute('role', 'alert');
  const retry = element('button', 'DocSearch-Prefill', SEARCH_MESSAGES.retry);
  retry.type = 'button';
  retry.addEventListener('click', () => {
    if (!input) return;
    // The same value would not count as a change: clear the query, then type it again.
    setInputQuery(input, '');
    setInputQuery(input, query);
  });
  block.append(
    element('p', 'DocSearch-Title', SEARCH_MESSAGES.errorTitle),
    element('p', 'DocSearch-Help', SEARCH_MESSAGES.errorHelp),
    retry,
  );
  return block;
}

function suggestionsBlock(suggestions: readonly string[], input: HTMLInputElement | null): HTMLElement {
  const block = element('div', 'DocSearch-NoResults-Prefill-List');
  block.setAttribute(FIX_ATTR, 'suggestions');
  const list = document.createElement('ul');
  for (const suggestion of suggestions.slice(0, 3)) {
    const item = document.createElement('li');
    const button = element('button', 'DocSearch-Prefill', suggestion);
    button.type = 'button';
    button.addEventListener('click', () => {
      if (input) setInputQuery(input, `${suggestion.toLowerCase()} `);
    });
    item.append(button);
    list.append(item);
  }
  block.append(element('p', 'DocSearch-Help', `${SEARCH_MESSAGES.suggestedQuery}:`), list);
  return block;
}

export function applyScreenFixes(root: HTMLElement, state: ScreenFixState): void {
  const screen = root.querySelector<HTMLElement>('.DocSearch-NoResults');
  if (!screen) return;
  const input = root.querySelector<HTMLInputElement>('.DocSearch-Input');
  const query = screen.querySelector('.DocSearch-Title strong')?.textContent ?? '';
  const failed = state.failedQuery !== null && state.failedQuery === query;

  const shownError = screen.querySelector(`[${FIX_ATTR}="error"]`);
  if (failed && !shownError) screen.prepend(errorBlock(query, input));
  if (!failed && shownError) shownError.remove();
  screen.classList.toggle('search-failed', failed);

  const native = screen.querySelector(`.DocSearch-NoResults-Prefill-List:not([${FIX_ATTR}])`);
  const ours = screen.querySelector(`[${FIX_ATTR}="suggestions"]`);
  const wanted = !failed && !native && state.suggestions.length > 0;
  if (wanted && !ours) {
    const help = screen.querySelector(':scope > .DocSearch-Help');
    screen.insertBefore(suggestionsBlock(state.suggestions, input), help);
  }
  if (!wanted && ours) ours.remove();
}

/** Watches the modal and re-applies the fixes whenever DocSearch re-renders. */
export function watchScreenFixes(root: HTMLElement, read: () => ScreenFixState): () => void {
  const observer = new MutationObserver(() => applyScreenFixes(root, read()));
  observer.observe(root, { childList: true, subtree: true, characterData: true });
  applyScreenFixes(root, read());
  return () => observer.disconnect();
}
