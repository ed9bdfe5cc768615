import type { DocSearchHit } from '@docsearch/react';
import {
  dropLeadingSentences,
  escapeHtml,
  highlightSegments,
  highlightTerms,
  queryTerms,
  sanitizeHighlighted,
  stripHighlight,
} from './highlight';
import type { PagefindAnchor, PagefindResultData, PagefindSubResult } from './pagefindTypes';
import { KEYWORDS_ANCHOR, routeOfIndexedUrl, titleAlias } from '../shared';

/**
 * Converts Pagefind results into DocSearch (Algolia-shaped) hits so that the
 * DocSearch modal groups, highlights, stores and navigates them exactly as it
 * does with hosted results. A page gives one `lvl1` hit (title + excerpt) and
 * one `content` hit per matching heading section.
 */

export interface HitOptions {
  query: string;
  /** Origin prepended to the engine's root-relative URLs (DocSearch expects absolute URLs). */
  origin: string;
  /** Group title (hierarchy.lvl0) when a page carries no `section` meta. */
  defaultSection: string;
  maxSectionsPerPage: number;
}

type Level = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';
const LEVELS: readonly Level[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];
type Hierarchy = DocSearchHit['hierarchy'];
type HighlightValue = DocSearchHit['_highlightResult']['content'];

/** Separator of the "Page › Heading" path shown under a section hit. */
export const PATH_SEPARATOR = ' › ';

function headingLevel(element: string): number | undefined {
  const match = /^h([1-6])$/i.exec(element);
  return match ? Number(match[1]) : undefined;
}

/** Titles of the headings that enclose `anchor` (h2 for an h3, and so on), outermost first. */
export function headingTrail(anchor: PagefindAnchor, anchors: readonly PagefindAnchor[]): string[] {
  const level = headingLevel(anchor.element);
  if (!level) return [];
  const trail: string[] = [anchor.text ?? ''];
  let wanted = level - 1;
  const before = anchors
    .filter((candidate) => candidate.location < anchor.location)
    .sort((a, b) => b.location - a.location);
  for (const candidate of before) {
    if (wanted < 2) break;
    const candidateLevel = headingLevel(candidate.element);
    if (candidateLevel !== undefined && candidateLevel <= wanted && candidateLevel >= 2) {
      trail.unshift(candidate.text ?? '');
      wanted = candidateLevel - 1;
    }
  }
  return trail.filter(Boolean);
}

/** Highlight result of a stored (escaped) field, marking the query terms it contains. */
function highlightField(escapedText: string | null, terms: readonly string[]): HighlightValue {
  const plain = escapedText ? stripHighlight(escapedText) : '';
  const lower = plain.toLowerCase();
  const matched = terms.filter((term) => lower.includes(term));
  return {
    value: plain ? highlightTerms(plain, terms) : '',
    matchLevel: matched.length === 0 ? 'none' : matched.length === terms.length ? 'full' : 'partial',
    matchedWords: matched,
  };
}

function hierarchyResult(hierarchy: Hierarchy, terms: readonly string[]) {
  const result = {} as Record<Level, HighlightValue>;
  for (const level of LEVELS) result[level] = highlightField(hierarchy[level], terms);
  return result as DocSearchHit['_highlightResult']['hierarchy'];
}

function absoluteUrl(url: string, origin: string): string {
  const route = routeOfIndexedUrl(url);
  return `${origin.replace(/\/$/, '')}${route.startsWith('/') ? route : `/${route}`}`;
}

