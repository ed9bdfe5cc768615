// Removes the grammars prism-react-renderer bundles with its Prism (jsx, tsx, swift, kotlin, go, c++,
// objective-c, reason, graphql and more: ~14 KB gzip in `main`, most of which this site never shows).
// The grammars the site does show are registered per page instead (./client, ./languages.ts). The
// bundle keeps Prism's core and the Highlight component unchanged. CommonJS because the bundler
// require()s loaders by path.
const LANGUAGES_BLOCK =
  /(\/\/ src\/prism-langs\.ts\nvar Prism = __toESM\(require_prism\(\)\);\n)[\s\S]*?(\n\/\/ src\/themes\/index\.ts\n)/;

function stripBundledLanguages(source) {
  if (!LANGUAGES_BLOCK.test(source)) {
    // A new layout of the package: fail the build rather than ship every grammar again unnoticed.
    throw new Error('prism-languages: the bundled grammars of prism-react-renderer were not found');
  }
  return source.replace(LANGUAGES_BLOCK, '$1$2');
}

module.exports = stripBundledLanguages;
module.exports.stripBundledLanguages = stripBundledLanguages;
