// Serves a production build as a production host would: precompressed files chosen by
// Accept-Encoding, the cache and security headers of build/.hosting/headers.json, and the
// not-found page with status 404. sirv does the static serving.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import { parseArgs } from 'node:util';
import sirv from 'sirv';
import { cacheControlFor, readHostingRules } from './rules.mjs';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'build' },
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    host: { type: 'string', default: 'localhost' },
  },
});
const dir = values.dir;
const rules = readHostingRules(dir);

function setSiteHeaders(res, pathname) {
  for (const [name, value] of Object.entries(rules.headers)) res.setHeader(name, value);
  res.setHeader('Cache-Control', cacheControlFor(rules, pathname));
  // sirv keeps a Content-Type set here; its own table lacks a charset for Markdown and text.
  const type = rules.contentTypes[extname(pathname)];
  if (type) res.setHeader('Content-Type', type);
}

const files = sirv(dir, {
  brotli: true,
  gzip: true,
  etag: true,
  setHeaders: (res, pathname) => setSiteHeaders(res, pathname),
});

/** The 404 page, in the best encoding the client accepts. */
function notFound(req, res) {
  const page = join(dir, rules.notFoundPage);
  const accepts = String(req.headers['accept-encoding'] ?? '');
  const encoding = [
    ['br', '.br'],
    ['gzip', '.gz'],
  ].find(([name, suffix]) => accepts.includes(name) && existsSync(page + suffix));
  setSiteHeaders(res, rules.notFoundPage);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Vary', 'Accept-Encoding');
  if (encoding) res.setHeader('Content-Encoding', encoding[0]);
  res.statusCode = 404;
  res.end(req.method === 'HEAD' ? undefined : readFileSync(page + (encoding?.[1] ?? '')));
}

createServer((req, res) => files(req, res, () => notFound(req, res))).listen(
  Number(values.port),
  values.host,
  () => {
    console.log(`Serving ${dir}/ on http://${values.host}:${values.port}/`);
  },
);
