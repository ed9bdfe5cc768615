/**
 * Maps a built HTML file (relative to the output folder) to the route it
 * serves, matching Docusaurus's `trailingSlash: false` output:
 * `docs/odsl/print.html` -> `/docs/odsl/print`, `index.html` -> `/`.
 * A route that itself ends in `/index` (the REST service named "index", the tag `index`) is written as
 * `<folder>/index.html` too, so the site's routes decide: a file whose exact path is a route serves it.
 */
export function routeOfHtmlFile(
  relativePath: string,
  baseUrl = '/',
  routes: ReadonlySet<string> = new Set(),
): string {
  const posix = relativePath.split('\\').join('/').replace(/^\/+/, '');
  const withoutExt = posix.replace(/\.html$/, '');
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  if (withoutExt !== 'index' && routes.has(`${base}${withoutExt}`)) return `${base}${withoutExt}`;
  const route = withoutExt === 'index' ? '' : withoutExt.replace(/\/index$/, '');
  return `${base}${route}`;
}

/** Whether a built page opted into the index (docs and blog posts do). */
export function isIndexablePage(html: string): boolean {
  return /\sdata-pagefind-body[\s>=]/.test(html);
}
