import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIResponse } from '@playwright/test';

/*
 * What the host sends, per file kind: encoding by Accept-Encoding, cache policy, security headers and
 * the 404 status. Runs against the local server (`npm start`'s) and, in CI, against nginx with the
 * generated config (E2E_SERVER=nginx, which serves gzip but not Brotli).
 */

const BUILD = join(__dirname, '..', '..', 'build');
const BEST_ENCODING = process.env.E2E_SERVER === 'nginx' ? 'gzip' : 'br';
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
    expect(best.headers()['content-encoding']).toBe(compressed ? BEST_ENCODING : undefined);
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
