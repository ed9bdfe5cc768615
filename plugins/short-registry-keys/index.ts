import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

export const PLUGIN_NAME = 'short-registry-keys';

/** Docusaurus's generated route registry and route chunk names, read by every page through `main`. */
export const ROUTE_TABLE_FILE = /[\\/]\.docusaurus[\\/](registry\.js|routesChunkNames\.json)$/;

/**
 * Shortens the keys of the route registry and route chunk names in the client build, and drops the
 * module paths only server rendering reads; see registryKeys.cjs and README.md. Server rendering needs
 * the files as Docusaurus writes them.
 */
export default function pluginShortRegistryKeys(): Plugin {
  return {
    name: PLUGIN_NAME,
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [{ test: ROUTE_TABLE_FILE, use: [{ loader: path.join(__dirname, 'registryKeys.cjs') }] }],
        },
      };
    },
  };
}
