import { describe, expect, it } from 'vitest';
import { crawlerConfigSource, defaultCrawlerSettings } from '../crawler/crawlerConfig';
import brand from '../../../src/brand';

describe('DocSearch crawler configuration', () => {
  const settings = { appId: 'APP', indexName: 'docs', siteUrl: 'https://docs.example.com/' };

  it('is valid JavaScript that builds one Crawler for the site', () => {
    const built: Array<Record<string, unknown>> = [];
    class Crawler {
      constructor(config: Record<string, unknown>) {
        built.push(config);
      }
    }
    new Function('Crawler', crawlerConfigSource(settings))(Crawler);
    expect(built).toHaveLength(1);
    expect(built[0]).toMatchObject({
      appId: 'APP',
      startUrls: [
        'https://docs.example.com/',
        'https://docs.example.com/docs',
        'https://docs.example.com/blog',
      ],
    });
    expect(built[0].exclusionPatterns).toContain('https://docs.example.com/search');
    const index = (built[0].initialIndexSettings as Record<string, Record<string, unknown>>).docs;
    expect(index.separatorsToIndex).toBe('_#.:');
  });

  it('defaults to the production docs URL and never holds a key', () => {
    const defaults = defaultCrawlerSettings({});
    expect(defaults.siteUrl).toBe(brand.docsUrl);
    expect(crawlerConfigSource(defaults)).not.toMatch(/apiKey/);
  });
});
