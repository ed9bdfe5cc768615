// Speeds up react-router's matchPath, which Docusaurus calls for every route of the site on every
// page: its <Switch> tries each of ~1,000 doc routes in turn, and matchRoutes runs over the whole table
// to normalize the location and to preload a page. Each try builds an options object and runs a
// regular expression. Nearly all routes are exact literal paths (no `:param`, group or `*`), and such a
// path can only match a pathname of its own length, or one longer for a trailing slash; any other
// length is rejected at once, before the regular expression. Everything else takes the original path.
// Server rendering and hydration both run it; a unit test checks both give the same answers as before.
// CommonJS because the bundler require()s loaders by path.

/** The options normalization that opens matchPath in react-router 5's builds. */
const ANCHOR =
  /(function matchPath\(pathname, options\) \{\s*if \(options === void 0\) \{\s*options = \{\};\s*\}\s*if \(typeof options === "string" \|\| Array\.isArray\(options\)\) \{\s*options = \{\s*path: options\s*\};\s*\})/;

const HELPER = `
var literalPathLengths = new Map();
/* True when pathname cannot match an exact, literal path: it is neither as long nor one longer. */
function cannotMatchLiteral(pathname, options) {
  var path = options.path;
  if (!options.exact || typeof path !== "string" || typeof pathname !== "string") return false;
  var length = literalPathLengths.get(path);
  if (length === undefined) {
    // -1: the path has parameters, groups, wildcards or escapes; its regular expression decides.
    length = /^[\\x20-\\x7e]*$/.test(path) && !/[\\\\:()*?+[\\]{}]/.test(path)
      ? path.length - (path.endsWith("/") ? 1 : 0)
      : -1;
    literalPathLengths.set(path, length);
  }
  return length !== -1 && pathname.length !== length && pathname.length !== length + 1;
}
`;

function literalRouteMatch(source) {
  if (!ANCHOR.test(source)) {
    throw new Error(
      `literal-route-match: the opening of react-router's matchPath was not found in ${this?.resourcePath ?? 'its build'}; ` +
        'update plugins/literal-route-match/literalRouteMatch.cjs, or remove the plugin if react-router no longer needs it',
    );
  }
  return source.replace(
    ANCHOR,
    (opening) => `${HELPER}${opening}\n  if (cannotMatchLiteral(pathname, options)) return null;`,
  );
}

module.exports = literalRouteMatch;
