import type { DocSearchHit } from '@docsearch/react';
import {
  aboutness,
  engineQuery,
  isGenuineMatch,
  pageToHits,
  rankPages,
  subjectTerms,
  withoutSentencePunctuation,
} from './pagefindHits';
import { highlightSegments } from './highlight';
import { assertIndexReachable } from './indexProbe';
import { coverage, mergeWordResults, pageWords, wordWeights, type WordResults } from './partialMatch';
import { correctQuery, isKnownWord, loadVocabulary, type Vocabulary } from './suggest';
import type {
  PagefindModule,
  PagefindResultData,
  PagefindSearchResult as EngineResult,
} from './pagefindTypes';

/**
 * Browser side of the local index: loads `pagefind.js` from the built site
 * on first use and answers queries with DocSearch hits. Pagefind fetches only
 * the index chunks and page fragments a query needs.
 */

export interface PagefindSearchOptions {
  /** URL of the index folder, with a trailing slash (`/pagefind/`). */
  indexUrl: string;
  origin: string;
  defaultSection: string;
  /** Pages to return, from `offset`. */
  pages: number;
  offset?: number;
  maxSectionsPerPage: number;
  /** Searches the words as typed: no spelling correction ("search instead for"). */
  verbatim?: boolean;
}

export interface PagefindSearchResult {
  hits: DocSearchHit[];
  /** Pages that match, in all. */
  nbPages: number;
  /** The query searched instead of the one typed, when a word of it was misspelt. */
  correctedQuery?: string;
}

/** Longer queries are cut: they cannot match better, only cost more. */
export const MAX_QUERY_LENGTH = 256;

/** Thrown when the index cannot be loaded or read (offline, blocked, missing). */
export class SearchUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`Search index unavailable: ${cause instanceof Error ? cause.message : String(cause)}`);
    // DocSearch shows its error screen only for errors with this name.
    this.name = 'RetryError';
  }
}

/*
 * Pagefind stems every query word, so `paging` also finds the hundreds of pages that say `page`, and
 * `ODSL` every page of the odsl-* web components. Weighting the closeness of the matched word to the
 * query (default 1) puts pages with the reader's own word first; a lighter length penalty (default
 * 0.75) lets long reference pages, which define most terms, compete with short pages that mention them.
 */
const RANKING = { termSimilarity: 10, pageLength: 0.5 };

const modules = new Map<string, Promise<PagefindModule>>();

/**
 * Engine options: the page's warm-up script (`pagefindWarmup.ts`) sets the same, so its work is reused.
 * The engine runs in its Web Worker (`pagefind-worker.js`, 12 KB): loading, decompressing and searching the
 * index then goes on while the main thread evaluates the site's scripts and hydrates the page, which on a
 * phone would otherwise hold every step of the index's download chain back.
 */
export function pagefindOptions(indexUrl: string): Record<string, unknown> {
  return { basePath: indexUrl, excerptLength: 24, ranking: RANKING };
}

async function importPagefind(indexUrl: string): Promise<PagefindModule> {
  const url = `${indexUrl}pagefind.js`;
  // The bundler must leave this import alone: the file only exists after the build.
  const loaded = (await import(/* webpackIgnore: true */ url)) as PagefindModule;
  await loaded.options(pagefindOptions(indexUrl));
  return loaded;
}

export function loadPagefind(indexUrl: string): Promise<PagefindModule> {
  let loading = modules.get(indexUrl);
  if (!loading) {
    loading = importPagefind(indexUrl);
    // A failed load (e.g. offline) is retried by the next query.
    loading.catch(() => modules.delete(indexUrl));
    modules.set(indexUrl, loading);
  }
  return loading;
}

/** How many pages are loaded to re-rank exact title matches above the engine's order. */
export const RANKING_WINDOW = 10;

/*
 * Data ids read SOURCE.PRODUCT:PROFILE (`#ABN_FX.EURUSD:SPOT`). When no page
 * names the full id, its product and then its dataset are tried, so the id
 * still leads to the page that documents the dataset.
 */
const DATA_ID = /^#?[\p{L}\p{N}_-]+(\.[\p{L}\p{N}_-]+)*(:[\p{L}\p{N}_-]+)?$/u;

