import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { execFile } from 'node:child_process';
import { tmpdir } from 'node:os';
import { promisify } from 'node:util';
import { prepareHtmlForIndex } from './prepareHtml';
import { isIndexablePage } from './indexablePage';
import { htmlFilesOf, routeOfHtmlFile } from '../../../lib/built-pages/htmlFiles.mjs';
import { countWords, indexedText, serializeWordList } from './wordList';
import { indexedFileOfRoute, WORD_LIST_FILE } from '../shared';

export interface BuildIndexOptions {
  /** The Docusaurus output folder (`build/`). */
  outDir: string;
  /** Folder inside outDir that receives the index. */
  indexDir: string;
  baseUrl: string;
  /** Every route of the site, so a page of a route ending in `/index` keeps that route. */
  routesPaths?: readonly string[];
}

export interface BuildIndexReport {
  pages: number;
  files: number;
  bytes: number;
  ms: number;
}

/*
 * Elements inside the marked content that only make sense on screen:
 * heading permalinks, code copy buttons, edit links, the labels of tabs
 * (every REST service page names "curl", "Python" and "Java" in each example's tabs).
 */
const EXCLUDE_SELECTORS = [
  '.hash-link',
  'button',
  '.theme-edit-this-page',
  '.theme-last-updated',
  '[role=tablist]',
];

/* Pagefind also writes its own UI bundles; the site uses DocSearch instead (the engine's worker stays). */
const UNUSED_OUTPUT = /^pagefind-(ui|modular-ui|component-ui|highlight)\./;

const run = promisify(execFile);

async function folderSize(dir: string): Promise<{ files: number; bytes: number }> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  let bytes = 0;
  let files = 0;
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += (await stat(join(entry.parentPath, entry.name))).size;
  }
  return { files, bytes };
}

/**
 * Indexes every built page that carries `data-pagefind-body` (docs and blog
 * posts) with Pagefind. Pagefind records one sub-result per heading, keeps
 * identifiers such as `#ABN_FX.EURUSD:SPOT` or `_limit` whole while also
 * indexing their parts, and splits the index into chunks fetched on demand.
 * Beside it goes the word list that spelling suggestions read (wordList.ts).
 */
export async function buildSearchIndex(options: BuildIndexOptions): Promise<BuildIndexReport> {
  const started = Date.now();
  const outputPath = join(options.outDir, options.indexDir);
  await rm(outputPath, { recursive: true, force: true });
  const workDir = await mkdtemp(join(tmpdir(), 'search-index-'));
  let pages = 0;
  const words = new Map<string, number>();
  const routes = new Set(options.routesPaths);
  try {
    for (const file of htmlFilesOf(options.outDir, { skip: [options.indexDir] })) {
      const html = await readFile(file, 'utf8');
      if (!isIndexablePage(html)) continue;
      const route = routeOfHtmlFile(relative(options.outDir, file), options.baseUrl, routes);
      const prepared = join(workDir, 'pages', indexedFileOfRoute(route));
      await mkdir(dirname(prepared), { recursive: true });
      const preparedHtml = prepareHtmlForIndex(html);
      await writeFile(prepared, preparedHtml);
      countWords(indexedText(preparedHtml), words);
      pages += 1;
    }
    const manifestPath = join(workDir, 'manifest.json');
    await writeFile(
      manifestPath,
      JSON.stringify({
        outputPath,
        excludeSelectors: EXCLUDE_SELECTORS,
        pagesDir: join(workDir, 'pages'),
        pages,
      }),
    );
    await run(process.execPath, [join(__dirname, 'pagefindRunner.mjs'), manifestPath], {
      maxBuffer: 16 * 1024 * 1024,
    });
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
  for (const name of await readdir(outputPath)) {
    if (UNUSED_OUTPUT.test(name)) await rm(join(outputPath, name));
  }
  await writeFile(join(outputPath, WORD_LIST_FILE), serializeWordList(words));
  const size = await folderSize(outputPath);
  return { pages, ...size, ms: Date.now() - started };
}
