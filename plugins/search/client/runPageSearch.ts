import type { DocSearchHit } from '@docsearch/react';
import { searchAlgolia } from './algoliaEngine';
import { MAX_QUERY_LENGTH, searchPagefind } from './pagefindEngine';
import { processResultUrl } from './resultUrl';
import { DEFAULT_SECTION, SECTIONS_PER_PAGE, type SearchSettings } from './useSearchSettings';

/** One batch of results for the /search page ("Show more" asks for the next). */
export interface SearchBatch {
  hits: DocSearchHit[];
  /** Matching pages (local index) or records (hosted index). */
  total: number;
  hasMore: boolean;
  /** The query searched instead of the one typed, when a word of it was misspelt (the built index). */
  correctedQuery?: string;
}

export const LOCAL_PAGES_PER_BATCH = 10;
export const HOSTED_HITS_PER_BATCH = 20;

async function fetchBatch(
  query: string,
  batch: number,
  settings: SearchSettings,
  verbatim: boolean,
): Promise<SearchBatch> {
  if (settings.backend === 'pagefind') {
    const offset = batch * LOCAL_PAGES_PER_BATCH;
    const { hits, nbPages, correctedQuery } = await searchPagefind(query, {
      indexUrl: settings.indexUrl,
      origin: settings.origin,
      defaultSection: DEFAULT_SECTION,
      maxSectionsPerPage: SECTIONS_PER_PAGE,
      pages: LOCAL_PAGES_PER_BATCH,
      offset,
      verbatim,
    });
    return { hits, total: nbPages, hasMore: offset + LOCAL_PAGES_PER_BATCH < nbPages, correctedQuery };
  }
  const result = await searchAlgolia(query.slice(0, MAX_QUERY_LENGTH), settings.algolia, {
    page: batch,
    hitsPerPage: HOSTED_HITS_PER_BATCH,
  });
  return { hits: result.hits, total: result.nbHits, hasMore: batch + 1 < result.nbPages };
}

/**
 * Searches with the configured backend; result URLs are rewritten for both. The built index corrects a
 * misspelt word unless `verbatim` ("search instead for" the words typed).
 */
export async function runPageSearch(
  query: string,
  batch: number,
  settings: SearchSettings,
  verbatim = false,
): Promise<SearchBatch> {
  const result = await fetchBatch(query, batch, settings, verbatim);
  return {
    ...result,
    hits: result.hits.map((hit) => ({ ...hit, url: processResultUrl(hit.url, settings.urlOptions) })),
  };
}
