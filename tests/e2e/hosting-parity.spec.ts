import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { rawRequest, type RawResponse } from './support/rawHttp';

/*
 * The local server and nginx with the generated config must answer alike: one matrix of raw requests
 * (methods known and unknown, conditional headers, over-long and malformed request lines, traversal
 * attempts, slashes, redirects, encodings, Markdown negotiation) goes to both, and every status and
 * header a client or cache acts on is compared. Runs where test-nginx.sh starts nginx (E2E_NGINX_URL).
 */

const NGINX = process.env.E2E_NGINX_URL;
const BUILD = join(__dirname, '..', '..', 'build');

/** Compared on every answer; Strict-Transport-Security is nginx's alone (HTTPS only). */
const COMPARED = [
  'location',
  'content-type',
  'content-encoding',
  'cache-control',
  'vary',
  'allow',
  'link',
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
];

const PAGE = '/docs/odsl/command/print';

function firstFile(dir: string, pattern: RegExp): string {
  const name = readdirSync(join(BUILD, dir)).find((file) => pattern.test(file));
  if (!name) throw new Error(`no ${pattern} file in build/${dir}`);
  return `/${dir}/${name}`;
}

/** nginx's validators of a file of the build, as both servers compute them. */
function validators(path: string): { etag: string; lastModified: string } {
  const stats = statSync(join(BUILD, path));
  const seconds = Math.floor(stats.mtimeMs / 1000);
  return {
    etag: `"${seconds.toString(16)}-${stats.size.toString(16)}"`,
    lastModified: new Date(seconds * 1000).toUTCString(),
  };
}

/**
 * Every request names the server's host: nginx refuses other host names (and a missing Host) in its
 * default servers, which the local server, serving any name, has no part in; hosting-nginx.spec.ts
 * checks those.
 */
interface MatrixRequest {
  /** The request line, exactly as sent. */
  line: string;
  headers?: Record<string, string>;
}

