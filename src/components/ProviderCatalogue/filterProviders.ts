import type { Provider } from '../../../data/providers/schema';
import type { CommodityGroup, ProviderKind } from '../../../data/providers/vocabulary';

/** One provider as the catalogue table shows and filters it; built from the catalogue at build time. */
export type CatalogueEntry = Pick<
  Provider,
  'code' | 'name' | 'fullName' | 'kind' | 'kindDetail' | 'country' | 'region' | 'commodities' | 'coverage'
> & {
  path: string;
  /** Country name, or the region when the provider has no single home country. */
  location: string;
  /** Licensing in words; null when the catalogue does not say. */
  licensing: string | null;
  datasetCount: number;
  /** Ids and names of the provider's datasets, for the free-text filter. */
  datasetWords: string[];
};

/** The catalogue filters; an empty string means "any". */
export interface ProviderFilter {
  kind: ProviderKind | '';
  commodity: CommodityGroup | '';
  /** ISO country code, or a region name for providers without a country. */
  place: string;
  text: string;
}

export const emptyFilter: ProviderFilter = { kind: '', commodity: '', place: '', text: '' };

/** Everything the free-text filter looks at for one provider, lower-cased. */
function searchableText(provider: CatalogueEntry): string {
  return [
    provider.code,
    provider.name,
    provider.fullName,
    provider.kindDetail,
    ...provider.coverage,
    ...provider.datasetWords,
  ]
    .join(' ')
    .toLowerCase();
}

/** Where a provider is for the place filter: its country code, else its region. */
export function providerPlace(provider: Pick<Provider, 'country' | 'region'>): string {
  return provider.country ?? provider.region;
}

/** The words of a text, split where letters and digits stop, lower-cased: "EEX_EUA:SPOT" gives eex, eua, spot. */
function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * How well a provider that passed the filter matches the typed text; lower ranks first.
 * 0: the whole text is the provider's code or name ("ICE");
 * 1: every typed word starts a word of its code or names;
 * 2: every typed word starts a word of anything the filter reads (coverage, datasets);
 * 3: the words only occur inside other words ("ice" in "Price").
 */
export function matchRank(provider: CatalogueEntry, text: string): number {
  const query = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if ([provider.code, provider.name, provider.fullName].some((value) => value.toLowerCase() === query))
    return 0;
  const typed = wordsOf(query);
  const startsSomeWord = (words: string[]): boolean =>
    typed.every((word) => words.some((candidate) => candidate.startsWith(word)));
  if (startsSomeWord(wordsOf(`${provider.code} ${provider.name} ${provider.fullName}`))) return 1;
  if (startsSomeWord(wordsOf(searchableText(provider)))) return 2;
  return 3;
}

/**
 * Providers that pass every filter. Free text is split on white space and every
 * word must occur somewhere in the provider's names, coverage or datasets. With text,
 * the best matches come first (see `matchRank`), in catalogue order within a rank.
 */
export function filterProviders(all: readonly CatalogueEntry[], filter: ProviderFilter): CatalogueEntry[] {
  const words = filter.text.toLowerCase().split(/\s+/).filter(Boolean);
  const kept = all.filter((provider) => {
    if (filter.kind && provider.kind !== filter.kind) return false;
    if (filter.commodity && !provider.commodities.includes(filter.commodity)) return false;
    if (filter.place && providerPlace(provider) !== filter.place && provider.region !== filter.place)
      return false;
    if (words.length === 0) return true;
    const text = searchableText(provider);
    return words.every((word) => text.includes(word));
  });
  if (words.length === 0) return kept;
  // Array.prototype.sort is stable, so each rank keeps the catalogue's order.
  const ranks = new Map(kept.map((provider) => [provider, matchRank(provider, filter.text)]));
  return kept.sort((a, b) => ranks.get(a)! - ranks.get(b)!);
}

/** Sentence announced to screen readers after each change. */
export function resultSummary(shown: number, total: number): string {
  if (shown === total) return `Showing all ${total} providers.`;
  if (shown === 0) return `No provider matches these filters (of ${total}).`;
  return `Showing ${shown} of ${total} providers.`;
}
