// Prints the production build time (median of BENCH_RUNS runs, default 1), what the llms plugin (Markdown
// twins, llms.txt) adds to it, apart from it the time of precompressing the output for hosting, and the
// number of routes.
// The llms plugin's cost is measured two ways: its own postBuild time, and the difference between builds
// with and without its output (LLMS_SKIP_OUTPUT=1, timed in the same loop). The two differ because its
// postBuild runs beside the search indexer's on the same cores.
// Caches: Rspack's persistent cache and the llms plugin's twin cache (Markdown of pages whose HTML did
// not change) are kept between runs, as in everyday builds; each run says how many twins it converted.
// BENCH_LLMS_CACHE=off deletes the twin cache before every run, for the cost of converting every page.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { htmlFilesOf } from '../../lib/built-pages/htmlFiles.mjs';
import { median } from './lib.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 1);
function timed(command, args, env = {}) {
  const start = performance.now();
  const result = spawnSync(command, args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) {
    console.error(`${command} ${args.join(' ')} failed`);
    process.exit(1);
  }
  return (performance.now() - start) / 1000;
}

// Written by plugins/llms at the end of each build (its REPORT_FILE).
const LLMS_REPORT = 'node_modules/.cache/llms/report.json';
// Written by plugins/llms (its CACHE_FILE).
const LLMS_CACHE = 'node_modules/.cache/llms/twins.json';
// Read by plugins/llms (its SKIP_OUTPUT_ENV).
const SKIP_LLMS = { LLMS_SKIP_OUTPUT: '1' };
const keepLlmsCache = process.env.BENCH_LLMS_CACHE !== 'off';
const times = [];
const withoutLlms = [];
const llmsTimes = [];
const llmsConverted = [];
const compressTimes = [];
for (let i = 0; i < runs; i++) {
  withoutLlms.push(timed('npx', ['docusaurus', 'build'], SKIP_LLMS));
  if (!keepLlmsCache) rmSync(LLMS_CACHE, { force: true });
  times.push(timed('npx', ['docusaurus', 'build']));
  const report = JSON.parse(readFileSync(LLMS_REPORT, 'utf8'));
  llmsTimes.push(report.ms / 1000);
  llmsConverted.push(`${report.converted}/${report.twins}`);
  compressTimes.push(timed('node', ['plugins/hosting/scripts/compress.mjs']));
}

const seconds = (values) => `[${values.map((t) => t.toFixed(1)).join(', ')}]`;
const pages = htmlFilesOf('build').filter((f) => !f.endsWith('404.html')).length;
const sitemapUrls = (readFileSync('build/sitemap.xml', 'utf8').match(/<loc>/g) ?? []).length;
console.log(`build time: median ${median(times).toFixed(1)} s over ${runs} run(s) ${seconds(times)}`);
const added = median(times) - median(withoutLlms);
console.log(
  `llms plugin (Markdown twins, llms.txt, full files): adds ${added.toFixed(1)} s, ` +
    `${((100 * added) / median(times)).toFixed(1)}% of the build (without its output: median ` +
    `${median(withoutLlms).toFixed(1)} s ${seconds(withoutLlms)}); its postBuild takes ` +
    `${median(llmsTimes).toFixed(1)} s ${seconds(llmsTimes)}, ` +
    `${((100 * median(llmsTimes)) / median(times)).toFixed(1)}% of the build, beside the search indexer; ` +
    `twins converted per run (the others unchanged, from the cache) [${llmsConverted.join(', ')}]` +
    (keepLlmsCache ? '' : ', twin cache deleted before each run'),
);
console.log(
  `precompression for hosting (apart): median ${median(compressTimes).toFixed(1)} s ${seconds(compressTimes)}`,
);
console.log(`per route: ${((median(times) * 1000) / pages).toFixed(1)} ms of build time`);
console.log(`routes: ${pages} HTML pages (sitemap lists ${sitemapUrls})`);
