/**
 * The vocabulary of the index, for spelling suggestions (client/suggest.ts): Pagefind matches words
 * exactly or by prefix and exposes no word list, so the indexer writes its own from the same text.
 *
 * Format of `words.txt` (front coding, ~20 KB gzip for 7,800 words): the words in alphabetical order,
 * one a line, each written as how many leading characters it shares with the word before (0–9) and the
 * rest; a trailing "+" marks a word seen 2–15 times, "*" one seen 16 times or more. Only words of 3 to
 * 32 characters made of letters (and inner underscores, as in `_limit` or `curve_date`) are kept:
 * numbers, ids and hashes never make useful suggestions.
 */

const WORD = /[\p{L}\p{N}_]+/gu;
const MIN_LENGTH = 3;
const MAX_LENGTH = 32;
const MAX_SHARED = 9;

/** Frequency marks: none for a word seen once. */
export const COMMON_MARK = '*';
export const SEEN_AGAIN_MARK = '+';
const COMMON_COUNT = 16;

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
    if (word.length < MIN_LENGTH || word.length > MAX_LENGTH || /\p{N}/u.test(word)) continue;
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
}

function mark(count: number): string {
  if (count >= COMMON_COUNT) return COMMON_MARK;
  return count > 1 ? SEEN_AGAIN_MARK : '';
}

export function serializeWordList(counts: ReadonlyMap<string, number>): string {
  let previous = '';
  const lines = [...counts.keys()].sort().map((word) => {
    let shared = 0;
    while (shared < MAX_SHARED && shared < previous.length && word[shared] === previous[shared]) shared += 1;
    previous = word;
    return `${shared}${word.slice(shared)}${mark(counts.get(word) ?? 1)}`;
  });
  return lines.length > 0 ? `${lines.join('\n')}\n` : '';
}
