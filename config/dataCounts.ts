import { providers } from '../data/providers/providers';
import { providerByCode } from '../data/providers/queries';
import { loadOpenApiDocument } from '../plugins/openapi/document';
import type { SiteCounts } from '../plugins/site-summary/public';
import { expandBrandTokens } from '../src/brand';

/**
 * Counts that pages state ("72 providers and exchanges", "36 services"), computed from the data so the
 * prose never falls behind it. Pages write them as tokens (`%%PROVIDER_COUNT%%`), expanded with the brand
 * tokens in Markdown and front matter; the landing page reads them from the site-summary plugin's data.
 */
export function dataCounts(): SiteCounts {
  return { providers: providers.length, restServices: loadOpenApiDocument().tags.length };
}

const countTokenKeys = {
  PROVIDER_COUNT: 'providers',
  REST_SERVICE_COUNT: 'restServices',
} as const satisfies Record<string, keyof SiteCounts>;

const COUNT_TOKEN = new RegExp(`%%(${Object.keys(countTokenKeys).join('|')})%%`, 'g');

/** What a token may need to know about the page it is on. */
export interface TokenPage {
  /** Code of the provider a provider page (`docs/company/<CODE>.mdx`) is about. */
  providerCode?: string;
}

/** The provider a docs file is about, from its path: `docs/company/EEX.mdx` gives `EEX`. */
export function providerCodeOf(filePath: string): string | undefined {
  const match = /[\\/]docs[\\/]company[\\/]([^\\/]+)\.mdx?$/.exec(filePath);
  return match && match[1] !== 'index' ? match[1] : undefined;
}

/** "the one dataset" or "the 17 datasets" of the page's provider. */
function providerDatasets(page: TokenPage): string {
  if (!page.providerCode) throw new Error('%%PROVIDER_DATASETS%% is for provider pages (docs/company) only');
  const count = providerByCode(page.providerCode).datasets.length;
  if (count === 0) throw new Error(`%%PROVIDER_DATASETS%%: ${page.providerCode} lists no dataset`);
  return count === 1 ? 'the one dataset' : `the ${count} datasets`;
}

/** Expands the count tokens, then the brand tokens (which reject any token left unknown). */
export function expandContentTokens(text: string, page: TokenPage = {}): string {
  if (!text.includes('%%')) return text;
  const withCounts = text
    .replace(COUNT_TOKEN, (_whole, name: keyof typeof countTokenKeys) =>
      String(dataCounts()[countTokenKeys[name]]),
    )
    .replace(/%%PROVIDER_DATASETS%%/g, () => providerDatasets(page));
  return expandBrandTokens(withCounts);
}
