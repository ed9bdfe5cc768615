import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import * as z from 'zod';
import { inlineScriptHashes } from './inlineScripts';
import { htmlFilesOf } from '../../lib/built-pages/htmlFiles.mjs';
import { hostingRules } from './rules';
import { redirectPage, redirectPageFile, redirectSchema, type Redirect } from './redirects';
import { hostedServicesSchema } from './policy';
import { readDocsIndex, type DocsContent } from '../llms/docsIndex';
import {
  BROTLI_INCLUDE,
  PLACEHOLDER_ACME_ROOT,
  PLACEHOLDER_CERTIFICATE,
  PLACEHOLDER_CERTIFICATE_KEY,
  brotliConfig,
  nginxServerConfig,
} from './nginx';
import { INDEX_ROUTES_FILE, indexRoutes } from './layout';
import { folderRedirects, type FolderRedirect } from './folders';
import { API_CATALOG_PATH, SECURITY_TXT_PATH, apiCatalog, securityTxt } from './wellKnown';

const optionsSchema = z.object({
  /** The hosted services the build is configured for: they widen the CSP. */
  env: hostedServicesSchema,
  /** Old addresses and the routes that now hold their pages (`redirects.ts`). */
  redirects: z.array(redirectSchema).readonly(),
  /** Ports of the generated nginx servers: plain HTTP (redirects to HTTPS) and HTTPS. */
  nginxHttpPort: z.number().int().positive().default(80),
  nginxHttpsPort: z.number().int().positive().default(443),
  /** Host names of the generated nginx servers; the site URL's host when not given. */
  nginxServerNames: z.array(z.string().min(1)).min(1).optional(),
  /** The ACME client's webroot, served at /.well-known/acme-challenge/ (see `nginx.ts`). */
  acmeRoot: z.string().default(PLACEHOLDER_ACME_ROOT),
  /** Issuer chain for OCSP stapling, and the resolver nginx asks for the responder's address. */
  nginxTrustedCertificate: z.string().optional(),
  nginxResolver: z.string().optional(),
  /** Folders whose subfolders answer with their landing page (`folders.ts`), such as `/docs`. */
  folderRoots: z.array(z.string().startsWith('/')).default([]),
  /** `Contact:` lines of `/.well-known/security.txt` (RFC 9116): `mailto:` or `https:` URIs. */
  securityContacts: z.array(z.string().url()).min(1),
  /** The APIs `/.well-known/api-catalog` lists (RFC 9727). */
  apis: z
    .array(
      z.object({
        api: z.string().url(),
        descriptions: z.array(z.object({ href: z.string(), type: z.string() })).min(1),
        documentation: z.string(),
      }),
    )
    .default([]),
});
export type HostingPluginOptions = z.input<typeof optionsSchema>;

/** Folder of the build that holds server configuration, never served (dotted paths are refused). */
export const HOSTING_DIR = '.hosting';

/** Fails the build when a redirect starts at a page's route or leads nowhere. */
function checkRedirects(redirects: readonly Redirect[], routesPaths: readonly string[]): void {
  const routes = new Set(routesPaths);
  const wrong = redirects.flatMap((r) => [
    ...(routes.has(r.from) ? [`${r.from} is a page's route, so it cannot redirect`] : []),
    ...(routes.has(r.to) ? [] : [`${r.from} leads to ${r.to}, which no page serves`]),
  ]);
  if (wrong.length > 0) throw new Error(`[hosting] redirects: ${wrong.join('; ')}`);
}

async function writeNew(file: string, body: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, body, { flag: 'wx' });
}

/**
 * After the build, checks the redirects and writes their forwarding pages and those of the folders,
 * writes `/.well-known/security.txt` and `/.well-known/api-catalog`, hashes every inline script the
 * pages carry (so the CSP allows exactly those), and writes the serving rules for the local server and
 * for nginx into `build/.hosting/`, with the list of routes whose page `scripts/unshadow.mjs` moves
 * once every plugin has read the build.
 */
export default function hostingPlugin(context: LoadContext, rawOptions: unknown): Plugin {
  const options = optionsSchema.parse(rawOptions);
  const { redirects } = options;
  const siteUrl = context.siteConfig.url.replace(/\/$/, '');
  let sidebarOrder: string[] = [];
  return {
    name: 'hosting',
    async allContentLoaded({ allContent }) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      sidebarOrder = docs ? readDocsIndex(docs).pages.map((page) => page.permalink) : [];
    },
    async postBuild({ outDir, routesPaths }) {
      checkRedirects(redirects, routesPaths);
      const folders = folderRedirects({
        routes: routesPaths,
        sidebarOrder,
        roots: options.folderRoots,
        redirected: new Set(redirects.map((r) => r.from)),
      });
      // Written before the pages are read for their inline scripts, so the CSP allows theirs too.
      for (const redirect of [...redirects, ...folders.map(forwarding)]) {
        await writeNew(join(outDir, redirectPageFile(redirect)), redirectPage(redirect.to));
      }
      await writeNew(
        join(outDir, SECURITY_TXT_PATH),
        securityTxt({
          contact: options.securityContacts,
          siteUrl,
          builtAt: new Date(),
          languages: context.siteConfig.i18n.locales,
        }),
      );
      await writeNew(join(outDir, API_CATALOG_PATH), apiCatalog(siteUrl, options.apis));
      const hashes = new Set<string>();
      for (const file of htmlFilesOf(outDir)) {
        for (const hash of inlineScriptHashes(await readFile(file, 'utf8'))) hashes.add(hash);
      }
      const rules = hostingRules({
        inlineScriptHashes: [...hashes].sort(),
        env: options.env,
        redirects,
        folders: Object.fromEntries(folders.map((f) => [f.from, f.to])),
      });
      const dir = join(outDir, HOSTING_DIR);
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, 'headers.json'), `${JSON.stringify(rules, null, 2)}\n`);
      await writeFile(
        join(dir, 'nginx.conf'),
        nginxServerConfig(rules, {
          root: outDir,
          httpPort: options.nginxHttpPort,
          httpsPort: options.nginxHttpsPort,
          serverNames: options.nginxServerNames ?? [new URL(siteUrl).hostname],
          certificate: PLACEHOLDER_CERTIFICATE,
          certificateKey: PLACEHOLDER_CERTIFICATE_KEY,
          trustedCertificate: options.nginxTrustedCertificate,
          resolver: options.nginxResolver,
          acmeRoot: options.acmeRoot,
          ipv6: true,
        }),
      );
      await writeFile(join(dir, BROTLI_INCLUDE), brotliConfig());
      await writeFile(join(dir, INDEX_ROUTES_FILE), `${JSON.stringify(indexRoutes(routesPaths), null, 2)}\n`);
    },
  };
}

/** A folder's forwarding page, placed as a redirect's. */
const forwarding = ({ from, to, pageAsFile }: FolderRedirect) => ({
  from,
  to,
  ...(pageAsFile ? { pageAsFile: true as const } : {}),
});
