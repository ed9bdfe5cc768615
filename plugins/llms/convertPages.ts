import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { htmlToMarkdown, mainPart } from './convert';

/**
 * Converts built pages to Markdown, off the main thread and only when a page changed.
 *
 * The conversion is CPU-bound (about 2 ms a page, 500+ pages). On the main thread it stalled the
 * other plugins' postBuild, which run at the same time: the search indexer reads the same pages
 * through the event loop and finished only after this plugin. In worker threads it leaves the main
 * thread free. A cache keyed by each page's `<main>` HTML skips pages that did not change since
 * the last build, as Rspack's persistent cache does for modules.
 */

export interface ConvertJob {
  /** The built HTML file. */
  file: string;
  /** Absolute URL of the page: `#anchor` links point into it. */
  pageUrl: string;
}

export interface ConvertOptions {
  siteUrl: string;
  /** JSON file of the conversion cache; `undefined` converts every page. */
  cacheFile?: string;
  /**
   * Files whose content changes what a conversion gives (the converter's sources, the lockfile):
   * the cache is dropped when any of them changes.
   */
  versionFiles?: string[];
  /**
   * Worker threads; by default one core is left to the plugins running beside this one. 0 converts
   * on the calling thread, as the default does when few pages changed.
   */
  workers?: number;
}

export interface ConvertResult {
  /** Markdown of each page's article, in the order of the jobs (`undefined`: no article). */
  markdown: Array<string | undefined>;
  /** Pages converted in this build; the others came from the cache. */
  converted: number;
}

interface CacheFile {
  version: string;
  entries: Record<string, string | null>;
}

const WORKER = join(__dirname, 'convertWorker.cjs');
const IN_THREAD_BELOW = 150;

const sha256 = (...parts: string[]): string => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
};

async function readCache(file: string | undefined, version: string): Promise<Map<string, string | null>> {
  if (!file || !existsSync(file)) return new Map();
  try {
    const cache = JSON.parse(await readFile(file, 'utf8')) as CacheFile;
    return cache.version === version ? new Map(Object.entries(cache.entries)) : new Map();
  } catch {
    // A cache from an interrupted build is only a missed shortcut.
    return new Map();
  }
}

type WorkerJob = { html: string; pageUrl: string };

function runWorker(siteUrl: string, jobs: WorkerJob[]): Promise<Array<string | null>> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { workerData: { siteUrl, jobs } });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`[llms] a conversion worker stopped with exit code ${code}`));
    });
  });
}

/** Pages are dealt round-robin so each worker gets a like mix of short and long pages. */
async function convertInWorkers(siteUrl: string, jobs: WorkerJob[], workers: number) {
  if (workers === 0)
    return jobs.map((job) => htmlToMarkdown(job.html, { siteUrl, pageUrl: job.pageUrl }) ?? null);
  const count = Math.max(1, Math.min(workers, jobs.length));
  const shares = Array.from({ length: count }, (_, w) => jobs.filter((_, i) => i % count === w));
  const results = jobs.length ? await Promise.all(shares.map((share) => runWorker(siteUrl, share))) : [];
  return jobs.map((_, i) => results[i % count]![Math.floor(i / count)] ?? null);
}

export async function convertPages(jobs: ConvertJob[], options: ConvertOptions): Promise<ConvertResult> {
  const versionSources = await Promise.all(
    (options.versionFiles ?? []).map((file) => readFile(file, 'utf8')),
  );
  const version = sha256(options.siteUrl, ...versionSources);
  const cache = await readCache(options.cacheFile, version);

  const pages = await Promise.all(
    jobs.map(async (job) => {
      const html = mainPart(await readFile(job.file, 'utf8'));
      return { html, pageUrl: job.pageUrl, key: sha256(job.pageUrl, html) };
    }),
  );
  const misses = pages.filter((page) => !cache.has(page.key));
  // Starting a worker (loading the converter through jiti) costs about what 100 to 150 pages do: a few
  // changed pages are converted here.
  const workers =
    options.workers ?? (misses.length < IN_THREAD_BELOW ? 0 : Math.max(1, availableParallelism() - 1));
  const fresh = await convertInWorkers(options.siteUrl, misses, workers);
  misses.forEach((page, i) => cache.set(page.key, fresh[i] ?? null));

  if (options.cacheFile) {
    // Only this build's pages are kept, so the cache does not grow with every edit.
    const entries = Object.fromEntries(pages.map((page) => [page.key, cache.get(page.key) ?? null]));
    await mkdir(dirname(options.cacheFile), { recursive: true });
    await writeFile(options.cacheFile, JSON.stringify({ version, entries } satisfies CacheFile));
  }
  return { markdown: pages.map((page) => cache.get(page.key) ?? undefined), converted: misses.length };
}
