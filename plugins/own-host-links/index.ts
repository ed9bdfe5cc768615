import type { LoadContext, Plugin } from '@docusaurus/types';
import { FULL_PATH, INDEX_PATH, twinPath } from '../llms/documents';
import { OPENAPI_DOWNLOADS } from '../openapi/document';
import { checkOwnHostLinks, describeBrokenLinks } from './links';

/**
 * Fails the build when a page links to an address of the site's own host that the build does not
 * serve. Docusaurus checks relative links between routes; this also reads absolute links to the site's
 * URL (`%%DOCS_URL%%/...`) and root paths to files (`/apidocs/index.html`, `/openapi/openapi.yaml`).
 */
export interface OwnHostLinksOptions {
  /** Folders other plugins fill in their postBuild, such as the search index: `['/pagefind']`. */
  folders?: string[];
  /** Files other plugins write in their postBuild, such as the blog feeds: `['/blog/rss.xml']`. */
  files?: string[];
  /** Paths the host redirects (config/redirects.ts), served though no page is built there. */
  redirects?: string[];
}

export default function ownHostLinksPlugin(_context: LoadContext, rawOptions: unknown): Plugin {
  const options = (rawOptions ?? {}) as OwnHostLinksOptions;
  return {
    name: 'own-host-links',
    postBuild({ outDir, routesPaths, siteConfig }) {
      const { pages, links, broken } = checkOwnHostLinks({
        outDir,
        routes: [
          ...routesPaths,
          // Files other plugins write in their postBuild, which Docusaurus runs beside this one.
          ...routesPaths.map(twinPath),
          INDEX_PATH,
          FULL_PATH,
          '/robots.txt',
          ...Object.values(OPENAPI_DOWNLOADS),
          ...(options.files ?? []),
        ],
        redirects: options.redirects ?? [],
        siteUrl: siteConfig.url,
        folders: options.folders ?? [],
      });
      if (broken.length > 0) return Promise.reject(new Error(describeBrokenLinks(broken)));
      console.log(`[own-host-links] ${links} links to the site's own host on ${pages} pages, all served`);
      return Promise.resolve();
    },
  };
}
