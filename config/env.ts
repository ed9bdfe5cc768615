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
  gtagTrackingId?: string;
  announcementId: string;
  thirdPartyScripts: string[];
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
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
    gtagTrackingId: nonEmpty(env.GTAG_TRACKING_ID),
    announcementId: nonEmpty(env.ANNOUNCEMENT_ID) ?? 'docs-2025-launch',
    thirdPartyScripts: (nonEmpty(env.THIRD_PARTY_SCRIPTS) ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter((s) => /^https:\/\//.test(s)),
  };
}
