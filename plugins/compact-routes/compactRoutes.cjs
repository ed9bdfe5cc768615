// Rewrites Docusaurus's generated route table (`.docusaurus/routes.js`) for the browser's build. It ships
// in `main` and holds every route; each leaf route is an object literal that names its path twice:
//   { path: '/docs/x', component: ComponentCreator('/docs/x', '1a2'), exact: true, sidebar: "docSidebar" }
// It becomes a call that names the path once, `route('/docs/x', '1a2', "docSidebar")`, building the same
// object. Routes with sub-routes or other attributes keep their literal.
// CommonJS because the bundler require()s loaders by path.

const PLUGIN_NAME = 'compact-routes';

const TABLE = /^export default \[$/m;
const IMPORT = /^import ComponentCreator from '@docusaurus\/ComponentCreator';$/m;
const LEAF =
  /\{\n( +)path: '([^'\\\n]*)',\n\1component: ComponentCreator\('\2', '([a-z0-9]+)'\),\n\1exact: true(?:,\n\1sidebar: ("[^"\\\n]*"))?\n +\}/g;

const HELPER = `
/* A leaf route, as Docusaurus writes it (plugins/compact-routes). */
function route(path, hash, sidebar) {
  var config = { path: path, component: ComponentCreator(path, hash), exact: true };
  if (sidebar !== undefined) config.sidebar = sidebar;
  return config;
}
`;

function compactRoutes(source, file = 'routes.js') {
  const changed = (what) =>
    new Error(
      `${PLUGIN_NAME}: ${what} in ${file}; Docusaurus changed the template of its route table. Update ` +
        'plugins/compact-routes/compactRoutes.cjs, or remove the plugin if Docusaurus now writes the table compactly',
    );
  if (!IMPORT.test(source))
    throw changed("no `import ComponentCreator from '@docusaurus/ComponentCreator'` line");
  if (!TABLE.test(source)) throw changed('no `export default [` line');
  let leaves = 0;
  const rewritten = source.replace(LEAF, (whole, indent, path, hash, sidebar) => {
    leaves += 1;
    return `route('${path}', '${hash}'${sidebar ? `, ${sidebar}` : ''})`;
  });
  if (leaves === 0) throw changed('no leaf route (path, component, exact) was found');
  return rewritten.replace(TABLE, (opening) => `${HELPER}\n${opening}`);
}

/** Loader for `.docusaurus/routes.js`. */
function compactRoutesLoader(source) {
  return compactRoutes(source, this.resourcePath);
}

module.exports = compactRoutesLoader;
module.exports.compactRoutes = compactRoutes;
