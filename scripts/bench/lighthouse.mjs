// Prints Lighthouse (mobile preset: throttled mid-range phone, first visit) for every page kind
// (scripts/bench/pageKinds.json): performance, accessibility, best practices and SEO scores, LCP, TBT,
// JavaScript and total bytes transferred; medians of BENCH_RUNS (default 3), served compressed. Beside
// them the same figures for the two stock Docusaurus sites of scripts/bench/baselineSites.mjs, built in
// the same run (BENCH_BASELINES=0 skips them). BENCH_PAGES=/a,/b measures other paths.
import { readFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import { buildBaselines, siteRouteCount } from './baselineSites.mjs';
import { kb, launchChromium, median, serveBuild } from './lib.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const kinds = process.env.BENCH_PAGES
  ? process.env.BENCH_PAGES.split(',').map((path) => [path, path])
  : JSON.parse(readFileSync(new URL('./pageKinds.json', import.meta.url), 'utf8'));

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

async function audit(port, url) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
  });
  const { categories, audits } = result.lhr;
  const bytes = audits['resource-summary']?.details?.items ?? [];
  const transfer = (type) => bytes.find((item) => item.resourceType === type)?.transferSize ?? 0;
  return {
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    bestPractices: Math.round(categories['best-practices'].score * 100),
    seo: Math.round(categories.seo.score * 100),
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    js: transfer('script'),
    total: transfer('total'),
    errors: audits['errors-in-console']?.details?.items?.length ?? 0,
  };
}

async function measure(port, url) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await audit(port, url));
  return Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))]));
}

const row = (label, m) =>
  `${label} | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ${Math.round(m.lcp)} ms | ${Math.round(m.tbt)} ms | ${kb(m.js)} | ${kb(m.total)} | ${m.errors}`;

const routes = siteRouteCount();
const baselines = process.env.BENCH_BASELINES === '0' ? [] : buildBaselines(routes);
// Lighthouse drives the browser over the DevTools protocol, on a port Chromium opens for it.
const DEBUGGING_PORT = 9333;
const browser = await launchChromium([`--remote-debugging-port=${DEBUGGING_PORT}`]);
try {
  console.log(
    `Lighthouse ${RUNS > 1 ? `medians of ${RUNS} runs` : '1 run'}, mobile preset; this site has ${routes} routes`,
  );
  console.log(
    'page | perf | a11y | best practices | SEO | LCP | TBT | JS transferred | total transferred | console errors',
  );
  const server = await serveBuild(3203);
  const ours = [];
  try {
    for (const [kind, path] of kinds) {
      const m = await measure(DEBUGGING_PORT, server.origin + path);
      ours.push(m);
      console.log(row(`${kind} ${path}`, m));
    }
  } finally {
    server.stop();
  }
  for (const [index, baseline] of baselines.entries()) {
    const bServer = await serveBuild(3204 + index, baseline.buildDir);
    try {
      const m = await measure(DEBUGGING_PORT, bServer.origin + baseline.page);
      baseline.docPage = m;
      console.log(row(`stock Docusaurus, ${baseline.name} (${baseline.routes} routes) ${baseline.page}`, m));
    } finally {
      bServer.stop();
    }
  }
  if (baselines.length > 0) {
    console.log(
      '\nratio to the stock doc page (perf score, TBT) | ' + baselines.map((b) => b.name).join(' | '),
    );
    kinds.forEach(([kind], i) => {
      const cells = baselines.map(
        (b) =>
          `${(ours[i].performance / b.docPage.performance).toFixed(2)}, ${(ours[i].tbt / Math.max(1, b.docPage.tbt)).toFixed(2)}`,
      );
      console.log(`${kind} | ${cells.join(' | ')}`);
    });
  }
} finally {
  await browser.close();
}
