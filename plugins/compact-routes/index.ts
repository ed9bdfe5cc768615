import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

export const PLUGIN_NAME = 'compact-routes';

/** Docusaurus's generated route table, read by every page through `main`. */
export const ROUTES_FILE = /[\\/]\.docusaurus[\\/]routes\.js$/;

/**
 * Writes each leaf route of the browser's route table as a call that names its path once; see
 * compactRoutes.cjs and README.md. Server rendering reads the table as Docusaurus writes it.
 */
export default function pluginCompactRoutes(): Plugin {
  return {
    name: PLUGIN_NAME,
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [{ test: ROUTES_FILE, use: [{ loader: path.join(__dirname, 'compactRoutes.cjs') }] }],
        },
      };
    },
  };
}
