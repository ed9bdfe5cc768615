import type { DocSearchTransformClient } from '@docsearch/react';
import { searchPagefind, type PagefindSearchOptions } from './pagefindEngine';

type SearchMethod = DocSearchTransformClient['search'];
type SearchArgs = Parameters<SearchMethod>[0];

/** Pages asked of the engine for the modal; each brings its page hit and a few sections. */
const MODAL_PAGES = 8;

function queriesOf(args: SearchArgs): Array<{ query: string; indexName: string }> {
  const requests = Array.isArray(args) ? args : args.requests;
  return requests.map((request) => {
    const fields = request as { query?: unknown; indexName?: unknown };
    return {
      query: typeof fields.query === 'string' ? fields.query : '',
      indexName: typeof fields.indexName === 'string' ? fields.indexName : 'local',
    };
  });
}

/**
 * A stand-in for the Algolia client inside the DocSearch modal: same `search`
 * contract, answers from the local Pagefind index with Algolia-shaped hits.
 */
export function createPagefindSearchClient(
  base: DocSearchTransformClient,
  options: Omit<PagefindSearchOptions, 'pages' | 'offset'>,
): DocSearchTransformClient {
  const search = async (args: SearchArgs) => {
    const started = performance.now();
    const results = await Promise.all(
      queriesOf(args).map(async ({ query, indexName }) => {
        const { hits, nbPages, correctedQuery } = await searchPagefind(query, {
          ...options,
          pages: MODAL_PAGES,
        });
        return {
          hits,
          nbHits: nbPages,
          page: 0,
          nbPages: 1,
          hitsPerPage: hits.length,
          exhaustiveNbHits: true,
          query,
          params: '',
          index: indexName,
          processingTimeMS: Math.round(performance.now() - started),
          // Not Algolia's: the query answered instead of a misspelt one, for the modal to say so.
          ...(correctedQuery ? { correctedQuery } : {}),
        };
      }),
    );
    return { results };
  };
  return {
    search: search as unknown as SearchMethod,
    addAlgoliaAgent: () => undefined,
    transporter: base.transporter,
  };
}
