import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { odslKeywords } from '../keywords';
import { odslGlossary } from '../glossary';
import { readPlatformFacts } from '../../../lib/platform-facts';

/** The reserved words of odsl-core.yaml, role by role (`true`, `false` and `null` read as text). */
const KeywordFactsSchema = z.object({
  language: z.object({
    keywords: z.record(z.string(), z.array(z.union([z.string(), z.boolean(), z.null()]))),
  }),
});
const factKeywords = Object.fromEntries(
  Object.entries(KeywordFactsSchema.parse(readPlatformFacts('odsl-core.yaml')).language.keywords).map(
    ([role, words]) => [role, words.map((w) => String(w))],
  ),
);

/** Keywords of the facts that a role of the keyword list lacks, as `role: word`. */
function missingKeywords(list: Readonly<Record<string, readonly string[]>>): string[] {
  return Object.entries(factKeywords).flatMap(([role, words]) =>
    words.filter((w) => !(list[role] ?? []).includes(w)).map((w) => `${role}: ${w}`),
  );
}

/** Keywords without a glossary entry; a time unit is defined once as `hour(s)`. */
function undefinedKeywords(terms: readonly string[]): string[] {
  const known = new Set(terms.flatMap((t) => [t, t.replace(/\(s\)$/, ''), t.replace(/\(s\)$/, 's')]));
  return [...new Set(Object.values(odslKeywords).flat())].filter((w) => !known.has(w));
}

describe('ODSL keywords against the odsl-core keyword list', () => {
  it('hold every keyword of every role', () => {
    expect(missingKeywords(odslKeywords)).toEqual([]);
  });

  it('tell a keyword missing from a role (plant)', () => {
    const planted = { ...odslKeywords, statements: odslKeywords.statements.filter((w) => w !== 'trigger') };
    expect(missingKeywords(planted)).toEqual(['statements: trigger']);
  });
});

describe('ODSL glossary', () => {
  const terms = odslGlossary.map((t) => t.term);

  it('defines every keyword, as its page says', () => {
    expect(undefinedKeywords(terms)).toEqual([]);
  });

  it('tells a keyword it does not define (plant)', () => {
    expect(undefinedKeywords(terms.filter((t) => t !== 'publish' && t !== 'minute(s)'))).toEqual([
      'publish',
      'minute',
      'minutes',
    ]);
  });
});
