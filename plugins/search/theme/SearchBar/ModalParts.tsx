/**
 * What only the open search modal needs: a result, the results footer, the client tracking and the screen
 * fixes. They load with the modal (importDocSearchModalIfNeeded in index.tsx), not with every page.
 */
import React, { type ReactNode } from 'react';
import type { InternalDocSearchHit, StoredDocSearchHit } from '@docsearch/react';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import { useSearchLinkCreator } from '@docusaurus/theme-common';
import Translate from '@docusaurus/Translate';
import { SEARCH_MESSAGES } from '../../client/messages';
import { SEARCH_AS_TYPED_STATE } from '../../shared';
import { rememberArrival } from '../../client/searchArrival';
import { HIT_QUERY_ATTR } from './answerFreshness';
import { QUERY_FIELD } from './searchTracking';
import { isSearchHistoryEntry } from './keyboardAndHistory';

export { applyScreenFixes, watchScreenFixes } from './screenFixes';
export { watchModalSemantics } from './modalSemantics';
export { applyAnswerFreshness, watchAnswerFreshness } from './answerFreshness';
export { trackSearchClient } from './searchTracking';

export function Hit({
  hit,
  children,
}: {
  hit: InternalDocSearchHit | StoredDocSearchHit;
  children: ReactNode;
}) {
  const query = (hit as { [QUERY_FIELD]?: unknown })[QUERY_FIELD];
  // The result takes the place of the history entry the open modal pushed (keyboardAndHistory.ts).
  return (
    <Link
      to={hit.url}
      replace={isSearchHistoryEntry()}
      onClick={() => typeof query === 'string' && rememberArrival(hit.url, query)}
      {...(typeof query === 'string' && { [HIT_QUERY_ATTR]: query })}
    >
      {children}
    </Link>
  );
}

export function ResultsFooter({
  query,
  nbHits,
  onClose,
  corrected,
}: {
  query: string;
  nbHits: number;
  onClose: () => void;
  /** The query answered instead of a misspelt one; /search offers the words as typed. */
  corrected?: string;
}) {
  const createSearchLink = useSearchLinkCreator();
  const history = useHistory();
  const asTyped = createSearchLink(query);
  return (
    <>
      {corrected && (
        <p className="search-correction">
          {SEARCH_MESSAGES.showingResultsFor} <strong>{corrected}</strong> —{' '}
          {SEARCH_MESSAGES.searchInsteadFor}{' '}
          <Link
            to={asTyped}
            onClick={(event) => {
              // The results page searches these words uncorrected: the history state says so.
              event.preventDefault();
              onClose();
              const state = { [SEARCH_AS_TYPED_STATE]: query };
              if (isSearchHistoryEntry()) history.replace(asTyped, state);
              else history.push(asTyped, state);
            }}
          >
            {query}
          </Link>
        </p>
      )}
      <Link to={createSearchLink(query)} replace={isSearchHistoryEntry()} onClick={onClose}>
        <Translate id="theme.SearchBar.seeAll" values={{ count: nbHits }}>
          {'See all {count} results'}
        </Translate>
      </Link>
    </>
  );
}
