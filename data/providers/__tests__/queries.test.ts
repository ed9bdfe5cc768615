import { describe, expect, it } from 'vitest';
import { providers } from '../providers';
import {
  countryTag,
  groupByMainCommodity,
  placeOptions,
  relatedProviders,
  summariseByGroup,
} from '../queries';

const codes = (list: { code: string }[]): string[] => list.map((p) => p.code);

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

describe('summariseByGroup', () => {
  it('counts a provider in every group it covers', () => {
    const memberships = providers.reduce((sum, provider) => sum + provider.commodities.length, 0);
    expect(summariseByGroup(providers).reduce((sum, row) => sum + row.providers, 0)).toBe(memberships);
  });
});

describe('places', () => {
  it('name a country tag in kebab case and offer regions before countries', () => {
    expect(countryTag('GB')).toBe('united-kingdom');
    const options = placeOptions(providers);
    expect(options[0].label).toMatch(/\(region\)$/);
    expect(options.find((option) => option.value === 'HU')?.label).toBe('Hungary');
  });
});
