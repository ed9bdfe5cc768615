/**
 * Phrases no reader should meet: notes meant for writers, and cells or sentences that only say
 * something is unknown. What is unknown is left out instead.
 */
export const BANNED_PHRASES: { phrase: RegExp; why: string }[] = [
  { phrase: /\bthe facts\b/i, why: 'refers to the writers’ sources' },
  { phrase: /\bsource pages?\b/i, why: 'refers to the writers’ sources' },
  { phrase: /\bthe grammar (?:prints|shows|lists|gives|says)\b/i, why: 'refers to the writers’ sources' },
  { phrase: /\blikely intent\b/i, why: 'a writer’s guess' },
  { phrase: /\bunsure(?:_note)?:/i, why: 'a writer’s note copied from a source' },
  { phrase: /\bnot stated\b/i, why: 'an empty cell or sentence' },
  { phrase: /\bnot documented\b/i, why: 'an empty cell or sentence' },
  { phrase: /\bdocuments no (?:methods|properties|parameters)\b/i, why: 'an empty section' },
  { phrase: /\bnot (?:yet )?known\b/i, why: 'an empty cell or sentence' },
];

export interface PhraseHit {
  route: string;
  phrase: string;
  excerpt: string;
}

/** Every banned phrase on a page, with a little context. */
export function bannedPhraseHits(route: string, text: string): PhraseHit[] {
  const hits: PhraseHit[] = [];
  for (const { phrase } of BANNED_PHRASES) {
    const global = new RegExp(phrase.source, 'gi');
    for (let match = global.exec(text); match; match = global.exec(text)) {
      const from = Math.max(0, match.index - 60);
      hits.push({
        route,
        phrase: match[0],
        excerpt: text.slice(from, match.index + match[0].length + 60),
      });
    }
  }
  return hits;
}
