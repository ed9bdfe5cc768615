import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * Repository-relative paths of every Markdown and MDX file under docs/ and blog/, partials included:
 * a partial's examples are shown on the pages that import it, so the example checks read them too.
 */
export function listExamplePages(root: string, dirs: readonly string[] = ['docs', 'blog']): string[] {
  const out: string[] = [];
  const walk = (abs: string): void => {
    for (const entry of readdirSync(abs, { withFileTypes: true })) {
      const child = join(abs, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (/\.mdx?$/.test(entry.name)) out.push(relative(root, child).split(sep).join('/'));
    }
  };
  for (const dir of dirs) walk(join(root, dir));
  return out.sort();
}
