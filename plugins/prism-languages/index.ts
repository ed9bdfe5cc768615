import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

export const PLUGIN_NAME = 'prism-languages';

/** prism-react-renderer's bundle (ES module and CommonJS builds), which carries its own Prism. */
export const PRISM_BUNDLE = /[\\/]prism-react-renderer[\\/]dist[\\/]index\.m?js$/;

/**
 * Code highlighting grammars by page: `main` keeps Prism's core and no bundled grammar; each page imports
 * the grammars of its code blocks (remark.ts) or of the components it renders (./client).
 */
export default function pluginPrismLanguages(): Plugin {
  return {
    name: PLUGIN_NAME,
    // Its prism-include-languages registers nothing: the theme's would bundle Prism's language index.
    getThemePath: () => path.join(__dirname, 'theme'),
    configureWebpack() {
      return {
        module: {
          rules: [
            { test: PRISM_BUNDLE, use: [{ loader: path.join(__dirname, 'stripBundledLanguages.cjs') }] },
          ],
        },
      };
    },
  };
}
