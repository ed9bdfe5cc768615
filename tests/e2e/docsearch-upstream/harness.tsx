/**
 * DocSearch exactly as installed, without the site's workarounds: the modal
 * with a stub search client, and the navbar button. Bundled by
 * docsearch-upstream.spec.ts, whose canaries fail once DocSearch fixes a bug
 * the site works around.
 */
import { createRoot } from 'react-dom/client';
import { DocSearchButton } from '@docsearch/react/button';
import { DocSearchModal } from '@docsearch/react/modal';
import type { DocSearchHit, DocSearchTransformClient } from '@docsearch/react';
import '@docsearch/css';

/** Hits per query; `fail` answers like an unreachable Algolia cluster. */
const ANSWERS: Record<string, { nbHits: number; section: string } | 'fail'> = {
  alpha: { nbHits: 5, section: 'Guides' },
  alphab: { nbHits: 3, section: 'Guides' },
  fail: 'fail',
};

function hit(query: string, section: string): DocSearchHit {
  const level = (value: string | null) => ({ value: value ?? '', matchLevel: 'none', matchedWords: [] });
  const hierarchy = {
    lvl0: section,
    lvl1: `Page about ${query}`,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  const levels = Object.fromEntries(Object.entries(hierarchy).map(([key, value]) => [key, level(value)]));
  return {
    objectID: query,
    url: `https://docs.example.test/${query}`,
    url_without_anchor: `https://docs.example.test/${query}`,
    anchor: null,
    type: 'lvl1',
    content: null,
    hierarchy,
    _highlightResult: { content: level(null), hierarchy: levels, hierarchy_camel: [levels] },
    _snippetResult: {
      content: { value: '', matchLevel: 'none' },
      hierarchy: levels,
      hierarchy_camel: [levels],
    },
  } as unknown as DocSearchHit;
}

type SearchArgs = Parameters<DocSearchTransformClient['search']>[0];

const SLOW_QUERY = 'slow';
const SLOW_MS = 3000;

function stubClient(base: DocSearchTransformClient): DocSearchTransformClient {
  const search = async (args: SearchArgs) => {
    const requests = (Array.isArray(args) ? args : args.requests) as Array<{
      query?: string;
      indexName?: string;
    }>;
    // A query whose answer takes its time, as on a slow network.
    if (requests.some(({ query }) => query === SLOW_QUERY))
      await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
    const results = requests.map(({ query = '', indexName = 'docs' }) => {
      const answer = ANSWERS[query];
      if (answer === 'fail') {
        const error = new Error('Unreachable hosts');
        error.name = 'RetryError';
        throw error;
      }
      const hits = answer ? [hit(query, answer.section)] : [];
      const nbHits = answer?.nbHits ?? 0;
      return {
        hits,
        nbHits,
        page: 0,
        nbPages: 1,
        hitsPerPage: 20,
        exhaustiveNbHits: true,
        query,
        params: '',
        index: indexName,
        processingTimeMS: 1,
      };
    });
    return { results };
  };
  return { ...base, search: search as unknown as DocSearchTransformClient['search'] };
}

function Harness() {
  // `#button` shows the navbar button alone; otherwise the open modal.
  if (window.location.hash === '#button') return <DocSearchButton />;
  return (
    <DocSearchModal
      appId="CANARY"
      apiKey="canary-key"
      indexName="docs"
      transformSearchClient={stubClient}
      onClose={() => undefined}
      onAskAiToggle={() => undefined}
      initialScrollY={0}
      // What DocSearch hands the footer: the count it keeps in its context.
      resultsFooterComponent={({ state }) => <p id="upstream-nbhits">{String(state.context.nbHits)}</p>}
    />
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(<Harness />);
