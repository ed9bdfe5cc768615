import { describe, expect, it } from 'vitest';
import { providers } from '../../data/providers/providers';
import { loadOpenApiDocument } from '../../plugins/openapi/document';
import { brand } from '../../src/brand';
import { dataCounts, expandContentTokens, providerCodeOf } from '../dataCounts';

describe('dataCounts', () => {
  it('counts the catalogue and the REST services from the data', () => {
    expect(dataCounts()).toEqual({
      providers: providers.length,
      restServices: loadOpenApiDocument().tags.length,
    });
  });
});

describe('expandContentTokens', () => {
  it('expands count tokens beside brand tokens', () => {
    expect(
      expandContentTokens('%%PRODUCT%% loads %%PROVIDER_COUNT%% providers; %%REST_SERVICE_COUNT%% services'),
    ).toBe(
      `${brand.productName} loads ${providers.length} providers; ${loadOpenApiDocument().tags.length} services`,
    );
  });

  it('still rejects an unknown token', () => {
    expect(() => expandContentTokens('%%PROVIDERS%%')).toThrow(/Unknown brand token %%PROVIDERS%%/);
  });
});

describe('%%PROVIDER_DATASETS%%', () => {
  it('counts the datasets of the provider the page is about, in words for one', () => {
    const eex = providers.find((p) => p.code === 'EEX')!;
    const single = providers.find((p) => p.datasets.length === 1)!;
    expect(expandContentTokens('%%PROVIDER_DATASETS%% it loads', { providerCode: 'EEX' })).toBe(
      `the ${eex.datasets.length} datasets it loads`,
    );
    expect(expandContentTokens('%%PROVIDER_DATASETS%%', { providerCode: single.code })).toBe(
      'the one dataset',
    );
  });

  it('is refused outside a provider page and for a provider without datasets', () => {
    expect(() => expandContentTokens('%%PROVIDER_DATASETS%%')).toThrow(/provider pages/);
    const none = providers.find((p) => p.datasets.length === 0)!;
    expect(() => expandContentTokens('%%PROVIDER_DATASETS%%', { providerCode: none.code })).toThrow(
      /lists no dataset/,
    );
  });

  it('finds the provider from the path of its page', () => {
    expect(providerCodeOf('/site/docs/company/EEX.mdx')).toBe('EEX');
    expect(providerCodeOf('/site/docs/company/index.mdx')).toBeUndefined();
    expect(providerCodeOf('/site/docs/data/index.mdx')).toBeUndefined();
  });
});
