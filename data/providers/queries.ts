import { providers } from './providers';
import { countryByCode } from './countries';
import type { Distribution, Provider } from './types';

const byCode = new Map(providers.map((provider) => [provider.code, provider]));

/** The provider with this exact code; throws on an unknown code so a page typo fails the build. */
export function providerByCode(code: string): Provider {
  const provider = byCode.get(code);
  if (!provider) throw new Error(`Unknown provider code ${code}`);
  return provider;
}

/** Site path of a provider page. */
export function providerPath(code: string): string {
  return `/docs/company/${code}`;
}

/** Country name of a provider, or its region when it has no single home country. */
export function providerLocation(provider: Provider): string {
  return provider.country ? countryByCode(provider.country).name : provider.region;
}

export const distributionLabels: Record<Distribution, string> = {
  FREE: 'Free',
  BYOL: 'Bring your own licence',
  LICENSED: 'Licensed through the platform',
  MIXED: 'Free and bring your own licence',
};

/** Heading ids of the licensing kinds on /docs/data/provider-data. */
export const distributionAnchors: Record<Distribution, string> = {
  FREE: 'free-data',
  BYOL: 'bring-your-own-licence',
  LICENSED: 'licensed-through-the-platform',
  MIXED: 'free-and-licensed-datasets',
};

/** Where a dataset's objects are stored, which follows from its licensing. */
export type DataSpace = 'public' | 'private';

/**
 * The space that holds a dataset's objects: free data is public, data under your own or the platform's
 * licence is private. A provider with mixed licensing gives each dataset its own.
 */
export function datasetSpace(provider: Provider, datasetId?: string): DataSpace | undefined {
  const dataset = provider.datasets.find((entry) => entry.id === datasetId);
  const distribution = dataset?.distribution ?? provider.distribution;
  if (distribution === null || distribution === 'MIXED') return undefined;
  return distribution === 'FREE' ? 'public' : 'private';
}

/**
 * Providers most like the given one: shared commodity groups count most, then the
 * same country, then the same region. Ties keep catalogue order, so the result is stable.
 */
export function relatedProviders(code: string, limit = 5, all: Provider[] = providers): Provider[] {
  const self = all.find((provider) => provider.code === code);
  if (!self) throw new Error(`Unknown provider code ${code}`);
  const scored = all
    .filter((other) => other.code !== code)
    .map((other, index) => {
      const shared = other.commodities.filter((group) => self.commodities.includes(group)).length;
      const sameCountry = self.country !== null && other.country === self.country ? 1 : 0;
      const sameRegion = other.region === self.region ? 1 : 0;
      const sameKind = other.kind === self.kind ? 1 : 0;
      return { other, index, score: shared * 4 + sameCountry * 5 + sameRegion * 2 + sameKind };
    })
    .filter((entry) => entry.score >= 4);
  scored.sort((a, b) => b.score - a.score || a.index - b.index);
  return scored.slice(0, limit).map((entry) => entry.other);
}
