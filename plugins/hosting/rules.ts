import {
  REVALIDATE,
  contentSecurityPolicy,
  immutablePaths,
  IMMUTABLE,
  precompressMinBytes,
  precompressedExtensions,
  securityHeaders,
  type CspInputs,
} from '../../config/hosting';

/** What `build/.hosting/headers.json` holds: everything a server needs, with no code. */
export interface HostingRules {
  headers: Record<string, string>;
  cache: { immutablePaths: readonly string[]; immutable: string; revalidate: string };
  notFoundPage: string;
  precompress: { extensions: readonly string[]; minBytes: number };
}

export function hostingRules(inputs: CspInputs): HostingRules {
  return {
    headers: securityHeaders(contentSecurityPolicy(inputs)),
    cache: { immutablePaths, immutable: IMMUTABLE, revalidate: REVALIDATE },
    notFoundPage: '/404.html',
    precompress: { extensions: precompressedExtensions, minBytes: precompressMinBytes },
  };
}
