import { describe, expect, it } from 'vitest';
import {
  emptyFilter,
  filterProviders,
  matchRank,
  resultSummary,
  type CatalogueEntry,
} from '../filterProviders';

const entry = (code: string, patch: Partial<CatalogueEntry>): CatalogueEntry => ({
  code,
  name: code,
  fullName: `${code} full name`,
  kind: 'Exchange',
  kindDetail: 'exchange',
  country: null,
  region: 'Europe',
  commodities: ['Power'],
  coverage: ['power'],
  path: `/docs/company/${code}`,
  location: 'Europe',
  licensing: 'Free',
  datasetCount: 0,
  datasetWords: [],
  ...patch,
});

const catalogue: CatalogueEntry[] = [
  entry('HUPX', { country: 'HU', location: 'Hungary' }),
  entry('HUDEX', { country: 'HU', location: 'Hungary', commodities: ['Power', 'Natural gas'] }),
  entry('EIA', { kind: 'Public agency', region: 'North America', datasetWords: ['EIA_PET_PR', 'Petroleum'] }),
  entry('AEMO', { kind: 'System operator', country: 'AU', region: 'Oceania', fullName: 'Nord operator' }),
  entry('NORD', { fullName: 'Nord Pool', commodities: ['Power'] }),
];
const codes = (list: { code: string }[]): string[] => list.map((p) => p.code);

describe('filterProviders', () => {
  it('keeps every provider with no filter set', () => {
    expect(filterProviders(catalogue, emptyFilter)).toHaveLength(catalogue.length);
  });

  it('filters by kind, commodity and country together', () => {
    const result = filterProviders(catalogue, {
      ...emptyFilter,
      kind: 'Exchange',
      commodity: 'Power',
      place: 'HU',
    });
    expect(codes(result).sort()).toEqual(['HUDEX', 'HUPX']);
  });

  it('treats a region as matching every provider in it', () => {
    expect(codes(filterProviders(catalogue, { ...emptyFilter, place: 'Oceania' }))).toEqual(['AEMO']);
  });

  it('matches every word of the text, case-insensitively, in names and dataset ids', () => {
    expect(codes(filterProviders(catalogue, { ...emptyFilter, text: 'eia_pet' }))).toEqual(['EIA']);
    expect(codes(filterProviders(catalogue, { ...emptyFilter, text: 'nord  POOL' }))).toEqual(['NORD']);
    expect(codes(filterProviders(catalogue, { ...emptyFilter, text: 'nord' }))).toEqual(['NORD', 'AEMO']);
  });

  it('returns nothing when no provider matches', () => {
    expect(filterProviders(catalogue, { ...emptyFilter, text: 'no such provider' })).toEqual([]);
  });
});

describe('ranking by the typed text', () => {
  const ranked: CatalogueEntry[] = [
    entry('APX', { fullName: 'Average Price Index', coverage: ['prices'] }),
    entry('BBG', { fullName: 'Bloomberg', datasetWords: ['Bloomberg ICE Brent snapshot'] }),
    entry('ICEX', { fullName: 'Ice Exchange Holdings' }),
    entry('ICE', { fullName: 'Intercontinental Exchange' }),
    entry('OFF', { fullName: 'Office of Service Prices' }),
  ];

  it('puts the exact code first, then word starts in names, then in data, then the rest', () => {
    expect(codes(filterProviders(ranked, { ...emptyFilter, text: 'ICE' }))).toEqual([
      'ICE',
      'ICEX',
      'BBG',
      'APX',
      'OFF',
    ]);
  });

  it('ranks an exact full name like an exact code, ignoring case and extra spaces', () => {
    expect(matchRank(ranked[3]!, '  intercontinental   EXCHANGE ')).toBe(0);
    expect(matchRank(ranked[3]!, 'inter exch')).toBe(1);
    expect(matchRank(ranked[0]!, 'rice')).toBe(3);
  });

  it('keeps the catalogue order when nothing is typed', () => {
    expect(codes(filterProviders(ranked, emptyFilter))).toEqual(codes(ranked));
  });
});

describe('resultSummary', () => {
  it('describes all, some and none', () => {
    expect(resultSummary(72, 72)).toBe('Showing all 72 providers.');
    expect(resultSummary(3, 72)).toBe('Showing 3 of 72 providers.');
    expect(resultSummary(0, 72)).toMatch(/^No provider matches/);
  });
});
