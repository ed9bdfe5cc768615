import type { DocSearchHit } from '@docsearch/react';
import { engineQuery, isGenuineMatch, pageToHits, rankPages } from './pagefindHits';
import { assertIndexReachable } from './indexProbe';
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
}

export interface PagefindSearchResult {
  hits: DocSearchHit[];
  /** Pages that match, in all. */
  nbPages: number;
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

export async function searchPagefind(
  query: string,
  options: PagefindSearchOptions,
): Promise<PagefindSearchResult> {
  const term = engineQuery(query.trim().slice(0, MAX_QUERY_LENGTH));
  if (!term) return { hits: [], nbPages: 0 };
  try {
    const pagefind = await loadPagefind(options.indexUrl);
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
    const hits = ranked.slice(0, options.pages).flatMap((data) =>
      pageToHits(data, {
        query: candidate,
        origin: options.origin,
        defaultSection: options.defaultSection,
        maxSectionsPerPage: options.maxSectionsPerPage,
      }),
    );
    return { hits, nbPages: results.length };
  } catch (error) {
    throw new SearchUnavailableError(error);
  }
}
