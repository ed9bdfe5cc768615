// DocSearch bundles zod, which probes for eval support with `new Function("")` inside try/catch
// before parsing. Under the site's CSP (no 'unsafe-eval') the probe cannot succeed and only makes
// the browser report a violation; zod then falls back to its interpreter. Answering the probe with
// "no" up front gives the same behaviour without the report.
const PROBE = /try\{return new Function\(""\),!0\}catch\(\w+\)\{return!1\}/g;

module.exports = function zodEvalProbeLoader(source) {
  return source.replace(PROBE, 'return!1');
};
module.exports.PROBE = PROBE;
