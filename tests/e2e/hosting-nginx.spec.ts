import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { connect, getCiphers, type ConnectionOptions, type TLSSocket } from 'node:tls';
import { expect, test } from '@playwright/test';
import { rawRequest } from './support/rawHttp';

/*
 * What only nginx does, as an operator expects it: HTTP/2 and Mozilla's intermediate TLS on the HTTPS
 * server, IPv6 beside IPv4, no answer for host names that are not the site's, ACME challenges on both
 * servers, and status pages that never name the server. Runs where test-nginx.sh starts nginx.
 */

const NGINX = process.env.E2E_NGINX_URL;
const NGINX_HTTP = process.env.E2E_NGINX_HTTP_URL;
const ACME_ROOT = process.env.E2E_NGINX_ACME_ROOT;
const PAGE = '/docs/odsl/command/print';

function handshake(options: ConnectionOptions): Promise<TLSSocket | Error> {
  const { hostname, port } = new URL(NGINX ?? '');
  return new Promise((resolve) => {
    try {
      const socket = connect(
        { host: hostname, port: Number(port), servername: hostname, rejectUnauthorized: false, ...options },
        () => resolve(socket),
      );
      socket.on('error', (error) => resolve(error));
    } catch (error) {
      resolve(error as Error);
    }
  });
}

const request = (url: string, path: string, host: string, extra = '') =>
  rawRequest(url, `GET ${path} HTTP/1.1\r\nHost: ${host}\r\n${extra}Connection: close\r\n`, 'localhost');

