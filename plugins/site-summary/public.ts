/** What the site's components and other plugins may import from this plugin: its global data's shape. */

export const SITE_SUMMARY_PLUGIN = 'site-summary';

export interface DocsSectionLink {
  label: string;
  to: string;
}

/** The counts pages state, as the site computes them from its data (the plugin's `counts` option). */
export interface SiteCounts {
  /** Providers and exchanges in the catalogue, as the catalogue page lists them. */
  providers: number;
  /** Services of the REST API: one tag of the OpenAPI document each. */
  restServices: number;
}

export interface SiteSummary {
  docsSections: DocsSectionLink[];
  counts: SiteCounts;
}
