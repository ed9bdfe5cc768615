// Requests per second, p99 latency and errors of nginx (generated config, over HTTPS) and the local
// server (plain HTTP) on three kinds of file: a doc page, the largest script chunk and a search index
// fragment. Loopback only; each run lasts BENCH_SECONDS (default 5) with BENCH_CONNECTIONS (default 10)
// keep-alive connections asking for Brotli; the figures are medians of BENCH_RUNS runs (default 3).
// Run through `npm run bench:serve`, which starts nginx (scripts/bench/serve.sh).
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { median, serveBuild } from './lib.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const nginxUrl = process.env.BENCH_NGINX_URL;
if (!nginxUrl) throw new Error('BENCH_NGINX_URL is not set: run `npm run bench:serve`');

function largest(dir, pattern) {
  const files = readdirSync(join('build', dir)).filter((name) => pattern.test(name));
  if (files.length === 0) throw new Error(`no ${pattern} file in build/${dir}: build the site first`);
  const best = files.sort(
    (a, b) => statSync(join('build', dir, b)).size - statSync(join('build', dir, a)).size,
  )[0];
  return `/${dir}/${best}`;
}

const targets = [
  ['doc page', '/docs/odsl/command/print'],
  ['large chunk', largest('assets/js', /\.js$/)],
  ['index fragment', largest('pagefind/fragment', /\.pf_fragment$/)],
];

function measure(origin, path) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: origin + path,
        connections,
        duration: seconds,
        headers: { 'accept-encoding': 'br, gzip' },
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

const local = await serveBuild(Number(process.env.BENCH_SERVE_PORT ?? 3200));
const servers = [
  ['nginx (HTTPS)', nginxUrl],
  ['local server (HTTP)', local.origin],
];
console.log(`[bench:serve] ${runs} runs of ${seconds} s, ${connections} connections, medians`);
console.log('server               | file           | req/s   | p99 ms | errors | path');
try {
  for (const [name, origin] of servers) {
    for (const [kind, path] of targets) {
      const results = [];
      for (let run = 0; run < runs; run++) results.push(await measure(origin, path));
      const rps = median(results.map((r) => r.requests.average));
      const p99 = median(results.map((r) => r.latency.p99));
      const errors = results.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0);
      console.log(
        `${name.padEnd(20)} | ${kind.padEnd(14)} | ${String(Math.round(rps)).padStart(7)} | ${String(p99).padStart(6)} | ${String(errors).padStart(6)} | ${path}`,
      );
    }
  }
} finally {
  local.stop();
}
