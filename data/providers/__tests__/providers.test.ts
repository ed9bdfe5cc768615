import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { providers } from '../../../data/providers/providers';
import { countryByCode } from '../../../data/providers/countries';
import {
  commodityGroups,
  datasetKinds,
  distributions,
  frequencies,
  providerKinds,
  regions,
  type Provider,
} from '../../../data/providers/types';
import { readTagDefinitions } from '../../../scripts/content/tagDefinitions';
import { splitFrontMatter } from '../../../scripts/content/docFiles';
import { schemaProblems } from '../../../data/providers/schema';

const root = join(__dirname, '../../..');
const tags = readTagDefinitions(join(root, 'docs/tags.yml'));

describe('provider catalogue schema', () => {
  it('holds the 72 providers and exchanges of the facts', () => {
    expect(providers).toHaveLength(72);
  });

  it('gives every provider and dataset every required field', () => {
    expect(providers.flatMap(schemaProblems)).toEqual([]);
  });

  it('reports a missing required field', () => {
    const broken = { ...providers[0], fullName: '' } as Provider;
    expect(schemaProblems(broken)).toContain(`${broken.code}: fullName is empty`);
    const noDataset = { ...providers[0], datasets: [{ ...providers[0].datasets[0], name: '' }] } as Provider;
    expect(schemaProblems(noDataset).some((p) => p.includes('name is empty'))).toBe(true);
  });

  it('uses only the allowed values for enumerated fields', () => {
    for (const provider of providers) {
      expect(providerKinds).toContain(provider.kind);
      expect(regions).toContain(provider.region);
      if (provider.distribution) expect(distributions).toContain(provider.distribution);
      for (const group of provider.commodities) expect(commodityGroups).toContain(group);
      for (const dataset of provider.datasets) {
        expect(datasetKinds).toContain(dataset.kind);
        if (dataset.frequency) expect(frequencies).toContain(dataset.frequency);
      }
    }
  });

  it('has unique provider codes and dataset ids', () => {
    const codes = providers.map((p) => p.code);
    expect(new Set(codes).size).toBe(codes.length);
    const ids = providers.flatMap((p) => p.datasets.map((d) => d.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('knows every country a provider is in', () => {
    for (const provider of providers)
      if (provider.country) expect(countryByCode(provider.country).code).toBe(provider.country);
  });
});

describe('provider pages', () => {
  it('exist for every provider, named by the exact code', () => {
    const missing = providers.filter((p) => !existsSync(join(root, 'docs/company', `${p.code}.mdx`)));
    expect(missing.map((p) => p.code)).toEqual([]);
  });

  it('carry the tags of the data, all defined, starting with the provider tag and its country tag', () => {
    for (const provider of providers) {
      const { frontMatter, body } = splitFrontMatter(
        readFileSync(join(root, 'docs/company', `${provider.code}.mdx`), 'utf8'),
      );
      expect(frontMatter.tags, provider.code).toEqual(provider.tags);
      for (const tag of provider.tags) expect(tags, `${provider.code}: ${tag}`).toHaveProperty(tag);
      if (provider.country) expect(provider.tags).toContain(countryByCode(provider.country).tag);
      expect(body).toContain(`<ProviderDatasets code="${provider.code}" />`);
    }
  });
});
