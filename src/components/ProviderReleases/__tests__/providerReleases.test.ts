import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { dataSliceLoaders } from '../../../../config/dataSlices';
import type { ProviderReleasesSlice } from '../../../../data/releases/schema';
import ProviderReleases from '..';

// The site's aliases are not set up under vitest: the brand module itself, plain elements for the rest.
vi.mock('@site/src/brand', () => import('../../../brand'));
vi.mock('@site/src/components/InlineText', () => import('../../InlineText'));
vi.mock('@theme/CodeBlock', () => ({
  default: ({ children }: { children?: ReactNode }) => createElement('pre', null, children),
}));
vi.mock('@docusaurus/Link', () => ({
  default: ({ to, children }: { to?: string; children?: ReactNode }) =>
    createElement('a', { href: to }, children),
}));

const render = (code: string): string => {
  const data = dataSliceLoaders.ProviderReleases!({ code }) as ProviderReleasesSlice;
  return renderToStaticMarkup(createElement(ProviderReleases, { code, data }));
};

describe('ProviderReleases', () => {
  it('shows the May 2026 ENTSO-E day-ahead prices with a link to the month, and how to find the series', () => {
    const html = render('ENTSOE');
    expect(html).toContain(
      '<a href="/docs/data/Release-Notes#may-2026">May 2026</a>: ENTSO-E day-ahead prices',
    );
    expect(html).toContain('/object/v1/public?_id=regex(^%23ENTSO_EL\\.)&amp;_project=_id,name');
    // The provider's own page is not linked from itself.
    expect(html).not.toContain('href="/docs/company/ENTSOE"');
  });

  it('lists licensed data from the private space, without the public #', () => {
    expect(render('TGE')).toMatch(/object\/v1\/private\?_id=regex\(\^TGE/);
  });

  it('sends a reader to the catalogue search where no example id gives the start of the ids', () => {
    const html = render('ICE');
    expect(html).toContain('<a href="/docs/data/catalog">data catalogue</a>');
    expect(html).not.toContain('regex(');
  });

  it('fails the build for a provider that no release names', () => {
    expect(() => dataSliceLoaders.ProviderReleases!({ code: 'AHDB' })).toThrow(/no data release names AHDB/);
  });
});
