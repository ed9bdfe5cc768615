import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { htmlFilesOf } from '../../lib/built-pages/htmlFiles.mjs';

/** A link on a built page to an address of the site's own host that the build does not serve. */
export interface BrokenOwnHostLink {
  /** The page, as its path under the build folder. */
  page: string;
  /** The link as written in the page. */
  link: string;
}

export interface ServedSite {
  /** The build folder. */
  outDir: string;
  /** Every route the build renders. */
  routes: readonly string[];
  /** Old addresses that redirect to a route: served too. */
  redirects: readonly string[];
  /** The site's own origin, e.g. `https://doc.example.com`. */
  siteUrl: string;
  /** Folders (`/pagefind`) whose files a plugin writes while this check runs: any path under them counts. */
  folders?: readonly string[];
}

// Built pages are minified: attribute values may be quoted or not.
const ATTRIBUTE = /\s(?:href|src)=(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/g;

/** The path a link names on the own host, or null for other hosts, fragments, mail and the like. */
export function ownHostPath(link: string, siteUrl: string): string | null {
  const origin = siteUrl.replace(/\/+$/, '');
  let path: string;
  if (link.startsWith(`${origin}/`) || link === origin) path = link.slice(origin.length) || '/';
  else if (link.startsWith('/') && !link.startsWith('//')) path = link;
  else return null;
  path = path.replace(/[?#].*$/, '');
  try {
    return decodeURI(path.replace(/&amp;/g, '&'));
  } catch {
    return path;
  }
}

/** Whether the build answers `path`: a route, a redirect, or a file (page, asset, download). */
export function isServed(path: string, site: ServedSite, routes: ReadonlySet<string>): boolean {
  const bare = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (routes.has(bare) || routes.has(`${bare}/`)) return true;
  if ((site.folders ?? []).some((folder) => bare.startsWith(`${folder}/`))) return true;
  const candidates = [bare, `${bare}.html`, join(bare, 'index.html'), join(bare, 'index', 'index.html')];
  return candidates.some((candidate) => {
    const file = join(site.outDir, candidate);
    return existsSync(file) && statSync(file).isFile();
  });
}

/** Every `href` and `src` of every built page that names an own-host path the build does not serve. */
export function findBrokenOwnHostLinks(site: ServedSite): BrokenOwnHostLink[] {
  return checkOwnHostLinks(site).broken;
}

/** The check with what it read: pages, and distinct own-host links per page. */
export function checkOwnHostLinks(site: ServedSite): {
  pages: number;
  links: number;
  broken: BrokenOwnHostLink[];
} {
  const routes = new Set([...site.routes, ...site.redirects]);
  const broken: BrokenOwnHostLink[] = [];
  const files = htmlFilesOf(site.outDir);
  let links = 0;
  for (const file of files) {
    const page = relative(site.outDir, file).split(sep).join('/');
    const html = readFileSync(file, 'utf8');
    const seen = new Set<string>();
    for (const match of html.matchAll(ATTRIBUTE)) {
      const link = match[1] ?? match[2] ?? match[3] ?? '';
      if (seen.has(link)) continue;
      seen.add(link);
      const path = ownHostPath(link, site.siteUrl);
      if (path === null) continue;
      links += 1;
      if (!isServed(path, site, routes)) broken.push({ page, link });
    }
  }
  return { pages: files.length, links, broken };
}

export function describeBrokenLinks(broken: readonly BrokenOwnHostLink[]): string {
  const lines = broken.map((b) => `- ${b.page} links to ${b.link}, which the build does not serve`);
  return `${broken.length} link(s) to the site's own host lead nowhere:\n${lines.join('\n')}`;
}
