import type { LoadContext, Plugin } from '@docusaurus/types';
import { colourModeScript } from './inlineScript';

/** The storage key the theme keeps the colour choice under (`theme`, plus the site's storage namespace). */
export function colourModeStorageKey(context: Pick<LoadContext, 'siteStorage'>): string {
  return `theme${context.siteStorage.namespace}`;
}

/**
 * Applies the stored colour mode from the first paint while the theme's switch is disabled (see
 * `inlineScript.ts`). Site plugins inject their tags after the preset's theme, so this script runs after
 * the theme's and has the last word.
 */
export default function colourModePlugin(context: LoadContext): Plugin {
  return {
    name: 'colour-mode',
    injectHtmlTags() {
      return {
        preBodyTags: [{ tagName: 'script', innerHTML: colourModeScript(colourModeStorageKey(context)) }],
      };
    },
  };
}
