// The HTML pages of a built site and the routes they serve: the one walker of a build folder, in plain
// JavaScript so the plugins, the tests and the scripts run by plain `node` (benchmarks, the HTML check)
// share it.
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * Every `.html` file under `dir`, as absolute paths (or as `dir` gave them), sorted. Folders whose name
 * starts with a dot (`.hosting`, `.well-known`) are never served and are left out, and so is each folder
 * of `skip` (paths relative to `dir`, such as the search index's).
 * @param {string} dir
 * @param {{ skip?: readonly string[] }} [options]
 * @returns {string[]}
 */
export function htmlFilesOf(dir, { skip = [] } = {}) {
  const skipped = new Set(skip.map((folder) => join(dir, folder)));
  /** @type {string[]} */
  const files = [];
  /** @param {string} folder */
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!skipped.has(path)) walk(path);
      } else if (entry.isFile() && entry.name.endsWith('.html')) files.push(path);
    }
  };
  walk(dir);
  return files.sort();
}

/**
 * The route a built HTML file serves, from its path relative to the build folder, as Docusaurus writes
 * them with `trailingSlash: false`: `docs/odsl/print.html` → `/docs/odsl/print`, `docs/index.html` →
 * `/docs`, `index.html` → `/`. A route that itself ends in `/index` (the REST service named "index", the
 * tag `index`) is written as `<folder>/index.html` too, so the site's routes decide when given: a file
 * whose exact path is a route serves it.
 * @param {string} relativePath
 * @param {string} [baseUrl]
 * @param {ReadonlySet<string>} [routes]
 * @returns {string}
 */
export function routeOfHtmlFile(relativePath, baseUrl = '/', routes = new Set()) {
  const posix = relativePath.split('\\').join('/').replace(/^\/+/, '');
  const withoutExt = posix.replace(/\.html$/, '');
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  if (withoutExt !== 'index' && routes.has(`${base}${withoutExt}`)) return `${base}${withoutExt}`;
  const route = withoutExt === 'index' ? '' : withoutExt.replace(/\/index$/, '');
  return `${base}${route}`;
}

/**
 * The route of a built HTML file given by its path inside `buildDir`.
 * @param {string} buildDir
 * @param {string} file
 * @param {ReadonlySet<string>} [routes]
 * @returns {string}
 */
export function routeOfBuiltFile(buildDir, file, routes) {
  return routeOfHtmlFile(relative(buildDir, file).split(sep).join('/'), '/', routes);
}
