import type { PagefindResultData } from './pagefindTypes';
import { KEYWORDS_ANCHOR, routeOfIndexedUrl } from '../shared';

/*
 * Ranking of a query of several subject words, where a page need not hold every word. The engine wants
 * every word of a query, so one extra word ("load csv into timeseries") would empty the results or drop
 * the best page. Each subject word is searched on its own as well; a page then counts the words it holds,
 * each weighed by its rarity across the index (inverse document frequency: "csv" outweighs "load"), and
 * by where it stands on the page: the title and route first, then headings, then the text. A whole word
 * counts more than a word it only starts ("cli" in "click").
 */

/** One subject word's own results: how strongly the engine matched each page (its score). */
export interface WordResults {
  word: string;
  scores: ReadonlyMap<string, number>;
}

/** Below this share of a word's best score, the engine matched a shorter prefix of it, not the word. */
const FALLBACK_SHARE = 0.001;

/** Rarity of a word held by `documentFrequency` of `pageCount` pages. */
export function inverseDocumentFrequency(documentFrequency: number, pageCount: number): number {
  return Math.log(1 + pageCount / Math.max(documentFrequency, 1));
}

function best(scores: ReadonlyMap<string, number>): number {
  let max = 0;
  for (const score of scores.values()) if (score > max) max = score;
  return max;
}

/** The pages a word's results genuinely hold, each with its score as a share of the best (0–1]. */
function shares(word: WordResults): Map<string, number> {
  const max = best(word.scores);
  const result = new Map<string, number>();
  if (max <= 0) return result;
  for (const [id, score] of word.scores) {
    const share = score / max;
    if (share >= FALLBACK_SHARE) result.set(id, share);
  }
  return result;
}

export interface WordWeight {
  word: string;
  weight: number;
}

/** The weight of each word: its rarity among the pages that hold it. */
export function wordWeights(words: readonly WordResults[], pageCount: number): WordWeight[] {
  return words.map((word) => ({
    word: word.word,
    weight: inverseDocumentFrequency(shares(word).size, pageCount),
  }));
}

/**
 * Pages ordered by the engine's evidence alone, before any page is loaded: the sum over the words a page
 * holds of the word's weight, half for holding it and half by how strongly the engine matched it there
 * (its title and headings weigh more in the engine's score).
 */
export function mergeWordResults(
  words: readonly WordResults[],
  pageCount: number,
): Array<{ id: string; score: number }> {
  const weights = wordWeights(words, pageCount);
  const totals = new Map<string, number>();
  words.forEach((word, i) => {
    for (const [id, share] of shares(word)) {
      totals.set(id, (totals.get(id) ?? 0) + weights[i].weight * (0.5 + 0.5 * Math.sqrt(share)));
    }
  });
  return [...totals]
    .map(([id, score]) => ({ id, score }))
    .sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1));
}

function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? [];
}

/** A light stem: the word without a common English ending ("naming" and "name" → "nam"). */
export function stem(word: string): string {
  const ending = /(ations|ation|ings|ing|ies|ers|er|es|ed|s|e)$/.exec(word);
  return ending && word.length - ending[0].length >= 3 ? word.slice(0, -ending[0].length) : word;
}

/*
 * Whether a word of a page stands for a query word: the same word, the same light stem ("naming" and
 * "name"), or both of four letters or more and sharing all but the last three letters of the shorter
 * ("authenticate" and "authentication"). A page word that only starts with the query word is a prefix
 * match instead ("cli" in "click").
 */
export function sameWord(pageWord: string, queryWord: string): boolean {
  if (pageWord === queryWord) return true;
  if (stem(pageWord) === stem(queryWord)) return true;
  const shorter = Math.min(pageWord.length, queryWord.length);
  if (shorter < 4) return false;
  let common = 0;
  while (common < shorter && pageWord[common] === queryWord[common]) common += 1;
  return common >= Math.max(4, shorter - 3) && Math.abs(pageWord.length - queryWord.length) <= 4;
}

export type Placement = 'title' | 'heading' | 'text' | 'prefix' | 'absent';

/** How much a word counts where it stands. */
export const PLACEMENT_WEIGHT: Readonly<Record<Placement, number>> = {
  title: 3,
  heading: 2,
  text: 1,
  prefix: 0.3,
  absent: 0,
};

/** The segments of a page's route after `/docs`: its own name last, the sections holding it before. */
function routeSegments(url: string): string[] {
  const path = routeOfIndexedUrl(url).split('#')[0].replace(/\/+$/, '');
  return path.split('/').filter(Boolean).slice(1);
}

/** The words of a loaded page by where they stand. */
export interface PageWords {
  title: readonly string[];
  headings: readonly string[];
  text: ReadonlySet<string>;
}

export function pageWords(data: PagefindResultData): PageWords {
  const segments = routeSegments(data.url);
  const title = [...wordsOf(data.meta.title ?? ''), ...wordsOf(segments.at(-1) ?? '')];
  // The sections a page sits in (`mongodb` for /docs/tutorials/qs/mongodb/timeseries) count as headings.
  const headings = [
    ...segments.slice(0, -1).flatMap(wordsOf),
    // The page's keywords name its subject as a heading does.
    ...(data.anchors ?? [])
      .filter((anchor) => /^h[2-4]$/i.test(anchor.element) || anchor.id === KEYWORDS_ANCHOR)
      .flatMap((anchor) => wordsOf(anchor.text ?? '')),
  ];
  const content = (data as { content?: string }).content ?? data.excerpt;
  return { title, headings, text: new Set(wordsOf(content)) };
}

export function placementOf(word: string, page: PageWords): Placement {
  if (page.title.some((pageWord) => sameWord(pageWord, word))) return 'title';
  if (page.headings.some((pageWord) => sameWord(pageWord, word))) return 'heading';
  let prefix = false;
  for (const pageWord of page.text) {
    if (sameWord(pageWord, word)) return 'text';
    if (pageWord.startsWith(word)) prefix = true;
  }
  return prefix ? 'prefix' : 'absent';
}

/** How much of the query a loaded page holds, weighted (0–1): 1 when every word is in its title. */
export function coverage(page: PageWords, weights: readonly WordWeight[]): number {
  const total = weights.reduce((sum, { weight }) => sum + weight, 0);
  if (total <= 0) return 0;
  const held = weights.reduce(
    (sum, { word, weight }) => sum + weight * PLACEMENT_WEIGHT[placementOf(word, page)],
    0,
  );
  return held / (total * PLACEMENT_WEIGHT.title);
}
