import { cacheRules, type CacheRules } from './cache.mjs';
import {
  DEFAULT_CONTENT_TYPE,
  allowedMethods,
  contentSecurityPolicy,
  contentTypes,
  precompressMinBytes,
  precompressedExtensions,
  securityHeaders,
  strictTransportSecurity,
  trailingSlashPattern,
  type CspInputs,
} from './policy';
import { redirectMap } from '../../config/redirects';

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
  defaultContentType: string;
  /** Methods answered; others get 405 with these in `Allow`. */
  allowedMethods: readonly string[];
  /** Decoded path without trailing slash → route that answers it with a 301. */
  redirects: Readonly<Record<string, string>>;
  /** Raw request targets answered with a 301 to `$1$2`: the same without its trailing slashes. */
  trailingSlash: string;
}

export function hostingRules(inputs: CspInputs): HostingRules {
  return {
    headers: securityHeaders(contentSecurityPolicy(inputs)),
    strictTransportSecurity,
    cache: cacheRules,
    notFoundPage: '/404.html',
    precompress: { extensions: precompressedExtensions, minBytes: precompressMinBytes },
    contentTypes,
    defaultContentType: DEFAULT_CONTENT_TYPE,
    allowedMethods,
    redirects: redirectMap(),
    trailingSlash: trailingSlashPattern,
  };
}
