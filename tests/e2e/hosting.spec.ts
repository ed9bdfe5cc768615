import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIResponse } from '@playwright/test';
import brand from '../../src/brand';

/*
 * What the host sends, per file kind: encoding by Accept-Encoding, cache policy, security headers and
 * the 404 status. Runs against the local server (`npm start`'s) and, in CI, against nginx over HTTPS
 * with the generated config (plugins/hosting/scripts/test-nginx.sh). Both serve the Brotli copies.
 */

const BUILD = join(__dirname, '..', '..', 'build');
const IMMUTABLE = 'public, max-age=31536000, immutable';

function firstFile(dir: string, pattern: RegExp): string {
  const name = readdirSync(join(BUILD, dir)).find((file) => pattern.test(file));
  if (!name) throw new Error(`no ${pattern} file in build/${dir}`);
  return `/${dir}/${name}`;
}

const kinds: Array<{
  kind: string;
  path: () => string;
  compressed: boolean;
  cache: 'immutable' | 'revalidate';
}> = [
  { kind: 'HTML page', path: () => '/docs/odsl/command/print', compressed: true, cache: 'revalidate' },
  { kind: 'landing page', path: () => '/', compressed: true, cache: 'revalidate' },
  {
    kind: 'hashed script',
    path: () => firstFile('assets/js', /^main\.\w+\.js$/),
    compressed: true,
    cache: 'immutable',
  },
  {
    kind: 'hashed stylesheet',
    path: () => firstFile('assets/css', /^styles\.\w+\.css$/),
    compressed: true,
    cache: 'immutable',
  },
  { kind: 'sitemap', path: () => '/sitemap.xml', compressed: true, cache: 'revalidate' },
  {
    kind: 'Markdown twin',
    path: () => '/docs/odsl/command/print.md',
    compressed: true,
    cache: 'revalidate',
  },
  { kind: 'llms.txt', path: () => '/llms.txt', compressed: true, cache: 'revalidate' },
  { kind: 'search entry script', path: () => '/pagefind/pagefind.js', compressed: true, cache: 'revalidate' },
  {
    kind: 'search index fragment (already compressed)',
    path: () => firstFile('pagefind/fragment', /\.pf_fragment$/),
    compressed: false,
    cache: 'immutable',
  },
];

