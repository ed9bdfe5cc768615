import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parse as parseYaml } from 'yaml';

export interface DocFile {
  /** Path relative to the repository root, with forward slashes. */
  path: string;
  frontMatter: Record<string, unknown>;
  body: string;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** Splits a Markdown source into its YAML front matter and body. */
export function splitFrontMatter(source: string): { frontMatter: Record<string, unknown>; body: string } {
  const match = FRONT_MATTER.exec(source);
  if (!match) return { frontMatter: {}, body: source };
  const parsed: unknown = parseYaml(match[1] ?? '');
  const frontMatter = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  return { frontMatter, body: source.slice(match[0].length) };
}

/** Repository-relative paths (forward slashes, sorted) of the files under `dir` whose name `accept`s. */
export function listFiles(root: string, dir: string, accept: (name: string) => boolean): string[] {
  const out: string[] = [];
  const walk = (abs: string): void => {
    for (const entry of readdirSync(abs, { withFileTypes: true })) {
      const child = join(abs, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (accept(entry.name)) out.push(relative(root, child).split(sep).join('/'));
    }
  };
  walk(join(root, dir));
  return out.sort();
}

/** Every routed Markdown/MDX file under `dir` (partials starting with `_` are not pages). */
export function listMarkdownFiles(root: string, dir: string): string[] {
  return listFiles(root, dir, (name) => /\.mdx?$/.test(name) && !name.startsWith('_'));
}

export function readDocFiles(root: string, dir: string): DocFile[] {
  return listMarkdownFiles(root, dir).map((path) => ({
    path,
    ...splitFrontMatter(readFileSync(join(root, path), 'utf8')),
  }));
}
