import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { odslHighlightWords } from './words';

export const PLUGIN_NAME = 'odsl-prism';

/**
 * Registers the `odsl` Prism language. The words are computed here, at build time, and passed to the
 * browser as global data, so the client bundle carries the word lists and not the command reference.
 */
export default function pluginOdslPrism(): Plugin {
  return {
    name: PLUGIN_NAME,
    async contentLoaded({ actions }) {
      actions.setGlobalData(odslHighlightWords());
    },
    getClientModules() {
      return [path.join(__dirname, 'registerClient.ts')];
    },
  };
}
