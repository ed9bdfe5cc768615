/**
 * The vocabulary of the index, for spelling suggestions (client/suggest.ts): Pagefind matches words
 * exactly or by prefix and exposes no word list, so the indexer writes its own from the same text.
 *
 * Format (`words.txt`, plain text that gzip and brotli shrink well, ~25 KB for 8,000 words): one line
 * per frequency band, the commonest first, each holding its words in alphabetical order separated by
 * spaces. The last line holds the words seen once, the one before it those seen 2–3 times, then 4–7 …
 * Only words of 3 to 32 characters that start with a letter are kept: numbers, hashes and single
 * letters never make useful suggestions.
 */

const WORD = /[\p{L}_][\p{L}\p{N}_]*/gu;
const MIN_LENGTH = 3;
const MAX_LENGTH = 32;

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: ' ' };

/** The reader-visible text of the indexed part of a prepared page. */
export function indexedText(html: string): string {
  const start = html.search(/<[^>]+\sdata-pagefind-body[\s>=]/);
  const body = start === -1 ? html : html.slice(start);
  return body
    .replace(/<(script|style|template|button)[\s>][\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? ' ';
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
    });
}

/** Adds the words of `text` to `counts`, lower-cased as the engine indexes them. */
export function countWords(text: string, counts: Map<string, number>): void {
  for (const match of text.toLowerCase().matchAll(WORD)) {
    const word = match[0].replace(/^_+|_+$/g, '');
    if (word.length < MIN_LENGTH || word.length > MAX_LENGTH) continue;
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
}

/** Frequency band of a count: 0 for 1, 1 for 2–3, 2 for 4–7 … */
function band(count: number): number {
  return Math.floor(Math.log2(count));
}

export function serializeWordList(counts: ReadonlyMap<string, number>): string {
  const bands: string[][] = [];
  for (const [word, count] of counts) (bands[band(count)] ??= []).push(word);
  return (
    bands
      .map((words) => (words ?? []).sort().join(' '))
      .reverse()
      .join('\n') + '\n'
  );
}
