// Writes the docs plugin's global data compactly in the browser's build. Global data ships in `main`, so
// every first visit downloads it, and the docs plugin lists every doc there with its id, path and
// sidebar (and `unlisted: true` for an unlisted doc). A doc's path is nearly always the version's path, a
// slash and its id, and nearly every doc is in the same sidebar: the list becomes the ids, the paths and
// sidebars that differ and any other field as written, and the module builds the list again when it loads. The build checks that it gives back exactly what Docusaurus wrote.
// CommonJS because the bundler require()s loaders by path.
const { isDeepStrictEqual } = require('node:util');

const PLUGIN_NAME = 'lean-docs';
const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/* Runs in the browser as written here (its source is copied into the module): plain ES5, no imports. */
function expandGlobalDocs(data) {
  var has = Object.prototype.hasOwnProperty;
  var instances = data['docusaurus-plugin-content-docs'];
  Object.keys(instances).forEach(function (id) {
    instances[id].versions.forEach(function (version) {
      var compact = version.$docs;
      delete version.$docs;
      var ids = compact[0],
        paths = compact[1],
        common = compact[2],
        sidebars = compact[3],
        others = compact[4];
      version.docs = ids.map(function (docId) {
        var doc = { id: docId, path: has.call(paths, docId) ? paths[docId] : version.path + '/' + docId };
        var sidebar = has.call(sidebars, docId) ? sidebars[docId] : common;
        if (sidebar !== null) doc.sidebar = sidebar;
        if (others && has.call(others, docId)) {
          Object.keys(others[docId]).forEach(function (field) {
            doc[field] = others[docId][field];
          });
        }
        return doc;
      });
    });
  });
  return data;
}

/** The sidebar most docs are in. */
function commonSidebar(docs) {
  const counts = new Map();
  for (const doc of docs) counts.set(doc.sidebar ?? null, (counts.get(doc.sidebar ?? null) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

function compactVersion(version) {
  const { docs, ...rest } = version;
  const common = commonSidebar(docs);
  const paths = {};
  const sidebars = {};
  // Any other field of a doc (`unlisted: true`, the only one today), as written.
  const others = {};
  for (const { id, path, sidebar, ...other } of docs) {
    if (path !== `${version.path}/${id}`) paths[id] = path;
    if ((sidebar ?? null) !== common) sidebars[id] = sidebar ?? null;
    if (Object.keys(other).length > 0) others[id] = other;
  }
  const $docs = [docs.map((doc) => doc.id), paths, common, sidebars];
  // Left out when no doc has another field, as in most builds.
  if (Object.keys(others).length > 0) $docs.push(others);
  return { ...rest, $docs };
}

/** The global data with each docs version's list compact; fails when the docs plugin's data is not there. */
function compactGlobalData(data, file = 'globalData.json') {
  const instances = data[DOCS_PLUGIN];
  const versions = instances ? Object.values(instances).flatMap((instance) => instance.versions ?? []) : [];
  const shaped = versions.every(
    (v) =>
      typeof v.path === 'string' &&
      Array.isArray(v.docs) &&
      v.docs.every((d) => typeof d.id === 'string' && typeof d.path === 'string'),
  );
  if (versions.length === 0 || !shaped) {
    throw new Error(
      `${PLUGIN_NAME}: no docs versions with a path and docs (id, path) under "${DOCS_PLUGIN}" in ${file}; ` +
        'Docusaurus changed the shape of the docs global data. Update plugins/lean-docs/globalDataLoader.cjs',
    );
  }
  const compact = {
    ...data,
    [DOCS_PLUGIN]: Object.fromEntries(
      Object.entries(instances).map(([id, instance]) => [
        id,
        { ...instance, versions: instance.versions.map(compactVersion) },
      ]),
    ),
  };
  if (!isDeepStrictEqual(expandGlobalDocs(structuredClone(compact)), data)) {
    throw new Error(
      `${PLUGIN_NAME}: the compact docs list of ${file} does not give back the docs plugin's list`,
    );
  }
  return compact;
}

/** Loader for `.docusaurus/globalData.json`: a JavaScript module (the rule sets its type) of the same data. */
function globalDataLoader(source) {
  const compact = compactGlobalData(JSON.parse(source), this.resourcePath);
  return `${expandGlobalDocs.toString()}\nexport default expandGlobalDocs(${JSON.stringify(compact)});\n`;
}

module.exports = globalDataLoader;
module.exports.compactGlobalData = compactGlobalData;
module.exports.expandGlobalDocs = expandGlobalDocs;
