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

/**
 * Providers that pass every filter. Free text is split on white space and every
 * word must occur somewhere in the provider's names, coverage or datasets.
 */
export function filterProviders(all: readonly CatalogueEntry[], filter: ProviderFilter): CatalogueEntry[] {
  const words = filter.text.toLowerCase().split(/\s+/).filter(Boolean);
  return all.filter((provider) => {
    if (filter.kind && provider.kind !== filter.kind) return false;
    if (filter.commodity && !provider.commodities.includes(filter.commodity)) return false;
    if (filter.place && providerPlace(provider) !== filter.place && provider.region !== filter.place)
      return false;
    if (words.length === 0) return true;
    const text = searchableText(provider);
    return words.every((word) => text.includes(word));
  });
}

/** Sentence announced to screen readers after each change. */
export function resultSummary(shown: number, total: number): string {
  if (shown === total) return `Showing all ${total} providers.`;
  if (shown === 0) return `No provider matches these filters (of ${total}).`;
  return `Showing ${shown} of ${total} providers.`;
}
