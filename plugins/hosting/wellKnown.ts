/** The files of `/.well-known/` the build holds: `security.txt` (RFC 9116) and `api-catalog` (RFC 9727). */

export const SECURITY_TXT_PATH = '/.well-known/security.txt';
export const API_CATALOG_PATH = '/.well-known/api-catalog';

const DAY_MS = 86_400_000;

/**
 * RFC 9116: where to report a vulnerability, and until when the file holds. It expires a year after
 * the build (the RFC advises less than a year), so a site that stops being rebuilt stops vouching for it.
 */
export function securityTxt(options: {
  contact: readonly string[];
  siteUrl: string;
  builtAt: Date;
  languages: readonly string[];
}): string {
  const expires = new Date(options.builtAt.getTime() + 365 * DAY_MS);
  expires.setUTCMilliseconds(0);
  return [
    ...options.contact.map((contact) => `Contact: ${contact}`),
    `Expires: ${expires.toISOString().replace('.000Z', 'Z')}`,
    `Preferred-Languages: ${options.languages.join(', ')}`,
    `Canonical: ${options.siteUrl}${SECURITY_TXT_PATH}`,
    '',
  ].join('\n');
}

export interface ApiCatalogEntry {
  /** The API's base address. */
  api: string;
  /** Its machine-readable descriptions (OpenAPI), site-relative or absolute, with their media types. */
  descriptions: ReadonlyArray<{ href: string; type: string }>;
  /** Its documentation page, site-relative or absolute. */
  documentation: string;
}

/**
 * RFC 9727's catalog as a linkset (RFC 9264): the catalog lists each API as an `item`, and each API
 * links its OpenAPI documents (`service-desc`) and its documentation (`service-doc`).
 */
export function apiCatalog(siteUrl: string, apis: readonly ApiCatalogEntry[]): string {
  const absolute = (href: string) => new URL(href, `${siteUrl}/`).href;
  const linkset = [
    { anchor: absolute(API_CATALOG_PATH), item: apis.map((entry) => ({ href: entry.api })) },
    ...apis.map((entry) => ({
      anchor: entry.api,
      'service-desc': entry.descriptions.map(({ href, type }) => ({ href: absolute(href), type })),
      'service-doc': [{ href: absolute(entry.documentation), type: 'text/html' }],
    })),
  ];
  return `${JSON.stringify({ linkset }, null, 2)}\n`;
}
