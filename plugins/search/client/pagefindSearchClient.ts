import type { DocSearchTransformClient } from '@docsearch/react';
import { searchPagefind, type PagefindSearchOptions } from './pagefindEngine';

type SearchMethod = DocSearchTransformClient['search'];
type SearchArgs = Parameters<SearchMethod>[0];

/** The corrections of the misspelt queries answered lately, for the modal to say what it searched. */
const corrections = new Map<string, string>();
const CORRECTIONS_KEPT = 50;

/** The query answered instead of `query`, when a word of it was misspelt. */
export function correctionOf(query: string): string | undefined {
  return corrections.get(query);
}

function remember(query: string, corrected: string | undefined): void {
  corrections.delete(query);
  if (!corrected) return;
  corrections.set(query, corrected);
  if (corrections.size > CORRECTIONS_KEPT) corrections.delete(corrections.keys().next().value as string);
}

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
        remember(query, correctedQuery);
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
