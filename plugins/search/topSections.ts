import type { AllContent } from '@docusaurus/types';
import type { SearchSection } from './shared';

/*
 * The docs' top sections, read from the docs sidebar as the docs plugin built it: the /search page links
 * them for readers without JavaScript. Only the shapes used here are declared; anything else is skipped.
 */
interface SidebarNode {
  type?: string;
  id?: string;
  label?: string;
  href?: string;
  link?: { type?: string; id?: string; permalink?: string };
}

interface DocsContent {
  loadedVersions?: Array<{
    isLast?: boolean;
    docs?: Array<{ id: string; permalink: string; title: string; frontMatter?: { sidebar_label?: string } }>;
    sidebars?: Record<string, SidebarNode[]>;
  }>;
}

/** The site's addresses have no trailing slash (an index doc's permalink may end with one). */
const withoutTrailingSlash = (to: string) => to.replace(/(.)\/$/, '$1');

export function topSections(allContent: AllContent): SearchSection[] {
  const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
  const versions = docs?.loadedVersions ?? [];
  const version = versions.find((v) => v.isLast) ?? versions[0];
  const firstSidebar = Object.values(version?.sidebars ?? {})[0] ?? [];
  const byId = new Map((version?.docs ?? []).map((doc) => [doc.id, doc]));
  const sections = firstSidebar.flatMap((node): SearchSection[] => {
    if (node.type === 'doc' && node.id) {
      const doc = byId.get(node.id);
      return doc
        ? [{ label: node.label ?? doc.frontMatter?.sidebar_label ?? doc.title, to: doc.permalink }]
        : [];
    }
    if (node.type === 'category' && node.label) {
      const to = node.link?.type === 'doc' ? byId.get(node.link.id ?? '')?.permalink : node.link?.permalink;
      return to ? [{ label: node.label, to }] : [];
    }
    return [];
  });
  return sections.map((section) => ({ ...section, to: withoutTrailingSlash(section.to) }));
}
