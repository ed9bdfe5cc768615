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

/**
 * Splits tags into the groups of `data/tags/groups.ts`, each sorted by label; a tag no group lists is a
 * topic, so none is ever hidden.
 */
export function groupTags<T extends IndexedTag>(tags: readonly T[]): GroupedTags<T>[] {
  // One collator for all comparisons: localeCompare with a locale builds one per call, which on the
  // ~460 tags of the index cost about 80 ms of hydration on a throttled phone.
  const collator = new Intl.Collator('en', { sensitivity: 'base' });
  const byLabel = (a: T, b: T): number => collator.compare(a.label, b.label);
  const members = new Map<string, T[]>();
  for (const tag of tags) {
    const id = tagGroupOf(tagKey(tag.permalink));
    const list = members.get(id);
    if (list) list.push(tag);
    else members.set(id, [tag]);
  }
  const grouped = (group: GroupedTags<T>['group'], list: T[] = []): GroupedTags<T> => {
    list.sort(byLabel);
    return { group, tags: list, pages: list.reduce((sum, tag) => sum + tag.count, 0) };
  };
  return tagGroups
    .map((group) => grouped(group, members.get(group.id)))
    .filter((entry) => entry.tags.length > 0);
}
