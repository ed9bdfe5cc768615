/**
 * The single source of the brand. Config, React pages and (through the
 * `remark-brand` plugin and the front-matter hook) every Markdown page read
 * these values; nothing else may spell them out.
 */
export const brand = {
  productName: 'OpenDataDSL',
  /** Short name of the product; also the name of its scripting language. */
  productShortName: 'ODSL',
  company: 'OpenDataDSL',
  websiteUrl: 'https://www.opendatadsl.com',
  portalUrl: 'https://portal.opendatadsl.com',
  apiBaseUrl: 'https://api.opendatadsl.com/api',
  /** The SignalR hub of the real-time API. */
  realtimeHubUrl: 'https://api.opendatadsl.com/hub',
  supportUrl: 'https://support.desk.opendatadsl.com/servicedesk/customer/portal/',
  docsUrl: 'https://doc.opendatadsl.com',
  /** The company's GitHub organisation: SDK demos and the sample loaders of the tutorials. */
  githubUrl: 'https://github.com/OpenDataDSL',
  /** OAuth scope an application requests a REST API token for. */
  apiScope: 'api://opendatadsl/.default',
} as const;

export type Brand = typeof brand;

/**
 * Placeholders that Markdown and MDX content uses instead of brand values.
 * `%%API_URL%%/curve/v1` becomes `https://api…/api/curve/v1` at build time.
 */
export const brandTokens: Readonly<Record<string, string>> = {
  PRODUCT: brand.productName,
  COMPANY: brand.company,
  WEBSITE_URL: brand.websiteUrl,
  PORTAL_URL: brand.portalUrl,
  API_URL: brand.apiBaseUrl,
  HUB_URL: brand.realtimeHubUrl,
  SUPPORT_URL: brand.supportUrl,
  DOCS_URL: brand.docsUrl,
  GITHUB_URL: brand.githubUrl,
  API_SCOPE: brand.apiScope,
};

const TOKEN = /%%([A-Z_]+)%%/g;

/** Replaces every `%%NAME%%` token; an unknown token is an authoring error. */
export function expandBrandTokens(text: string): string {
  return text.replace(TOKEN, (whole, name: string) => {
    const value = brandTokens[name];
    if (value === undefined) {
      throw new Error(`Unknown brand token ${whole}; known: ${Object.keys(brandTokens).join(', ')}`);
    }
    return value;
  });
}

export default brand;
