import { describe, expect, it } from 'vitest';
import { readSiteEnv } from '../../../config/env';

describe('readSiteEnv', () => {
  it('defaults to no hosted search, no analytics and no third-party scripts', () => {
    const env = readSiteEnv({});
    expect(env.algolia).toBeUndefined();
    expect(env.gtagTrackingId).toBeUndefined();
    expect(env.thirdPartyScripts).toEqual([]);
    expect(env.announcementId).toBeTruthy();
  });

  it('enables Algolia only when app id, key and index are all set', () => {
    expect(readSiteEnv({ ALGOLIA_APP_ID: 'A', ALGOLIA_API_KEY: 'k' }).algolia).toBeUndefined();
    expect(
      readSiteEnv({ ALGOLIA_APP_ID: 'A', ALGOLIA_API_KEY: 'k', ALGOLIA_INDEX_NAME: 'docs' }).algolia,
    ).toEqual({ appId: 'A', apiKey: 'k', indexName: 'docs', assistantId: undefined });
  });

  it('treats blank values as unset and keeps only https scripts', () => {
    const env = readSiteEnv({
      GTAG_TRACKING_ID: '  ',
      THIRD_PARTY_SCRIPTS: 'https://cdn.example.com/a.js, http://insecure.example.com/b.js,',
    });
    expect(env.gtagTrackingId).toBeUndefined();
    expect(env.thirdPartyScripts).toEqual(['https://cdn.example.com/a.js']);
  });

  it('reads the rewrites of search results, where an empty replacement deletes', () => {
    expect(readSiteEnv({}).searchResults).toEqual({
      externalUrlRegex: undefined,
      replacePathname: undefined,
    });
    expect(
      readSiteEnv({
        SEARCH_REPLACE_PATHNAME_FROM: '/legacy/',
        SEARCH_REPLACE_PATHNAME_TO: '/docs/',
        SEARCH_EXTERNAL_URL_REGEX: '^https://other\\.example',
      }).searchResults,
    ).toEqual({
      externalUrlRegex: '^https://other\\.example',
      replacePathname: { from: '/legacy/', to: '/docs/' },
    });
    expect(readSiteEnv({ SEARCH_REPLACE_PATHNAME_FROM: '/legacy/' }).searchResults.replacePathname).toEqual({
      from: '/legacy/',
      to: '',
    });
  });
});
