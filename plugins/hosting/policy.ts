import type { SiteEnv } from '../../config/env';

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

export interface CspInputs {
  /** `sha256-…` hashes of every inline script the build wrote. */
  inlineScriptHashes: readonly string[];
  env: Pick<SiteEnv, 'algolia' | 'gtagTrackingId' | 'thirdPartyScripts'>;
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
