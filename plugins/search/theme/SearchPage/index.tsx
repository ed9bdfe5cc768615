/**
 * The /search page, replacing the Algolia theme's page so that it works with
 * both backends. The query lives in `?q=` (kept in step with the input by
 * replacing the history entry), so direct loads, reloads and back/forward
 * all show the results of the URL's query. Only the answer to the query now in the box is shown: an
 * earlier query's answer that arrives late is dropped. Without JavaScript the page says search needs it
 * and links the docs' top sections.
 */
import React, { useEffect, useRef, useState, type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import { useLocation } from '@docusaurus/router';
import { useSearchQueryString } from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type { DocSearchHit } from '@docsearch/react';
import brand from '@site/src/brand';
import { SEARCH_MESSAGES, SUGGESTED_QUERIES } from '../../client/messages';
import { groupHitsByPage, headingPath, type PageGroup } from '../../client/groupHits';
import { loadPagefind } from '../../client/pagefindEngine';
import { pagefindWarmupScript } from '../../client/pagefindWarmup';
import { runPageSearch } from '../../client/runPageSearch';
import { rememberArrival } from '../../client/searchArrival';
import { useSearchSettings } from '../../client/useSearchSettings';
import { searchAsTypedOf } from '../../shared';
import { usePluginData } from '@docusaurus/useGlobalData';
import {
  SITE_SUMMARY_PLUGIN,
  type DocsSectionLink,
  type SiteSummary,
} from '@site/plugins/site-summary/public';
import Highlighted from './Highlighted';
import SpellingHint from '../SpellingHint';
import { useSuggestedQueries } from '../useSpellingSuggestions';
import styles from './styles.module.css';

const DEBOUNCE_MS = 120;

type Status = 'idle' | 'loading' | 'done' | 'error';

interface ResultsState {
  status: Status;
  query: string;
  hits: DocSearchHit[];
  total: number;
  hasMore: boolean;
  correctedQuery?: string;
}

const IDLE: ResultsState = { status: 'idle', query: '', hits: [], total: 0, hasMore: false };

/**
 * Results of `query`. `typing` is true while the reader types: their queries wait for the next keystroke;
 * the query the page opens with (its main content and largest paint) runs at once.
 */
function useResults(
  query: string,
  batches: number,
  typing: { readonly current: boolean },
  attempt: number,
  verbatim: boolean,
): ResultsState {
  const settings = useSearchSettings();
  const [state, setState] = useState<ResultsState>(IDLE);
  const settingsRef = useRef(settings);
  settingsRef.current = settings;

  useEffect(() => {
    const delay = typing.current ? DEBOUNCE_MS : 0;
    const trimmed = query.trim();
    if (!trimmed) {
      setState(IDLE);
      return undefined;
    }
    let cancelled = false;
    setState((previous) => ({ ...previous, status: 'loading', query: trimmed }));
    const timer = window.setTimeout(async () => {
      try {
        const results = await Promise.all(
          Array.from({ length: batches }, (_, batch) =>
            runPageSearch(trimmed, batch, settingsRef.current, verbatim),
          ),
        );
        if (cancelled) return;
        const last = results[results.length - 1];
        setState({
          status: 'done',
          query: trimmed,
          hits: results.flatMap((result) => result.hits),
          total: last?.total ?? 0,
          hasMore: last?.hasMore ?? false,
          correctedQuery: last?.correctedQuery,
        });
      } catch {
        if (!cancelled) setState({ ...IDLE, status: 'error', query: trimmed });
      }
    }, delay);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
    // `attempt` changes when the reader asks to try a failed search again.
  }, [query, batches, typing, attempt, verbatim]);

  return state;
}

function SectionLink({ hit, query }: { hit: DocSearchHit; query: string }): ReactNode {
  const path = headingPath(hit);
  return (
    <li className={styles.section}>
      <Link to={hit.url} className={styles.sectionLink} onClick={() => rememberArrival(hit.url, query)}>
        {path.length > 0 ? (
          path.map((value, i) => (
            <span key={i} className={styles.crumb}>
              <Highlighted value={value} />
            </span>
          ))
        ) : (
          <Highlighted value={hit._highlightResult?.hierarchy?.lvl1?.value || hit.hierarchy.lvl1} />
        )}
      </Link>
      <p className={styles.excerpt}>
        <Highlighted value={hit._snippetResult?.content?.value || hit.content} />
      </p>
    </li>
  );
}

function PageResult({ group, query }: { group: PageGroup; query: string }): ReactNode {
  const { first, page } = group;
  const url = page?.url ?? group.first.url.split('#')[0];
  return (
    <article className={styles.result}>
      <p className={styles.sectionName}>
        <Highlighted value={first.hierarchy.lvl0} />
      </p>
      <Heading as="h2" className={styles.title}>
        <Link to={url} onClick={() => rememberArrival(url, query)}>
          <Highlighted value={first._highlightResult?.hierarchy?.lvl1?.value || first.hierarchy.lvl1} />
        </Link>
      </Heading>
      {page && (
        <p className={styles.excerpt}>
          <Highlighted value={page._snippetResult?.content?.value || page.content} />
        </p>
      )}
      {group.sections.length > 0 && (
        <ul className={styles.sections}>
          {group.sections.map((hit) => (
            <SectionLink key={hit.objectID || hit.url} hit={hit} query={query} />
          ))}
        </ul>
      )}
    </article>
  );
}

/** "Showing results for python — search instead for pyhton": the correction of a misspelt query. */
function Correction({
  corrected,
  typed,
  onVerbatim,
}: {
  corrected: string;
  typed: string;
  onVerbatim: () => void;
}): ReactNode {
  return (
    <p>
      {SEARCH_MESSAGES.showingResultsFor} <strong>{corrected}</strong> — {SEARCH_MESSAGES.searchInsteadFor}{' '}
      <button type="button" className="button button--sm button--link" onClick={onVerbatim}>
        {typed}
      </button>
    </p>
  );
}

function NoResults({ query, onSuggest }: { query: string; onSuggest: (q: string) => void }): ReactNode {
  return (
    <div className={styles.message}>
      <p className={styles.messageTitle}>
        {SEARCH_MESSAGES.noResults} “<strong>{query}</strong>”
      </p>
      <p>{SEARCH_MESSAGES.suggestedQuery}:</p>
      <ul className={styles.suggestions}>
        {useSuggestedQueries(query, SUGGESTED_QUERIES).map((suggestion) => (
          <li key={suggestion}>
            <button
              type="button"
              className="button button--sm button--outline button--primary"
              onClick={() => onSuggest(suggestion)}
            >
              {suggestion}
            </button>
          </li>
        ))}
      </ul>
      <p>
        {SEARCH_MESSAGES.reportMissing} <Link to={brand.supportUrl}>{SEARCH_MESSAGES.reportMissingLink}</Link>
      </p>
    </div>
  );
}

function NoScript({ sections }: { sections: readonly DocsSectionLink[] }): ReactNode {
  return (
    <noscript>
      <div className={styles.message}>
        <p className={styles.messageTitle}>{SEARCH_MESSAGES.needsJavaScript}</p>
        <p>{SEARCH_MESSAGES.browseSections}</p>
        <ul>
          {sections.map((section) => (
            <li key={section.to}>
              <a href={section.to}>{section.label}</a>
            </li>
          ))}
        </ul>
      </div>
    </noscript>
  );
}

export default function SearchPage(): ReactNode {
  const [query, setQuery] = useSearchQueryString();
  const { backend, indexUrl } = useSearchSettings();
  const { docsSections } = usePluginData(SITE_SUMMARY_PLUGIN) as SiteSummary;
  const [batches, setBatches] = useState(1);
  const [attempt, setAttempt] = useState(0);
  // The words as typed, uncorrected, once the reader asks for them (here or in the modal, through the
  // history state); a new query is corrected again.
  const location = useLocation();
  const [verbatimQuery, setVerbatimQuery] = useState<string | undefined>(() =>
    searchAsTypedOf(location.state)?.trim(),
  );
  useEffect(() => {
    const asTyped = searchAsTypedOf(location.state);
    if (asTyped !== undefined) setVerbatimQuery(asTyped.trim());
  }, [location.state]);
  const typing = useRef(false);
  const verbatim = verbatimQuery !== undefined && verbatimQuery === query.trim();
  const results = useResults(query, batches, typing, attempt, verbatim);
  const groups = groupHitsByPage(results.hits);
  const trimmed = query.trim();

  // A new query starts from its first batch again.
  useEffect(() => setBatches(1), [query]);

  // Opened without a query, the engine and its worker start now, so the first keystroke finds them ready;
  // a failure shows with that query's results.
  useEffect(() => {
    if (backend !== 'pagefind' || query.trim()) return;
    loadPagefind(indexUrl)
      .then((engine) => engine.init?.())
      .catch(() => undefined);
    // Only the page's first query decides; later ones load the engine anyway.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [backend, indexUrl]);

  const title = trimmed ? `Search results for “${trimmed}”` : 'Search the documentation';
  return (
    <Layout title={title} description={`Search the ${brand.productName} documentation`}>
      <Head>
        <meta name="robots" content="noindex, follow" />
        {/* The local engine is imported only once the page has hydrated; fetching it alongside the site's
            scripts takes one round trip off the way to the first results. */}
        {backend === 'pagefind' && <link rel="modulepreload" href={`${indexUrl}pagefind.js`} />}
      </Head>
      <main className={`container margin-vert--lg ${styles.page}`}>
        {backend === 'pagefind' && (
          // Runs while the server-rendered page is parsed; React neither runs nor changes it.
          <script dangerouslySetInnerHTML={{ __html: pagefindWarmupScript(indexUrl) }} />
        )}
        <Heading as="h1">{title}</Heading>
        <NoScript sections={docsSections} />
        <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
          <input
            type="search"
            name="q"
            className={styles.input}
            value={query}
            onChange={(event) => {
              typing.current = true;
              setQuery(event.target.value);
            }}
            placeholder={SEARCH_MESSAGES.placeholder}
            aria-label={SEARCH_MESSAGES.placeholder}
            autoComplete="off"
            spellCheck={false}
          />
        </form>
        <div aria-live="polite" className={styles.status}>
          {results.status === 'done' && results.total > 0 && (
            <p>{results.total === 1 ? '1 page found' : `${results.total} pages found`}</p>
          )}
          {results.status === 'loading' && results.hits.length === 0 && <p>Searching…</p>}
        </div>
        {results.status === 'error' && (
          <div className={styles.message} role="alert">
            <p className={styles.messageTitle}>{SEARCH_MESSAGES.errorTitle}</p>
            <p>{SEARCH_MESSAGES.errorHelp}</p>
            <button
              type="button"
              className="button button--sm button--outline button--primary"
              onClick={() => setAttempt((n) => n + 1)}
            >
              {SEARCH_MESSAGES.retry}
            </button>
          </div>
        )}
        {results.status === 'done' && results.correctedQuery && (
          <Correction
            corrected={results.correctedQuery}
            typed={results.query}
            onVerbatim={() => setVerbatimQuery(results.query)}
          />
        )}
        {results.status === 'done' && !results.correctedQuery && (
          <SpellingHint query={results.query} pages={groups.length} onSuggest={setQuery} />
        )}
        {results.status === 'done' && results.hits.length === 0 && (
          <NoResults query={results.query} onSuggest={setQuery} />
        )}
        {/* Busy while the query runs: assistive technology waits for the whole list, and the link
            prefetcher (plugins/idle-prefetch) lets these downloads go first. */}
        <div aria-busy={results.status === 'loading'}>
          {groups.length > 0 && results.status !== 'error' && (
            <section aria-label="Search results">
              {groups.map((group) => (
                <PageResult key={group.url} group={group} query={results.query} />
              ))}
            </section>
          )}
        </div>
        {results.status === 'done' && results.hasMore && (
          <button type="button" className="button button--secondary" onClick={() => setBatches((n) => n + 1)}>
            Show more results
          </button>
        )}
      </main>
    </Layout>
  );
}
