import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostingRules } from '../rules';
import { acceptedEncodings, createSiteHandler } from '../server/siteHandler.mjs';

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
  '.hosting/headers.json': '{}',
};
const rules = hostingRules({
  inlineScriptHashes: [],
  env: { algolia: undefined, gtagTrackingId: undefined, thirdPartyScripts: [] },
});
let server: Server;
let origin = '';

beforeAll(async () => {
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), body);
    utimesSync(join(dir, name), new Date('2026-01-02T03:04:05Z'), new Date('2026-01-02T03:04:05Z'));
  }
  const handle = createSiteHandler(dir, rules);
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (path: string, init: RequestInit = {}) => fetch(origin + path, { redirect: 'manual', ...init });

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

  it('answers the redirects of config/redirects.ts with 301, with or without a trailing slash', async () => {
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
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
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