function matrix(): MatrixRequest[] {
  const paths = [
    '/',
    '/docs',
    PAGE,
    `${PAGE}/`,
    `${PAGE}//`,
    `${PAGE}?q=1`,
    `${PAGE}/?q=1`,
    `${PAGE}.md`,
    `${PAGE}.html`,
    '//docs',
    '//example.com/',
    '/\\example.com/',
    '/docs//odsl/command/print',
    '/docs/./odsl/command/print',
    '/%64ocs/odsl/command/print',
    '/docs%2fodsl%2fcommand%2fprint',
    '/docs/Tutorials',
    '/docs/Tutorials/',
    '/docs/Tutorials?x=1',
    '/docs/tutorials',
    '/docs/product/API%20Reference%20Guides/polyglot/node-process',
    '/docs/api/rest',
    '/docs/api/rest/',
    '/docs/api/rest/service',
    '/docs/odsl/calendar',
    '/docs/odsl/command',
    '/docs/tags/index',
    '/docs/no/such/page',
    '/.hosting/headers.json',
    '/.git/config',
    '/docs/.env',
    '/.well-known/security.txt',
    '/.well-known/api-catalog',
    '/.well-known/acme-challenge/no-such-token',
    '/.well-known/no-such-file',
    '/../etc/passwd',
    '/docs/../../etc/passwd',
    '/%2e%2e/etc/passwd',
    '/docs/%2e%2e/%2e%2e/etc/passwd',
    '/..%2f..%2fetc/passwd',
    '/docs/%zz',
    '/docs%00',
    '/docs/print%0d%0aX-Injected:%201',
    firstFile('assets/js', /^main\.\w+\.js$/),
    firstFile('assets/css', /^styles\.\w+\.css$/),
    '/assets/js/no-such-chunk.js',
    firstFile('pagefind/fragment', /\.pf_fragment$/),
    '/pagefind/pagefind.js',
    '/sitemap.xml',
    '/llms.txt',
    '/openapi/openapi.json',
    '/img/favicon.svg',
    '/img/social-card.png',
    '/404.html',
    `/${'a'.repeat(9000)}`,
    `/docs?${'q'.repeat(9000)}`,
    `/${'b'.repeat(20000)}`,
  ];
  const requests: MatrixRequest[] = [];
  for (const path of paths) {
    requests.push({ line: `GET ${path} HTTP/1.1`, headers: { 'Accept-Encoding': 'br, gzip' } });
    requests.push({ line: `HEAD ${path} HTTP/1.1` });
  }
  for (const encoding of ['gzip', 'identity', 'br;q=0, gzip', 'gzip;q=0', '*', 'BR']) {
    for (const path of [PAGE, '/img/favicon.svg', '/llms.txt']) {
      requests.push({ line: `GET ${path} HTTP/1.1`, headers: { 'Accept-Encoding': encoding } });
    }
  }
  for (const method of [
    'POST',
    'PUT',
    'DELETE',
    'PATCH',
    'OPTIONS',
    'TRACE',
    'PROPFIND',
    'MKCOL',
    'FOO',
    'BREW',
    'get',
    'G-T',
  ]) {
    requests.push({ line: `${method} /docs HTTP/1.1` });
    requests.push({ line: `${method} /docs/no/such/page HTTP/1.1` });
  }
  requests.push({ line: 'OPTIONS * HTTP/1.1' });
  requests.push({ line: 'CONNECT localhost:443 HTTP/1.1' });

  const { etag, lastModified } = validators(`${PAGE}.html`);
  const earlier = new Date(Date.parse(lastModified) - 86_400_000).toUTCString();
  const later = new Date(Date.parse(lastModified) + 86_400_000).toUTCString();
  const conditions: Array<Record<string, string>> = [
    { 'If-None-Match': etag },
    { 'If-None-Match': `W/${etag}` },
    { 'If-None-Match': '*' },
    { 'If-None-Match': '"other"' },
    { 'If-None-Match': `"other", ${etag}` },
    { 'If-Modified-Since': lastModified },
    { 'If-Modified-Since': later },
    { 'If-Modified-Since': earlier },
    { 'If-Modified-Since': 'not a date' },
    { 'If-Modified-Since': later, 'If-None-Match': '"other"' },
    { 'If-Match': etag },
    { 'If-Match': '*' },
    { 'If-Match': '"other"' },
    { 'If-Match': `W/${etag}` },
    { 'If-Unmodified-Since': later },
    { 'If-Unmodified-Since': lastModified },
    { 'If-Unmodified-Since': earlier },
    { 'If-Unmodified-Since': 'not a date' },
    { 'If-Match': '"other"', 'If-None-Match': etag },
    { Range: 'bytes=0-10' },
    { Range: 'bytes=999999999-' },
    { 'If-Range': etag, Range: 'bytes=0-10' },
  ];
  for (const headers of conditions) {
    requests.push({ line: `GET ${PAGE} HTTP/1.1`, headers: { 'Accept-Encoding': 'identity', ...headers } });
  }
  requests.push({ line: `GET /docs/no/such/page HTTP/1.1`, headers: { 'If-None-Match': '*' } });
  requests.push({ line: `GET /docs/no/such/page HTTP/1.1`, headers: { 'If-Match': '"other"' } });

  for (const accept of [
    'text/markdown',
    'text/markdown, text/html;q=0.9',
    'text/html, text/markdown;q=0',
    'TEXT/MARKDOWN',
    'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    'text/*',
  ]) {
    for (const path of [PAGE, '/', '/docs/tags', '/docs/Tutorials', `${PAGE}.md`, '/docs/no/such/page']) {
      requests.push({
        line: `GET ${path} HTTP/1.1`,
        headers: { Accept: accept, 'Accept-Encoding': 'br, gzip' },
      });
    }
  }

  for (const line of [
    'GET /docs',
    'GET /docs HTTP/1.1 extra',
    'GET  /docs HTTP/1.1',
    'GET /docs HTTP/9.9',
    'GET /docs HTTP/1.0',
    'GET /docs HTTP/2.0',
    'GET docs HTTP/1.1',
    'GET http://localhost/docs HTTP/1.1',
    'GET /do cs HTTP/1.1',
    'GET /docs\tHTTP/1.1',
    '\u0001\u0002 / HTTP/1.1',
    'HTTP/1.1 200 OK',
  ]) {
    requests.push({ line });
  }
  requests.push({ line: 'GET /docs HTTP/1.1', headers: { 'X-Long': 'x'.repeat(9000) } });
  requests.push({ line: 'GET /docs HTTP/1.1', headers: { 'Bad Header': 'x' } });
  requests.push({ line: 'GET /docs HTTP/1.1', headers: { 'Content-Length': 'abc' } });
  requests.push({ line: 'GET /docs HTTP/1.1', headers: { 'Transfer-Encoding': 'chunked, identity' } });
  return requests;
}

function head(request: MatrixRequest, host: string): string {
  const headers = { Host: host, ...request.headers, Connection: 'close' };
  return `${request.line}\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}`;
}

function summary(response: RawResponse): string {
  return [
    String(response.status),
    ...COMPARED.map((name) => `${name}: ${response.headers[name] ?? '-'}`),
  ].join('\n');
}

const shorten = (text: string) =>
  text.length > 100 ? `${text.slice(0, 100)}… (${text.length} chars)` : text;

if (NGINX) {
  test('nginx and the local server answer every request of the matrix alike', async ({ baseURL }) => {
    test.setTimeout(180_000);
    const local = baseURL ?? '';
    const requests = matrix();
    const differences: string[] = [];
    for (const request of requests) {
      const [a, b] = await Promise.all([
        rawRequest(local, head(request, new URL(local).host)),
        rawRequest(NGINX, head(request, new URL(NGINX).host), new URL(NGINX).hostname),
      ]);
      const [left, right] = [summary(a), summary(b)];
      if (left !== right) {
        const diff = COMPARED.filter((name) => a.headers[name] !== b.headers[name]).map(
          (name) => `${name}: ${a.headers[name] ?? '-'} ≠ ${b.headers[name] ?? '-'}`,
        );
        differences.push(
          `${shorten(request.line)} ${JSON.stringify(request.headers ?? {}, (_k, v: unknown) => (typeof v === 'string' ? shorten(v) : v))}` +
            `\n    local ${a.status}, nginx ${b.status}${diff.map((d) => `\n    ${shorten(d)}`).join('')}`,
        );
      }
    }
    console.log(`[parity] ${differences.length} of ${requests.length} requests differ`);
    expect(differences, `${differences.length} of ${requests.length} requests differ`).toEqual([]);
  });
}
