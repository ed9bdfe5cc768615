/** Shapes of the provider catalogue. Every provider and dataset entry carries every field. */

/** What sort of organisation a provider is; drives the catalogue's kind filter. */
export const providerKinds = [
  'Exchange',
  'Price reporting agency',
  'System operator',
  'Public agency',
  'Industry body',
  'Data publisher',
  'Broker',
  'Producer',
] as const;
export type ProviderKind = (typeof providerKinds)[number];

/** Broad commodity or asset groups; a provider belongs to one or more. */
export const commodityGroups = [
  'Power',
  'Natural gas',
  'Oil',
  'Coal',
  'Emissions',
  'Agriculture',
  'Dairy',
  'Metals',
  'Foreign exchange',
  'Interest rates',
  'Weather',
  'Geospatial',
  'Freight',
] as const;
export type CommodityGroup = (typeof commodityGroups)[number];

export const regions = [
  'Europe',
  'North America',
  'South America',
  'Asia',
  'Middle East',
  'Oceania',
  'Global',
] as const;
export type Region = (typeof regions)[number];

/**
 * How the data may be used: free to everyone, bring your own licence (BYOL),
 * licensed through the platform itself, or a mix of free and BYOL datasets.
 */
export const distributions = ['FREE', 'BYOL', 'LICENSED', 'MIXED'] as const;
export type Distribution = (typeof distributions)[number];

export const datasetKinds = [
  'Futures',
  'Forward curve',
  'Spot',
  'Day-ahead',
  'Intraday',
  'Real-time',
  'Auction',
  'Index',
  'Assessment',
  'Snapshot',
  'Forecast',
  'Actuals',
  'Fundamentals',
  'Statistics',
  'Reference data',
] as const;
export type DatasetKind = (typeof datasetKinds)[number];

export const frequencies = [
  '1-minute',
  '5-minute',
  '15-minute',
  'Hourly',
  'Daily',
  'Business daily',
  'Weekly',
  'Weekly and monthly',
  'Fortnightly',
  'Monthly',
  'Annual',
] as const;
export type Frequency = (typeof frequencies)[number];

export interface Dataset {
  /** Dataset id as used by the loaders, e.g. `EIA_PET_PR`. */
  id: string;
  name: string;
  kind: DatasetKind;
  /** Publication frequency; `null` where the facts do not say or contradict themselves. */
  frequency: Frequency | null;
  /** Ids of objects the dataset loads, taken from the provider's examples. */
  exampleIds: string[];
  /** When the loader runs, in words; `null` when unknown. */
  schedule: string | null;
}

export interface Provider {
  /** Exact code; also the last URL segment of `/docs/company/{code}`. */
  code: string;
  /** Short display name. */
  name: string;
  fullName: string;
  kind: ProviderKind;
  /** The organisation type in words, more precise than `kind`. */
  kindDetail: string;
  /** ISO 3166-1 alpha-2 code of the home country; `null` for international bodies. */
  country: string | null;
  region: Region;
  commodities: CommodityGroup[];
  /** Commodities, products and asset classes the provider covers, in its own terms. */
  coverage: string[];
  website: string | null;
  distribution: Distribution | null;
  /** First year of stored history in the public catalogue. */
  historyStart: number | null;
  /** Front-matter tags of the provider page; the first is the provider's own tag. */
  tags: string[];
  datasets: Dataset[];
}
