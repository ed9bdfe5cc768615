import { tagGroupOf, tagGroups } from '../../../data/tags/groups';

/** The fields of a tag that the index needs (a subset of Docusaurus' TagsListItem). */
export interface IndexedTag {
  label: string;
  permalink: string;
  count: number;
  description?: string;
}

export interface GroupedTags<T extends IndexedTag> {
  group: { id: string; label: string; description: string };
  tags: T[];
  /** Sum of the page counts of the group's tags. */
  pages: number;
}

/** The tag key of a tag permalink: its last path segment. */
export function tagKey(permalink: string): string {
  return permalink.replace(/\/+$/, '').split('/').pop() ?? permalink;
}

const otherGroup = {
  id: 'other',
  label: 'Other tags',
  description: 'Tags that no group lists yet.',
} as const;

/**
 * Splits tags into the groups of `data/tags/groups.ts`, each sorted by label.
 * Tags no group knows go to a trailing "Other tags" group so none is ever hidden.
 */
export function groupTags<T extends IndexedTag>(tags: readonly T[]): GroupedTags<T>[] {
  const byLabel = (a: T, b: T): number => a.label.localeCompare(b.label, 'en', { sensitivity: 'base' });
  const result: GroupedTags<T>[] = tagGroups.map((group) => {
    const members = tags.filter((tag) => tagGroupOf(tagKey(tag.permalink)) === group.id).sort(byLabel);
    return { group, tags: members, pages: members.reduce((sum, tag) => sum + tag.count, 0) };
  });
  const ungrouped = tags.filter((tag) => tagGroupOf(tagKey(tag.permalink)) === undefined).sort(byLabel);
  if (ungrouped.length > 0) {
    result.push({
      group: otherGroup,
      tags: ungrouped,
      pages: ungrouped.reduce((sum, tag) => sum + tag.count, 0),
    });
  }
  return result.filter((entry) => entry.tags.length > 0);
}
