import type { CommodityGroup, Provider, ProviderKind } from '../../../data/providers/types';

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
function searchableText(provider: Provider): string {
  return [
    provider.code,
    provider.name,
    provider.fullName,
    provider.kindDetail,
    ...provider.coverage,
    ...provider.datasets.flatMap((dataset) => [dataset.id, dataset.name]),
  ]
    .join(' ')
    .toLowerCase();
}

/** Where a provider is for the place filter: its country code, else its region. */
export function providerPlace(provider: Provider): string {
  return provider.country ?? provider.region;
}

/**
 * Providers that pass every filter. Free text is split on white space and every
 * word must occur somewhere in the provider's names, coverage or datasets.
 */
export function filterProviders(all: readonly Provider[], filter: ProviderFilter): Provider[] {
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
