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
 * - the modal shows only the answer to the query in its box (searchTracking.ts, answerFreshness.ts);
 * - keys typed right after the shortcut reach the box (keystrokeCapture.ts);
 * - the modal's roles (modalSemantics.ts): a dialog, no control nested in another, one banner;
 * - "/" opens the modal every time, and Back closes it (keyboardAndHistory.ts).
 * Without JavaScript the navbar control is a link to /search; once hydrated it is the modal's button.
 */
import React, { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { DocSearchButton } from '@docsearch/react/button';
import type { DocSearchHit, DocSearchModalProps, DocSearchTransformClient } from '@docsearch/react';
import Head from '@docusaurus/Head';
import { useHistory } from '@docusaurus/router';
import { useAlgoliaAskAi, useAlgoliaThemeConfig } from '@docusaurus/theme-search-algolia/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import translations from '@theme/SearchTranslations';
import brand from '@site/src/brand';
import { SEARCH_MESSAGES, SUGGESTED_QUERIES } from '../../client/messages';
import { isExternalResultUrl, processResultUrl } from '../../client/resultUrl';
import { rememberArrival } from '../../client/searchArrival';
import { DEFAULT_SECTION, SECTIONS_PER_PAGE, useSearchSettings } from '../../client/useSearchSettings';
import { captureWaiting, handOver, startKeystrokeCapture, stopKeystrokeCapture } from './keystrokeCapture';
import { READY_FLAG } from '../../client/keystrokeCaptureScript';
import { createSearchTracking, type SearchTracking } from './searchTracking';
import { isSearchHistoryEntry, useSearchHistoryEntry, useSearchShortcuts } from './keyboardAndHistory';
import SearchLink from './SearchLink';
import { withOfflineMessage } from '@site/src/utils/chunkLoadFailure';
import './button.css';

type ModalComponent = React.ComponentType<DocSearchModalProps>;
type LocalSearch = typeof import('./localSearch');
type ModalParts = typeof import('./ModalParts');
let DocSearchModal: ModalComponent | null = null;
let localSearch: LocalSearch | null = null;
let modalParts: ModalParts | null = null;

function importDocSearchModalIfNeeded(): Promise<void> {
  if (DocSearchModal && localSearch && modalParts) return Promise.resolve();
  return Promise.all([
    import('@docsearch/react/modal'),
    import('@docsearch/react/style'),
    import('./styles.css'),
    import('./localSearch'),
    import('./ModalParts'),
  ]).then(
    ([{ DocSearchModal: Modal }, , , search, parts]) => {
      DocSearchModal = Modal as ModalComponent;
      localSearch = search;
      modalParts = parts;
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

/** The modal's result and footer components, loaded with it. */
function loadedModalParts(): ModalParts {
  if (!modalParts) throw new Error('The search modal rendered before its code loaded');
  return modalParts;
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

/** Section names of a response's hits: the no-results screen offers them later. */
function sectionsOfResponse(response: Awaited<ReturnType<DocSearchTransformClient['search']>>): string[] {
  return response.results.flatMap((result) =>
    'hits' in result
      ? (result.hits as Array<{ hierarchy?: { lvl0?: unknown } }>).map((hit) =>
          loadedLocalSearch().stripHighlight(String(hit.hierarchy?.lvl0 ?? '')),
        )
      : [],
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
  const tracking = useRef<SearchTracking>(createSearchTracking());

  useEffect(() => {
    const root = searchContainer.current;
    if (!isOpen || !root) return undefined;
    const { watchScreenFixes, watchModalSemantics, watchAnswerFreshness } = loadedModalParts();
    const stopFixes = watchScreenFixes(root, () => tracking.current.screen);
    const stopSemantics = watchModalSemantics(root, SEARCH_MESSAGES.placeholder);
    const stopFreshness = watchAnswerFreshness(root, () => tracking.current);
    return () => {
      stopFixes();
      stopSemantics();
      stopFreshness();
    };
  }, [isOpen]);

  // A failure, or an answer equal to what shows, may leave the screen's DOM unchanged: re-apply now and
  // once React has rendered.
  const reapplyScreenFixes = useCallback(() => {
    const apply = () => {
      const root = searchContainer.current;
      if (!root || !modalParts) return;
      const { applyScreenFixes, applyAnswerFreshness } = modalParts;
      applyScreenFixes(root, tracking.current.screen);
      applyAnswerFreshness(root, tracking.current);
    };
    apply();
    window.setTimeout(apply, 0);
  }, []);

  const navigator = useMemo(
    () => ({
      navigate({ itemUrl, state }: { itemUrl: string; state: { query: string } }) {
        rememberArrival(itemUrl, state.query);
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
      const { trackSearchClient } = loadedModalParts();
      const hooks = {
        onSettled: reapplyScreenFixes,
        sectionsOf: sectionsOfResponse,
        fallbackSuggestions: SUGGESTED_QUERIES,
      };
      if (!local) {
        client.addAlgoliaAgent('docusaurus', siteMetadata.docusaurusVersion);
        return trackSearchClient(client, tracking.current, hooks);
      }
      const localClient = loadedLocalSearch().createPagefindSearchClient(client, {
        indexUrl: settings.indexUrl,
        origin: settings.origin,
        defaultSection: DEFAULT_SECTION,
        maxSectionsPerPage: SECTIONS_PER_PAGE,
      });
      return trackSearchClient(localClient, tracking.current, {
        ...hooks,
        suggest: (query, hits) => loadedLocalSearch().spellingSuggestionsFor(query, hits, settings.indexUrl),
      });
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
    // Keys typed while the modal's code loads go into the capture field, then into the modal's box.
    startKeystrokeCapture(SEARCH_MESSAGES.placeholder);
    prepareSearchContainer();
    prefetch();
    importDocSearchModalIfNeeded().then(
      () => setIsOpen(true),
      () => stopKeystrokeCapture(),
    );
  }, [prepareSearchContainer, prefetch]);

  // A shortcut pressed before hydration left the capture field waiting: open the modal for it now.
  useEffect(() => {
    (window as unknown as Record<string, unknown>)[READY_FLAG] = true;
    if (captureWaiting()) openModal();
    // Once, on hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // DocSearch has focused its box by now (its effects run before ours): it takes over the typed text.
  useEffect(() => {
    const box = searchContainer.current?.querySelector<HTMLInputElement>('.DocSearch-Input');
    if (isOpen && box) handOver(box);
  }, [isOpen]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
    onAskAiToggle(false);
  }, [onAskAiToggle]);

  const resultsFooterComponent = useCallback(
    ({ state }: { state: { query: string } }) => {
      const { ResultsFooter } = loadedModalParts();
      return (
        <ResultsFooter
          query={state.query}
          nbHits={tracking.current.hitCounts.get(state.query) ?? tracking.current.lastCount}
          onClose={closeModal}
          corrected={local ? loadedLocalSearch().correctionOf(state.query) : undefined}
        />
      );
    },
    [closeModal, local],
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
            hitComponent={loadedModalParts().Hit}
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
