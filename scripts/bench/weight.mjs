// Prints the JavaScript and CSS a first visit downloads on a few pages, raw and gzip, from the built site.
import { gzipSync } from 'node:zlib';
import { kb, launchChromium, serveBuild } from './lib.mjs';

const PAGES = (process.env.BENCH_PAGES ?? '/,/docs,/docs/odsl/command/print').split(',');

const server = await serveBuild(3201);
const browser = await launchChromium();
try {
  console.log('page | JS raw | JS gzip | CSS raw | CSS gzip | requests | prefetched later (raw / gzip)');
  for (const path of PAGES) {
    const context = await browser.newContext();
    const page = await context.newPage();
    // Chunks that Docusaurus prefetches for visible links are counted apart: they load at idle priority.
    const totals = { js: [0, 0], css: [0, 0], count: 0, prefetch: [0, 0] };
    const pending = [];
    page.on('response', (res) => {
      const url = res.url();
      const kind = /\.js(\?|$)/.test(url) ? 'js' : /\.css(\?|$)/.test(url) ? 'css' : null;
      if (!kind) return;
      const headers = res.request().headers();
      const prefetch = /prefetch/.test(headers['sec-purpose'] ?? headers.purpose ?? '');
      pending.push(
        res.body().then((body) => {
          const bucket = prefetch ? totals.prefetch : totals[kind];
          bucket[0] += body.length;
          bucket[1] += gzipSync(body, { level: 9 }).length;
          if (!prefetch) totals.count++;
        }),
      );
    });
    const response = await page.goto(server.origin + path, { waitUntil: 'networkidle' });
    await Promise.all(pending);
    const status = response?.status() ?? 0;
    console.log(
      `${path}${status === 200 ? '' : ` (HTTP ${status})`} | ${kb(totals.js[0])} | ${kb(totals.js[1])} | ${kb(totals.css[0])} | ${kb(totals.css[1])} | ${totals.count} | ${kb(totals.prefetch[0])} / ${kb(totals.prefetch[1])}`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  server.stop();
}
