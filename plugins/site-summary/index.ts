import { OVERVIEW_SECTION, readDocsIndex, type DocsContent } from '../llms/docsIndex';
import type { LoadContext, Plugin as DocusaurusPlugin } from '@docusaurus/types';
import { SITE_SUMMARY_PLUGIN, type DocsSectionLink, type SiteSummary } from './public';

/** What the plugin publishes besides the docs' sections. */
export interface SiteSummaryOptions {
  /** The counts the landing page states (`docusaurus.config.ts` passes the site's `dataCounts`). */
  counts: () => SiteSummary['counts'];
}

/** The site's addresses have no trailing slash; an index doc's permalink may end with one. */
const withoutTrailingSlash = (to: string): string => to.replace(/(.)\/$/, '$1');

/**
 * The docs' top-level sidebar sections, each with the page it opens on: the first page the sidebar lists
 * under it (its category page). The home page's own section takes the home page's title.
 */
export function docsSectionLinks(content: DocsContent): DocsSectionLink[] {
  const version = content.loadedVersions[0];
  if (!version) return [];
  const categories = new Set(
    Object.values(version.sidebars)
      .flat()
      .flatMap((item) => (item.type === 'category' ? [item.label] : [])),
  );
  return readDocsIndex(content).sections.flatMap((section) => {
    const first = section.pages[0];
    if (!first) return [];
    // The docs at the sidebar's top level (the home page) lead with their own title.
    const to = withoutTrailingSlash(first.permalink);
    if (section.title === OVERVIEW_SECTION) return [{ label: first.title, to }];
    // Listed docs outside the sidebar form no section a reader browses.
    return categories.has(section.title) ? [{ label: section.title, to }] : [];
  });
}

/**
 * Publishes, as global data, what pages outside the docs need from the whole site without importing it:
 * the docs' top sections (the mobile menu offers them on the landing page, the blog and search) and the
 * counts it is given (the landing page states them). Both are a few hundred bytes.
 */
export default function siteSummaryPlugin(
  _context: LoadContext,
  // Given by docusaurus.config.ts as SiteSummaryOptions.
  rawOptions: unknown,
): DocusaurusPlugin {
  const options = rawOptions as SiteSummaryOptions;
  return {
    name: SITE_SUMMARY_PLUGIN,
    async allContentLoaded({ allContent, actions }) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      if (!docs) throw new Error('[site-summary] the docs plugin loaded no content');
      const summary: SiteSummary = { docsSections: docsSectionLinks(docs), counts: options.counts() };
      actions.setGlobalData(summary);
    },
  };
}
