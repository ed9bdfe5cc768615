import { cacheRules, type CacheRules } from './cache.mjs';
import {
  DEFAULT_CONTENT_TYPE,
  allowedMethods,
  contentSecurityPolicy,
  contentTypes,
  markdownAcceptPattern,
  pathContentTypes,
  precompressMinBytes,
  precompressedExtensions,
  requestLimits,
  securityHeaders,
  statusPageTemplate,
  statusReasons,
  strictTransportSecurity,
  trailingSlashPattern,
  type CspInputs,
} from './policy';
import { redirectMap, type Redirect } from './redirects';

/** What `build/.hosting/headers.json` holds: everything a server needs, with no code. */
export interface HostingRules {
  /** Sent with every response, whatever its status. */
  headers: Record<string, string>;
  /** Sent by the HTTPS server only. */
  strictTransportSecurity: string;
  cache: CacheRules;
  notFoundPage: string;
  precompress: { extensions: readonly string[]; minBytes: number };
  /** Content type per file extension (with its dot); anything else is `defaultContentType`. */
  contentTypes: Readonly<Record<string, string>>;
  /** Content type of files without an extension, by path; they win over `contentTypes`. */
  pathContentTypes: Readonly<Record<string, string>>;
  defaultContentType: string;
  /** Methods answered; others get 405 with these in `Allow`. */
  allowedMethods: readonly string[];
  /** Decoded path without trailing slash → route that answers it with a 301 (the `redirects` option). */
  redirects: Readonly<Record<string, string>>;
  /** Folder of page addresses → its landing page, answered with a 301 like `redirects` (folders.ts). */
  folders: Readonly<Record<string, string>>;
  /** Raw request targets answered with a 301 to `$1$2`: the same without its trailing slashes. */
  trailingSlash: string;
  /** `Accept` headers (case-insensitive) that get a page's Markdown twin instead of its HTML. */
  markdownAccept: string;
  /** Longest request line and header line, and how many header lines of that length fit. */
  requestLimits: { lineBytes: number; lines: number };
  /** Reason phrases of the statuses a server answers itself, and the page it sends with them. */
  statusReasons: Readonly<Record<number, string>>;
  statusPage: string;
}

export interface RuleInputs extends CspInputs {
  redirects: readonly Redirect[];
  folders: Readonly<Record<string, string>>;
}

export function hostingRules({ redirects, folders, ...csp }: RuleInputs): HostingRules {
  return {
    headers: securityHeaders(contentSecurityPolicy(csp)),
    strictTransportSecurity,
    cache: cacheRules,
    notFoundPage: '/404.html',
    precompress: { extensions: precompressedExtensions, minBytes: precompressMinBytes },
    contentTypes,
    pathContentTypes,
    defaultContentType: DEFAULT_CONTENT_TYPE,
    allowedMethods,
    redirects: redirectMap(redirects),
    folders,
    trailingSlash: trailingSlashPattern,
    markdownAccept: markdownAcceptPattern,
    requestLimits,
    statusReasons,
    statusPage: statusPageTemplate,
  };
}
