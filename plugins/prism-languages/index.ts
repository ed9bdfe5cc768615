import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

export const PLUGIN_NAME = 'prism-languages';

/** prism-react-renderer's bundle (ES module and CommonJS builds), which carries its own Prism. */
export const PRISM_BUNDLE = /[\\/]prism-react-renderer[\\/]dist[\\/]index\.m?js$/;

/** The grammars components load when first needed (deferred/), which the server build replaces. */
export const DEFERRED_MODULE = /[\\/]prism-languages[\\/]deferred[\\/]index\.ts$/;

/**
 * Code highlighting grammars by page: `main` keeps Prism's core and no bundled grammar; each page imports
 * the grammars of its code blocks (remark.ts) or of the components it renders (./client).
 */
export default function pluginPrismLanguages(): Plugin {
  return {
    name: PLUGIN_NAME,
    // Its prism-include-languages registers nothing: the theme's would bundle Prism's language index.
    getThemePath: () => path.join(__dirname, 'theme'),
    configureWebpack(_config, isServer) {
      return {
        module: {
          rules: [
            { test: PRISM_BUNDLE, use: [{ loader: path.join(__dirname, 'stripBundledLanguages.cjs') }] },
            // Server rendering cannot wait for a grammar's chunk: there every deferred grammar loads up front.
            ...(isServer
              ? [
                  {
                    test: DEFERRED_MODULE,
                    use: [{ loader: path.join(__dirname, 'deferred', 'serverLoader.cjs') }],
                  },
                ]
              : []),
          ],
        },
      };
    },
  };
}
