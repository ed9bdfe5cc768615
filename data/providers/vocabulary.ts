/** The allowed values of the enumerated fields of the provider catalogue, in display order. */

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
