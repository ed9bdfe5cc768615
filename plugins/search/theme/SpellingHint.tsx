import React, { type ReactNode } from 'react';
import { SEARCH_MESSAGES } from '../client/messages';
import { FEW_RESULTS } from '../client/suggest';
import { useSpellingSuggestions } from './useSpellingSuggestions';

/**
 * Above a short list of results (a page or two), the spelling corrections of the query, if it has any:
 * "Try searching for: timeseries". The no-results screen offers them itself.
 */
export default function SpellingHint({
  query,
  pages,
  onSuggest,
}: {
  query: string;
  pages: number;
  onSuggest: (query: string) => void;
}): ReactNode {
  const few = pages > 0 && pages <= FEW_RESULTS;
  const suggestions = useSpellingSuggestions(few ? query : '');
  if (!few || !suggestions || suggestions.length === 0) return null;
  return (
    <p>
      {SEARCH_MESSAGES.suggestedQuery}:{' '}
      {suggestions.map((suggestion, i) => (
        <React.Fragment key={suggestion}>
          {i > 0 && ', '}
          <button
            type="button"
            className="button button--sm button--link"
            onClick={() => onSuggest(suggestion)}
          >
            {suggestion}
          </button>
        </React.Fragment>
      ))}
    </p>
  );
}
