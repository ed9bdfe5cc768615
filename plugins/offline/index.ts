import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { build } from 'esbuild';
import { OFFLINE_SCRIPT_PATH, SERVICE_WORKER_PATH } from './shared';

/** Bundles one entry of this plugin into one minified script. */
async function bundle(entry: string, outfile: string): Promise<void> {
  await build({
    entryPoints: [path.join(__dirname, entry)],
    outfile,
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    // Workbox drops its development logging and assertions in production.
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    logLevel: 'warning',
  });
}

/** The service worker (worker/serviceWorker.ts, on Workbox). */
export function bundleServiceWorker(outfile: string): Promise<void> {
  return bundle(path.join('worker', 'serviceWorker.ts'), outfile);
}

/**
 * Reading offline: the service worker (`/sw.js`, written after the build) keeps the pages a reader has read
 * and the files they need, and the client module registers it at idle after the first load and keeps the page
 * being read when a link leads offline to a page never read. See README.md.
 */
export default function offlinePlugin(): Plugin {
  return {
    name: 'offline',
    getClientModules() {
      return [path.join(__dirname, 'client', 'offlineReading.ts')];
    },
    async postBuild({ outDir }) {
      await bundleServiceWorker(path.join(outDir, SERVICE_WORKER_PATH));
      // Run by pages only once offline, so it stays out of the bundles a first visit downloads.
      await bundle(path.join('client', 'offlineGuard.ts'), path.join(outDir, OFFLINE_SCRIPT_PATH));
    },
  };
}