function buildHit(params: {
  url: string;
  origin: string;
  type: 'lvl1' | 'content';
  hierarchy: Hierarchy;
  excerpt: string;
  pathLabel: string;
  terms: readonly string[];
}): DocSearchHit {
  const { url, origin, type, hierarchy, excerpt, pathLabel, terms } = params;
  const absolute = absoluteUrl(url, origin);
  const hashAt = absolute.indexOf('#');
  const snippet = sanitizeHighlighted(excerpt);
  const content = escapeHtml(stripHighlight(excerpt));
  const highlightedHierarchy = hierarchyResult(hierarchy, terms);
  const snippetHierarchy = {
    ...highlightedHierarchy,
    // DocSearch shows `hierarchy.lvl1` under a content hit: give it the whole heading path.
    lvl1: { ...highlightedHierarchy.lvl1, value: highlightTerms(pathLabel, terms) },
  };
  const contentResult: HighlightValue = {
    value: snippet,
    matchLevel: snippet.includes('<mark>') ? 'full' : 'none',
    matchedWords: [],
  };
  return {
    objectID: absolute,
    content: content || null,
    url: absolute,
    url_without_anchor: hashAt === -1 ? absolute : absolute.slice(0, hashAt),
    type,
    anchor: hashAt === -1 ? null : absolute.slice(hashAt + 1),
    hierarchy,
    _highlightResult: {
      content: contentResult,
      hierarchy: highlightedHierarchy,
      hierarchy_camel: [highlightedHierarchy],
    },
    _snippetResult: {
      content: { value: snippet, matchLevel: contentResult.matchLevel },
      hierarchy: snippetHierarchy,
      hierarchy_camel: [snippetHierarchy],
    },
  };
}

function emptyHierarchy(section: string, title: string): Hierarchy {
  return { lvl0: section, lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
}

/** Hits for one page result, the page first, then its best heading sections. */
export function pageToHits(data: PagefindResultData, options: HitOptions): DocSearchHit[] {
  const terms = queryTerms(options.query);
  const rawTitle = data.meta.title?.trim() || data.url;
  const title = escapeHtml(rawTitle);
  const section = escapeHtml(data.meta.section?.trim() || options.defaultSection);
  const anchors = data.anchors ?? [];
  const top = data.sub_results.find((sub) => !sub.anchor);
  const pageHit = buildHit({
    url: data.url,
    origin: options.origin,
    type: 'lvl1',
    hierarchy: emptyHierarchy(section, title),
    // The title and its one-word alias are shown above the excerpt already.
    excerpt: dropLeadingSentences(top?.excerpt || data.excerpt, [titleAlias(rawTitle), rawTitle]),
    pathLabel: rawTitle,
    terms,
  });
  const sections = data.sub_results
    .filter((sub): sub is PagefindSubResult & { anchor: PagefindAnchor } => Boolean(sub.anchor))
    .filter((sub) => sub.anchor.id !== KEYWORDS_ANCHOR)
    .filter((sub) => sub.url !== data.url)
    .slice(0, options.maxSectionsPerPage)
    .map((sub) => {
      const trail = headingTrail(sub.anchor, anchors);
      const hierarchy = emptyHierarchy(section, title);
      trail.slice(0, 5).forEach((heading, i) => {
        hierarchy[LEVELS[i + 2]] = escapeHtml(heading);
      });
      return buildHit({
        url: sub.url,
        origin: options.origin,
        type: 'content',
        hierarchy,
        excerpt: dropLeadingSentences(sub.excerpt, [sub.title]),
        pathLabel: [rawTitle, ...trail].join(PATH_SEPARATOR),
        terms,
      });
    });
  return [pageHit, ...sections];
}

function normalizeTitle(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, ' ');
}

/*
 * Words that carry no subject in a question ("how do I get a token"). A query made only of them keeps
 * them all: "get" and "find" are ODSL methods too.
 */
const STOP_WORDS = new Set(
  (
    'a about also am an and are as at be between by can could do does for from get got had has have how i ' +
    'if in into is it its me my need of on onto or our over please should so than that the their them then ' +
    'there these this those through to use using via want was we what when where which who why will with ' +
    'within without would you your'
  ).split(' '),
);

/*
 * The query without the punctuation of a sentence ("How do I log in?", "load, save"): a word ending in `?`
 * or `,` would read as an identifier, which the engine wants whole, and a question would match nothing.
 * Inner punctuation stays (`#ABN_FX.EURUSD:SPOT`, `ODSL.RTD`, `ENTSO-E`); a query of punctuation alone too.
 */
