/** Lists and reads the content pages of a production build (`build/`). */
import { existsSync, readFileSync } from 'node:fs';
import { isContentPage, readBuiltPage, type BuiltPage } from './html';
import { htmlFilesOf, routeOfBuiltFile } from './htmlFiles.mjs';

/** Every doc page and blog post of the build, read as a reader sees it, sorted by route. */
export function readBuild(buildDir: string): BuiltPage[] {
  if (!existsSync(buildDir)) throw new Error(`No build at ${buildDir}: run npm run build first`);
  const pages: BuiltPage[] = [];
  for (const file of htmlFilesOf(buildDir)) {
    const html = readFileSync(file, 'utf8');
    if (!isContentPage(html)) continue;
    const page = readBuiltPage(routeOfBuiltFile(buildDir, file), html);
    if (page) pages.push(page);
  }
  return pages.sort((a, b) => a.route.localeCompare(b.route));
}
