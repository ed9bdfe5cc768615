import * as z from 'zod';

/**
 * How the built site must be served: security headers, content types, precompression (caching is in
 * `cache.mjs`, which the servers import too). This is the one source; the plugin (`index.ts`) turns it
 * into `build/.hosting/headers.json` (read by the local server) and `build/.hosting/nginx.conf` (a ready
 * production config) after every build.
 */

/**
 * Text formats worth storing precompressed next to the original (`.br`, `.gz`). Pagefind's binary
 * index files (`.pf_*`, `.pagefind`) are written compressed already, so they are not listed.
 */
export const precompressedExtensions: readonly string[] = [
  '.html',
  '.js',
  '.css',
  '.json',
  '.svg',
  '.xml',
  '.txt',
  '.md',
  '.yaml',
  '.map',
  '.webmanifest',
];
/**
 * The content type of every kind of file the build holds, by extension (with its dot), sent by every
 * server whatever its own table says: both servers then agree, text formats carry their charset, and
 * nginx's mime.types (which lacks `.md` and `.yaml`) no longer matters. Anything else, such as
 * Pagefind's binary index files, is sent as `application/octet-stream`.
 */
export const contentTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
  '.zip': 'application/zip',
};
export const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

/**
 * A raw request target (path and query) whose path ends in slashes: `$1` is the path without them, `$2`
 * the query. Servers answer it with a 301 to `$1$2`. The path must start with one slash and a character
 * that is neither a slash nor a backslash, so that the Location can never name another host
 * (`//example.com/`). JavaScript and PCRE alike, for nginx too.
 */
export const trailingSlashPattern = '^(/[^/\\x5c?](?:[^?]*[^/?])?)/+(\\?.*)?$';

/** The only methods a static site answers; any other gets 405 with this list in `Allow`. */
export const allowedMethods: readonly string[] = ['GET', 'HEAD'];

/**
 * nginx's `large_client_header_buffers` (4 buffers of 8 KB): a request line longer than one buffer is
 * answered 414, a longer header line 400. The local server applies the same limits.
 */
export const requestLimits = { lineBytes: 8192, lines: 4 } as const;

/**
 * An `Accept` header that asks for Markdown: `text/markdown` listed without `q=0`. A page address
 * asked this way answers with the page's Markdown twin (`<page>.md`). JavaScript and PCRE alike,
 * matched without regard to case.
 */
export const markdownAcceptPattern =
  '(?:^|,)\\s*text/markdown\\s*(?:;(?![^,]*\\bq\\s*=\\s*0(?:\\.0{0,3})?\\s*(?:[;,]|$))[^,]*)?(?:,|$)';

/** Content types of files the build holds without an extension, by path. */
export const pathContentTypes: Readonly<Record<string, string>> = {
  // RFC 9727, section 4.1: the catalog is a linkset (RFC 9264) in JSON, with the catalog's profile.
  '/.well-known/api-catalog': 'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"',
};

/**
 * The short page both servers send with a status they answer themselves (a redirect, a refused method,
 * a bad request): the status and its reason only, never the server's name or version.
 */
export const statusReasons: Readonly<Record<number, string>> = {
  301: 'Moved Permanently',
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  412: 'Precondition Failed',
  413: 'Content Too Large',
  414: 'URI Too Long',
  416: 'Range Not Satisfiable',
  421: 'Misdirected Request',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
  505: 'HTTP Version Not Supported',
};

/** The body of a status page: `statusReasons` in a minimal HTML document. */
export const statusPageTemplate =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>$status $reason</title></head>' +
  '<body><h1>$status $reason</h1></body></html>\n';

/**
 * TLS as Mozilla's "intermediate" configuration gives it (server side TLS guidelines, version 5.7):
 * TLS 1.2 and 1.3, forward-secret AEAD ciphers only, no session tickets (their keys never rotate in
 * nginx), a shared session cache. The DHE suites of the guideline are left out: nginx uses them only
 * with a `ssl_dhparam` file, and every client that can do DHE here can do ECDHE.
 */
