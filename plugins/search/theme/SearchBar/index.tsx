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
 * - the no-results screen fixes of screenFixes.ts;
 * - the modal's roles (modalSemantics.ts): a dialog, no control nested in another, one banner;
 * - "/" opens the modal every time, and Back closes it (keyboardAndHistory.ts).
 * Without JavaScript the navbar control is a link to /search; once hydrated it is the modal's button.
 */
import React, { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { DocSearchButton } from '@docsearch/react/button';
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
import useIsBrowser from '@docusaurus/useIsBrowser';
import translations from '@theme/SearchTranslations';
import brand from '@site/src/brand';
import { SEARCH_MESSAGES } from '../../client/messages';
import { isExternalResultUrl, processResultUrl } from '../../client/resultUrl';
import { DEFAULT_SECTION, SECTIONS_PER_PAGE, useSearchSettings } from '../../client/useSearchSettings';
import { applyScreenFixes, watchScreenFixes, type ScreenFixState } from './screenFixes';
import { watchModalSemantics } from './modalSemantics';
import { isSearchHistoryEntry, useSearchHistoryEntry, useSearchShortcuts } from './keyboardAndHistory';
import SearchLink from './SearchLink';
import { withOfflineMessage } from '@site/src/utils/chunkLoadFailure';
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
  ]).then(
    ([{ DocSearchModal: Modal }, , , search]) => {
      DocSearchModal = Modal as ModalComponent;
      localSearch = search;
    },
    // Offline, the load-failure notice says that search needs a connection (src/utils/chunkLoadFailure.ts).
    (error: unknown) => {
      throw withOfflineMessage(error, SEARCH_MESSAGES.needsConnection);
    },
  );
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
  /** Order of the last request sent, and of the last one whose answer was used. */
  sent: number;
  used: number;
  /** The answer in use: an earlier query's answer arriving later is replaced by it. */
  latest: SearchResponse | null;
  /** Requests not yet answered: the modal is busy while there are any. */
  pending: number;
}

type SearchResponse = Awaited<ReturnType<DocSearchTransformClient['search']>>;

/** Records hit counts, failures and result sections for the footer and the no-results screen. */
function trackSearchClient(
  client: DocSearchTransformClient,
  tracking: SearchTracking,
  /** Called when a request starts and when it ends. */
  onSettled: () => void,
  /** Spelling corrections of a query that found `hits` hits (the built index only). */
  suggest?: (query: string, hits: number) => Promise<string[]>,
): DocSearchTransformClient {
  const state = tracking.screen;
  let spelled: string[] = [];
  const search = async (args: SearchArgs) => {
    const query = requestedQuery(args);
    tracking.sent += 1;
    const order = tracking.sent;
    tracking.pending += 1;
    onSettled();
    try {
      const response = await client.search(args);
      // A later query has answered already: its answer stays, and this one changes no count.
      if (order < tracking.used && tracking.latest) return tracking.latest;
      tracking.used = order;
      tracking.latest = response;
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
      if (order < tracking.used && tracking.latest) return tracking.latest;
      state.failedQuery = query;
      return { results: [{ hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 0, query, params: '' }] };
    } finally {
      tracking.pending -= 1;
      onSettled();
    }
  };
  return { ...client, search: search as unknown as DocSearchTransformClient['search'] };
}

function Hit({ hit, children }: { hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode }) {
  // The result takes the place of the history entry the open modal pushed (keyboardAndHistory.ts).
  return (
    <Link to={hit.url} replace={isSearchHistoryEntry()}>
      {children}
    </Link>
  );
}

function ResultsFooter({ query, nbHits, onClose }: { query: string; nbHits: number; onClose: () => void }) {
  const createSearchLink = useSearchLinkCreator();
  return (
    <Link to={createSearchLink(query)} replace={isSearchHistoryEntry()} onClick={onClose}>
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
  // Where the page was when search opened: DocSearch scrolls back there on close. Read at render time,
  // it would be 0 on a phone, where the open modal scrolls the page to the top.
  const openedAtScrollY = useRef(0);
  const { isAskAiActive, currentPlaceholder, onAskAiToggle, extraAskAiProps } = useAlgoliaAskAi(themeConfig);
  const local = settings.backend === 'pagefind';
  const tracking = useRef<SearchTracking>({
    screen: { failedQuery: null, suggestions: [] },
    hitCounts: new Map(),
    lastCount: 0,
    sent: 0,
    used: 0,
    latest: null,
    pending: 0,
  });

  useEffect(() => {
    const root = searchContainer.current;
    if (!isOpen || !root) return undefined;
    const stopFixes = watchScreenFixes(root, () => tracking.current.screen);
    const stopSemantics = watchModalSemantics(root, SEARCH_MESSAGES.placeholder);
    return () => {
      stopFixes();
      stopSemantics();
    };
  }, [isOpen]);

  // A failure may leave the screen's DOM unchanged; re-apply once React has rendered. The dialog is
  // busy while any query is unanswered.
  const reapplyScreenFixes = useCallback(() => {
    window.setTimeout(() => {
      const root = searchContainer.current;
      if (!root) return;
      applyScreenFixes(root, tracking.current.screen);
      root.querySelector('.DocSearch-Modal')?.setAttribute('aria-busy', String(tracking.current.pending > 0));
    }, 0);
  }, []);

  const navigator = useMemo(
    () => ({
      navigate({ itemUrl }: { itemUrl: string }) {
        if (isExternalResultUrl(itemUrl, settings.urlOptions.externalUrlRegex))
          window.location.href = itemUrl;
        else if (isSearchHistoryEntry()) history.replace(itemUrl);
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
    openedAtScrollY.current = window.scrollY;
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

  useSearchShortcuts({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    isAskAiActive: isAskAiActive ?? false,
    onAskAiToggle: onAskAiToggle ?? (() => {}),
  });
  useSearchHistoryEntry(isOpen, closeModal);
  const hydrated = useIsBrowser();

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

      {!hydrated && <SearchLink label={translations.button?.buttonText ?? 'Search'} />}
      {hydrated && (
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
      )}

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
            initialScrollY={openedAtScrollY.current}
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
