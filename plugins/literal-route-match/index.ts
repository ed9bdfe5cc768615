import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

export const PLUGIN_NAME = 'literal-route-match';

/** react-router 5's builds; Rspack takes the ES module one (`module` in its package.json). */
export const REACT_ROUTER_FILE = /[\\/]react-router[\\/](esm|cjs)[\\/]react-router\.js$/;

/**
 * Rejects most routes in react-router's `matchPath` by the length of their literal path, before the
 * regular expression; see literalRouteMatch.cjs and README.md. Both builds: server rendering and
 * hydration must match alike.
 */
export default function pluginLiteralRouteMatch(): Plugin {
  return {
    name: PLUGIN_NAME,
    configureWebpack() {
      return {
        module: {
          rules: [
            { test: REACT_ROUTER_FILE, use: [{ loader: path.join(__dirname, 'literalRouteMatch.cjs') }] },
          ],
        },
      };
    },
  };
}
