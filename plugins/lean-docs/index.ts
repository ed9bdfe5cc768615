import pluginContentDocs from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { leanGlobalData, type DocsGlobalData } from './globalData';
import { leanDocsRoute } from './routes';

export { validateOptions } from '@docusaurus/plugin-content-docs';

type DocsOptions = Parameters<typeof pluginContentDocs>[1];

/**
 * The docs plugin of `@docusaurus/plugin-content-docs`, unchanged except for what it hands the browser:
 * doc descriptions reach only the category pages that show them as cards (see routes.ts), and global
 * data keeps no list of all docs (see globalData.ts). Same name and options as the plugin it wraps, so
 * the theme and other plugins find it where they expect it.
 */
export default async function pluginLeanDocs(
  context: LoadContext,
  // Validated and defaulted by the wrapped plugin's validateOptions, exported above.
  options: unknown,
): Promise<Plugin<unknown>> {
  const docs = (await pluginContentDocs(context, options as DocsOptions)) as Plugin<unknown>;
  return {
    ...docs,
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
          setGlobalData: (data) => actions.setGlobalData(leanGlobalData(data as DocsGlobalData)),
        },
      });
      await Promise.all(rewrites);
    },
  };
}
