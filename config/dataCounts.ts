import { providers } from '../data/providers/providers';
import { loadOpenApiDocument } from '../plugins/openapi/document';
import { expandBrandTokens } from '../src/brand';

/**
 * Counts that pages state ("72 providers and exchanges", "36 services"), computed from the data so the
 * prose never falls behind it. Pages write them as tokens (`%%PROVIDER_COUNT%%`), expanded with the brand
 * tokens in Markdown and front matter; the landing page reads them from the site-summary plugin's data.
 */
export interface DataCounts {
  /** Providers and exchanges in the catalogue, as the catalogue page lists them. */
  providers: number;
  /** Services of the REST API: one tag of the OpenAPI document each. */
  restServices: number;
}

export function dataCounts(): DataCounts {
  return { providers: providers.length, restServices: loadOpenApiDocument().tags.length };
}

const countTokenKeys = {
  PROVIDER_COUNT: 'providers',
  REST_SERVICE_COUNT: 'restServices',
} as const satisfies Record<string, keyof DataCounts>;

const COUNT_TOKEN = new RegExp(`%%(${Object.keys(countTokenKeys).join('|')})%%`, 'g');

/** Expands the count tokens, then the brand tokens (which reject any token left unknown). */
export function expandContentTokens(text: string): string {
  if (!text.includes('%%')) return text;
  const withCounts = text.replace(COUNT_TOKEN, (_whole, name: keyof typeof countTokenKeys) =>
    String(dataCounts()[countTokenKeys[name]]),
  );
  return expandBrandTokens(withCounts);
}
