// Prints what a first visit downloads on every page kind (scripts/bench/pageKinds.json): JavaScript and
// CSS raw and gzip, the bytes transferred (as served: precompressed), and requests; medians of BENCH_RUNS
// (default 3). Beside them the same figures for two stock Docusaurus sites built in the same run with the
// project's versions (scripts/bench/baselineSites.mjs): a one-page site and one with as many routes as
// ours. BENCH_BASELINES=0 skips the baselines; BENCH_PAGES=/a,/b measures other paths. Last, the sizes of the
// service worker and the offline script (plugins/offline), which the page itself never requests on a first visit.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { buildBaselines, siteRouteCount } from './baselineSites.mjs';
import { kb, launchChromium, median, serveBuild } from './lib.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const kinds = process.env.BENCH_PAGES
  ? process.env.BENCH_PAGES.split(',').map((path) => [path, path])
  : JSON.parse(readFileSync(new URL('./pageKinds.json', import.meta.url), 'utf8'));

/** One first visit: bytes of what the page needs, and apart what Docusaurus prefetches at idle. */
async function visit(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const totals = { jsRaw: 0, jsGzip: 0, cssRaw: 0, cssGzip: 0, transferred: 0, requests: 0, prefetchGzip: 0 };
  const pending = [];
  page.on('requestfinished', (request) => {
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response) return;
        const headers = request.headers();
        const prefetch = /prefetch/.test(headers['sec-purpose'] ?? headers.purpose ?? '');
        // Read the body first: Chromium may drop it once the sizes are known. A body still streaming when
        // the context closes cannot be read; the page loaded without it.
        const body = await response.body().catch(() => Buffer.alloc(0));
        const sizes = await request.sizes().catch(() => ({ responseBodySize: 0, responseHeadersSize: 0 }));
        const gzip = gzipSync(body, { level: 9 }).length;
        if (prefetch) {
          totals.prefetchGzip += gzip;
          return;
        }
        totals.requests++;
        totals.transferred += sizes.responseBodySize + sizes.responseHeadersSize;
        const kind = { script: 'js', stylesheet: 'css' }[request.resourceType()];
        if (process.env.BENCH_VERBOSE) console.log(`  ${request.resourceType()} ${request.url()} ${gzip}`);
        if (kind) {
          totals[`${kind}Raw`] += body.length;
          totals[`${kind}Gzip`] += gzip;
        }
      })(),
    );
  });
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  // Every page hydrates; until it has, not all of its chunks may have been asked for.
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  // Handlers still reading bodies may register more requests; wait until no new one comes.
  for (let seen = -1; seen !== pending.length;) {
    seen = pending.length;
    await Promise.all(pending);
    await page.waitForTimeout(500);
  }
  await context.close();
  return { ...totals, status: response?.status() ?? 0 };
}

async function measure(browser, origin, path) {
  const visits = [];
  for (let i = 0; i < RUNS; i++) visits.push(await visit(browser, origin + path));
  const pick = (key) => median(visits.map((v) => v[key]));
  return {
    status: visits[0].status,
    ...Object.fromEntries(Object.keys(visits[0]).map((key) => [key, pick(key)])),
  };
}

/**
 * The service worker and the offline script as built, raw and gzip: the worker is registered at idle after
 * load, and it fetches the offline script; neither is a request of the page, so neither is in the figures above.
 */
function serviceWorkerLines() {
  return [
    ['service worker /sw.js, registered at idle after load', 'build/sw.js'],
    ['offline script /offline.js, fetched by the worker, run only offline', 'build/offline.js'],
  ].map(([label, file]) => {
    const body = readFileSync(file);
    return `${label} | ${kb(body.length)} raw | ${kb(gzipSync(body, { level: 9 }).length)} gzip`;
  });
}

const row = (label, m) =>
  `${label}${m.status === 200 ? '' : ` (HTTP ${m.status})`} | ${kb(m.jsRaw)} | ${kb(m.jsGzip)} | ${kb(m.cssGzip)} | ${kb(m.transferred)} | ${m.requests} | ${kb(m.prefetchGzip)}`;

const routes = siteRouteCount();
const baselines = process.env.BENCH_BASELINES === '0' ? [] : buildBaselines(routes);

const browser = await launchChromium();
try {
  console.log(`first visit, medians of ${RUNS} runs; this site has ${routes} routes`);
  console.log('page | JS raw | JS gzip | CSS gzip | transferred | requests | prefetched later (gzip)');
  const server = await serveBuild(3201);
  const ours = [];
  try {
    for (const [kind, path] of kinds) {
      const m = await measure(browser, server.origin, path);
      ours.push(m);
      console.log(row(`${kind} ${path}`, m));
    }
  } finally {
    server.stop();
  }
  for (const [index, baseline] of baselines.entries()) {
    const bServer = await serveBuild(3202 + index, baseline.buildDir);
    try {
      for (const path of ['/', baseline.page]) {
        const m = await measure(browser, bServer.origin, path);
        console.log(row(`stock Docusaurus, ${baseline.name} (${baseline.routes} routes) ${path}`, m));
        if (path === baseline.page) baseline.docPage = m;
      }
    } finally {
      bServer.stop();
    }
  }
  console.log(`\n${serviceWorkerLines().join('\n')}`);
  if (baselines.length > 0) {
    console.log('\nJS gzip ratio to the stock doc page | ' + baselines.map((b) => b.name).join(' | '));
    kinds.forEach(([kind], i) => {
      const ratios = baselines.map((b) => (ours[i].jsGzip / b.docPage.jsGzip).toFixed(2));
      console.log(`${kind} | ${ratios.join(' | ')}`);
    });
  }
} finally {
  await browser.close();
}
