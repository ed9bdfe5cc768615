// Prints Lighthouse (mobile preset: throttled mid-range phone, first visit) for every page kind
// (scripts/bench/pageKinds.json): performance, accessibility, best practices and SEO scores, LCP, TBT,
// JavaScript and total bytes transferred, console errors; medians of BENCH_RUNS (default 3), served
// compressed. Beside them the same figures for the two stock Docusaurus sites of
// scripts/bench/baselineSites.mjs, built in the same run (BENCH_BASELINES=0 skips them, =reuse keeps the
// last builds; baseline names, as in =reuse,one-page, measure only those). BENCH_KINDS="REST service,docs home"
// measures only the page kinds named; BENCH_PAGES=/a,/b measures other paths.
//
// CPU: the preset's 4x slowdown is calibrated for a high-end desktop host; on a slower host it emulates a
// far slower phone. So before every run Lighthouse's own benchmark reads the host's BenchmarkIndex and
// Lighthouse's calculator (./cpuThrottling.mjs) turns it into the multiplier that makes this host behave
// like the reference one. BENCH_CPU=default keeps the preset's 4x; BENCH_CPU=<number> sets the multiplier.
import { readFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { buildBaselines, siteRouteCount } from './baselineSites.mjs';
import { cpuMultiplierFor, DEFAULT_CPU_MULTIPLIER } from './cpuThrottling.mjs';
import { kb, launchChromium, median, serveBuild } from './lib.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const kinds = process.env.BENCH_PAGES
  ? process.env.BENCH_PAGES.split(',').map((path) => [path, path])
  : onlyKinds(
      JSON.parse(readFileSync(new URL('./pageKinds.json', import.meta.url), 'utf8')),
      process.env.BENCH_KINDS,
    );
// Servers for this site and the two baselines, and the port Chromium opens for Lighthouse's protocol.
const PORT = Number(process.env.BENCH_PORT ?? 3203);
const DEBUGGING_PORT = Number(process.env.BENCH_DEBUGGING_PORT ?? 9333);

/** The page kinds a comma-separated BENCH_KINDS names (all when unset); a name that is no kind is an error. */
function onlyKinds(all, setting) {
  if (!setting) return all;
  const names = setting.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !all.some(([kind]) => kind === name));
  if (unknown.length > 0)
    throw new Error(
      `BENCH_KINDS names no page kind: ${unknown.join(', ')}. The kinds are: ${all.map(([kind]) => kind).join(', ')}`,
    );
  return all.filter(([kind]) => names.includes(kind));
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

async function audit(url, cpuSlowdownMultiplier) {
  const result = await lighthouse(url, {
    port: DEBUGGING_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    // Only the CPU factor changes: the preset's network throttling and screen stay.
    throttling: { cpuSlowdownMultiplier },
  });
  const { categories, audits, environment } = result.lhr;
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
    benchmarkIndex: environment.benchmarkIndex,
  };
}

/**
 * The CPU multiplier of the next run: BENCH_CPU, or calibrated from the host's BenchmarkIndex measured right
 * before it with Lighthouse's own benchmark. Other processes share this host and its speed varies from
 * minute to minute, so a single calibration would not hold for the whole run.
 */
async function cpuMultiplier() {
  const setting = process.env.BENCH_CPU;
  if (setting === 'default') return DEFAULT_CPU_MULTIPLIER;
  if (setting) {
    const multiplier = Number(setting);
    if (!(multiplier >= 1)) throw new Error(`BENCH_CPU must be "default" or a number >= 1, not ${setting}`);
    return multiplier;
  }
  const page = await browser.newPage();
  try {
    const benchmarkIndex = await page.evaluate(pageFunctions.computeBenchmarkIndex);
    return Math.round(cpuMultiplierFor(benchmarkIndex) * 10) / 10;
  } finally {
    await page.close();
  }
}

async function measure(url) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const multiplier = await cpuMultiplier();
    runs.push({ ...(await audit(url, multiplier)), multiplier });
  }
  return Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))]));
}

const row = (label, m) =>
  `${label} | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ${Math.round(m.lcp)} ms | ${Math.round(m.tbt)} ms | ${kb(m.js)} | ${kb(m.total)} | ${m.errors} | ${Math.round(m.benchmarkIndex)} | ${m.multiplier}x`;

const routes = siteRouteCount();
// BENCH_BASELINES: "0", or a comma-separated list of "reuse" and baseline names.
const baselineSettings = (process.env.BENCH_BASELINES ?? '').split(',').filter(Boolean);
const baselineNames = baselineSettings.filter((setting) => setting !== 'reuse');
const baselines =
  process.env.BENCH_BASELINES === '0'
    ? []
    : buildBaselines(routes, {
        reuse: baselineSettings.includes('reuse'),
        names: baselineNames.length > 0 ? baselineNames : undefined,
      });
const browser = await launchChromium([`--remote-debugging-port=${DEBUGGING_PORT}`]);
try {
  const server = await serveBuild(PORT);
  const ours = [];
  try {
    // A first run warms the server and the OS caches, so the first measured page is not the slowest.
    await audit(server.origin + kinds[0][1], await cpuMultiplier());
    const cpu = process.env.BENCH_CPU
      ? `CPU slowdown ${process.env.BENCH_CPU === 'default' ? `${DEFAULT_CPU_MULTIPLIER}x, the preset's` : `${process.env.BENCH_CPU}x`}`
      : `CPU slowdown calibrated before every run from the host's BenchmarkIndex (the preset's ${DEFAULT_CPU_MULTIPLIER}x suits about 1533)`;
    console.log(
      `Lighthouse ${RUNS > 1 ? `medians of ${RUNS} runs` : '1 run'}, mobile preset, ${cpu}; this site has ${routes} routes`,
    );
    console.log(
      'page | perf | a11y | best practices | SEO | LCP | TBT | JS transferred | total transferred | console errors | BenchmarkIndex | CPU slowdown',
    );
    for (const [kind, path] of kinds) {
      const m = await measure(server.origin + path);
      ours.push(m);
      console.log(row(`${kind} ${path}`, m));
    }
    server.stop();
    for (const [index, baseline] of baselines.entries()) {
      const bServer = await serveBuild(PORT + 1 + index, baseline.buildDir);
      try {
        const m = await measure(bServer.origin + baseline.page);
        baseline.docPage = m;
        console.log(
          row(`stock Docusaurus, ${baseline.name} (${baseline.routes} routes) ${baseline.page}`, m),
        );
      } finally {
        bServer.stop();
      }
    }
  } finally {
    server.stop();
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
