import { describe, expect, it } from 'vitest';
import { providers } from '../../../data/providers/providers';
import { relatedProviders } from '../../../data/providers/queries';
import {
  emptyFilter,
  filterProviders,
  resultSummary,
} from '../../../src/components/ProviderCatalogue/filterProviders';
import { groupByMainCommodity } from '../../../src/components/ProviderIndex/groups';

const codes = (list: { code: string }[]): string[] => list.map((p) => p.code);

describe('filterProviders', () => {
  it('keeps every provider with no filter set', () => {
    expect(filterProviders(providers, emptyFilter)).toHaveLength(providers.length);
  });

  it('filters by kind, commodity and country together', () => {
    const result = filterProviders(providers, {
      ...emptyFilter,
      kind: 'Exchange',
      commodity: 'Power',
      place: 'HU',
    });
    expect(codes(result).sort()).toEqual(['HUDEX', 'HUPX']);
  });

  it('treats a region as matching every provider in it', () => {
    const result = filterProviders(providers, { ...emptyFilter, place: 'Oceania' });
    expect(codes(result).sort()).toEqual(['AEMO', 'GDT']);
  });

  it('matches every word of the text, case-insensitively, in names and dataset ids', () => {
    expect(codes(filterProviders(providers, { ...emptyFilter, text: 'eia_pet' }))).toEqual(['EIA']);
    expect(codes(filterProviders(providers, { ...emptyFilter, text: 'dairy  NETHERLANDS' }))).toEqual([]);
    expect(codes(filterProviders(providers, { ...emptyFilter, text: 'nord pool' }))).toEqual(['NORD']);
  });

  it('returns nothing when no provider matches', () => {
    expect(filterProviders(providers, { ...emptyFilter, text: 'no such provider' })).toEqual([]);
  });
});

describe('resultSummary', () => {
  it('describes all, some and none', () => {
    expect(resultSummary(72, 72)).toBe('Showing all 72 providers.');
    expect(resultSummary(3, 72)).toBe('Showing 3 of 72 providers.');
    expect(resultSummary(0, 72)).toMatch(/^No provider matches/);
  });
});

describe('relatedProviders', () => {
  it('prefers providers sharing commodities and country, never the provider itself', () => {
    const related = codes(relatedProviders('HUPX', 3));
    expect(related).not.toContain('HUPX');
    expect(related).toContain('HUDEX');
    expect(related).toHaveLength(3);
  });
});

describe('groupByMainCommodity', () => {
  it('puts each provider in exactly one group', () => {
    const total = groupByMainCommodity(providers).reduce((sum, [, members]) => sum + members.length, 0);
    expect(total).toBe(providers.length);
  });
});