export const tlsPolicy = {
  protocols: ['TLSv1.2', 'TLSv1.3'],
  ciphers: [
    'ECDHE-ECDSA-AES128-GCM-SHA256',
    'ECDHE-RSA-AES128-GCM-SHA256',
    'ECDHE-ECDSA-AES256-GCM-SHA384',
    'ECDHE-RSA-AES256-GCM-SHA384',
    'ECDHE-ECDSA-CHACHA20-POLY1305',
    'ECDHE-RSA-CHACHA20-POLY1305',
  ],
  curves: ['X25519', 'prime256v1', 'secp384r1'],
  sessionTimeout: '1d',
  sessionCache: 'shared:SiteTLS:10m',
} as const;

/**
 * Strict-Transport-Security for the HTTPS server: two years, subdomains included. Sent by nginx only:
 * the local server speaks plain HTTP, where browsers ignore the header.
 */
export const strictTransportSecurity = 'max-age=63072000; includeSubDomains';

/** Below this size compression saves less than the headers cost. */
export const precompressMinBytes = 1024;

const ALGOLIA_ORIGINS = ['https://*.algolia.net', 'https://*.algolianet.com', 'https://*.algolia.io'];
const ALGOLIA_ASSISTANT_ORIGINS = ['https://*.algolia.com'];
const GTAG_SCRIPT_ORIGINS = ['https://www.googletagmanager.com'];
const GTAG_CONNECT_ORIGINS = [
  'https://www.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
];

/** The hosted services the build is configured for (the plugin's `env` option): they widen the CSP. */
export const hostedServicesSchema = z.object({
  algolia: z
    .object({
      appId: z.string(),
      apiKey: z.string(),
      indexName: z.string(),
      assistantId: z.string().optional(),
    })
    .optional(),
  gtagTrackingId: z.string().optional(),
  thirdPartyScripts: z.array(z.string().url()),
});
export type HostedServices = z.infer<typeof hostedServicesSchema>;

export interface CspInputs {
  /** `sha256-…` hashes of every inline script the build wrote. */
  inlineScriptHashes: readonly string[];
  env: HostedServices;
}

function originOf(url: string): string {
  return new URL(url).origin;
}

/** Only what the site uses: its own files, the hashed inline scripts, Pagefind's WebAssembly, and the
 * hosted services that are configured. Inline styles stay allowed: React and Mermaid write style attributes. */
export function contentSecurityPolicy({ inlineScriptHashes, env }: CspInputs): string {
  const scriptSrc = ["'self'", "'wasm-unsafe-eval'", ...inlineScriptHashes.map((hash) => `'${hash}'`)];
  const connectSrc = ["'self'"];
  const imgSrc = ["'self'", 'data:'];
  if (env.algolia) {
    connectSrc.push(...ALGOLIA_ORIGINS);
    if (env.algolia.assistantId) connectSrc.push(...ALGOLIA_ASSISTANT_ORIGINS);
  }
  if (env.gtagTrackingId) {
    scriptSrc.push(...GTAG_SCRIPT_ORIGINS);
    connectSrc.push(...GTAG_CONNECT_ORIGINS);
    imgSrc.push('https://*.google-analytics.com', 'https://www.googletagmanager.com');
  }
  const thirdParty = [...new Set(env.thirdPartyScripts.map(originOf))];
  scriptSrc.push(...thirdParty);
  connectSrc.push(...thirdParty);
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', scriptSrc],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', imgSrc],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', connectSrc],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`).join('; ');
}

/** Browser features the site never uses are denied; clipboard writing stays for "Copy page". */
export const permissionsPolicy = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
  'clipboard-read=()',
  'clipboard-write=(self)',
].join(', ');

/** Headers sent with every response, pages and files alike. */
export function securityHeaders(csp: string): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': permissionsPolicy,
    'X-Frame-Options': 'DENY',
    // No other site's window keeps a handle on a docs tab, and no other site embeds its files.
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
}
