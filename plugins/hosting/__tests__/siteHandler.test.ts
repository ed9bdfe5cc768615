import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostingRules } from '../rules';
import { acceptedEncodings, createSiteServer, normalisePath } from '../server/siteHandler.mjs';

const dir = mkdtempSync(join(tmpdir(), 'site-handler-'));
const files: Record<string, string> = {
  'index.html': '<h1>Home</h1>',
  '404.html': '<h1>Page Not Found</h1>',
  '404.html.gz': 'gz',
  'docs/tags.html': '<h1>Tags</h1>',
  'docs/tags/index/index.html': '<h1>Indices</h1>',
  'docs/page.html': '<h1>Page</h1>',
  'docs/page.html.br': 'br',
  'docs/page.html.gz': 'gz',
  'docs/api/rest/rest.html': '<h1>REST</h1>',
  'docs/page.md': '# Page',
  'docs/odsl/print.html': '<h1>print</h1>',
  '.well-known/security.txt': 'Contact: https://example.com/',
  '.well-known/api-catalog': '{"linkset":[]}',
  '.hosting/headers.json': '{}',
};
const rules = hostingRules({
  inlineScriptHashes: [],
  env: { algolia: undefined, gtagTrackingId: undefined, thirdPartyScripts: [] },
  redirects: [{ from: '/docs/api/rest/service', to: '/docs/api/rest/rest', pageAsFile: true }],
  folders: { '/docs/odsl': '/docs/odsl/print' },
});
let server: Server;
let origin = '';

beforeAll(async () => {
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), body);
    utimesSync(join(dir, name), new Date('2026-01-02T03:04:05Z'), new Date('2026-01-02T03:04:05Z'));
  }
  server = createSiteServer(dir, rules);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (path: string, init: RequestInit = {}) => fetch(origin + path, { redirect: 'manual', ...init });

/** The status line and headers the server answers to a request written byte for byte. */
function raw(request: string): Promise<string> {
  const { port } = new URL(origin);
  return new Promise((resolve, reject) => {
    let text = '';
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(request));
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('end', () => resolve(text.split('\r\n\r\n')[0] ?? ''));
    socket.on('error', reject);
  });
}

describe('acceptedEncodings', () => {
  it('drops the encodings refused with q=0', () => {
    expect([...acceptedEncodings('br;q=0, gzip;q=0.5, identity')]).toEqual(['gzip', 'identity']);
    expect([...acceptedEncodings(undefined)]).toEqual([]);
  });
});

