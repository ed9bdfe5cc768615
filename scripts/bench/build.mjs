// Prints the production build time (median of BENCH_RUNS runs, default 1) and the number of routes.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { median } from './lib.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 1);
const times = [];
for (let i = 0; i < runs; i++) {
  const start = performance.now();
  const result = spawnSync('npx', ['docusaurus', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) {
    console.error('build failed');
    process.exit(1);
  }
  times.push((performance.now() - start) / 1000);
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
console.log(`routes: ${pages} HTML pages (sitemap lists ${sitemapUrls})`);
