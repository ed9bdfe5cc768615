import type { DocSearchHit } from '@docsearch/react';

/**
 * Hosted DocSearch queries for the /search page, through Algolia's REST
 * search endpoint (`POST /1/indexes/*\/queries`). The modal uses DocSearch's
 * own client; both ask for the same attributes.
 */
export interface AlgoliaCredentials {
  appId: string;
  apiKey: string;
  indexName: string;
}

export interface AlgoliaPageResult {
  hits: DocSearchHit[];
  nbHits: number;
  nbPages: number;
}

interface AlgoliaMultiResponse {
  results?: Array<{ hits?: DocSearchHit[]; nbHits?: number; nbPages?: number }>;
}

const LEVEL_ATTRIBUTES = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'].map(
  (l) => `hierarchy.${l}`,
);

export function algoliaQueryUrl(appId: string): string {
  return `https://${encodeURIComponent(appId)}-dsn.algolia.net/1/indexes/*/queries`;
}

export async function searchAlgolia(
  query: string,
  credentials: AlgoliaCredentials,
  paging: { page: number; hitsPerPage: number },
  signal?: AbortSignal,
): Promise<AlgoliaPageResult> {
  const url = new URL(algoliaQueryUrl(credentials.appId));
  // Credentials in the query string keep this a "simple" request (no CORS preflight).
  url.searchParams.set('x-algolia-application-id', credentials.appId);
  url.searchParams.set('x-algolia-api-key', credentials.apiKey);
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: JSON.stringify({
      requests: [
        {
          indexName: credentials.indexName,
          query,
          page: paging.page,
          hitsPerPage: paging.hitsPerPage,
          attributesToRetrieve: [
            ...LEVEL_ATTRIBUTES,
            'content',
            'type',
            'url',
            'url_without_anchor',
            'anchor',
          ],
          attributesToSnippet: [...LEVEL_ATTRIBUTES.slice(1), 'content'].map((a) => `${a}:20`),
          snippetEllipsisText: '…',
          highlightPreTag: '<mark>',
          highlightPostTag: '</mark>',
        },
      ],
    }),
    signal,
  });
  if (!response.ok) throw new Error(`Algolia answered ${response.status}`);
  const body = (await response.json()) as AlgoliaMultiResponse;
  const first = body.results?.[0];
  return { hits: first?.hits ?? [], nbHits: first?.nbHits ?? 0, nbPages: first?.nbPages ?? 0 };
}
