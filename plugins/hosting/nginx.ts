import type { HostingRules } from './rules';
import { tlsPolicy } from './policy';

export interface NginxOptions {
  /** Absolute path of the built site. */
  root: string;
  /** Port of the plain-HTTP server, which only sends readers to HTTPS and answers ACME challenges. */
  httpPort: number;
  /** Port of the HTTPS server that serves the site. */
  httpsPort: number;
  /** The site's host names; the first is canonical: plain HTTP sends readers there. */
  serverNames: readonly string[];
  /** PEM certificate chain and private key of the HTTPS server. */
  certificate: string;
  certificateKey: string;
  /**
   * PEM chain of the certificate's issuers, for OCSP stapling (`ssl_trusted_certificate`), and the
   * resolver nginx asks for the OCSP responder's address. Without a chain, no stapling.
   */
  trustedCertificate?: string;
  resolver?: string;
  /**
   * The folder whose `.well-known/acme-challenge/` holds HTTP-01 tokens: the webroot an ACME client
   * writes to (`certbot certonly --webroot -w <this folder>`), served on both servers.
   */
  acmeRoot: string;
  /** Listen on IPv6 beside IPv4 (`[::]`). */
  ipv6: boolean;
}

/** Where a host puts its certificate and ACME tokens; the generated config names these until it sets its own. */
export const PLACEHOLDER_CERTIFICATE = '/etc/ssl/docs/fullchain.pem';
export const PLACEHOLDER_CERTIFICATE_KEY = '/etc/ssl/docs/privkey.pem';
export const PLACEHOLDER_ACME_ROOT = '/var/www/acme';

/** The include that turns on the `.br` copies; it needs Debian's `libnginx-mod-http-brotli-static`. */
export const BROTLI_INCLUDE = 'brotli.conf';
export const brotliConfig = (): string =>
  [
    '# Serves the .br copies of the build. Needs ngx_http_brotli_static_module: on Debian, install',
    '# libnginx-mod-http-brotli-static (it loads itself from /etc/nginx/modules-enabled/); elsewhere add',
    '# `load_module modules/ngx_http_brotli_static_module.so;` at the top of nginx.conf.',
    'brotli_static on;',
    '',
  ].join('\n');

const escapeRegExp = (value: string) => value.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');
const quote = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** HTTP's "safe" statuses and the rest: headers must be `always` or nginx drops them on errors. */
function addHeaders(headers: Record<string, string>, indent: string): string[] {
  return Object.entries(headers).map(
    ([name, value]) => `${indent}add_header ${name} ${value.startsWith('$') ? value : quote(value)} always;`,
  );
}

/** `types` entries grouped by content type, from the rules' extension table. */
function typesBlock(rules: HostingRules): string[] {
  const byType = new Map<string, string[]>();
  for (const [extension, type] of Object.entries(rules.contentTypes)) {
    byType.set(type, [...(byType.get(type) ?? []), extension.slice(1)]);
  }
  return [
    '    types {',
    ...[...byType].map(([type, extensions]) => `        ${quote(type)} ${extensions.join(' ')};`),
    '    }',
    `    default_type ${quote(rules.defaultContentType)};`,
  ];
}

/** The internal address of the status page; no file, and refused to clients (`internal`). */
const STATUS_PAGE = '/.site-status';

/**
 * The statuses nginx answers itself get the site's own short page (`rules.statusPage`), never nginx's,
 * which names the server. It is an address rather than a named location, because nginx cannot send a
 * request it could not parse (an empty URI) to a named location; the status, a redirect's Location
 * and the server's headers stay. 494 (a header too large) and 497 (HTTP on the HTTPS port) are sent
 * as 400.
 */
function statusPages(rules: HostingRules, notFound: 'site page' | 'status page'): string[] {
  const statuses = Object.keys(rules.statusReasons)
    .map(Number)
    .filter((status) => status !== 404 || notFound === 'status page');
  const body = rules.statusPage.replaceAll('$reason', '$site_reason');
  return [
    `    error_page ${statuses.join(' ')} ${STATUS_PAGE};`,
    `    error_page 494 497 =400 ${STATUS_PAGE};`,
    `    location = ${STATUS_PAGE} {`,
    '        internal;',
    '        types {}',
    `        default_type ${quote(rules.contentTypes['.html'] ?? 'text/html')};`,
    `        return 200 ${quote(body)};`,
    '    }',
  ];
}

