// Rewrites Docusaurus's generated route table (`.docusaurus/routes.js`) for the browser's build. It ships
// in `main` and holds every route; each leaf route is an object literal that names its path twice:
//   { path: '/docs/x', component: ComponentCreator('/docs/x', '1a2'), exact: true, sidebar: "docSidebar" }
// It becomes a call that names the path once, `route('/docs/x', '1a2', "docSidebar")`, building the same
// object. Routes with sub-routes or other attributes keep their literal.
// CommonJS because the bundler require()s loaders by path.

const PLUGIN_NAME = 'compact-routes';

const TABLE = /^export default \[$/m;
const IMPORT = /^import ComponentCreator from ['"]@docusaurus\/ComponentCreator['"];?$/m;
// A quoted string without escapes or line breaks, in either quote style.
const STRING = `(?:'[^'\\\\\\n]*'|"[^"\\\\\\n]*")`;
const LEAF = new RegExp(
  `\\{\\n( +)path: (${STRING}),\\n\\1component: ComponentCreator\\((${STRING}), (${STRING})\\),\\n\\1exact: true(?:,\\n\\1sidebar: (${STRING}))?,?\\n +\\}`,
  'g',
);

const HELPER = `
/* A leaf route, as Docusaurus writes it (plugins/compact-routes). */
function route(path, hash, sidebar) {
  var config = { path: path, component: ComponentCreator(path, hash), exact: true };
  if (sidebar !== undefined) config.sidebar = sidebar;
  return config;
}
`;

/** The routes a table module exports, with a stand-in for ComponentCreator that records its arguments. */
function evaluate(source) {
  const body = source.replace(/^import .*$/gm, '').replace(TABLE, 'return [');
  return new Function('ComponentCreator', body)((path, hash) => ({ creator: [path, hash] }));
}

/** Leaf routes the helper can write: path, its component and exact, and at most a sidebar. */
function compactable(routes, found = []) {
  for (const route of routes) {
    const keys = Object.keys(route).sort().join(',');
    if (route.routes) compactable(route.routes, found);
    else if (
      (keys === 'component,exact,path' || keys === 'component,exact,path,sidebar') &&
      route.exact === true &&
      route.component.creator[0] === route.path &&
      route.component.creator[1] !== undefined
    )
      found.push(route.path);
  }
  return found;
}

/**
 * The table with every leaf route written as a `route(...)` call. Checks its effect rather than the
 * template's text: the rewritten table must build the same routes as Docusaurus's, and every leaf route
 * the helper can write must have been written by it, or the build fails naming what was left.
 */
function compactRoutes(source, file = 'routes.js') {
  const changed = (what) =>
    new Error(
      `${PLUGIN_NAME}: ${what} in ${file}; Docusaurus changed the template of its route table. Update ` +
        'plugins/compact-routes/compactRoutes.cjs, or remove the plugin if Docusaurus now writes the table compactly',
    );
  if (!IMPORT.test(source))
    throw changed("no `import ComponentCreator from '@docusaurus/ComponentCreator'` line");
  if (!TABLE.test(source)) throw changed('no `export default [` line');
  const written = new Set();
  const rewritten = source
    .replace(LEAF, (whole, indent, path, creatorPath, hash, sidebar) => {
      if (creatorPath.slice(1, -1) !== path.slice(1, -1)) return whole;
      written.add(path.slice(1, -1));
      return `route(${path}, ${hash}${sidebar ? `, ${sidebar}` : ''})`;
    })
    .replace(TABLE, (opening) => `${HELPER}\n${opening}`);
  let before;
  try {
    before = evaluate(source);
  } catch (error) {
    throw changed(`the table does not evaluate to a list of routes (${error.message})`);
  }
  const expected = compactable(before);
  const left = expected.filter((path) => !written.has(path));
  if (left.length > 0)
    throw changed(
      `${left.length} of ${expected.length} leaf routes were left uncompacted (${left.slice(0, 3).join(', ')})`,
    );
  if (JSON.stringify(evaluate(rewritten)) !== JSON.stringify(before))
    throw changed('the compact table builds other routes than the original');
  return rewritten;
}

/** Loader for `.docusaurus/routes.js`. */
function compactRoutesLoader(source) {
  return compactRoutes(source, this.resourcePath);
}

module.exports = compactRoutesLoader;
module.exports.compactRoutes = compactRoutes;
