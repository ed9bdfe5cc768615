/**
 * Questions the pages ask of the provider catalogue. They run in Node at build time: the page
 * components receive their answers as slices (config/dataSlices.ts), never the catalogue itself.
 */
import { countryByCode } from '../kb/countries';
import { providers } from './providers';
import type { Dataset, Provider } from './schema';
import { commodityGroups, regions, type CommodityGroup, type Distribution } from './vocabulary';

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

/** The tag that pages about a country carry: its name in kebab case, e.g. `united-kingdom`. */
export function countryTag(iso2: string): string {
  return countryByCode(iso2)
    .name.toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
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

/** A dataset example id a provider page reads as a series or curve, with the space that holds it. */
export interface ReadableExample {
  dataset: Provider['datasets'][number];
  space: DataSpace;
  exampleId: string;
}

/**
 * The first dataset example id that reads as data: its space is settled by the licensing, and the dataset
 * is not reference data (such as country shapes), whose ids name objects rather than series or curves.
 */
export function readableExample(provider: Provider): ReadableExample | undefined {
  for (const dataset of provider.datasets) {
    const space = datasetSpace(provider, dataset.id);
    const exampleId = dataset.exampleIds[0];
    if (space && exampleId && dataset.kind !== 'Reference data') return { dataset, space, exampleId };
  }
  return undefined;
}

/**
 * Providers most like the given one: shared commodity groups count most, then the
 * same country, then the same region. Ties keep catalogue order, so the result is stable.
 */
export function relatedProviders(code: string, limit = 5, all: readonly Provider[] = providers): Provider[] {
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

/** Providers grouped by their main (first listed) commodity group, in group order. */
export function groupByMainCommodity(all: readonly Provider[] = providers): [CommodityGroup, Provider[]][] {
  return commodityGroups
    .map((group): [CommodityGroup, Provider[]] => [
      group,
      all.filter((provider) => provider.commodities[0] === group),
    ])
    .filter(([, members]) => members.length > 0);
}

export interface GroupSummary {
  group: CommodityGroup;
  providers: number;
  datasets: number;
  free: number;
  byol: number;
}

/** Per commodity group: how many providers cover it, their datasets, and how many are free or BYOL. */
export function summariseByGroup(all: readonly Provider[] = providers): GroupSummary[] {
  return commodityGroups
    .map((group) => {
      const members = all.filter((provider) => provider.commodities.includes(group));
      return {
        group,
        providers: members.length,
        datasets: members.reduce((sum, provider) => sum + provider.datasets.length, 0),
        free: members.filter((provider) => provider.distribution === 'FREE').length,
        byol: members.filter(
          (provider) => provider.distribution === 'BYOL' || provider.distribution === 'MIXED',
        ).length,
      };
    })
    .filter((summary) => summary.providers > 0);
}

/** Every dataset of the providers in any of the given commodity groups, with its provider's code. */
export function datasetsByCommodity(groups: readonly CommodityGroup[]): (Dataset & { provider: string })[] {
  return providers
    .filter((provider) => provider.commodities.some((group) => groups.includes(group)))
    .flatMap((provider) => provider.datasets.map((dataset) => ({ ...dataset, provider: provider.code })));
}

/** Country and region options of the catalogue filter, limited to places some provider is in. */
export function placeOptions(all: readonly Provider[] = providers): { value: string; label: string }[] {
  const used = [...new Set(all.map((provider) => provider.country).filter((code) => code !== null))];
  const countryOptions = used
    .map((code) => countryByCode(code))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'))
    .map((country) => ({ value: country.iso2, label: country.name }));
  const regionOptions = regions
    .filter((region) => all.some((provider) => provider.region === region))
    .map((region) => ({ value: region, label: `${region} (region)` }));
  return [...regionOptions, ...countryOptions];
}
