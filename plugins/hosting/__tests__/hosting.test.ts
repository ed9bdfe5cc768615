import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cacheControlFor, cacheRules, IMMUTABLE, REVALIDATE } from '../cache.mjs';
import { contentSecurityPolicy } from '../policy';
import { inlineScriptHashes } from '../inlineScripts';
import { hostingRules } from '../rules';
import { indexRoutes } from '../layout';
import {
  brotliConfig,
  nginxServerConfig,
  PLACEHOLDER_CERTIFICATE,
  PLACEHOLDER_CERTIFICATE_KEY,
} from '../nginx';

const sha = (body: string) => `sha256-${createHash('sha256').update(body).digest('base64')}`;
const noServices = { algolia: undefined, gtagTrackingId: undefined, thirdPartyScripts: [] };
const redirects = [
  { from: '/docs/Tutorials', to: '/docs/tutorials' },
  {
    from: '/docs/product/API Reference Guides/polyglot/node-process',
    to: '/docs/product/polyglot/node-process',
  },
  { from: '/docs/api/rest/service', to: '/docs/api/rest/rest', pageAsFile: true as const },
];

describe('inlineScriptHashes', () => {
  it('hashes inline scripts that run and skips external scripts and data blocks', () => {
    const html = [
      '<script>document.documentElement.dataset.x=1</script>',
      '<script src="/assets/js/main.js"></script>',
      '<script type="application/ld+json">{"@type":"WebSite"}</script>',
      '<script type="module">import("/a.js")</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([
      sha('document.documentElement.dataset.x=1'),
      sha('import("/a.js")'),
    ]);
  });
});

