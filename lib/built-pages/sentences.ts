/** Sentences of prose blocks, and the sentences that several pages repeat word for word. */

/** A sentence shorter than this many words may repeat freely ("See the glossary."). */
export const MIN_REPEATED_WORDS = 8;
/** A sentence may appear on at most this many pages; one more page fails the check. */
export const MAX_PAGES_PER_SENTENCE = 4;

// Abbreviations whose full stop does not end a sentence.
const ABBREVIATIONS = /\b(?:e\.g|i\.e|etc|vs|approx|incl|no|cf|Mr|Ms|Dr|St|Inc|Ltd|Co)\.$/i;

/** Splits a prose block into sentences at `.`, `!` or `?` followed by a space and a capital, digit or quote. */
export function splitSentences(block: string): string[] {
  const sentences: string[] = [];
  const boundary = /[.!?]["')\]]?\s+(?=["'([]?[\p{Lu}\p{N}`%#$])/gu;
  let start = 0;
  for (let match = boundary.exec(block); match; match = boundary.exec(block)) {
    const end = match.index + match[0].trimEnd().length;
    const candidate = block.slice(start, end);
    if (ABBREVIATIONS.test(candidate.slice(0, match.index + 1 - start))) continue;
    sentences.push(candidate.trim());
    start = match.index + match[0].length;
  }
  const rest = block.slice(start).trim();
  if (rest) sentences.push(rest);
  return sentences;
}

/** Words of a sentence: runs of letters and digits (ids such as `ABN_FX.EURUSD` count as words). */
export function words(sentence: string): string[] {
  return sentence.match(/[\p{L}\p{N}][\p{L}\p{N}'’_.:#-]*/gu) ?? [];
}

/** The form sentences are compared in: words only, lower case. */
export function sentenceKey(sentence: string): string {
  return words(sentence)
    .map((word) => word.replace(/[.:]+$/, '').toLowerCase())
    .join(' ');
}

export interface RepeatedSentence {
  sentence: string;
  routes: string[];
}

/**
 * Sentences of at least `minWords` words that appear on more than `maxPages` pages, most pages first.
 * A sentence counts once per page however often the page repeats it.
 */
export function repeatedSentences(
  pages: { route: string; prose: string[] }[],
  minWords = MIN_REPEATED_WORDS,
  maxPages = MAX_PAGES_PER_SENTENCE,
): RepeatedSentence[] {
  const seen = new Map<string, { sentence: string; routes: Set<string> }>();
  for (const page of pages) {
    for (const block of page.prose) {
      for (const sentence of splitSentences(block)) {
        if (words(sentence).length < minWords) continue;
        const key = sentenceKey(sentence);
        const entry = seen.get(key) ?? { sentence, routes: new Set<string>() };
        entry.routes.add(page.route);
        seen.set(key, entry);
      }
    }
  }
  return [...seen.values()]
    .filter((entry) => entry.routes.size > maxPages)
    .map((entry) => ({ sentence: entry.sentence, routes: [...entry.routes].sort() }))
    .sort((a, b) => b.routes.length - a.routes.length || a.sentence.localeCompare(b.sentence));
}
