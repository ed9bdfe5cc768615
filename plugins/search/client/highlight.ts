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

/** Rebuilds a highlighted value so that `<mark>` is its only markup. */
export function sanitizeHighlighted(value: string): string {
  return highlightSegments(value)
    .map(({ text, highlighted }) => (highlighted ? `<mark>${escapeHtml(text)}</mark>` : escapeHtml(text)))
    .join('');
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

/** Escapes `text` and marks every case-insensitive occurrence of a query term. */
export function highlightTerms(text: string, terms: readonly string[]): string {
  const usable = terms.filter(Boolean);
  if (usable.length === 0) return escapeHtml(text);
  const pattern = new RegExp(
    [...usable]
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|'),
    'gi',
  );
  let out = '';
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match[0].length === 0) continue;
    out += `${escapeHtml(text.slice(last, match.index))}<mark>${escapeHtml(match[0])}</mark>`;
    last = match.index + match[0].length;
  }
  return out + escapeHtml(text.slice(last));
}