export function withoutSentencePunctuation(query: string): string {
  const cleaned = query
    .split(/\s+/)
    .map((word) =>
      word.replace(/^["'“‘(]+(?=[\p{L}\p{N}#$_])/u, '').replace(/(?<=[\p{L}\p{N}])["'”’)?!.,;:]+$/u, ''),
    )
    .filter((word) => word.length > 0)
    .join(' ');
  return cleaned || query;
}

export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** The words of a query that name its subject: stop words dropped unless nothing else is left. */
export function subjectTerms(query: string): string[] {
  const words = [...new Set(wordsOf(query))];
  const subject = words.filter((word) => !STOP_WORDS.has(word));
  return subject.length > 0 ? subject : words;
}

/**
 * What the engine is asked for a question-like query: its subject words ("how do I get a token" →
 * "token"), since the engine wants every word and ranks pages by the commonest ones. Identifiers and
 * queries without stop words go as typed.
 */
export function engineQuery(query: string): string {
  const words = query.trim().split(/\s+/);
  if (words.length < 3 || words.some((word) => /[^\p{L}\p{N}'’-]/u.test(word))) return query;
  const kept = words.filter((word) => !STOP_WORDS.has(word.toLowerCase()));
  return kept.length > 0 && kept.length < words.length ? kept.join(' ') : query;
}

/*
 * Whether a word of a name stands for a query term: the same word, or one a plural or a suffix away
 * ("calendars" for "calendar", "automation" for "automations") when both have four letters or more.
 */
function stands(word: string, term: string): boolean {
  if (word === term) return true;
  if (word.length < 4 || term.length < 4) return false;
  const [short, long] = word.length < term.length ? [word, term] : [term, word];
  return long.startsWith(short) && long.length - short.length <= 3;
}

function namesAll(words: readonly string[], terms: readonly string[]): boolean {
  return terms.every((term) => words.some((word) => stands(word, term)));
}

/** The last segment of a page's route, the page's own name (`/docs/sdk/python/` → `python`). */
function slugOf(url: string): string {
  const path = routeOfIndexedUrl(url).split('#')[0].replace(/\/+$/, '');
  return path.slice(path.lastIndexOf('/') + 1).toLowerCase();
}

/** How much a page is about the query rather than mentioning it; 0 leaves it to the engine. */
export function aboutness(page: RankablePage, query: string): number {
  const title = page.meta.title ?? '';
  if (normalizeTitle(title) === normalizeTitle(query)) return 5;
  const terms = subjectTerms(query);
  const slug = slugOf(page.url);
  if (terms.join('') === slug.replace(/[^\p{L}\p{N}]+/gu, '')) return 4;
  if (namesAll([...wordsOf(title), ...wordsOf(slug)], terms)) return 3;
  // Sections named after the query: the more of them, the more the page is about it.
  const headings = (page.anchors ?? []).filter(
    (anchor) => /^h[2-4]$/i.test(anchor.element) && namesAll(wordsOf(anchor.text ?? ''), terms),
  );
  return Math.min(headings.length, 3) / 3;
}

export interface RankablePage {
  url: string;
  meta: Record<string, string | undefined>;
  anchors?: PagefindAnchor[];
}

/**
 * Puts the pages about the query first: its exact title, then the page whose route names it
 * (`/docs/sdk/python` for "python"), then titles and routes that name every subject word, then pages with
 * sections named after it. Otherwise the engine's order (relevance) is kept: `sort` is stable.
 */
export function rankPages<T extends RankablePage>(pages: readonly T[], query: string): T[] {
  const scores = new Map(pages.map((page) => [page, aboutness(page, query)]));
  return [...pages].sort((a, b) => (scores.get(b) ?? 0) - (scores.get(a) ?? 0));
}

function compact(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/*
 * When a word matches nothing, Pagefind falls back to shorter prefixes of it
 * ("qzxwvjk" finds pages with a variable `q`). Such a page is dropped unless
 * one query word of three or more characters is matched by a highlighted
 * word at least 60% of its length, or appears in the title.
 */
const MIN_TERM = 3;
const MIN_COVERAGE = 0.6;

export function isGenuineMatch(data: PagefindResultData, query: string): boolean {
  const terms = queryTerms(query)
    .map(compact)
    .filter((term) => term.length >= MIN_TERM);
  if (terms.length === 0) return true;
  const marked = [data.excerpt, ...data.sub_results.map((sub) => sub.excerpt)]
    .flatMap((excerpt) => highlightSegments(excerpt))
    .filter((segment) => segment.highlighted)
    .map((segment) => compact(segment.text));
  const title = compact(data.meta.title ?? '');
  return terms.some(
    (term) =>
      title.includes(term) ||
      marked.some(
        (word) =>
          (word.startsWith(term) || term.startsWith(word)) &&
          word.length >= Math.ceil(term.length * MIN_COVERAGE),
      ),
  );
}
