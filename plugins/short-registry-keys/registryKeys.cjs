// Rewrites Docusaurus's generated route registry (`.docusaurus/registry.js`) and route chunk names
// (`.docusaurus/routesChunkNames.json`) for the client build. Both ship in `main`, and both grow with
// every route:
// - each registry entry carries its module path, which only server rendering reads: it becomes 0;
// - every chunk is keyed by an 8-hex-digit hash, written once in the registry, once or more in the
//   route chunk names and once more in the runtime's chunk-name map; random digits do not compress,
//   so the keys become short base-36 numbers, given in registry order, the same in both files.
// Each rewrite checks that it found the shape it expects, and fails the build naming the file if not:
// Docusaurus writes these files from templates (server/codegen/codegenRoutes.js) that may change.
// CommonJS because the bundler require()s loaders by path.
const fs = require('node:fs');
const path = require('node:path');

const PLUGIN_NAME = 'short-registry-keys';
const ENTRY = /^ {2}"([^"]+)": \[/gm;
const MODULE_PATH = /\), "[^"\n]*", require\.resolveWeak\(/g;
const CHUNK_NAME = /webpackChunkName: "([^"]+)"/g;

/** The build error for a file whose shape changed. */
function shapeError(file, found) {
  return new Error(
    `${PLUGIN_NAME}: ${found} in ${file}; Docusaurus changed the template of this file. Update ` +
      'plugins/short-registry-keys/registryKeys.cjs, or remove the plugin if Docusaurus now keeps the file small',
  );
}

const count = (source, pattern) => [...source.matchAll(pattern)].length;

/** Registry key → short key, in the order the registry lists them. */
function shortKeys(registrySource) {
  const keys = new Map();
  // A letter first: Docusaurus reads an unknown chunk name as a chunk id, and ids are numbers.
  for (const match of registrySource.matchAll(ENTRY)) keys.set(match[1], `k${keys.size.toString(36)}`);
  return keys;
}

/** Every entry must be `"key": [() => import(/* webpackChunkName: "key" *\/ …), "path", require.resolveWeak(…)]`. */
function rewriteRegistry(source, file = 'registry.js') {
  const keys = shortKeys(source);
  if (keys.size === 0) throw shapeError(file, 'no registry entry ("key": [) was found');
  const paths = count(source, MODULE_PATH);
  if (paths !== keys.size)
    throw shapeError(
      file,
      `${paths} module paths (), "path", require.resolveWeak() were found for ${keys.size} entries`,
    );
  const names = count(source, CHUNK_NAME);
  if (names !== keys.size)
    throw shapeError(file, `${names} webpackChunkName comments were found for ${keys.size} entries`);
  return source
    .replace(MODULE_PATH, '), 0, require.resolveWeak(')
    .replace(ENTRY, (whole, key) => `  "${keys.get(key)}": [`)
    .replace(CHUNK_NAME, (whole, key) => `webpackChunkName: "${keys.get(key) ?? key}"`);
}

/**
 * Renames the registry keys that are the string leaves of the route chunk names. Checks the effect: every
 * leaf must come out shortened (each names a registry entry), or the build fails naming what was left.
 */
function rewriteChunkNames(json, keys, file = 'routesChunkNames.json') {
  const left = [];
  let leaves = 0;
  const rename = (value) => {
    if (typeof value === 'string') {
      leaves += 1;
      const key = keys.get(value);
      if (key === undefined) left.push(value);
      return key ?? value;
    }
    if (Array.isArray(value)) return value.map(rename);
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rename(v)]));
    return value;
  };
  const rewritten = JSON.stringify(rename(JSON.parse(json)));
  if (leaves === 0) throw shapeError(file, 'no chunk name was found');
  if (left.length > 0)
    throw shapeError(
      file,
      `${left.length} of ${leaves} chunk names are no registry key and were left long (${left.slice(0, 3).join(', ')})`,
    );
  return rewritten;
}

/** Loader for both files; the chunk names read the registry beside them for the same keys. */
function registryKeysLoader(source) {
  if (path.basename(this.resourcePath) === 'registry.js') return rewriteRegistry(source, this.resourcePath);
  const registryFile = path.join(path.dirname(this.resourcePath), 'registry.js');
  this.addDependency(registryFile);
  return rewriteChunkNames(source, shortKeys(fs.readFileSync(registryFile, 'utf8')), this.resourcePath);
}

module.exports = registryKeysLoader;
module.exports.shortKeys = shortKeys;
module.exports.rewriteRegistry = rewriteRegistry;
module.exports.rewriteChunkNames = rewriteChunkNames;
