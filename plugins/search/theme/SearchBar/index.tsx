/**
 * Minimal ejection of @docusaurus/theme-search-algolia's SearchBar (3.9.2).
 * It keeps the DocSearch modal as the only search UI and changes these things:
 * - without hosted Algolia, the modal's search client is replaced by one that
 *   answers from the Pagefind index built with the site, and the modal does
 *   not say "Powered by Algolia";
 * - result URLs of both backends go through `processResultUrl`;
 * - "Let us know." links to the support desk of the brand module;
 * - the modal texts come from `client/messages.ts`.
 * Workarounds for DocSearch 4.7 bugs, each with a canary in
 * tests/e2e/docsearch-upstream.spec.ts that fails once upstream fixes it:
 * - "See all N results" counts the current query (`hitCounts`), as DocSearch
 *   adds up the counts of every query typed;
 * - the button is named by its visible text (WCAG 2.5.3) and shows a focus
 *   ring (button.css);
 * - the no-results screen fixes of screenFixes.ts.
 */
import React, { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { DocSearchButton } from '@docsearch/react/button';
import { useDocSearchKeyboardEvents } from '@docsearch/react/useDocSearchKeyboardEvents';
import type {
  DocSearchHit,
  DocSearchModalProps,
  DocSearchTransformClient,
  InternalDocSearchHit,
  StoredDocSearchHit,
} from '@docsearch/react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import { useSearchLinkCreator } from '@docusaurus/theme-common';
import { useAlgoliaAskAi, useAlgoliaThemeConfig } from '@docusaurus/theme-search-algolia/client';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
import brand from '@site/src/brand';
import { SEARCH_MESSAGES } from '../../client/messages';
import { isExternalResultUrl, processResultUrl } from '../../client/resultUrl';
import { DEFAULT_SECTION, SECTIONS_PER_PAGE, useSearchSettings } from '../../client/useSearchSettings';
import { applyScreenFixes, watchScreenFixes, type ScreenFixState } from './screenFixes';
import './button.css';

type ModalComponent = React.ComponentType<DocSearchModalProps>;
type LocalSearch = typeof import('./localSearch');
let DocSearchModal: ModalComponent | null = null;
let localSearch: LocalSearch | null = null;

function importDocSearchModalIfNeeded(): Promise<void> {
  if (DocSearchModal && localSearch) return Promise.resolve();
  return Promise.all([
    import('@docsearch/react/modal'),
    import('@docsearch/react/style'),
    import('./styles.css'),
    import('./localSearch'),
  ]).then(([{ DocSearchModal: Modal }, , , search]) => {
    DocSearchModal = Modal as ModalComponent;
    localSearch = search;
  });
}

/** The modal's search code; the modal renders only once importDocSearchModalIfNeeded has loaded it. */
function loadedLocalSearch(): LocalSearch {
  if (!localSearch) throw new Error('The search modal rendered before its code loaded');
  return localSearch;
}

const modalTranslations = {
  ...translations.modal,
  searchBox: { ...translations.modal?.searchBox, placeholderText: SEARCH_MESSAGES.placeholder },
  errorScreen: { titleText: SEARCH_MESSAGES.errorTitle, helpText: SEARCH_MESSAGES.errorHelp },
  noResultsScreen: {
    ...translations.modal?.noResultsScreen,
    noResultsText: SEARCH_MESSAGES.noResults,
    suggestedQueryText: SEARCH_MESSAGES.suggestedQuery,
    reportMissingResultsText: SEARCH_MESSAGES.reportMissing,
    reportMissingResultsLinkText: SEARCH_MESSAGES.reportMissingLink,
  },
  askAiScreen: { ...translations.modal?.askAiScreen, disclaimerText: SEARCH_MESSAGES.askAiDisclaimer },
} as DocSearchModalProps['translations'];

/** The built index is not Algolia, so its footer credits nobody; styles.css hides the logo too. */
const localModalTranslations = {
  ...modalTranslations,
  footer: { ...modalTranslations?.footer, poweredByText: '' },
} as DocSearchModalProps['translations'];

type SearchArgs = Parameters<DocSearchTransformClient['search']>[0];

function requestedQuery(args: SearchArgs): string {
  const requests = Array.isArray(args) ? args : args.requests;
  const query = (requests[0] as { query?: unknown } | undefined)?.query;
  return typeof query === 'string' ? query : '';
}

/** What the modal's wrappers learn from each search. */
interface SearchTracking {
  screen: ScreenFixState;
  /** Hits of each query as the engine counted them (DocSearch's own count accumulates). */
  hitCounts: Map<string, number>;
  /** Hits of the last answered query: the results on screen while a new query runs. */
  lastCount: number;
}

/** Records hit counts, failures and result sections for the footer and the no-results screen. */
function trackSearchClient(
  client: DocSearchTransformClient,
  tracking: SearchTracking,
  onSettled: () => void,
  /** Spelling corrections of a query that found `hits` hits (the built index only). */
  suggest?: (query: string, hits: number) => Promise<string[]>,
): DocSearchTransformClient {
  const state = tracking.screen;
  let spelled: string[] = [];
  const search = async (args: SearchArgs) => {
    const query = requestedQuery(args);
    try {
      const response = await client.search(args);
      tracking.lastCount = response.results.reduce(
        (sum, result) => sum + ('nbHits' in result ? (result.nbHits ?? 0) : 0),
        0,
      );
      tracking.hitCounts.set(query, tracking.lastCount);
      state.failedQuery = null;
      const sections = response.results.flatMap((result) =>
        'hits' in result
          ? (result.hits as Array<{ hierarchy?: { lvl0?: unknown } }>).map((hit) =>
              loadedLocalSearch().stripHighlight(String(hit.hierarchy?.lvl0 ?? '')),
            )
          : [],
      );
      const earlier = state.suggestions.filter((suggestion) => !spelled.includes(suggestion));
      spelled = (await suggest?.(query, sections.length)) ?? [];
      state.suggestions = [...new Set([...spelled, ...sections.filter(Boolean), ...earlier])].slice(0, 6);
      return response;
    } catch (error) {
      // DocSearch would turn the rejection into "No results" and an unhandled
      // rejection (see screenFixes.ts); answer empty and show the error texts instead.
      console.error(error);
      state.failedQuery = query;
      return { results: [{ hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 0, query, params: '' }] };
    } finally {
      onSettled();
    }
  };
  return { ...client, search: search as unknown as DocSearchTransformClient['search'] };
}

function Hit({ hit, children }: { hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode }) {
  return <Link to={hit.url}>{children}</Link>;
}

function ResultsFooter({ query, nbHits, onClose }: { query: string; nbHits: number; onClose: () => void }) {
  const createSearchLink = useSearchLinkCreator();
  return (
    <Link to={createSearchLink(query)} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{ count: nbHits }}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

function DocSearch(): ReactNode {
  const { siteMetadata } = useDocusaurusContext();
  const themeConfig = useAlgoliaThemeConfig().algolia;
  const settings = useSearchSettings();
  const history = useHistory();
  const searchContainer = useRef<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  const { isAskAiActive, currentPlaceholder, onAskAiToggle, extraAskAiProps } = useAlgoliaAskAi(themeConfig);
  const local = settings.backend === 'pagefind';
  const tracking = useRef<SearchTracking>({
    screen: { failedQuery: null, suggestions: [] },
    hitCounts: new Map(),
    lastCount: 0,
  });

  useEffect(() => {
    const root = searchContainer.current;
    if (!isOpen || !root) return undefined;
    return watchScreenFixes(root, () => tracking.current.screen);
  }, [isOpen]);

  // A failure may leave the screen's DOM unchanged; re-apply once React has rendered.
  const reapplyScreenFixes = useCallback(() => {
    window.setTimeout(() => {
      if (searchContainer.current) applyScreenFixes(searchContainer.current, tracking.current.screen);
    }, 0);
  }, []);

  const navigator = useMemo(
    () => ({
      navigate({ itemUrl }: { itemUrl: string }) {
        if (isExternalResultUrl(itemUrl, settings.urlOptions.externalUrlRegex))
          window.location.href = itemUrl;
        else history.push(itemUrl);
      },
    }),
    [history, settings.urlOptions.externalUrlRegex],
  );

  const transformItems = useCallback(
    (items: DocSearchHit[]) =>
      items.map((item) => ({ ...item, url: processResultUrl(item.url, settings.urlOptions) })),
    [settings.urlOptions],
  );

  const transformSearchClient = useCallback(
    (client: DocSearchTransformClient): DocSearchTransformClient => {
      if (!local) {
        client.addAlgoliaAgent('docusaurus', siteMetadata.docusaurusVersion);
        return trackSearchClient(client, tracking.current, reapplyScreenFixes);
      }
      const localClient = loadedLocalSearch().createPagefindSearchClient(client, {
        indexUrl: settings.indexUrl,
        origin: settings.origin,
        defaultSection: DEFAULT_SECTION,
        maxSectionsPerPage: SECTIONS_PER_PAGE,
      });
      return trackSearchClient(localClient, tracking.current, reapplyScreenFixes, (query, hits) =>
        loadedLocalSearch().spellingSuggestionsFor(query, hits, settings.indexUrl),
      );
    },
    [local, siteMetadata.docusaurusVersion, settings.indexUrl, settings.origin, reapplyScreenFixes],
  );

  const prepareSearchContainer = useCallback(() => {
    if (!searchContainer.current) {
      const divElement = document.createElement('div');
      // styles.css hides the "Powered by Algolia" logo when the local index answers.
      divElement.dataset.searchBackend = settings.backend;
      searchContainer.current = divElement;
      document.body.insertBefore(divElement, document.body.firstChild);
    }
  }, [settings.backend]);

  const prefetch = useCallback(() => {
    // Warm the engine while the modal opens; a failure surfaces on the first query.
    void importDocSearchModalIfNeeded().then(() => {
      if (local)
        loadedLocalSearch()
          .loadPagefind(settings.indexUrl)
          .catch(() => undefined);
    });
  }, [local, settings.indexUrl]);

  const openModal = useCallback(() => {
    prepareSearchContainer();
    prefetch();
    void importDocSearchModalIfNeeded().then(() => setIsOpen(true));
  }, [prepareSearchContainer, prefetch]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
    onAskAiToggle(false);
  }, [onAskAiToggle]);

  const resultsFooterComponent = useCallback(
    ({ state }: { state: { query: string } }) => (
      <ResultsFooter
        query={state.query}
        nbHits={tracking.current.hitCounts.get(state.query) ?? tracking.current.lastCount}
        onClose={closeModal}
      />
    ),
    [closeModal],
  );

  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    searchButtonRef,
    isAskAiActive: isAskAiActive ?? false,
    onAskAiToggle: onAskAiToggle ?? (() => {}),
  });

  return (
    <>
      {!local && (
        <Head>
          {/* Lets the browser connect to the DocSearch cluster before the first query. */}
          <link
            rel="preconnect"
            href={`https://${themeConfig.appId}-dsn.algolia.net`}
            crossOrigin="anonymous"
          />
        </Head>
      )}

      <DocSearchButton
        onTouchStart={prefetch}
        onFocus={prefetch}
        onMouseOver={prefetch}
        onClick={openModal}
        ref={searchButtonRef}
        translations={translations.button}
        // DocSearch names the button "Search (Control+k)" while it shows
        // "Search Ctrl K"; without the label its name is its visible text,
        // and aria-keyshortcuts still announces the shortcut.
        aria-label={undefined}
      />

      {isOpen &&
        DocSearchModal &&
        searchContainer.current &&
        createPortal(
          <DocSearchModal
            appId={themeConfig.appId}
            apiKey={themeConfig.apiKey}
            indexName={themeConfig.indexName}
            searchParameters={themeConfig.searchParameters}
            maxResultsPerGroup={8}
            onClose={closeModal}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator}
            transformItems={transformItems}
            hitComponent={Hit}
            transformSearchClient={transformSearchClient}
            resultsFooterComponent={resultsFooterComponent as DocSearchModalProps['resultsFooterComponent']}
            getMissingResultsUrl={() => brand.supportUrl}
            placeholder={currentPlaceholder ?? SEARCH_MESSAGES.placeholder}
            translations={local ? localModalTranslations : modalTranslations}
            {...extraAskAiProps}
            onAskAiToggle={onAskAiToggle}
          />,
          searchContainer.current,
        )}
    </>
  );
}

export default function SearchBar(): ReactNode {
  return <DocSearch />;
}
