/*
 * With `trailingSlash: false`, Docusaurus writes route `/a/b` as `a/b.html`, so a route that ends in
 * `/index` lands in `a/index.html`: the file every static host (and nginx's `$uri/index.html`) serves
 * for the folder `/a/`, and the one `docusaurus serve` picks for `/a` itself. The tag `index` and the
 * REST service `index` are such routes. Once the build is complete, `scripts/unshadow.mjs` (here)
 * moves each of these pages to `a/index/index.html`, which only the route's own address reaches.
 */

/** The file in `build/.hosting/` listing the routes whose page is moved. */
export const INDEX_ROUTES_FILE = 'index-routes.json';

/** Routes whose page Docusaurus writes as a folder's `index.html`. */
export function indexRoutes(routesPaths: readonly string[]): string[] {
  return [...new Set(routesPaths.filter((route) => /.\/index$/.test(route)))].sort();
}
