import { listFiles } from '../content/docFiles';

/**
 * Repository-relative paths of every Markdown and MDX file under docs/ and blog/, partials included:
 * a partial's examples are shown on the pages that import it, so the example checks read them too.
 */
export function listExamplePages(root: string, dirs: readonly string[] = ['docs', 'blog']): string[] {
  return dirs.flatMap((dir) => listFiles(root, dir, (name) => /\.mdx?$/.test(name))).sort();
}
