/**
 * Build-time settings read from the environment. Every variable is optional;
 * the README lists them with their defaults.
 */
export interface SiteEnv {
  algolia?: {
    appId: string;
    apiKey: string;
    indexName: string;
    assistantId?: string;
  };
  /** Rewrites applied to the URLs of search results (both search backends). */
  searchResults: {
    externalUrlRegex?: string;
    replacePathname?: { from: string; to: string };
  };
  gtagTrackingId?: string;
  announcementId: string;
  thirdPartyScripts: string[];
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function readSearchResultsEnv(env: NodeJS.ProcessEnv): SiteEnv['searchResults'] {
  const from = nonEmpty(env.SEARCH_REPLACE_PATHNAME_FROM);
  // An empty `to` is meaningful (it deletes `from`), so only `from` decides.
  const to = env.SEARCH_REPLACE_PATHNAME_TO?.trim() ?? '';
  return {
    externalUrlRegex: nonEmpty(env.SEARCH_EXTERNAL_URL_REGEX),
    replacePathname: from ? { from, to } : undefined,
  };
}

export function readSiteEnv(env: NodeJS.ProcessEnv = process.env): SiteEnv {
  const appId = nonEmpty(env.ALGOLIA_APP_ID);
  const apiKey = nonEmpty(env.ALGOLIA_API_KEY);
  const indexName = nonEmpty(env.ALGOLIA_INDEX_NAME);
  return {
    // Hosted search only when all three are present; otherwise the built index is used.
    algolia:
      appId && apiKey && indexName
        ? { appId, apiKey, indexName, assistantId: nonEmpty(env.ALGOLIA_ASSISTANT_ID) }
        : undefined,
    searchResults: readSearchResultsEnv(env),
    gtagTrackingId: nonEmpty(env.GTAG_TRACKING_ID),
    announcementId: nonEmpty(env.ANNOUNCEMENT_ID) ?? 'docs-2025-launch',
    thirdPartyScripts: (nonEmpty(env.THIRD_PARTY_SCRIPTS) ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter((s) => /^https:\/\//.test(s)),
  };
}
