/**
 * Highlighting helpers. DocSearch renders hit fields as HTML, so every string
 * a hit carries is escaped text in which `<mark>` is the only markup.
 */

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** Decodes the entities an engine may put into an excerpt (named basics and numeric). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

export interface HighlightSegment {
  text: string;
  highlighted: boolean;
}

const MARK = /<(\/?)mark>/gi;

/** Splits a highlighted value (`a <mark>b</mark> c`) into plain-text segments. */
export function highlightSegments(value: string): HighlightSegment[] {
  const segments: HighlightSegment[] = [];
  let highlighted = false;
  let last = 0;
  const push = (raw: string) => {
    // Any other tag is dropped, never interpreted.
    const text = decodeEntities(raw.replace(/<[^>]*>/g, ''));
    if (text) segments.push({ text, highlighted });
  };
  for (const match of value.matchAll(MARK)) {
    push(value.slice(last, match.index));
    highlighted = match[1] !== '/';
    last = match.index + match[0].length;
  }
  push(value.slice(last));
  return segments;
}

function segmentsToHtml(segments: readonly HighlightSegment[]): string {
  return segments
    .map(({ text, highlighted }) => (highlighted ? `<mark>${escapeHtml(text)}</mark>` : escapeHtml(text)))
    .join('');
}

/** Rebuilds a highlighted value so that `<mark>` is its only markup. */
export function sanitizeHighlighted(value: string): string {
  return segmentsToHtml(highlightSegments(value));
}

/** Segments of `segments` with their first `count` characters removed. */
function dropChars(segments: readonly HighlightSegment[], count: number): HighlightSegment[] {
  let left = count;
  const kept: HighlightSegment[] = [];
  for (const segment of segments) {
    if (left >= segment.text.length) {
      left -= segment.text.length;
      continue;
    }
    kept.push({ ...segment, text: segment.text.slice(left) });
    left = 0;
  }
  return kept;
}

/**
 * Removes leading sentences that repeat a heading from a highlighted excerpt.
 * The index stores a heading as the sentence `Heading.` at the start of its
 * section, so an excerpt often opens with the title shown right above it.
 * Each prefix is dropped at most once, in order, and only when it is followed
 * by an optional full stop and a space (or nothing). Returns sanitized HTML.
 */
export function dropLeadingSentences(value: string, prefixes: readonly (string | undefined)[]): string {
  let segments = highlightSegments(value);
  for (const prefix of prefixes) {
    if (!prefix) continue;
    const plain = segments.map((segment) => segment.text).join('');
    if (!plain.toLowerCase().startsWith(prefix.toLowerCase())) continue;
    const rest = plain.slice(prefix.length);
    const end = /^\.?(\s+|$)/.exec(rest);
    if (!end) continue;
    segments = dropChars(segments, prefix.length + end[0].length);
  }
  return segmentsToHtml(segments);
}

/** Plain text of a highlighted value. */
export function stripHighlight(value: string): string {
  return highlightSegments(value)
    .map((segment) => segment.text)
    .join('');
}

const MAX_TERMS = 12;
const MAX_TERM_LENGTH = 80;

/** The words of a query, as used for highlighting titles. */
export function queryTerms(query: string): string[] {
  const terms = query
    .toLowerCase()
    .split(/\s+/)
    .map((term) => term.slice(0, MAX_TERM_LENGTH))
    .filter(Boolean);
  return [...new Set(terms)].slice(0, MAX_TERMS);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/*
 * A term is marked only where a word starts, so "print" marks "Print" and "printing" but never the
 * "print" inside "blueprint"; a one-character term ("a", "I") marks only a word of its own, never the
 * first letter of "Integration" or the "i" of "Service". A term that starts with punctuation
 * (`#ABN_FX`, `_limit`) is a word start wherever it stands.
 */
const WORD_CHAR = '[\\p{L}\\p{N}]';

function termPattern(term: string): string {
  const escaped = escapeRegExp(term);
  const start = /^[\p{L}\p{N}]/u.test(term) ? `(?<!${WORD_CHAR})` : '';
  const end = [...term].length === 1 && start ? `(?!${WORD_CHAR})` : '';
  return `${start}${escaped}${end}`;
}

/** Matches every case-insensitive occurrence of a query term at a word start; undefined without terms. */
export function termsPattern(terms: readonly string[]): RegExp | undefined {
  const usable = terms.filter(Boolean);
  if (usable.length === 0) return undefined;
  return new RegExp(
    [...usable]
      .sort((a, b) => b.length - a.length)
      .map(termPattern)
      .join('|'),
    'giu',
  );
}

/** Escapes `text` and marks every case-insensitive occurrence of a query term at a word start. */
export function highlightTerms(text: string, terms: readonly string[]): string {
  const pattern = termsPattern(terms);
  if (!pattern) return escapeHtml(text);
  let out = '';
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match[0].length === 0) continue;
    out += `${escapeHtml(text.slice(last, match.index))}<mark>${escapeHtml(match[0])}</mark>`;
    last = match.index + match[0].length;
  }
  return out + escapeHtml(text.slice(last));
}
