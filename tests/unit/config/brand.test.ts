import { describe, expect, it } from 'vitest';
import { brand, expandBrandTokens } from '../../../src/brand';
import remarkBrand from '../../../plugins/remark-brand';
import { expandContentTokens, providerCodeOf } from '../../../config/dataCounts';
import type { Root } from 'mdast';

describe('expandBrandTokens', () => {
  it('replaces every known token', () => {
    expect(expandBrandTokens('%%PRODUCT%% at %%API_URL%%/curve/v1')).toBe(
      `${brand.productName} at ${brand.apiBaseUrl}/curve/v1`,
    );
  });

  it('leaves text without tokens alone', () => {
    expect(expandBrandTokens('100% sure, 50%% off')).toBe('100% sure, 50%% off');
  });

  it('rejects an unknown token so a typo cannot reach readers', () => {
    expect(() => expandBrandTokens('%%PORTAL%%')).toThrow(/Unknown brand token %%PORTAL%%/);
  });
});

describe('remark-brand', () => {
  it('expands tokens in text, code, links and JSX attributes', () => {
    const tree = {
      type: 'root',
      children: [
        {
          type: 'paragraph',
          children: [
            { type: 'text', value: 'Open %%PRODUCT%%' },
            { type: 'link', url: '%%PORTAL_URL%%', children: [{ type: 'text', value: 'portal' }] },
          ],
        },
        { type: 'code', lang: 'http', value: 'GET %%API_URL%%/curve/v1' },
        {
          type: 'mdxJsxFlowElement',
          name: 'a',
          attributes: [{ type: 'mdxJsxAttribute', name: 'href', value: '%%WEBSITE_URL%%' }],
          children: [],
        },
      ],
    } as unknown as Root;
    remarkBrand({ expand: expandContentTokens, providerCodeOf })(tree);
    const json = JSON.stringify(tree);
    expect(json).not.toContain('%%');
    expect(json).toContain(brand.portalUrl);
    expect(json).toContain(`GET ${brand.apiBaseUrl}/curve/v1`);
    expect(json).toContain(brand.websiteUrl);
  });
});
