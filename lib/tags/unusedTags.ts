import type { DocFile } from '../content/docFiles';

/** Tag keys that the given docs carry in their front matter, each once. */
export function usedTags(docs: readonly Pick<DocFile, 'frontMatter'>[]): Set<string> {
  const used = new Set<string>();
  for (const doc of docs) {
    const tags = doc.frontMatter.tags;
    if (!Array.isArray(tags)) continue;
    for (const tag of tags) if (typeof tag === 'string') used.add(tag);
  }
  return used;
}

/** Defined tags that no doc uses, in definition order. */
export function unusedTags(defined: readonly string[], used: ReadonlySet<string>): string[] {
  return defined.filter((tag) => !used.has(tag));
}
