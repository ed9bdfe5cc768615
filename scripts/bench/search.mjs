/**
 * npm run bench:search — figures of the local search index on the current build/:
 * index size on disk, index build time, bytes fetched by the first query and by
 * ten more, bytes fetched by a first query with a typo (the engine, the query and the word list that
 * spelling suggestions read), and p50/p95 query latency in headless Chromium after warm-up. Then the two
 * UIs as a reader types (searchTyping.mjs): median time to stable results in the modal and on /search for
 * the same queries and their ratio, stale screens seen in the modal, and keys lost after Ctrl+K on a fresh page.
 * Budget: a first query, with or without a typo, <= 150 KB transferred; p95 <= 50 ms; the modal's median
 * time to stable results <= 1.5 × the /search page's; no stale screen; no key lost.
 *
 * The site is served gzip-compressed, as a static host or CDN serves it;
 * Pagefind's index files are already compressed and go out as they are.
 */
import { createServer } from 'node:http';
import { createReadStream, existsSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { createGzip } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import createJiti from 'jiti';
import { launchChromium } from './lib.mjs';
import { compareUis, keystrokeLoss } from './searchTyping.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BUILD = join(ROOT, 'build');
const INDEX_DIR = 'pagefind';
const BUDGET = { firstQueryBytes: 150 * 1024, p95Ms: 50, modalToPageRatio: 1.5 };
const QUERIES = [
  'print',
  'curve',
  'ODSL',
  'CME',
  '_limit',
  '#ABN_FX.EURUSD:SPOT',
  'timeseries',
  'calendar',
  'workflow',
  'REST API',
  'release notes',
];
const TYPO = 'timeseris';
const PAGES_PER_QUERY = 10; // the modal loads this many pages per query (ranking window)

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
};

