/** Lists and reads the content pages of a production build (`build/`). */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { isContentPage, readBuiltPage, type BuiltPage } from './html';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/** Route of a built file: `build/docs/kb/pc.html` -> `/docs/kb/pc`, `build/docs.html` -> `/docs`. */
export function routeOfBuiltFile(buildDir: string, file: string): string {
  const path = relative(buildDir, file).split(sep).join('/');
  return `/${path.replace(/(?:^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
}

/** Every doc page and blog post of the build, read as a reader sees it, sorted by route. */
export function readBuild(buildDir: string): BuiltPage[] {
  if (!existsSync(buildDir)) throw new Error(`No build at ${buildDir}: run npm run build first`);
  const pages: BuiltPage[] = [];
  for (const file of htmlFiles(buildDir)) {
    const html = readFileSync(file, 'utf8');
    if (!isContentPage(html)) continue;
    const page = readBuiltPage(routeOfBuiltFile(buildDir, file), html);
    if (page) pages.push(page);
  }
  return pages.sort((a, b) => a.route.localeCompare(b.route));
}
