import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import * as z from 'zod';
import { inlineScriptHashes } from './inlineScripts';
import { hostingRules } from './rules';
import { nginxServerConfig } from './nginx';

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
  /** Port of the generated nginx server block. */
  nginxListen: z.number().int().positive().default(8080),
  /**
   * HTML that other plugins write in their own postBuild (redirect pages). Docusaurus runs every
   * plugin's postBuild at once, so those files may not exist yet when this one reads the build.
   */
  extraPages: z.array(z.string()).default([]),
});
export type HostingPluginOptions = z.input<typeof optionsSchema>;

/** DocSearch's prebuilt modules, which carry zod's eval probe (see zodEvalProbeLoader.cjs). */
const DOCSEARCH_BUNDLE = /[\\/]@docsearch[\\/]react[\\/]dist[\\/]esm[\\/][^\\/]+\.js$/;

/** Folder of the build that holds server configuration, never served (dotted paths are refused). */
export const HOSTING_DIR = '.hosting';

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => join(e.parentPath, e.name));
}

/**
 * After the build, hashes every inline script the pages carry (so the CSP allows exactly those) and
 * writes the serving rules for the local server and for nginx into `build/.hosting/`.
 */
export default function hostingPlugin(_context: LoadContext, rawOptions: unknown): Plugin {
  const options = optionsSchema.parse(rawOptions);
  return {
    name: 'hosting',
    configureWebpack() {
      return {
        module: {
          rules: [{ test: DOCSEARCH_BUNDLE, use: [{ loader: join(__dirname, 'zodEvalProbeLoader.cjs') }] }],
        },
      };
    },
    async postBuild({ outDir }) {
      const hashes = new Set<string>();
      for (const file of await htmlFiles(outDir)) {
        for (const hash of inlineScriptHashes(await readFile(file, 'utf8'))) hashes.add(hash);
      }
      for (const html of options.extraPages) {
        for (const hash of inlineScriptHashes(html)) hashes.add(hash);
      }
      const rules = hostingRules({ inlineScriptHashes: [...hashes].sort(), env: options.env });
      const dir = join(outDir, HOSTING_DIR);
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, 'headers.json'), `${JSON.stringify(rules, null, 2)}\n`);
      await writeFile(
        join(dir, 'nginx.conf'),
        nginxServerConfig(rules, { root: outDir, listen: options.nginxListen }),
      );
    },
  };
}
