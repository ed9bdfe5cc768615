import type { DocSearchTransformClient } from '@docsearch/react';
import type { ScreenFixState } from './screenFixes';

/**
 * Wraps the modal's search client so that the modal only ever shows the answer to the query in its box.
 *
 * DocSearch 4.7 (autocomplete-core) applies each query's answer when it arrives: typing "python" renders
 * the hits of "p", "py"… under the longer query in the box whenever an earlier answer lands while a later
 * query runs. Here every request, once answered, resolves with the answer of the newest query sent: the
 * box and the search client change together (autocomplete calls `search` in the input's own event), so
 * whatever autocomplete renders belongs to the query in the box. Requests typed while another runs wait
 * for it (at most `MAX_WAIT_MS`) and are dropped if a newer one arrived meanwhile, so a burst of keystrokes
 * runs the first and the last query, not every prefix, and the last one does not queue behind the others.
 *
 * Each hit carries the query it answers (`QUERY_FIELD`); `Hit` writes it on the result's link, and
 * `answerFreshness.ts` hides what the modal renders for another query while the box's answer is on its way.
 */

export interface SearchTracking {
  screen: ScreenFixState;
  /** Hits of each answered query as the engine counted them (DocSearch's own count accumulates). */
  hitCounts: Map<string, number>;
  /** Hits of the last answer. */
  lastCount: number;
  /** Requests not yet answered: the modal is busy while there are any. */
  pending: number;
}

export function createSearchTracking(): SearchTracking {
  return { screen: { failedQuery: null, suggestions: [] }, hitCounts: new Map(), lastCount: 0, pending: 0 };
}

/** Field of a hit naming the query it answers. */
export const QUERY_FIELD = '__searchQuery';

/** How long a query waits for the one before it: a stalled request must not hold the next ones. */
export const MAX_WAIT_MS = 150;

type SearchArgs = Parameters<DocSearchTransformClient['search']>[0];
type SearchResponse = Awaited<ReturnType<DocSearchTransformClient['search']>>;

export function requestedQuery(args: SearchArgs): string {
  const requests = Array.isArray(args) ? args : args.requests;
  const query = (requests[0] as { query?: unknown } | undefined)?.query;
  return typeof query === 'string' ? query : '';
}

export interface TrackingHooks {
  /** Called when a request starts and when it ends. */
  onSettled: () => void;
  /** Section names of the hits of a response (used as suggestions on a later no-results screen). */
  sectionsOf: (response: SearchResponse) => string[];
  /** Spelling corrections of a query that found `hits` hits (the built index only). */
  suggest?: (query: string, hits: number) => Promise<string[]>;
  /** Queries offered when neither spelling nor earlier results give any (the /search page's own). */
  fallbackSuggestions: readonly string[];
}

function tagged(response: SearchResponse, query: string): SearchResponse {
  return {
    ...response,
    results: response.results.map((result) =>
      'hits' in result
        ? { ...result, hits: (result.hits as object[]).map((hit) => ({ ...hit, [QUERY_FIELD]: query })) }
        : result,
    ),
  } as SearchResponse;
}

function hitCount(response: SearchResponse): number {
  return response.results.reduce((sum, result) => sum + ('nbHits' in result ? (result.nbHits ?? 0) : 0), 0);
}

/** An empty answer: DocSearch would turn a rejection into "No results" and an unhandled rejection. */
function emptyResponse(query: string): SearchResponse {
  return {
    results: [{ hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 0, query, params: '' }],
  } as unknown as SearchResponse;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function trackSearchClient(
  client: DocSearchTransformClient,
  tracking: SearchTracking,
  hooks: TrackingHooks,
): DocSearchTransformClient {
  const state = tracking.screen;
  let spelled: string[] = [];
  let sent = 0;
  /** The answer of the newest request (resolves once that request has run, or was dropped for a newer). */
  let newest: Promise<SearchResponse | undefined> = Promise.resolve(undefined);
  /** Settles when the request now running does. */
  let running: Promise<unknown> = Promise.resolve();

  const answer = async (args: SearchArgs, query: string): Promise<SearchResponse> => {
    let response: SearchResponse;
    try {
      response = tagged(await client.search(args), query);
      state.failedQuery = null;
    } catch (error) {
      console.error(error);
      state.failedQuery = query;
      tracking.hitCounts.delete(query);
      return emptyResponse(query);
    }
    tracking.lastCount = hitCount(response);
    const sections = hooks.sectionsOf(response).filter(Boolean);
    const earlier = state.suggestions.filter(
      (suggestion) => !spelled.includes(suggestion) && !hooks.fallbackSuggestions.includes(suggestion),
    );
    spelled = (await hooks.suggest?.(query, sections.length)) ?? [];
    state.suggestions = [
      ...new Set([...spelled, ...sections, ...earlier, ...hooks.fallbackSuggestions]),
    ].slice(0, 6);
    // Recorded last: the no-results screen counts as answered only with its suggestions in place.
    tracking.hitCounts.set(query, tracking.lastCount);
    return response;
  };

  const search = async (args: SearchArgs): Promise<SearchResponse> => {
    const query = requestedQuery(args);
    sent += 1;
    const order = sent;
    tracking.pending += 1;
    hooks.onSettled();
    const before = running;
    const own = (async () => {
      await Promise.race([before.catch(() => undefined), sleep(MAX_WAIT_MS)]);
      // A newer query was typed while this one waited: only the newer one runs.
      return order === sent ? answer(args, query) : undefined;
    })();
    running = own;
    newest = own;
    try {
      let response = await own;
      // Answer with the newest query's response, however many were typed meanwhile.
      for (let seen = order; seen !== sent || response === undefined;) {
        seen = sent;
        response = await newest;
      }
      return response;
    } finally {
      tracking.pending -= 1;
      hooks.onSettled();
    }
  };
  return { ...client, search: search as unknown as DocSearchTransformClient['search'] };
}
