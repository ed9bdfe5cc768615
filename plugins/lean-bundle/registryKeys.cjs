// Rewrites Docusaurus's generated route registry (`.docusaurus/registry.js`) and route chunk names
// (`.docusaurus/routesChunkNames.json`) for the client build. Both ship in `main`, and both grow with
// every route:
// - each registry entry carries its module path, which only server rendering reads: it becomes 0;
// - every chunk is keyed by an 8-hex-digit hash, written once in the registry, once or more in the
//   route chunk names and once more in the runtime's chunk-name map; random digits do not compress,
//   so the keys become short base-36 numbers, given in registry order, the same in both files.
// CommonJS because the bundler require()s loaders by path.
const fs = require('node:fs');
const path = require('node:path');

const ENTRY = /^ {2}"([^"]+)": \[/gm;
const MODULE_PATH = /\), "[^"\n]*", require\.resolveWeak\(/g;

/** Registry key → short key, in the order the registry lists them. */
function shortKeys(registrySource) {
  const keys = new Map();
  // A letter first: Docusaurus reads an unknown chunk name as a chunk id, and ids are numbers.
  for (const match of registrySource.matchAll(ENTRY)) keys.set(match[1], `k${keys.size.toString(36)}`);
  return keys;
}

function rewriteRegistry(source) {
  const keys = shortKeys(source);
  return source
    .replace(MODULE_PATH, '), 0, require.resolveWeak(')
    .replace(ENTRY, (whole, key) => `  "${keys.get(key)}": [`)
    .replace(/webpackChunkName: "([^"]+)"/g, (whole, key) => `webpackChunkName: "${keys.get(key) ?? key}"`);
}

function rewriteChunkNames(json, keys) {
  const rename = (value) => {
    if (typeof value === 'string') return keys.get(value) ?? value;
    if (Array.isArray(value)) return value.map(rename);
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rename(v)]));
    return value;
  };
  return JSON.stringify(rename(JSON.parse(json)));
}

/** Loader for both files; the chunk names read the registry beside them for the same keys. */
function registryKeysLoader(source) {
  if (path.basename(this.resourcePath) === 'registry.js') return rewriteRegistry(source);
  const registryFile = path.join(path.dirname(this.resourcePath), 'registry.js');
  this.addDependency(registryFile);
  return rewriteChunkNames(source, shortKeys(fs.readFileSync(registryFile, 'utf8')));
}

module.exports = registryKeysLoader;
module.exports.shortKeys = shortKeys;
module.exports.rewriteRegistry = rewriteRegistry;
module.exports.rewriteChunkNames = rewriteChunkNames;