function expectSecurityHeaders(response: APIResponse): void {
  const headers = response.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('clipboard-write=(self)');
  expect(headers['permissions-policy']).toContain('camera=()');
  const csp = headers['content-security-policy'];
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("'wasm-unsafe-eval'");
  expect(csp).toMatch(/script-src [^;]*'sha256-/);
  expect(csp).not.toContain("'unsafe-eval'");
}

for (const { kind, path, compressed, cache } of kinds) {
  test(`${kind}: encoding, cache policy and security headers`, async ({ request }) => {
    const url = path();
    const best = await request.get(url, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(best.status()).toBe(200);
    expect(best.headers()['content-encoding']).toBe(compressed ? 'br' : undefined);
    expect(best.headers()['cache-control']).toBe(cache === 'immutable' ? IMMUTABLE : 'no-cache');
    expectSecurityHeaders(best);

    const plain = await request.get(url, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();
    if (compressed) {
      const gzip = await request.get(url, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(gzip.headers()['content-encoding']).toBe('gzip');
      expect(gzip.headers()['vary']).toMatch(/accept-encoding/i);
      expect((await gzip.body()).length).toBe((await plain.body()).length);
    }
  });
}

for (const [url, type] of [
  ['/docs/odsl/command/print.md', 'text/markdown; charset=utf-8'],
  ['/llms.txt', 'text/plain; charset=utf-8'],
  ['/llms-full.txt', 'text/plain; charset=utf-8'],
]) {
  test(`${url} is served as ${type}, compressed or not`, async ({ request }) => {
    for (const encoding of ['identity', 'gzip', 'br, gzip']) {
      const response = await request.get(url, { headers: { 'Accept-Encoding': encoding } });
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']?.replace(/;\s*/, '; ').toLowerCase()).toBe(type);
    }
  });
}

test('an unknown path answers the not-found page with status 404 and the same headers', async ({
  request,
}) => {
  const response = await request.get('/docs/no/such/page', { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('text/html');
  expect(response.headers()['cache-control']).toBe('no-cache');
  expectSecurityHeaders(response);
  expect(await response.text()).toContain('Page Not Found');
});

test('build metadata under /.hosting is never served', async ({ request }) => {
  const response = await request.get('/.hosting/headers.json');
  expect(response.status()).toBe(404);
});

test('HSTS for a year or more, subdomains included, over HTTPS only', async ({ request, baseURL }) => {
  const hsts = (await request.get('/docs')).headers()['strict-transport-security'];
  if (baseURL?.startsWith('https:')) {
    expect(hsts).toMatch(/^max-age=\d+; includeSubDomains$/);
    expect(Number(/max-age=(\d+)/.exec(hsts ?? '')?.[1])).toBeGreaterThanOrEqual(31536000);
  } else {
    expect(hsts).toBeUndefined();
  }
});

test('no header appears twice, whatever the status', async ({ request }) => {
  const cases: Array<[string, Parameters<typeof request.fetch>[1]]> = [
    ['/docs', { method: 'GET' }],
    ['/docs', { method: 'GET', headers: { Range: 'bytes=999999999-' } }],
    [
      '/docs',
      { method: 'GET', headers: { 'If-Modified-Since': new Date(Date.now() + 86400000).toUTCString() } },
    ],
    ['/docs/', { method: 'GET', maxRedirects: 0 }],
    ['/docs/no/such/page', { method: 'GET' }],
    ['/docs', { method: 'POST' }],
    ['/docs', { method: 'HEAD' }],
  ];
  for (const [url, options] of cases) {
    const response = await request.fetch(url, options);
    const names = response.headersArray().map(({ name }) => name.toLowerCase());
    const repeated = names.filter((name, index) => names.indexOf(name) !== index);
    expect(repeated, `${options?.method} ${url} → ${response.status()}`).toEqual([]);
    expect(response.headers()['cross-origin-opener-policy']).toBe('same-origin');
  }
});

test('other methods answer 405 with Allow: GET, HEAD', async ({ request }) => {
  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
    const response = await request.fetch('/docs/odsl/command/print', { method });
    expect(response.status(), method).toBe(405);
    expect(response.headers()['allow']).toBe('GET, HEAD');
    expectSecurityHeaders(response);
  }
});

test('conditional requests: If-Modified-Since and the ETag answer 304 until the page changes', async ({
  request,
}) => {
  const page = await request.get('/docs/odsl/command/print');
  const lastModified = page.headers()['last-modified'] ?? '';
  const etag = page.headers()['etag'] ?? '';
  expect(lastModified).not.toBe('');
  expect(
    (
      await request.get('/docs/odsl/command/print', { headers: { 'If-Modified-Since': lastModified } })
    ).status(),
  ).toBe(304);
  const before = new Date(Date.parse(lastModified) - 1000).toUTCString();
  expect(
    (await request.get('/docs/odsl/command/print', { headers: { 'If-Modified-Since': before } })).status(),
  ).toBe(200);
  expect(
    (await request.get('/docs/odsl/command/print', { headers: { 'If-None-Match': etag } })).status(),
  ).toBe(304);
});

test('an encoding refused with q=0 is never sent', async ({ request }) => {
  const url = '/docs/odsl/command/print';
  const gzip = await request.get(url, { headers: { 'Accept-Encoding': 'br;q=0, gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  const plain = await request.get(url, { headers: { 'Accept-Encoding': 'br;q=0, gzip;q=0' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
});

test('the 404 page carries a validator', async ({ request }) => {
  const response = await request.get('/docs/no/such/page');
  expect(response.status()).toBe(404);
  expect(response.headers()['etag']).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
});

test('/.well-known/security.txt names the contact from the brand and expires within a year', async ({
  request,
}) => {
  const response = await request.get('/.well-known/security.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const fields = new Map(
    (await response.text())
      .trim()
      .split('\n')
      .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
  );
  expect(fields.get('Contact')).toBe(brand.supportUrl);
  expect(fields.get('Canonical')).toBe(`${brand.docsUrl}/.well-known/security.txt`);
  const expires = Date.parse(fields.get('Expires') ?? '');
  expect(expires).toBeGreaterThan(Date.now());
  expect(expires).toBeLessThanOrEqual(Date.now() + 366 * 86_400_000);
});

test('/.well-known/api-catalog lists the OpenAPI document, which answers', async ({ request }) => {
  const response = await request.get('/.well-known/api-catalog');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe(
    'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"',
  );
  const { linkset } = (await response.json()) as {
    linkset: Array<{
      anchor: string;
      item?: Array<{ href: string }>;
      'service-desc'?: Array<{ href: string }>;
    }>;
  };
  expect(linkset[0]?.item).toEqual([{ href: brand.apiBaseUrl }]);
  const api = linkset.find((entry) => entry.anchor === brand.apiBaseUrl);
  const openapi = api?.['service-desc']?.map(({ href }) => new URL(href).pathname) ?? [];
  expect(openapi).toContain('/openapi/openapi.json');
  for (const path of openapi) expect((await request.get(path)).status(), path).toBe(200);
});

test('a page asked for Markdown answers with its twin; its HTML names the twin', async ({ request }) => {
  const url = '/docs/odsl/command/print';
  const markdown = await request.get(url, { headers: { Accept: 'text/markdown' } });
  expect(markdown.status()).toBe(200);
  expect(markdown.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  expect(markdown.headers()['vary']).toMatch(/\bAccept\b(?!-)/);
  expect(await markdown.text()).toMatch(/^---\ntitle: "print"\n/);

  const html = await request.get(url, { headers: { Accept: 'text/html' } });
  expect(html.headers()['content-type']).toBe('text/html; charset=utf-8');
  expect(html.headers()['vary']).toMatch(/\bAccept\b(?!-)/);
  const link = /^<([^>]+)>; rel="alternate"; type="text\/markdown"$/.exec(html.headers()['link'] ?? '');
  expect(link?.[1]).toBe(`${url}.md`);
  expect(await (await request.get(link?.[1] ?? '')).text()).toBe(await markdown.text());

  const home = await request.get('/', { headers: { Accept: 'text/markdown' } });
  expect(home.headers()['content-type']).toBe('text/html; charset=utf-8');
  expect(home.headers()['link']).toBeUndefined();
});
