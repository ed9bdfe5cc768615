import { describe, expect, it } from 'vitest';
import brand from '../../../src/brand';
import { robotsTxt } from '../robotsTxt';

describe('robotsTxt', () => {
  it('keeps the search page out and points to the sitemap on the docs host', () => {
    const text = robotsTxt({ siteUrl: brand.docsUrl, baseUrl: '/', disallow: ['search'] });
    expect(text).toBe(`User-agent: *\nDisallow: /search\n\nSitemap: ${brand.docsUrl}/sitemap.xml\n`);
  });

  it('puts both paths under a base URL and ignores stray slashes', () => {
    const text = robotsTxt({ siteUrl: 'https://example.org/', baseUrl: '/docs-site', disallow: ['/search'] });
    expect(text).toContain('Disallow: /docs-site/search\n');
    expect(text).toContain('Sitemap: https://example.org/docs-site/sitemap.xml\n');
  });
});
