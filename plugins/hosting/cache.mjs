// Caching, in plain JavaScript so the servers (run by plain `node`) and the TypeScript of the plugin share
// one implementation: the plugin writes `cacheRules` into build/.hosting/headers.json, and the local server
// answers from what it reads there with the same `cacheControlFor`.

/** Files whose names carry a content hash never change: cache them for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else may change with the next deployment: revalidate before use. */
export const REVALIDATE = 'no-cache';

/**
 * @typedef {object} CacheRules
 * @property {readonly string[]} immutablePaths Path patterns (JavaScript and PCRE alike) of hashed files.
 * @property {string} immutable `Cache-Control` of those files.
 * @property {string} revalidate `Cache-Control` of everything else.
 */

/**
 * Path patterns (JavaScript and PCRE alike, so nginx can use them too) of content-hashed files:
 * Docusaurus's bundles and Pagefind's fragments, index chunks, filters and metadata.
 * @type {readonly string[]}
 */
export const immutablePaths = [
  '^/assets/',
  '^/pagefind/(fragment|index|filter)/',
  '^/pagefind/pagefind\\.[^/]+\\.pf_meta$',
];

/** @type {CacheRules} */
export const cacheRules = { immutablePaths, immutable: IMMUTABLE, revalidate: REVALIDATE };

/**
 * The `Cache-Control` of a path.
 * @param {string} pathname
 * @param {CacheRules} [rules] The rules a build wrote; the site's own by default.
 * @returns {string}
 */
export function cacheControlFor(pathname, rules = cacheRules) {
  const hashed = rules.immutablePaths.some((pattern) => new RegExp(pattern).test(pathname));
  return hashed ? rules.immutable : rules.revalidate;
}