export function identifierFallbacks(term: string): string[] {
  if (!DATA_ID.test(term) || !/[#.:]/.test(term)) return [term];
  const withoutProfile = term.replace(/:[^:]*$/, '');
  const dataset = withoutProfile.replace(/^#/, '').split('.')[0];
  return [...new Set([term, withoutProfile, dataset])].filter(Boolean);
}

type LoadedSearch = { candidate: string; results: EngineResult[]; first: PagefindResultData[] };

/** The first candidate form of the term whose first pages are genuine matches. */
async function findPages(pagefind: PagefindModule, term: string, window: number): Promise<LoadedSearch> {
  for (const candidate of identifierFallbacks(term)) {
    const results = (await pagefind.search(candidate))?.results ?? [];
    const first = await Promise.all(results.slice(0, window).map((result) => result.data()));
    if (first.some((data) => isGenuineMatch(data, candidate))) return { candidate, results, first };
  }
  return { candidate: term, results: [], first: [] };
}

/** Pages loaded and ranked for a query, and how many match in all. */
interface RankedPages {
  /** Pages from `offset`, at most `pages`, in ranking order. */
  pages: PagefindResultData[];
  total: number;
  /** The form of the query the hits highlight. */
  highlight: string;
}

/** A query of one subject word, or holding an identifier: the engine's results, re-ranked by title. */
async function rankWholeQuery(
  pagefind: PagefindModule,
  term: string,
  options: PagefindSearchOptions,
): Promise<RankedPages> {
  const offset = options.offset ?? 0;
  const { candidate, results, first } = await findPages(
    pagefind,
    term,
    Math.max(options.pages, RANKING_WINDOW),
  );
  // The engine answers a query whose index chunk failed to load with no results: check before saying so.
  if (results.length === 0) await assertIndexReachable(options.indexUrl, term);
  // Fragments are cached by Pagefind, so reloading a later slice costs nothing twice.
  const loaded =
    offset === 0
      ? first
      : await Promise.all(results.slice(offset, offset + options.pages).map((result) => result.data()));
  const genuine = loaded.filter((data) => isGenuineMatch(data, candidate));
  const ranked = offset === 0 ? rankPages(genuine, candidate) : genuine;
  return { pages: ranked.slice(0, options.pages), total: results.length, highlight: candidate };
}

/** Pages loaded to rank a query of several words by what each page holds (partialMatch.ts). */
export const PARTIAL_CANDIDATES = 12;
/** And the first pages holding every word, which the merged order may rank lower. */
const WHOLE_CANDIDATES = 3;

const pageCounts = new Map<string, Promise<number>>();

/** Pages in the index (Pagefind's entry file, which the engine has fetched already). */
function indexPageCount(indexUrl: string): Promise<number> {
  let counting = pageCounts.get(indexUrl);
  if (!counting) {
    counting = fetch(`${indexUrl}pagefind-entry.json`)
      .then((response) => response.json() as Promise<{ languages?: Record<string, { page_count?: number }> }>)
      .then((entry) =>
        Object.values(entry.languages ?? {}).reduce((sum, language) => sum + (language.page_count ?? 0), 0),
      )
      .catch(() => 0)
      .then((count) => count || 500);
    pageCounts.set(indexUrl, counting);
  }
  return counting;
}

/**
 * A query of several subject words: the engine's results for all of them, and for each on its own, merged
 * so that a page holding most of the words, the rarer ones and in its title and headings first, still
 * ranks. The leading pages are loaded and ranked by what they hold; the rest keep the merged order.
 */
async function rankPartialQuery(
  pagefind: PagefindModule,
  query: string,
  words: readonly string[],
  options: PagefindSearchOptions,
): Promise<RankedPages> {
  const offset = options.offset ?? 0;
  const [whole, ...each] = await Promise.all(
    [engineQuery(query), ...words].map(async (term) => (await pagefind.search(term))?.results ?? []),
  );
  const pageCount = await indexPageCount(options.indexUrl);
  const wordResults: WordResults[] = words.map((word, i) => ({
    word,
    scores: new Map(each[i].map((result) => [result.id, result.score])),
  }));
  const weights = wordWeights(wordResults, pageCount);
  // A page's excerpt comes from the search that matched the most of the query there.
  const byId = new Map<string, EngineResult>();
  [...each.keys()]
    .sort((a, b) => weights[a].weight - weights[b].weight)
    .forEach((i) => each[i].forEach((result) => byId.set(result.id, result)));
  whole.forEach((result) => byId.set(result.id, result));
  const merged = mergeWordResults(wordResults, pageCount);
  if (merged.length === 0) {
    await assertIndexReachable(options.indexUrl, query);
    return { pages: [], total: 0, highlight: query };
  }
  const engineScore = new Map(merged.map(({ id, score }) => [id, score / merged[0].score]));
  const headIds = [
    ...new Set([
      ...whole.slice(0, WHOLE_CANDIDATES).map((result) => result.id),
      ...merged.slice(0, Math.max(PARTIAL_CANDIDATES, options.pages)).map(({ id }) => id),
    ]),
  ].filter((id) => engineScore.has(id));
  const data = new Map<string, PagefindResultData>();
  const load = (ids: readonly string[]) =>
    Promise.all(
      ids.map(async (id) => {
        const result = byId.get(id);
        if (result && !data.has(id)) data.set(id, await result.data());
      }),
    );
  if (offset < headIds.length) await load(headIds);
  const score = (id: string): number => {
    const page = data.get(id);
    if (!page) return 0;
    return aboutness(page, query) + 3 * coverage(pageWords(page), weights) + 0.5 * (engineScore.get(id) ?? 0);
  };
  const scores = new Map(headIds.map((id) => [id, score(id)]));
  const head = [...headIds].sort((a, b) => (scores.get(b) ?? 0) - (scores.get(a) ?? 0));
  const inHead = new Set(head);
  const order = [...head, ...merged.map(({ id }) => id).filter((id) => !inHead.has(id))];
  const slice = order.slice(offset, offset + options.pages);
  await load(slice);
  return {
    pages: slice.flatMap((id) => {
      const page = data.get(id);
      return page ? [page] : [];
    }),
    total: order.length,
    highlight: query,
  };
}

/** Whether the query is plain words (no identifier, code or parameter), which may match in part. */
function isPlainQuery(query: string): boolean {
  return !query.split(/\s+/).some((word) => /[^\p{L}\p{N}'’-]/u.test(word));
}

/*
 * A word has results of its own when the index's word list holds it (or a word it starts), or else when
 * one of the engine's first pages for it names it in its title or marks a word starting with it: the list
 * leaves out some indexed text (attributes), while for a word it does not hold the engine matches a
 * shorter prefix ("timeseri" for "timeseris"), whose marks do not start with the word typed.
 */
const OWN_RESULTS_CHECKED = 3;

const ownResults = new WeakMap<PagefindModule, Map<string, Promise<boolean>>>();

/** Whether `word` has results of its own; the engine is asked once per word, not on every keystroke. */
function hasOwnResults(pagefind: PagefindModule, word: string, vocabulary: Vocabulary): Promise<boolean> {
  if (isKnownWord(word, vocabulary)) return Promise.resolve(true);
  let asked = ownResults.get(pagefind);
  if (!asked) ownResults.set(pagefind, (asked = new Map()));
  const lower = word.toLowerCase();
  let answer = asked.get(lower);
  if (!answer) {
    answer = engineFinds(pagefind, lower);
    asked.set(lower, answer);
  }
  return answer;
}

async function engineFinds(pagefind: PagefindModule, lower: string): Promise<boolean> {
  const results = (await pagefind.search(lower))?.results ?? [];
  const first = await Promise.all(results.slice(0, OWN_RESULTS_CHECKED).map((result) => result.data()));
  return first.some(
    (data) =>
      (data.meta.title ?? '')
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, '')
        .includes(lower) ||
      [data.excerpt, ...data.sub_results.map((sub) => sub.excerpt)]
        .flatMap((excerpt) => highlightSegments(excerpt))
        .some((segment) => segment.highlighted && segment.text.toLowerCase().startsWith(lower)),
  );
}

/** The query with each misspelt word corrected, unless the word has results of its own. */
async function spellingCorrected(
  pagefind: PagefindModule,
  typed: string,
  vocabulary: Vocabulary,
): Promise<string> {
  const words = typed.split(/\s+/);
  const candidates = correctQuery(typed, vocabulary).split(/\s+/);
  if (candidates.length !== words.length) return typed;
  const kept = await Promise.all(
    words.map(async (word, i) =>
      candidates[i] === word || (await hasOwnResults(pagefind, word, vocabulary)) ? word : candidates[i],
    ),
  );
  return kept.some((word, i) => word !== words[i]) ? kept.join(' ') : typed;
}

/** Subject words of a query that have results (all of them when none has, or the word list is not at hand). */
async function partialWords(
  pagefind: PagefindModule,
  query: string,
  vocabulary: Vocabulary | undefined,
): Promise<string[]> {
  const words = subjectTerms(query).filter((word) => word.length > 1);
  if (!vocabulary) return words;
  const found = await Promise.all(
    words.map(async (word) => /\p{N}/u.test(word) || (await hasOwnResults(pagefind, word, vocabulary))),
  );
  const known = words.filter((_, i) => found[i]);
  return known.length > 0 ? known : words;
}

export async function searchPagefind(
  query: string,
  options: PagefindSearchOptions,
): Promise<PagefindSearchResult> {
  const typed = query.trim().slice(0, MAX_QUERY_LENGTH).trim();
  if (!typed) return { hits: [], nbPages: 0 };
  try {
    const [pagefind, vocabulary] = await Promise.all([
      loadPagefind(options.indexUrl),
      // Without the word list, the query goes as typed.
      options.verbatim ? undefined : loadVocabulary(options.indexUrl).catch(() => undefined),
    ]);
    const asked = withoutSentencePunctuation(typed);
    const corrected = vocabulary ? await spellingCorrected(pagefind, asked, vocabulary) : asked;
    const words = isPlainQuery(corrected) ? await partialWords(pagefind, corrected, vocabulary) : [];
    const { pages, total, highlight } =
      words.length > 1
        ? await rankPartialQuery(pagefind, corrected, words, options)
        : await rankWholeQuery(pagefind, engineQuery(corrected), options);
    const hits = pages.flatMap((data) =>
      pageToHits(data, {
        query: highlight,
        origin: options.origin,
        defaultSection: options.defaultSection,
        maxSectionsPerPage: options.maxSectionsPerPage,
      }),
    );
    return { hits, nbPages: total, ...(corrected !== asked ? { correctedQuery: corrected } : {}) };
  } catch (error) {
    throw new SearchUnavailableError(error);
  }
}
