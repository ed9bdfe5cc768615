import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod';
import { providers } from '../providers';
import { countryTag } from '../queries';
import { ProviderSchema } from '../schema';
import { countryByCode } from '../../kb/countries';
import { schemaProblems } from '../../schema';
import { readTagDefinitions } from '../../../lib/content/tagDefinitions';
import { splitFrontMatter } from '../../../lib/content/docFiles';

const root = join(__dirname, '../../..');
const tags = readTagDefinitions(join(root, 'docs/tags.yml'));

describe('provider catalogue schema', () => {
  it('holds the 72 providers and exchanges of the facts', () => {
    expect(providers).toHaveLength(72);
  });

  it('gives every provider and dataset every required field, with allowed values only', () => {
    expect(schemaProblems(z.array(ProviderSchema), providers)).toEqual([]);
  });

  it('reports a blank field, an unknown kind and a dataset without a name by their paths', () => {
    const sample = providers.find((provider) => provider.datasets.length > 0)!;
    const broken = {
      ...sample,
      fullName: ' ',
      kind: 'Bank',
      datasets: [{ ...sample.datasets[0], name: '' }],
    };
    expect(schemaProblems(ProviderSchema, broken).map((p) => p.split(':')[0])).toEqual([
      'fullName',
      'kind',
      'datasets.0.name',
    ]);
  });

  it('has unique provider codes, tags and dataset ids', () => {
    const codes = providers.map((p) => p.code);
    expect(new Set(codes).size).toBe(codes.length);
    const own = providers.map((p) => p.tag);
    expect(new Set(own).size).toBe(own.length);
    const ids = providers.flatMap((p) => p.datasets.map((d) => d.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('knows every country a provider is in', () => {
    for (const provider of providers)
      if (provider.country) expect(countryByCode(provider.country).iso2).toBe(provider.country);
  });
});

describe('provider pages', () => {
  it('exist for every provider, named by the exact code', () => {
    const missing = providers.filter((p) => !existsSync(join(root, 'docs/company', `${p.code}.mdx`)));
    expect(missing.map((p) => p.code)).toEqual([]);
  });

  it('carry defined tags, starting with the provider tag and including its country tag', () => {
    for (const provider of providers) {
      const { frontMatter, body } = splitFrontMatter(
        readFileSync(join(root, 'docs/company', `${provider.code}.mdx`), 'utf8'),
      );
      const pageTags = frontMatter.tags as string[];
      expect(pageTags[0], provider.code).toBe(provider.tag);
      for (const tag of pageTags) expect(tags, `${provider.code}: ${tag}`).toHaveProperty(tag);
      if (provider.country) expect(pageTags, provider.code).toContain(countryTag(provider.country));
      expect(body).toContain(`<ProviderDatasets code="${provider.code}" />`);
    }
  });
});
