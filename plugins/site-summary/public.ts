/** What the site's components and other plugins may import from this plugin: its global data's shape. */
import type { DataCounts } from '../../config/dataCounts';

export const SITE_SUMMARY_PLUGIN = 'site-summary';

export interface DocsSectionLink {
  label: string;
  to: string;
}

export interface SiteSummary {
  docsSections: DocsSectionLink[];
  counts: DataCounts;
}
