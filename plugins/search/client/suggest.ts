import { COMMON_MARK, SEEN_AGAIN_MARK } from '../indexer/wordList';
import { WORD_LIST_FILE } from '../shared';
import { editDistance } from './suggestEditDistance';

/**
 * Spelling suggestions for the built index: when a query finds nothing or little, each word that is not
 * in the index's vocabulary (`words.txt`, written by indexer/wordList.ts) is replaced by the closest
 * words by edit distance, commonest first. The list is fetched only then, once per page; hosted Algolia
 * corrects typos itself and never loads it.
 */

/** Index words, with the frequency band of each (0 = the commonest). */
export interface Vocabulary {
  bands: ReadonlyMap<string, number>;
  /** Words by length, so that only words of a near length are compared. */
  byLength: ReadonlyMap<number, readonly string[]>;
  /** Every word, in code-unit order, to tell a word being typed (a prefix) from an unknown one. */
  sorted: readonly string[];
}

/** The /search page offers suggestions above this many result pages or fewer too (SpellingHint). */
export const FEW_RESULTS = 2;
export const MAX_SUGGESTIONS = 3;

/** Reads the front-coded word list of indexer/wordList.ts. */
export function parseVocabulary(text: string): Vocabulary {
  const bands = new Map<string, number>();
  const byLength = new Map<number, string[]>();
  let previous = '';
  for (const line of text.split('\n')) {
    const match = /^(\d)(.*)$/.exec(line);
    if (!match) continue;
    const marked = match[2];
    const band = marked.endsWith(COMMON_MARK) ? 0 : marked.endsWith(SEEN_AGAIN_MARK) ? 1 : 2;
    const word = previous.slice(0, Number(match[1])) + (band === 2 ? marked : marked.slice(0, -1));
    previous = word;
    if (word.length === 0 || bands.has(word)) continue;
    bands.set(word, band);
    const length = [...word].length;
    let list = byLength.get(length);
    if (!list) byLength.set(length, (list = []));
    list.push(word);
  }
  const sorted = [...bands.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return { bands, byLength, sorted };
}

/** Whether `word` is an index word or the start of one (a reader still typing it). */
export function isKnownWord(word: string, vocabulary: Vocabulary): boolean {
  const lower = word.toLowerCase();
  if (vocabulary.bands.has(lower)) return true;
  const { sorted } = vocabulary;
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle] < lower) low = middle + 1;
    else high = middle;
  }
  return low < sorted.length && sorted[low].startsWith(lower);
}

/** Edits allowed for a word of this length: none below 3 letters, 1 up to 5, 2 beyond. */
function allowedEdits(length: number): number {
  if (length < 3) return 0;
  return length <= 5 ? 1 : 2;
}

/** The index words closest to `word`, nearest then commonest first. */
export function closestWords(word: string, vocabulary: Vocabulary, limit = MAX_SUGGESTIONS): string[] {
  const lower = word.toLowerCase();
  const length = [...lower].length;
  const max = allowedEdits(length);
  if (max === 0) return [];
  const found: Array<{ word: string; distance: number; band: number }> = [];
  for (let candidateLength = length - max; candidateLength <= length + max; candidateLength += 1) {
    for (const candidate of vocabulary.byLength.get(candidateLength) ?? []) {
      const distance = editDistance(lower, candidate, max);
      if (distance <= max)
        found.push({ word: candidate, distance, band: vocabulary.bands.get(candidate) ?? 0 });
    }
  }
  return found
    .sort((a, b) => a.distance - b.distance || a.band - b.band || a.word.localeCompare(b.word))
    .slice(0, limit)
    .map((entry) => entry.word);
}

const WORD = /[\p{L}\p{N}_]+/gu;

/** Whether a word of a query is a plain word the index's list could hold (ids and codes are left out). */
function isPlainWord(word: string): boolean {
  const parts = word.toLowerCase().match(WORD) ?? [];
  return parts.length === 1 && parts[0] === word.toLowerCase() && !/\p{N}/u.test(word);
}

/**
 * The query with each plain word that neither is an index word nor starts one replaced by its closest
 * index word ("pyhton sdk" → "python sdk"); the query itself when no word needs it or has a neighbour.
 * A word with results of its own is never replaced.
 */
export function correctQuery(query: string, vocabulary: Vocabulary): string {
  const words = query.trim().split(/\s+/).filter(Boolean);
  const corrected = words.map((word) =>
    isPlainWord(word) && !isKnownWord(word, vocabulary)
      ? (closestWords(word, vocabulary, 1)[0] ?? word)
      : word,
  );
  return corrected.some((word, i) => word !== words[i]) ? corrected.join(' ') : query.trim();
}

/**
 * Queries to try instead of `query`: its unknown words replaced by their closest index words. The best
 * correction of every word comes first, then the other corrections of each word in turn. Empty when
 * every word is known or none has a near neighbour.
 */
export function suggestQueries(query: string, vocabulary: Vocabulary, limit = MAX_SUGGESTIONS): string[] {
  const words = query.trim().split(/\s+/).filter(Boolean);
  const options = words.map((word) => {
    // Words with digits or punctuation are ids and codes: the index's list leaves them out.
    const unknown = isPlainWord(word) && !vocabulary.bands.has(word.toLowerCase());
    return unknown ? closestWords(word, vocabulary) : [];
  });
  if (options.every((list) => list.length === 0)) return [];
  const best = words.map((word, i) => options[i][0] ?? word);
  const suggestions = [best.join(' ')];
  options.forEach((list, i) => {
    for (const alternative of list.slice(1)) {
      suggestions.push(best.map((word, j) => (j === i ? alternative : word)).join(' '));
    }
  });
  return [...new Set(suggestions)].slice(0, limit);
}

const vocabularies = new Map<string, Promise<Vocabulary>>();

/** The index's vocabulary, fetched once per index URL (a failure is retried by the next call). */
export function loadVocabulary(indexUrl: string): Promise<Vocabulary> {
  let loading = vocabularies.get(indexUrl);
  if (!loading) {
    loading = fetch(`${indexUrl}${WORD_LIST_FILE}`).then(async (response) => {
      if (!response.ok) throw new Error(`${WORD_LIST_FILE}: HTTP ${response.status}`);
      return parseVocabulary(await response.text());
    });
    loading.catch(() => vocabularies.delete(indexUrl));
    vocabularies.set(indexUrl, loading);
  }
  return loading;
}

/** Suggestions for a query of the built index; none when the word list cannot be read. */
export async function spellingSuggestions(query: string, indexUrl: string): Promise<string[]> {
  try {
    return suggestQueries(query, await loadVocabulary(indexUrl));
  } catch {
    return [];
  }
}

/**
 * Suggestions for the modal's no-results screen, for a query that found `hits` hits: the modal has no
 * place for them beside results, so the word list is fetched only when nothing was found.
 */
export function spellingSuggestionsFor(query: string, hits: number, indexUrl: string): Promise<string[]> {
  return hits === 0 ? spellingSuggestions(query, indexUrl) : Promise.resolve([]);
}
