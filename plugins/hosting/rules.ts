import {
  REVALIDATE,
  contentSecurityPolicy,
  immutablePaths,
  IMMUTABLE,
  contentTypes,
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
  /** Content type per file extension (with its dot), overriding the server's own table. */
  contentTypes: Readonly<Record<string, string>>;
}

export function hostingRules(inputs: CspInputs): HostingRules {
  return {
    headers: securityHeaders(contentSecurityPolicy(inputs)),
    cache: { immutablePaths, immutable: IMMUTABLE, revalidate: REVALIDATE },
    notFoundPage: '/404.html',
    precompress: { extensions: precompressedExtensions, minBytes: precompressMinBytes },
    contentTypes,
  };
}
