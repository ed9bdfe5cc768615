// Prints the production build time (median of BENCH_RUNS runs, default 1), the part of it the llms
// plugin took (Markdown twins and llms.txt), apart from it the time of precompressing the output for
// hosting, and the number of routes.
// Caches: Rspack's persistent cache and the llms plugin's twin cache (Markdown of pages whose HTML did
// not change) are kept between runs, as in everyday builds; each run says how many twins it converted.
// BENCH_LLMS_CACHE=off deletes the twin cache before every run, for the cost of converting every page.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { median } from './lib.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 1);
function timed(command, args) {
  const start = performance.now();
  const result = spawnSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'] });
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
const keepLlmsCache = process.env.BENCH_LLMS_CACHE !== 'off';
const times = [];
const llmsTimes = [];
const llmsConverted = [];
const compressTimes = [];
for (let i = 0; i < runs; i++) {
  if (!keepLlmsCache) rmSync(LLMS_CACHE, { force: true });
  times.push(timed('npx', ['docusaurus', 'build']));
  const report = JSON.parse(readFileSync(LLMS_REPORT, 'utf8'));
  llmsTimes.push(report.ms / 1000);
  llmsConverted.push(`${report.converted}/${report.twins}`);
  compressTimes.push(timed('node', ['scripts/hosting/compress.mjs']));
}

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? htmlFiles(join(dir, e.name)) : e.name.endsWith('.html') ? [join(dir, e.name)] : [],
  );
}

const pages = htmlFiles('build').filter((f) => !f.endsWith('404.html')).length;
const sitemapUrls = (readFileSync('build/sitemap.xml', 'utf8').match(/<loc>/g) ?? []).length;
console.log(
  `build time: median ${median(times).toFixed(1)} s over ${runs} run(s) [${times.map((t) => t.toFixed(1)).join(', ')}]`,
);
const llmsShare = (100 * median(llmsTimes)) / median(times);
console.log(
  `llms plugin (Markdown twins, llms.txt, full files; part of the build): median ${median(llmsTimes).toFixed(1)} s, ` +
    `${llmsShare.toFixed(1)}% of the build [${llmsTimes.map((t) => t.toFixed(1)).join(', ')}]; ` +
    `twins converted per run (the others unchanged, from the cache) [${llmsConverted.join(', ')}]` +
    (keepLlmsCache ? '' : ', twin cache deleted before each run'),
);
console.log(
  `precompression for hosting (apart): median ${median(compressTimes).toFixed(1)} s [${compressTimes.map((t) => t.toFixed(1)).join(', ')}]`,
);
console.log(`per route: ${((median(times) * 1000) / pages).toFixed(1)} ms of build time`);
console.log(`routes: ${pages} HTML pages (sitemap lists ${sitemapUrls})`);
