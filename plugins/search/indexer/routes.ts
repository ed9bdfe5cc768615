/**
 * Maps a built HTML file (relative to the output folder) to the route it
 * serves, matching Docusaurus's `trailingSlash: false` output:
 * `docs/odsl/print.html` -> `/docs/odsl/print`, `index.html` -> `/`.
 */
export function routeOfHtmlFile(relativePath: string, baseUrl = '/'): string {
  const posix = relativePath.split('\\').join('/').replace(/^\/+/, '');
  const withoutExt = posix.replace(/\.html$/, '');
  const route = withoutExt === 'index' ? '' : withoutExt.replace(/\/index$/, '');
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  return `${base}${route}`;
}

/** Whether a built page opted into the index (docs and blog posts do). */
export function isIndexablePage(html: string): boolean {
  return /\sdata-pagefind-body[\s>=]/.test(html);
}
