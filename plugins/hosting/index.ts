import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import * as z from 'zod';
import { inlineScriptHashes } from './inlineScripts';
import { hostingRules } from './rules';
import { redirectPage, redirectPageFile, redirects } from '../../config/redirects';
import {
  BROTLI_INCLUDE,
  PLACEHOLDER_CERTIFICATE,
  PLACEHOLDER_CERTIFICATE_KEY,
  brotliConfig,
  nginxServerConfig,
} from './nginx';
import { INDEX_ROUTES_FILE, indexRoutes } from './layout';

const optionsSchema = z.object({
  /** The hosted services the build is configured for (see `config/env.ts`). */
  env: z.object({
    algolia: z
      .object({
        appId: z.string(),
        apiKey: z.string(),
        indexName: z.string(),
        assistantId: z.string().optional(),
      })
      .optional(),
    gtagTrackingId: z.string().optional(),
    thirdPartyScripts: z.array(z.string().url()),
  }),
  /** Ports of the generated nginx servers: plain HTTP (redirects to HTTPS) and HTTPS. */
  nginxHttpPort: z.number().int().positive().default(80),
  nginxHttpsPort: z.number().int().positive().default(443),
});
export type HostingPluginOptions = z.input<typeof optionsSchema>;

/** Folder of the build that holds server configuration, never served (dotted paths are refused). */
export const HOSTING_DIR = '.hosting';

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => join(e.parentPath, e.name));
}

/** Fails the build when a redirect starts at a page's route or leads nowhere. */
function checkRedirects(routesPaths: readonly string[]): void {
  const routes = new Set(routesPaths);
  const wrong = redirects.flatMap((r) => [
    ...(routes.has(r.from) ? [`${r.from} is a page's route, so it cannot redirect`] : []),
    ...(routes.has(r.to) ? [] : [`${r.from} leads to ${r.to}, which no page serves`]),
  ]);
  if (wrong.length > 0) throw new Error(`[hosting] config/redirects.ts: ${wrong.join('; ')}`);
}

/**
 * After the build, checks the redirects and writes their forwarding pages,
 * hashes every inline script the pages carry (so the CSP allows exactly those), and writes the serving
 * rules for the local server and for nginx into `build/.hosting/`, with the list of routes whose page
 * `scripts/unshadow.mjs` moves once every plugin has read the build.
 */
export default function hostingPlugin(_context: LoadContext, rawOptions: unknown): Plugin {
  const options = optionsSchema.parse(rawOptions);
  return {
    name: 'hosting',
    async postBuild({ outDir, routesPaths }) {
      checkRedirects(routesPaths);
      // Written before the pages are read for their inline scripts, so the CSP allows theirs too.
      for (const redirect of redirects) {
        const file = join(outDir, redirectPageFile(redirect));
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, redirectPage(redirect.to), { flag: 'wx' });
      }
      const hashes = new Set<string>();
      for (const file of await htmlFiles(outDir)) {
        for (const hash of inlineScriptHashes(await readFile(file, 'utf8'))) hashes.add(hash);
      }
      const rules = hostingRules({ inlineScriptHashes: [...hashes].sort(), env: options.env });
      const dir = join(outDir, HOSTING_DIR);
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, 'headers.json'), `${JSON.stringify(rules, null, 2)}\n`);
      await writeFile(
        join(dir, 'nginx.conf'),
        nginxServerConfig(rules, {
          root: outDir,
          httpPort: options.nginxHttpPort,
          httpsPort: options.nginxHttpsPort,
          certificate: PLACEHOLDER_CERTIFICATE,
          certificateKey: PLACEHOLDER_CERTIFICATE_KEY,
        }),
      );
      await writeFile(join(dir, BROTLI_INCLUDE), brotliConfig());
      await writeFile(join(dir, INDEX_ROUTES_FILE), `${JSON.stringify(indexRoutes(routesPaths), null, 2)}\n`);
    },
  };
}