if (NGINX && NGINX_HTTP && ACME_ROOT) {
  const host = new URL(NGINX).host;
  const httpHost = new URL(NGINX_HTTP).host;

  test("a doc page's first load comes over HTTP/2 only", async ({ browser }) => {
    const context = await browser.newContext({ ignoreHTTPSErrors: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const protocols: string[] = [];
    cdp.on('Network.responseReceived', ({ response }) => {
      if (!response.url.startsWith('data:')) protocols.push(response.protocol ?? '?');
    });
    await page.goto(`${NGINX}${PAGE}`, { waitUntil: 'networkidle' });
    await expect(page.locator('h1')).toHaveText('print');
    const counts = new Map<string, number>();
    for (const protocol of protocols) counts.set(protocol, (counts.get(protocol) ?? 0) + 1);
    console.log(
      `[nginx] ${protocols.length} responses on the first load of ${PAGE}: ${[...counts].map(([p, n]) => `${p} × ${n}`).join(', ')}`,
    );
    expect(protocols.length).toBeGreaterThan(5);
    expect(new Set(protocols)).toEqual(new Set(['h2']));
    await context.close();
  });

  test('TLS accepts only forward-secret AEAD ciphers, TLS 1.2 and 1.3, and resumes sessions', async () => {
    const accepted: string[] = [];
    for (const cipher of getCiphers().map((name) => name.toUpperCase())) {
      if (cipher.startsWith('TLS_')) continue; // TLS 1.3 suites: all forward-secret AEAD
      const socket = await handshake({
        ciphers: `${cipher}:@SECLEVEL=0`,
        minVersion: 'TLSv1',
        maxVersion: 'TLSv1.2',
      });
      if (socket instanceof Error) continue;
      accepted.push(cipher);
      socket.destroy();
    }
    console.log(`[nginx] TLS 1.2 ciphers accepted: ${accepted.length} (${accepted.join(' ')})`);
    expect(accepted.length).toBeGreaterThan(0);
    for (const cipher of accepted) {
      expect(cipher).toMatch(/^ECDHE-(RSA|ECDSA)-(AES(128|256)-GCM-SHA(256|384)|CHACHA20-POLY1305)$/);
    }
    for (const version of ['TLSv1', 'TLSv1.1'] as const) {
      expect(
        await handshake({ minVersion: version, maxVersion: version, ciphers: 'ALL:@SECLEVEL=0' }),
      ).toBeInstanceOf(Error);
    }
    const tls13 = await handshake({ minVersion: 'TLSv1.3' });
    expect(tls13).not.toBeInstanceOf(Error);
    (tls13 as TLSSocket).destroy();

    const first = await handshake({ maxVersion: 'TLSv1.2', ALPNProtocols: ['h2'] });
    if (first instanceof Error) throw first;
    expect(first.alpnProtocol).toBe('h2');
    const session = first.getSession();
    first.destroy();
    const second = await handshake({ maxVersion: 'TLSv1.2', session });
    if (second instanceof Error) throw second;
    expect(second.isSessionReused()).toBe(true);
    second.destroy();
  });

  test('answers on IPv6 as on IPv4', async () => {
    const { port } = new URL(NGINX);
    const response = await request(`https://[::1]:${port}`, PAGE, host);
    expect(response.status).toBe(200);
    const http = await request(`http://[::1]:${new URL(NGINX_HTTP).port}`, PAGE, httpHost);
    expect(http.status).toBe(301);
  });

  test('other host names get no answer, and plain HTTP never redirects to them', async () => {
    expect(await handshake({ servername: 'evil.example' })).toBeInstanceOf(Error);
    const misdirected = await request(NGINX, PAGE, 'evil.example');
    expect(misdirected.status).toBe(421);
    expect(misdirected.headers['location']).toBeUndefined();
    const foreign = await request(NGINX_HTTP, PAGE, 'evil.example');
    expect(foreign.status).toBe(0);
    expect(foreign.body).toBe('');
    const own = await request(NGINX_HTTP, `${PAGE}?x=1`, httpHost);
    expect(own.status).toBe(301);
    expect(own.headers['location']).toBe(`${NGINX}${PAGE}?x=1`);
  });

  test('ACME challenges are served from the webroot on both servers; other dotted paths stay 404', async () => {
    const token = randomBytes(16).toString('hex');
    const dir = join(ACME_ROOT, '.well-known', 'acme-challenge');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, token), `${token}.key-authorization`);
    try {
      for (const [url, name] of [
        [NGINX_HTTP, httpHost],
        [NGINX, host],
      ] as const) {
        const response = await request(url, `/.well-known/acme-challenge/${token}`, name);
        expect(response.status, url).toBe(200);
        expect(response.headers['content-type'], url).toBe('text/plain');
        expect(response.body, url).toBe(`${token}.key-authorization`);
        expect((await request(url, '/.well-known/acme-challenge/no-such-token', name)).status, url).toBe(404);
      }
    } finally {
      rmSync(join(dir, token));
    }
    for (const path of ['/.git/config', '/.hosting/headers.json', '/.well-known/../.hosting/headers.json']) {
      expect((await request(NGINX, path, host)).status, path).toBe(404);
    }
  });

  test('no status page names the server software', async () => {
    const cases: Array<[string, string, string]> = [
      [NGINX, `GET /docs/ HTTP/1.1\r\nHost: ${host}\r\n`, '301'],
      [NGINX, `FOO /docs HTTP/1.1\r\nHost: ${host}\r\n`, '405'],
      [NGINX, `GET /docs/../../x HTTP/1.1\r\nHost: ${host}\r\n`, '400'],
      [NGINX, `GET /docs HTTP/1.1 extra\r\nHost: ${host}\r\n`, '400'],
      [NGINX, `GET /${'a'.repeat(9000)} HTTP/1.1\r\nHost: ${host}\r\n`, '414'],
      [NGINX, `GET /docs HTTP/1.1\r\nHost: ${host}\r\nX-Long: ${'x'.repeat(9000)}\r\n`, '400'],
      [NGINX, `GET ${PAGE} HTTP/1.1\r\nHost: ${host}\r\nIf-Match: "other"\r\n`, '412'],
      [NGINX, `GET /docs HTTP/9.9\r\nHost: ${host}\r\n`, '505'],
      [NGINX, `GET /docs HTTP/1.1\r\nHost: evil.example\r\n`, '421'],
      [NGINX_HTTP, `GET /docs HTTP/1.1\r\nHost: ${httpHost}\r\n`, '301'],
      [NGINX_HTTP, `GET /.well-known/acme-challenge/none HTTP/1.1\r\nHost: ${httpHost}\r\n`, '404'],
      [NGINX_HTTP, `GET /docs HTTP/1.1 extra\r\nHost: ${httpHost}\r\n`, '400'],
    ];
    for (const [url, head, status] of cases) {
      const response = await rawRequest(url, `${head}Connection: close\r\n`, 'localhost');
      const what = `${head.split('\r\n')[0]?.slice(0, 60)} → ${response.status}`;
      expect(String(response.status), what).toBe(status);
      expect(response.body, what).toContain(`<h1>${status} `);
      expect(response.body.toLowerCase(), what).not.toContain('nginx');
    }
  });
}
