import path from 'node:path';
import pluginContentDocs from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { leanDocsRoute, PLUGIN_NAME } from './routes';

export { validateOptions } from '@docusaurus/plugin-content-docs';

type DocsOptions = Parameters<typeof pluginContentDocs>[1];

/** Docusaurus's generated global data, which every page reads through `main`. */
export const GLOBAL_DATA_FILE = /[\\/]\.docusaurus[\\/]globalData\.json$/;

/** The theme's `DocCard`, which reads the card descriptions, and `DocVersionRoot`, which expands the docs map. */
export const THEME_PATH = path.join(__dirname, 'theme');

/**
 * The docs plugin of `@docusaurus/plugin-content-docs`, unchanged except for what it hands the browser:
 * doc descriptions reach only the category pages that show them as cards (see routes.ts), whose `DocCard`
 * (theme/DocCard) reads them there; the version's docs map and the global data's docs list are written
 * compactly (docsMap.ts, globalDataLoader.cjs). Same name and options as the plugin it wraps, so the theme
 * and other plugins find it where they expect it.
 */
export default async function pluginLeanDocs(
  context: LoadContext,
  // Validated and defaulted by the wrapped plugin's validateOptions, exported above.
  options: unknown,
): Promise<Plugin<unknown>> {
  const docs = (await pluginContentDocs(context, options as DocsOptions)) as Plugin<unknown>;
  return {
    ...docs,
    getThemePath: () => THEME_PATH,
    configureWebpack(config, isServer, utils, content) {
      const own = docs.configureWebpack?.(config, isServer, utils, content) ?? {};
      // Server rendering reads the data as written; the browser gets it compact (globalDataLoader.cjs).
      if (isServer) return own;
      const globalData = {
        test: GLOBAL_DATA_FILE,
        type: 'javascript/auto',
        use: [{ loader: path.join(__dirname, 'globalDataLoader.cjs') }],
      };
      return { ...own, module: { ...own.module, rules: [...(own.module?.rules ?? []), globalData] } };
    },
    getTypeScriptThemePath: () => THEME_PATH,
    async contentLoaded(args) {
      const { actions } = args;
      // addRoute is synchronous; the rewrite writes data files, so it is awaited before returning.
      const rewrites: Promise<void>[] = [];
      await docs.contentLoaded?.({
        ...args,
        actions: {
          ...actions,
          addRoute: (route) => {
            rewrites.push(leanDocsRoute(route, actions.createData).then(actions.addRoute));
          },
        },
      });
      if (rewrites.length === 0) {
        throw new Error(
          `${PLUGIN_NAME}: @docusaurus/plugin-content-docs added no route through actions.addRoute in contentLoaded; ` +
            'it changed how it adds its routes. Update plugins/lean-docs/index.ts',
        );
      }
      await Promise.all(rewrites);
    },
  };
}
