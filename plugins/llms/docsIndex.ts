/**
 * The docs in sidebar order, grouped by top-level sidebar section, read from the docs plugin's
 * loaded content: titles, descriptions and permalinks are the ones the HTML pages use.
 */

/** The parts of the docs plugin's content this plugin reads. */
export interface DocsContent {
  loadedVersions: Array<{
    docs: Array<{ id: string; title: string; description: string; permalink: string; unlisted?: boolean }>;
    sidebars: Record<string, SidebarItem[]>;
  }>;
}

type SidebarItem =
  | { type: 'doc' | 'ref'; id: string }
  | {
      type: 'category';
      label: string;
      description?: string;
      items: SidebarItem[];
      link?:
        | { type: 'doc'; id: string }
        | { type: 'generated-index'; permalink: string; title?: string; description?: string };
    }
  | { type: 'link' | 'html' };

export interface PageEntry {
  title: string;
  description: string;
  /** Site-relative URL of the HTML page, e.g. `/docs/odsl/command/print`. */
  permalink: string;
}

export interface Section {
  title: string;
  /** File-name-safe form of the title, e.g. `odsl-language`. */
  slug: string;
  description: string;
  pages: PageEntry[];
}

export interface DocsIndex {
  sections: Section[];
  /** Every page with a twin: the sidebar's pages, then listed docs outside any sidebar. */
  pages: PageEntry[];
}

/** Top-level docs (the home page) are filed under this section, first. */
export const OVERVIEW_SECTION = 'Overview';
const OTHER_SECTION = 'Other pages';

export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function readDocsIndex(content: DocsContent): DocsIndex {
  const version = content.loadedVersions[0];
  if (!version) return { sections: [], pages: [] };
  const docs = new Map(version.docs.map((doc) => [doc.id, doc]));
  const seen = new Set<string>();
  const entry = (id: string): PageEntry[] => {
    const doc = docs.get(id);
    if (!doc || doc.unlisted || seen.has(doc.permalink)) return [];
    seen.add(doc.permalink);
    return [{ title: doc.title, description: doc.description, permalink: doc.permalink }];
  };
  const flatten = (items: SidebarItem[]): PageEntry[] =>
    items.flatMap((item) => {
      if (item.type === 'doc' || item.type === 'ref') return entry(item.id);
      if (item.type !== 'category') return [];
      return [...categoryPage(item), ...flatten(item.items)];
    });
  const categoryPage = (category: Extract<SidebarItem, { type: 'category' }>): PageEntry[] => {
    const link = category.link;
    if (!link) return [];
    if (link.type === 'doc') return entry(link.id);
    if (seen.has(link.permalink)) return [];
    seen.add(link.permalink);
    return [
      {
        title: link.title ?? category.label,
        description: link.description ?? category.description ?? '',
        permalink: link.permalink,
      },
    ];
  };

  const overview: PageEntry[] = [];
  const sections: Section[] = [];
  for (const item of Object.values(version.sidebars).flat()) {
    if (item.type === 'category') {
      const pages = flatten([item]);
      if (pages.length === 0) continue;
      const description = pages[0]?.description ?? '';
      sections.push({ title: item.label, slug: slugify(item.label), description, pages });
    } else {
      overview.push(...flatten([item]));
    }
  }
  if (overview.length) {
    sections.unshift({
      title: OVERVIEW_SECTION,
      slug: slugify(OVERVIEW_SECTION),
      description: overview[0]?.description ?? '',
      pages: overview,
    });
  }
  const others = version.docs.flatMap((doc) => entry(doc.id));
  if (others.length) {
    sections.push({ title: OTHER_SECTION, slug: slugify(OTHER_SECTION), description: '', pages: others });
  }
  return { sections, pages: sections.flatMap((section) => section.pages) };
}
