import type { DocSearchHit } from '@docsearch/react';

/** Hits of one page, as the /search page lists them. */
export interface PageGroup {
  url: string;
  /** The page-level hit (title + excerpt), when the engine returned one. */
  page?: DocSearchHit;
  /** Any hit of the page; carries the section (lvl0) and title (lvl1). */
  first: DocSearchHit;
  sections: DocSearchHit[];
}

const LEVELS = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** Groups hits by page, keeping the order in which pages first appear. */
export function groupHitsByPage(hits: readonly DocSearchHit[]): PageGroup[] {
  const groups = new Map<string, PageGroup>();
  for (const hit of hits) {
    const key = hit.url_without_anchor || hit.url.split('#')[0];
    let group = groups.get(key);
    if (!group) {
      group = { url: key, first: hit, sections: [] };
      groups.set(key, group);
    }
    if (hit.type === 'lvl1' && !hit.anchor && !group.page) group.page = hit;
    else group.sections.push(hit);
  }
  return [...groups.values()];
}

/** Highlighted values of the headings below the page title, outermost first. */
export function headingPath(hit: DocSearchHit): string[] {
  return LEVELS.flatMap((level) => {
    const raw = hit.hierarchy[level];
    if (!raw) return [];
    return [hit._highlightResult?.hierarchy?.[level]?.value || raw];
  });
}