describe('the local server', () => {
  it('answers methods other than GET and HEAD with 405 and Allow: GET, HEAD', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
      const response = await get('/docs/page', { method });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    }
  });

  it('sends a trailing-slash address to the address without it, query kept', async () => {
    const response = await get('/docs/page/?a=1');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/docs/page?a=1');
  });

  it('never redirects to another host', async () => {
    for (const path of ['//example.com/', '/\\example.com/']) {
      const response = await get(path);
      expect(response.headers.get('location')).toBeNull();
    }
  });

  it('answers the redirects it is given with 301, with or without a trailing slash', async () => {
    for (const path of ['/docs/api/rest/service', '/docs/api/rest/service/']) {
      const response = await get(path);
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe('/docs/api/rest/rest');
    }
  });

  it('serves a folder route from its own page and a route ending in /index from the moved page', async () => {
    expect(await (await get('/docs/tags')).text()).toBe('<h1>Tags</h1>');
    expect(await (await get('/docs/tags/index')).text()).toBe('<h1>Indices</h1>');
  });

  it('picks the precompressed copy the client accepts, honouring q=0', async () => {
    const br = await get('/docs/page', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    const gzip = await get('/docs/page', { headers: { 'Accept-Encoding': 'br;q=0, gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const plain = await get('/docs/page', { headers: { 'Accept-Encoding': 'br;q=0, gzip;q=0' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding, Accept');
    expect(plain.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('answers If-Modified-Since and If-None-Match with 304 when the file has not changed since', async () => {
    const first = await get('/docs/tags', { headers: { 'Accept-Encoding': 'identity' } });
    expect(first.headers.get('last-modified')).toBe('Fri, 02 Jan 2026 03:04:05 GMT');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    const later = await get('/docs/tags', {
      headers: { 'If-Modified-Since': 'Sat, 03 Jan 2026 00:00:00 GMT' },
    });
    expect(later.status).toBe(304);
    const earlier = await get('/docs/tags', {
      headers: { 'If-Modified-Since': 'Thu, 01 Jan 2026 00:00:00 GMT' },
    });
    expect(earlier.status).toBe(200);
    expect((await get('/docs/tags', { headers: { 'If-None-Match': etag } })).status).toBe(304);
  });

  it('answers unknown paths and build metadata with the 404 page and its ETag', async () => {
    for (const path of ['/docs/nope', '/.hosting/headers.json']) {
      const response = await get(path, { headers: { 'Accept-Encoding': 'identity' } });
      expect(response.status).toBe(404);
      expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
      expect(await response.text()).toContain('Page Not Found');
    }
  });
});

describe('normalisePath', () => {
  it('decodes, merges slashes and resolves dots as nginx does, refusing what climbs above the root', () => {
    expect(normalisePath('/docs//odsl/./print')).toBe('/docs/odsl/print');
    expect(normalisePath('/%64ocs/a/../b')).toBe('/docs/b');
    expect(normalisePath('/docs/')).toBe('/docs/');
    for (const path of ['/../etc/passwd', '/docs/%2e%2e/%2e%2e/etc', '/..%2fetc', '/%zz', '/a%00', 'docs']) {
      expect(normalisePath(path), path).toBeUndefined();
    }
  });
});

describe('the local server, as nginx answers', () => {
  it('answers a page asked for Markdown with its twin, varying on Accept, and names the twin from the HTML', async () => {
    const markdown = await get('/docs/page', {
      headers: { Accept: 'text/markdown', 'Accept-Encoding': 'identity' },
    });
    expect(markdown.status).toBe(200);
    expect(markdown.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(markdown.headers.get('vary')).toBe('Accept-Encoding, Accept');
    expect(markdown.headers.get('link')).toBeNull();
    expect(await markdown.text()).toBe('# Page');
    const html = await get('/docs/page', { headers: { Accept: 'text/html', 'Accept-Encoding': 'identity' } });
    expect(html.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html.headers.get('vary')).toBe('Accept-Encoding, Accept');
    expect(html.headers.get('link')).toBe('</docs/page.md>; rel="alternate"; type="text/markdown"');
    const refused = await get('/docs/page', { headers: { Accept: 'text/markdown;q=0, text/html' } });
    expect(refused.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const noTwin = await get('/docs/tags', { headers: { Accept: 'text/markdown' } });
    expect(noTwin.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(noTwin.headers.get('vary')).toBe('Accept-Encoding');
    expect(noTwin.headers.get('link')).toBeNull();
  });

  it('answers a folder of page addresses with a 301 to its landing page', async () => {
    for (const path of ['/docs/odsl', '/docs/odsl/']) {
      const response = await get(path);
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe('/docs/odsl/print');
    }
  });

  it('serves /.well-known/ but no other dotted path', async () => {
    expect((await get('/.well-known/security.txt')).headers.get('content-type')).toBe(
      'text/plain; charset=utf-8',
    );
    const catalog = await get('/.well-known/api-catalog');
    expect(catalog.status).toBe(200);
    expect(catalog.headers.get('content-type')).toMatch(/^application\/linkset\+json; profile=/);
    expect((await get('/.well-known/../.hosting/headers.json')).status).toBe(404);
  });

  it('fails If-Match and If-Unmodified-Since with 412, before it looks at If-None-Match', async () => {
    const { etag, lastModified } = await get('/docs/tags', {
      headers: { 'Accept-Encoding': 'identity' },
    }).then((r) => ({
      etag: r.headers.get('etag') ?? '',
      lastModified: r.headers.get('last-modified') ?? '',
    }));
    const status = async (headers: Record<string, string>) =>
      (await get('/docs/tags', { headers: { 'Accept-Encoding': 'identity', ...headers } })).status;
    expect(await status({ 'If-Match': etag })).toBe(200);
    expect(await status({ 'If-Match': '"other"' })).toBe(412);
    expect(await status({ 'If-Match': `W/${etag}` })).toBe(412);
    expect(await status({ 'If-Unmodified-Since': lastModified })).toBe(200);
    expect(await status({ 'If-Unmodified-Since': 'Thu, 01 Jan 2026 00:00:00 GMT' })).toBe(412);
    expect(await status({ 'If-Unmodified-Since': 'not a date' })).toBe(412);
    expect(await status({ 'If-Match': '"other"', 'If-None-Match': etag })).toBe(412);
  });

  it('answers an unknown method 405 with Allow, and what Node cannot parse as nginx does', async () => {
    const foo = await raw('FOO /docs/page HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(foo).toMatch(/^HTTP\/1\.1 405 /);
    expect(foo).toMatch(/\r\nAllow: GET, HEAD\r\n/);
    expect(foo).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/i);
    expect(await raw('get /docs HTTP/1.1\r\nHost: x\r\n\r\n')).toMatch(/^HTTP\/1\.1 400 /);
    expect(await raw('GET /docs HTTP/9.9\r\nHost: x\r\n\r\n')).toMatch(/^HTTP\/1\.1 505 /);
    expect(await raw('GET /docs HTTP/1.1\r\nConnection: close\r\n\r\n')).toMatch(/^HTTP\/1\.1 400 /);
    expect(await raw('GET http://x/docs/page HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')).toMatch(
      /^HTTP\/1\.1 200 /,
    );
  });

  it('answers a request line over 8 KB with 414 and a header line over 8 KB with 400', async () => {
    expect((await get(`/${'a'.repeat(9000)}`)).status).toBe(414);
    expect((await get('/docs/page', { headers: { 'X-Long': 'x'.repeat(9000) } })).status).toBe(400);
    expect((await get(`/${'a'.repeat(8000)}`)).status).toBe(404);
  });

  it('answers a climb above the root with 400 and a page that names no server', async () => {
    const response = await raw('GET /docs/../../etc/passwd HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(response).toMatch(/^HTTP\/1\.1 400 /);
    const body = await (await get('/%zz')).text();
    expect(body).toContain('400 Bad Request');
    expect(body.toLowerCase()).not.toMatch(/nginx|node/);
  });
});