describe('cacheControlFor', () => {
  it('caches content-hashed files for a year and revalidates everything else', () => {
    expect(cacheControlFor('/assets/js/main.1a2b3c.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('/pagefind/fragment/en_12ab.pf_fragment')).toBe(IMMUTABLE);
    expect(cacheControlFor('/pagefind/pagefind.en_4e53189777.pf_meta')).toBe(IMMUTABLE);
    expect(cacheControlFor('/pagefind/pagefind.js')).toBe(REVALIDATE);
    expect(cacheControlFor('/docs/odsl/command/print.html')).toBe(REVALIDATE);
  });

  it('answers from the rules a build wrote, as the local server reads them from headers.json', () => {
    const written = JSON.parse(
      JSON.stringify(hostingRules({ inlineScriptHashes: [], env: noServices, redirects, folders: {} })),
    );
    expect(written.cache).toEqual(cacheRules);
    expect(cacheControlFor('/assets/css/styles.css', written.cache)).toBe(IMMUTABLE);
    const changed = { ...cacheRules, immutablePaths: ['^/static/'] };
    expect(cacheControlFor('/static/logo.svg', changed)).toBe(IMMUTABLE);
    expect(cacheControlFor('/assets/css/styles.css', changed)).toBe(REVALIDATE);
  });
});

describe('contentSecurityPolicy', () => {
  it('allows only the site itself, its inline script hashes and Pagefind WebAssembly by default', () => {
    const csp = contentSecurityPolicy({ inlineScriptHashes: ['sha256-abc='], env: noServices });
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-abc='");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/algolia|google/);
  });

  it('adds the hosted services only when they are configured', () => {
    const csp = contentSecurityPolicy({
      inlineScriptHashes: [],
      env: {
        algolia: { appId: 'A', apiKey: 'k', indexName: 'docs', assistantId: 'ai' },
        gtagTrackingId: 'G-1',
        thirdPartyScripts: ['https://cdn.example.com/tracker.js', 'https://cdn.example.com/other.js'],
      },
    });
    expect(csp).toMatch(/connect-src [^;]*https:\/\/\*\.algolia\.net/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/\*\.algolia\.com/);
    expect(csp).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/);
    expect(csp.match(/https:\/\/cdn\.example\.com/g)).toHaveLength(2); // once in script-src, once in connect-src
  });
});

describe('nginxServerConfig', () => {
  const rules = hostingRules({
    inlineScriptHashes: ['sha256-abc='],
    env: noServices,
    redirects,
    folders: { '/docs/odsl/calendar': '/docs/odsl/calendar/calendars' },
  });
  const site = {
    root: '/srv/docs/build',
    httpPort: 80,
    httpsPort: 443,
    serverNames: ['doc.example.com', 'docs.example.com'],
    certificate: PLACEHOLDER_CERTIFICATE,
    certificateKey: PLACEHOLDER_CERTIFICATE_KEY,
    acmeRoot: '/var/www/acme',
    ipv6: true,
  };
  const config = nginxServerConfig(rules, site);
  const [httpDefault = '', httpsDefault = '', httpServer = '', httpsServer = ''] = config
    .split(/^server \{$/m)
    .slice(1);

  it('sends every header at server level, always, so no location drops them', () => {
    expect(httpsServer).toContain('add_header Cache-Control $site_cache_control always;');
    expect(httpsServer).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(httpsServer).toContain('add_header Cross-Origin-Opener-Policy "same-origin" always;');
    expect(httpsServer).toContain('add_header Cross-Origin-Resource-Policy "same-origin" always;');
    expect(httpsServer).toMatch(/add_header Content-Security-Policy "[^"]*'sha256-abc='[^"]*" always;/);
    expect(httpsServer).not.toMatch(/location[^{]*\{[^}]*add_header/);
  });

  it('has an HTTPS server with HSTS for a year or more and an HTTP server that only redirects to it', () => {
    expect(httpsServer).toContain('listen 443 ssl http2;');
    expect(httpsServer).toContain(`ssl_certificate "${PLACEHOLDER_CERTIFICATE}";`);
    const hsts = /add_header Strict-Transport-Security "max-age=(\d+); includeSubDomains" always;/.exec(
      httpsServer,
    );
    expect(Number(hsts?.[1])).toBeGreaterThanOrEqual(31536000);
    expect(httpServer).toContain('listen 80;');
    expect(httpServer).toContain('return 301 https://doc.example.com$request_uri;');
    expect(httpServer).not.toContain('Strict-Transport-Security');
  });

  it('names the HTTPS port in the redirect when it is not the default', () => {
    const other = nginxServerConfig(rules, { ...site, httpPort: 3113, httpsPort: 3443 });
    expect(other).toContain('return 301 https://doc.example.com:3443$request_uri;');
  });

  it('redirects plain HTTP to the canonical host, never to the Host the client sent', () => {
    expect(config).not.toContain('$host');
    expect(config).not.toContain('$http_host');
  });

  it('listens on IPv6 beside IPv4, and HTTP/2 over TLS', () => {
    for (const server of [httpDefault, httpServer]) {
      expect(server).toMatch(/listen 80( default_server)?;\n {4}listen \[::\]:80( default_server)?;/);
    }
    for (const server of [httpsDefault, httpsServer]) {
      expect(server).toMatch(/listen 443 ssl http2( default_server)?;\n {4}listen \[::\]:443 ssl http2/);
    }
    expect(nginxServerConfig(rules, { ...site, ipv6: false })).not.toContain('[::]');
  });

  it('names the site on its servers and refuses other host names on default servers', () => {
    for (const server of [httpServer, httpsServer]) {
      expect(server).toContain('server_name doc.example.com docs.example.com;');
    }
    expect(httpDefault).toContain('listen 80 default_server;');
    expect(httpDefault).toContain('location / { return 444; }');
    expect(httpsDefault).toContain('ssl_reject_handshake on;');
    expect(httpsDefault).toContain('location / { return 421; }');
  });

  it("gives TLS Mozilla's intermediate profile: forward-secret AEAD ciphers, session cache, no tickets", () => {
    expect(httpsServer).toContain('ssl_protocols TLSv1.2 TLSv1.3;');
    const ciphers = /ssl_ciphers ([^;]+);/.exec(httpsServer)?.[1]?.split(':') ?? [];
    expect(ciphers.length).toBeGreaterThan(0);
    for (const cipher of ciphers)
      expect(cipher).toMatch(/^ECDHE-(ECDSA|RSA)-(AES\d+-GCM-SHA\d+|CHACHA20-POLY1305)$/);
    expect(httpsServer).toContain('ssl_session_cache shared:');
    expect(httpsServer).toContain('ssl_session_tickets off;');
    expect(httpsServer).not.toContain('ssl_stapling');
    const stapled = nginxServerConfig(rules, {
      ...site,
      trustedCertificate: '/etc/ssl/docs/chain.pem',
      resolver: '1.1.1.1',
    });
    expect(stapled).toContain('ssl_stapling on;');
    expect(stapled).toContain('ssl_stapling_verify on;');
    expect(stapled).toContain('ssl_trusted_certificate "/etc/ssl/docs/chain.pem";');
    expect(stapled).toContain('resolver 1.1.1.1;');
  });

  it('answers the statuses nginx makes itself with a page that does not name nginx', () => {
    for (const server of [httpDefault, httpsDefault, httpServer, httpsServer]) {
      expect(server).toContain('server_tokens off;');
      expect(server).toMatch(/error_page [\d ]*\b400\b[\d ]* \/\.site-status;/);
      expect(server).toMatch(/error_page [\d ]*\b301\b[\d ]* \/\.site-status;/);
    }
    expect(httpsServer).toContain('error_page 404 /404.html;');
    expect(httpsServer).not.toMatch(/error_page [\d ]*\b404\b[\d ]* \/\.site-status;/);
    expect(
      config
        .toLowerCase()
        .split('\n')
        .filter((line) => /return 200/.test(line) && /nginx/.test(line)),
    ).toEqual([]);
  });

  it('serves ACME challenges from the webroot on both servers, and /.well-known/ from the build', () => {
    for (const server of [httpServer, httpsServer]) {
      expect(server).toContain('location ^~ /.well-known/acme-challenge/ {\n        root "/var/www/acme";');
    }
    expect(httpsServer).toContain('location ^~ /.well-known/ { try_files $uri =404; }');
    expect(httpsServer).toContain('location ~ /\\. { return 404; }');
    expect(httpsServer).toMatch(
      /location = \/\.well-known\/api-catalog \{\n {8}types \{\}\n {8}default_type "application\/linkset\+json; profile=/,
    );
  });

  it('answers folders with a 301 to their landing page and serves Markdown twins on request', () => {
    expect(config).toContain('"~^/docs/odsl/calendar/?$" "/docs/odsl/calendar/calendars";');
    expect(httpsServer).toContain('try_files $uri$site_twin_suffix $uri $uri.html $uri/index.html =404;');
    expect(httpsServer).toContain('add_header Link $site_link always;');
    expect(httpsServer).toContain('add_header Vary $site_vary always;');
    expect(httpsServer).toContain('gzip_vary off;');
  });

  it('answers every redirect, with or without a trailing slash, case kept, and other methods with 405', () => {
    expect(config).toContain('"~^/docs/Tutorials/?$" "/docs/tutorials";');
    expect(config).toContain('"~^/docs/product/API Reference Guides/polyglot/node-process/?$"');
    expect(config.match(/^ {4}"~\^\/docs[^"]*\/\?\$" "\/docs[^"]*";$/gm)).toHaveLength(
      Object.keys(rules.redirects).length + Object.keys(rules.folders).length,
    );
    expect(httpsServer).toContain('if ($site_method_refused) { return 405; }');
    expect(config).toMatch(
      /map \$request_method \$site_method_refused \{\n {4}default 1;\n {4}GET "";\n {4}HEAD "";/,
    );
    expect(config).toMatch(/map \$status \$site_allow \{\n {4}default "";\n {4}405 "GET, HEAD";/);
  });

  it('maps hashed paths to the immutable policy and serves both precompressed copies and the 404 page', () => {
    expect(config).toContain(`"~^/assets/" "${IMMUTABLE}";`);
    expect(httpsServer).toContain('gzip_static on;');
    expect(httpsServer).toContain('include "/srv/docs/build/.hosting/brotli.conf";');
    expect(brotliConfig()).toMatch(/^brotli_static on;$/m);
    expect(httpsServer).toContain('error_page 404 /404.html;');
    expect(httpsServer).toContain('root "/srv/docs/build";');
  });

  it('serves every file kind with the content type of the policy', () => {
    expect(httpsServer).toContain('"text/markdown; charset=utf-8" md;');
    expect(httpsServer).toContain('"text/plain; charset=utf-8" txt;');
    expect(httpsServer).toContain('"application/json; charset=utf-8" json map;');
    expect(httpsServer).toContain('default_type "application/octet-stream";');
  });
});

describe('indexRoutes', () => {
  it('lists the routes Docusaurus writes as a folder index.html, never the home page', () => {
    expect(
      indexRoutes(['/', '/docs/tags', '/docs/tags/index', '/docs/api/rest/service/index', '/docs/reindex']),
    ).toEqual(['/docs/api/rest/service/index', '/docs/tags/index']);
  });
});
