import { basename, dirname, posix } from 'node:path';
import { readDocFiles, type DocFile } from './docFiles';

/**
 * The route Docusaurus serves a doc at (docs plugin at `/docs`, no number prefixes in this site): a `slug`
 * in front matter wins (absolute from `/docs`, or relative to the doc's folder); a folder's `index`,
 * `README` or same-named file serves the folder; otherwise the folder plus the file name or front matter `id`.
 */
export function routeOfDoc(doc: Pick<DocFile, 'path' | 'frontMatter'>): string {
  const rel = doc.path.replace(/^docs\//, '');
  const folder = dirname(rel) === '.' ? '' : dirname(rel);
  const name = basename(rel).replace(/\.mdx?$/, '');
  const join = (...parts: string[]): string =>
    posix.join('/docs', ...parts.filter(Boolean)).replace(/\/$/, '') || '/docs';
  const { slug, id } = doc.frontMatter;
  if (typeof slug === 'string') return slug.startsWith('/') ? join(slug) : join(folder, slug);
  const lastFolder = folder.split('/').pop() ?? '';
  const isFolderIndex = /^(index|readme)$/i.test(name) || name.toLowerCase() === lastFolder.toLowerCase();
  if (isFolderIndex) return join(folder);
  return join(folder, typeof id === 'string' ? id : name);
}

/** Every route the docs serve, with the file serving it (repository-relative). */
export function readDocRoutes(root: string): Map<string, string> {
  return new Map(readDocFiles(root, 'docs').map((doc) => [routeOfDoc(doc), doc.path]));
}