/**
 * The nginx config of the site, for nginx's `http` context: the HTTPS server, with the same statuses
 * and headers as the local server (`server/siteHandler.mjs`): the redirects and folders, 301 from a
 * trailing slash, 405 for methods other than GET and HEAD, the Markdown twins, the precompressed copies,
 * the caching and security headers, and the 404 page; the plain-HTTP server, which answers ACME
 * challenges and sends everything else to HTTPS; and a default server on each port that refuses any
 * other host name. Every `add_header` sits at server level, with `always`, because nginx drops
 * inherited headers in any location that adds its own.
 */
export function nginxServerConfig(rules: HostingRules, options: NginxOptions): string {
  const { root, httpPort, httpsPort, serverNames, certificate, certificateKey } = options;
  const canonical = serverNames[0];
  if (!canonical) throw new Error('[hosting] nginx needs at least one server name');
  const httpsOrigin = httpsPort === 443 ? `https://${canonical}` : `https://${canonical}:${httpsPort}`;
  const listen = (port: number, flags: string) => [
    `    listen ${port}${flags};`,
    ...(options.ipv6 ? [`    listen [::]:${port}${flags};`] : []),
  ];
  const cacheMap = rules.cache.immutablePaths.map(
    (pattern) => `    ${quote(`~${pattern}`)} ${quote(rules.cache.immutable)};`,
  );
  // Regular expressions over the decoded path ($uri), because nginx compares a map's plain strings
  // without regard to case, and /docs/Tutorials must not catch /docs/tutorials. A slash may follow.
  const redirectMap = Object.entries({ ...rules.folders, ...rules.redirects }).map(
    ([from, to]) => `    ${quote(`~^${escapeRegExp(from)}/?$`)} ${quote(to)};`,
  );
  const allowMap = rules.allowedMethods.map((method) => `    ${method} "";`);
  const compressible = rules.precompress.extensions.map((e) => escapeRegExp(e.slice(1))).join('|');
  const fileStatuses = '(?:200|304|404)';
  const siteHeaders = {
    'Cache-Control': '$site_cache_control',
    ...rules.headers,
    Allow: '$site_allow',
    Vary: '$site_vary',
    Link: '$site_link',
  };
  const acmeLocation = [
    '    location ^~ /.well-known/acme-challenge/ {',
    `        root ${quote(options.acmeRoot)};`,
    '        default_type "text/plain";',
    '        try_files $uri =404;',
    '    }',
  ];
  // In both HTTPS servers: the handshake starts in the default server's context, and OpenSSL keeps its
  // protocol versions after SNI picks the site's (nginx 1.22's own default leaves TLS 1.3 out).
  const tlsPolicyLines = [
    `    ssl_protocols ${tlsPolicy.protocols.join(' ')};`,
    `    ssl_ciphers ${tlsPolicy.ciphers.join(':')};`,
    `    ssl_ecdh_curve ${tlsPolicy.curves.join(':')};`,
    '    ssl_prefer_server_ciphers off;',
    `    ssl_session_timeout ${tlsPolicy.sessionTimeout};`,
    `    ssl_session_cache ${tlsPolicy.sessionCache};`,
    '    ssl_session_tickets off;',
  ];
  const tls = [
    `    ssl_certificate ${quote(certificate)};`,
    `    ssl_certificate_key ${quote(certificateKey)};`,
    ...tlsPolicyLines,
    ...(options.trustedCertificate
      ? [
          '    ssl_stapling on;',
          '    ssl_stapling_verify on;',
          `    ssl_trusted_certificate ${quote(options.trustedCertificate)};`,
          ...(options.resolver ? [`    resolver ${options.resolver};`] : []),
        ]
      : []),
  ];
  const limits = `    large_client_header_buffers ${rules.requestLimits.lines} ${rules.requestLimits.lineBytes / 1024}k;`;
  return [
    '# Generated by plugins/hosting from its policy and the redirects it is given after each build. Do not edit.',
    '# Include it in the http context of nginx.conf. Per host: the ports, `root`, the server names, the',
    `# certificate paths (placeholders: ${PLACEHOLDER_CERTIFICATE} and ${PLACEHOLDER_CERTIFICATE_KEY}),`,
    `# and the ACME webroot (placeholder: ${PLACEHOLDER_ACME_ROOT}); plugins/hosting/scripts/nginx-conf.ts`,
    `# writes it for another host. ${BROTLI_INCLUDE} beside this file turns on the .br copies (brotli_static).`,
    'map $uri $site_cache_control {',
    `    default ${quote(rules.cache.revalidate)};`,
    ...cacheMap,
    '}',
    'map $uri $site_redirect {',
    '    default "";',
    ...redirectMap,
    '}',
    // From the raw request line, so the Location keeps the reader's own encoding and query.
    'map $request_uri $site_slashless {',
    '    default "";',
    `    ${quote(`~${rules.trailingSlash}`)} "$1$2";`,
    '}',
    'map $request_method $site_method_refused {',
    '    default 1;',
    ...allowMap,
    '}',
    'map $status $site_allow {',
    '    default "";',
    `    405 ${quote(rules.allowedMethods.join(', '))};`,
    '}',
    'map $http_accept $site_twin_suffix {',
    '    default "";',
    `    ${quote(`~*${rules.markdownAccept}`)} ".md";`,
    '}',
    // $site_twin is the page's Markdown twin where it has one (set in the server): the answer then
    // depends on Accept, and the HTML names its twin. After try_files, $uri is the file served.
    'map "$status|$site_twin|$uri" $site_vary {',
    '    default "";',
    `    "~^(?:200|304)\\|/" "Accept-Encoding, Accept";`,
    `    ${quote(`~^${fileStatuses}\\|\\|.*\\.(?:${compressible})$`)} "Accept-Encoding";`,
    '}',
    'map "$status|$site_twin|$uri" $site_link {',
    '    default "";',
    `    "~^(?:200|304)\\|(/[^|]*)\\|.*\\.html$" ${quote('<$1>; rel="alternate"; type="text/markdown"')};`,
    '}',
    'map $status $site_reason {',
    '    default "";',
    ...Object.entries(rules.statusReasons).map(([status, reason]) => `    ${status} ${quote(reason)};`),
    '}',
    '',
    "# Any host name but the site's: plain HTTP closes the connection unanswered (444); HTTPS refuses",
    '# the handshake unless the client names the site (SNI), and answers 421 if Host names another.',
    'server {',
    ...listen(httpPort, ' default_server'),
    '    server_name "";',
    '    server_tokens off;',
    limits,
    ...statusPages(rules, 'status page'),
    '    location / { return 444; }',
    '}',
    'server {',
    ...listen(httpsPort, ' ssl http2 default_server'),
    '    server_name "";',
    '    ssl_reject_handshake on;',
    ...tlsPolicyLines,
    '    server_tokens off;',
    limits,
    ...statusPages(rules, 'status page'),
    '    location / { return 421; }',
    '}',
    '',
    'server {',
    ...listen(httpPort, ''),
    `    server_name ${serverNames.join(' ')};`,
    '    server_tokens off;',
    limits,
    ...addHeaders(rules.headers, '    '),
    ...statusPages(rules, 'status page'),
    ...acmeLocation,
    '    location / {',
    `        return 301 ${httpsOrigin}$request_uri;`,
    '    }',
    '}',
    '',
    'server {',
    ...listen(httpsPort, ' ssl http2'),
    `    server_name ${serverNames.join(' ')};`,
    ...tls,
    `    root ${quote(root)};`,
    '    server_tokens off;',
    // Relative Location headers, as the local server sends.
    '    absolute_redirect off;',
    '    if_modified_since before;',
    // nginx repeats every `add_header ... always` on a 416; nothing on a docs site needs byte ranges.
    '    max_ranges 0;',
    limits,
    ...typesBlock(rules),
    '    gzip_static on;',
    // Vary comes from $site_vary, which names Accept-Encoding for every compressible file.
    '    gzip_vary off;',
    `    include ${quote(`${root}/.hosting/${BROTLI_INCLUDE}`)};`,
    ...addHeaders({ ...siteHeaders, 'Strict-Transport-Security': rules.strictTransportSecurity }, '    '),
    `    error_page 404 ${rules.notFoundPage};`,
    ...statusPages(rules, 'site page'),
    '',
    // The status page is reached only from error_page; the rules below are for the request itself.
    `    if ($uri = ${STATUS_PAGE}) { break; }`,
    '    if ($site_method_refused) { return 405; }',
    '    if ($site_redirect) { return 301 $site_redirect$is_args$args; }',
    '    if ($site_slashless) { return 301 $site_slashless; }',
    '    set $site_twin "";',
    '    if (-f $document_root$uri.md) { set $site_twin $uri.md; }',
    '    # Build metadata such as .hosting/ is not part of the site; /.well-known/ is.',
    '    location ~ /\\. { return 404; }',
    '    location ^~ /.well-known/ { try_files $uri =404; }',
    ...acmeLocation,
    ...Object.entries(rules.pathContentTypes).flatMap(([path, type]) => [
      `    location = ${path} {`,
      '        types {}',
      `        default_type ${quote(type)};`,
      '        try_files $uri =404;',
      '    }',
    ]),
    '    location / {',
    '        try_files $uri$site_twin_suffix $uri $uri.html $uri/index.html =404;',
    '    }',
    '}',
    '',
  ].join('\n');
}
