import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { SEARCH_PAGE_PATH } from '../search/shared';
import { robotsTxt } from './robotsTxt';

/**
 * Writes `robots.txt` at build time. It is generated rather than kept in `static/` because the site's
 * address lives only in `src/brand.ts` (through `siteConfig.url`).
 */
export default function robotsPlugin(): Plugin {
  return {
    name: 'robots',
    async postBuild({ siteConfig, outDir }) {
      const text = robotsTxt({
        siteUrl: siteConfig.url,
        baseUrl: siteConfig.baseUrl,
        disallow: [SEARCH_PAGE_PATH],
      });
      await writeFile(join(outDir, 'robots.txt'), text);
    },
  };
}
