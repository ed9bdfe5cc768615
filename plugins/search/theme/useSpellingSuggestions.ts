import { useEffect, useState } from 'react';
import { spellingSuggestions } from '../client/suggest';
import { useSearchSettings } from '../client/useSearchSettings';

/**
 * Spelling corrections of `query` from the built index's word list, for a page that found nothing
 * (the /search page, the 404 page). Undefined until they are known; always empty with hosted Algolia,
 * which corrects typos itself, so the word list is never fetched there.
 */
export function useSpellingSuggestions(query: string): readonly string[] | undefined {
  const { backend, indexUrl } = useSearchSettings();
  const [found, setFound] = useState<{ query: string; suggestions: readonly string[] }>();
  const trimmed = query.trim();
  useEffect(() => {
    if (backend !== 'pagefind' || !trimmed) return undefined;
    let current = true;
    void spellingSuggestions(trimmed, indexUrl).then((suggestions) => {
      if (current) setFound({ query: trimmed, suggestions });
    });
    return () => {
      current = false;
    };
  }, [backend, indexUrl, trimmed]);
  if (backend !== 'pagefind' || !trimmed) return [];
  return found?.query === trimmed ? found.suggestions : undefined;
}

/** The queries the no-results screen offers: the corrections of `query`, else `fallback`. */
export function useSuggestedQueries(query: string, fallback: readonly string[]): readonly string[] {
  const spelling = useSpellingSuggestions(query);
  if (spelling === undefined) return [];
  return spelling.length > 0 ? spelling : fallback;
}
