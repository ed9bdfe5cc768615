import { describe, expect, it } from 'vitest';
import { providers } from '../../data/providers/providers';
import { loadOpenApiDocument } from '../../plugins/openapi/document';
import { brand } from '../../src/brand';
import { dataCounts, expandContentTokens } from '../dataCounts';

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
