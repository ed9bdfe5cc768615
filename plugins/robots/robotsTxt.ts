/** What `robots.txt` says: crawl everything but the search results page, and where the sitemap is. */
export function robotsTxt({
  siteUrl,
  baseUrl,
  disallow,
}: {
  siteUrl: string;
  baseUrl: string;
  disallow: string[];
}): string {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const origin = siteUrl.replace(/\/+$/, '');
  const lines = [
    'User-agent: *',
    // Search result pages repeat the docs in another order: an index of them helps no one.
    ...disallow.map((path) => `Disallow: ${base}${path.replace(/^\/+/, '')}`),
    '',
    `Sitemap: ${origin}${base}sitemap.xml`,
  ];
  return `${lines.join('\n')}\n`;
}