function serve(dir) {
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    let file = normalize(join(dir, path));
    if (!file.startsWith(dir)) return res.writeHead(403).end();
    // Docusaurus with trailingSlash: false writes /docs as docs.html.
    if (existsSync(`${file}.html`)) file = `${file}.html`;
    else if (existsSync(file) && (await stat(file)).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) return res.writeHead(404).end();
    const type = TYPES[extname(file)];
    res.setHeader('content-type', type ?? 'application/octet-stream');
    if (type && /gzip/.test(req.headers['accept-encoding'] ?? '')) {
      res.setHeader('content-encoding', 'gzip');
      createReadStream(file).pipe(createGzip()).pipe(res);
    } else {
      createReadStream(file).pipe(res);
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function folderBytes(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  let bytes = 0;
  for (const entry of entries)
    if (entry.isFile()) bytes += (await stat(join(entry.parentPath, entry.name))).size;
  return bytes;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

if (!existsSync(join(BUILD, INDEX_DIR, 'pagefind.js'))) {
  console.error('No local index in build/: run `npm run build` without ALGOLIA_* first.');
  process.exit(1);
}

// Index build time: the plugin's own code, into a scratch folder of build/.
const jiti = createJiti(fileURLToPath(import.meta.url));
const { buildSearchIndex } = jiti('../../plugins/search/indexer/buildIndex.ts');
// The engine options the site's pages set, so the benchmark measures what readers get.
const { pagefindOptions } = jiti('../../plugins/search/client/pagefindEngine.ts');
const { WORD_LIST_FILE } = jiti('../../plugins/search/shared.ts');
const rebuilt = await buildSearchIndex({ outDir: BUILD, indexDir: 'pagefind-bench', baseUrl: '/' });
await rm(join(BUILD, 'pagefind-bench'), { recursive: true, force: true });

const server = await serve(BUILD);
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await launchChromium();
try {
  const page = await browser.newPage();
  // Playwright's request events include the engine's worker, which the page's own CDP session does not see.
  let transferred = 0;
  const sizing = new Set();
  page.on('requestfinished', (request) => {
    const size = request.sizes().then((sizes) => {
      transferred += sizes.responseHeadersSize + sizes.responseBodySize;
    });
    sizing.add(size);
    size.finally(() => sizing.delete(size));
  });
  const settled = async () => {
    await page.waitForTimeout(200);
    await Promise.all(sizing);
  };
  await page.goto(`${origin}/docs`, { waitUntil: 'networkidle' });

  const run = (queries) =>
    page.evaluate(
      async ({ queries, indexUrl, options, pages }) => {
        const pf = (window.__pf ??= await import(`${indexUrl}pagefind.js`).then(async (m) => {
          await m.options(options);
          return m;
        }));
        const times = [];
        for (const query of queries) {
          const started = performance.now();
          const response = await pf.search(query);
          await Promise.all(response.results.slice(0, pages).map((r) => r.data()));
          times.push(performance.now() - started);
        }
        return times;
      },
      { queries, indexUrl: '/pagefind/', options: pagefindOptions('/pagefind/'), pages: PAGES_PER_QUERY },
    );

  // A reader whose first query is a typo: a fresh page loads the engine, finds nothing, then the word list.
  const typoPage = await browser.newPage();
  let typoBytes = 0;
  typoPage.on('requestfinished', (request) => {
    // Only the search's own files: the page's prefetches would blur the figure.
    if (!new URL(request.url()).pathname.startsWith(`/${INDEX_DIR}/`)) return;
    const size = request.sizes().then((sizes) => {
      typoBytes += sizes.responseHeadersSize + sizes.responseBodySize;
    });
    sizing.add(size);
    size.finally(() => sizing.delete(size));
  });
  await typoPage.goto(`${origin}/docs`, { waitUntil: 'networkidle' });
  await settled();
  typoBytes = 0;
  const suggested = await typoPage.evaluate(
    async ({ indexUrl, options, wordList, typo }) => {
      const pf = await import(`${indexUrl}pagefind.js`);
      await pf.options(options);
      const response = await pf.search(typo);
      await Promise.all(response.results.slice(0, 10).map((r) => r.data()));
      return (await fetch(`${indexUrl}${wordList}`).then((r) => r.text())).split(/\s+/).length;
    },
    { indexUrl: '/pagefind/', options: pagefindOptions('/pagefind/'), wordList: WORD_LIST_FILE, typo: TYPO },
  );
  await settled();
  await typoPage.close();

  await settled();
  transferred = 0;
  await run([QUERIES[0]]);
  await settled();
  const firstQueryBytes = transferred;

  transferred = 0;
  await run(QUERIES.slice(1, 11));
  await settled();
  const tenMoreBytes = transferred;

  await run(QUERIES); // warm-up
  const samples = [];
  for (let round = 0; round < 5; round += 1) samples.push(...(await run(QUERIES)));
  samples.sort((a, b) => a - b);
  const p50 = percentile(samples, 50);
  const p95 = percentile(samples, 95);

  const typing = await compareUis(browser, origin);
  const ratio = typing.modalMs / Math.max(typing.searchMs, 1);
  const loss = await keystrokeLoss(browser, origin);

  const figures = {
    'pages indexed': rebuilt.pages,
    'index size on disk': `${kb(await folderBytes(join(BUILD, INDEX_DIR)))} (${rebuilt.files} files)`,
    'index build time': `${rebuilt.ms} ms`,
    'first query transferred': kb(firstQueryBytes),
    'ten more queries transferred': kb(tenMoreBytes),
    [`first query with a typo ("${TYPO}") transferred`]: `${kb(typoBytes)} (word list of ${suggested} words)`,
    'query latency p50': `${p50.toFixed(1)} ms`,
    'query latency p95': `${p95.toFixed(1)} ms (${samples.length} queries)`,
    'typed: modal, median time to stable results': `${typing.modalMs.toFixed(0)} ms (${typing.queries} queries)`,
    'typed: /search, median time to stable results': `${typing.searchMs.toFixed(0)} ms (same queries)`,
    'typed: modal ÷ /search': `${ratio.toFixed(2)}×`,
    'typed: modal queries with a stale screen': `${typing.stale.length} of ${typing.queries}${
      typing.stale.length ? ` (${typing.stale.join(', ')})` : ''
    }`,
    [`Ctrl+K then "${loss.word}" on a fresh page, keys lost`]: `${loss.lost.length} of ${loss.tries} tries${
      loss.lost.length ? ` (${loss.lost.map((value) => JSON.stringify(value)).join(', ')})` : ''
    }`,
  };
  console.table(figures);
  const failures = [];
  if (firstQueryBytes > BUDGET.firstQueryBytes)
    failures.push(`first query ${kb(firstQueryBytes)} > ${kb(BUDGET.firstQueryBytes)}`);
  if (typoBytes > BUDGET.firstQueryBytes)
    failures.push(`first query with a typo ${kb(typoBytes)} > ${kb(BUDGET.firstQueryBytes)}`);
  if (p95 > BUDGET.p95Ms) failures.push(`p95 ${p95.toFixed(1)} ms > ${BUDGET.p95Ms} ms`);
  if (ratio > BUDGET.modalToPageRatio)
    failures.push(
      `modal ${ratio.toFixed(2)}× the /search page's time to stable results > ${BUDGET.modalToPageRatio}×`,
    );
  if (typing.stale.length) failures.push(`stale screens in the modal for ${typing.stale.length} queries`);
  if (loss.lost.length) failures.push(`keys lost in ${loss.lost.length} of ${loss.tries} tries`);
  console.log(failures.length ? `Over budget: ${failures.join('; ')}` : 'Within budget.');
  process.exitCode = failures.length ? 1 : 0;
} finally {
  await browser.close();
  server.close();
}
